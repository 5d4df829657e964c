import 'client-only';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { localizedPath } from '@/lib/i18n/paths';
import { useClientLocale } from './locale';

/**
 * next/navigation's router, taking locale-free paths ('/report?x=1' goes to '/en/report?x=1' on an
 * English page). Apart from ClientLink (client-link.tsx), so a screen that only navigates does not
 * load the link component.
 */
export function useLocalizedRouter() {
  const router = useRouter();
  const locale = useClientLocale();
  return useMemo(
    () => ({
      push: (path: string) => router.push(localizedPath(locale, path)),
      replace: (path: string) => router.replace(localizedPath(locale, path)),
      prefetch: (path: string) => router.prefetch(localizedPath(locale, path)),
    }),
    [router, locale],
  );
}
