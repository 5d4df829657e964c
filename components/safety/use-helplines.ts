import { useEffect, useState } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { helplinesFor, readsFromKorea, type Helpline } from '@/content/safety/helplines';

/**
 * The helplines for this page: an English page read from Korea (a Korean language in the browser,
 * or Korean time) lists 109 and 1577-0199 before the international lines. Read after hydration,
 * so the server's HTML and the first client render agree.
 */
export function useHelplines(): readonly Helpline[] {
  const locale = useClientLocale();
  const [fromKorea, setFromKorea] = useState(false);
  useEffect(() => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's settings exist only after hydration
    setFromKorea(readsFromKorea(navigator.languages ?? [navigator.language], timeZone));
  }, []);
  return helplinesFor(locale, fromKorea);
}
