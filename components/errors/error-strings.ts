import type { Locale } from '@/i18n/routing';

// The error boundary is a client component with no server parent to pass it strings, and
// next-intl's client formatter would cost every page ~13 kB gzip; so its three strings live here.
export const errorStrings: Record<Locale, { title: string; retry: string; home: string }> = {
  ko: { title: '문제가 발생했습니다', retry: '다시 시도', home: '홈으로 가기' },
  en: { title: 'Something went wrong', retry: 'Try again', home: 'Go to the home page' },
};
