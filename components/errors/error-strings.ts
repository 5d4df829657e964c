import type { Locale } from '@/i18n/routing';

// The error boundary is a client component with no server parent to pass it strings, and
// next-intl's client formatter would cost every page ~13 kB gzip; so its strings live here.
export const errorStrings: Record<Locale, { title: string; text: string; offline: string; retry: string; home: string }> = {
  ko: {
    title: '문제가 생겼어요',
    text: '화면을 보여 드리지 못했어요. 다시 시도해 주세요.',
    offline: '연결을 확인한 뒤 다시 시도해 주세요.',
    retry: '다시 시도',
    home: '홈으로 가기',
  },
  en: {
    title: 'Something went wrong',
    text: 'This screen could not be shown. Please try again.',
    offline: 'Check your connection, then try again.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
};

/**
 * What the boundary says about an error, in the reader's language (never the raw
 * `error.message`, which is technical English): a lost connection (a script chunk or a fetch that
 * did not arrive) or anything else. The message itself goes to the console for developers.
 */
export function errorKind(error: Error): 'offline' | 'text' {
  const text = `${error.name} ${error.message}`;
  return /chunk|fetch|network|load failed/i.test(text) ? 'offline' : 'text';
}
