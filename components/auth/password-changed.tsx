'use client';

import { useEffect } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { PASSWORD_CHANGED_GUIDANCE_MS, PASSWORD_CHANGED_REDIRECT_MS } from '@/lib/auth/constants';
import { localizedPath } from '@/lib/site/seo';
import { Notice } from '@/components/ui/notice';

/**
 * The password-changed confirmation (spec): clears the fragment, shows the Korean success message
 * (in both locales) and goes to the main page after 3 s. The spec's 3 s start only after the page's
 * guidance ('back to the app, sign in again') has been on screen for 8 s (README,
 * departures): the clock counts only while the page is visible, so a tab opened in the background
 * or a phone put down keeps the page until it has been seen for 8 + 3 s.
 */
export function PasswordChanged({ notice }: { notice: string }) {
  const locale = useClientLocale();
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    let shown = 0; // ms on screen before the current visible stretch
    let since = 0;
    let timer: number | undefined;
    const start = () => {
      if (timer !== undefined || document.visibilityState !== 'visible') return;
      since = Date.now();
      const left = PASSWORD_CHANGED_GUIDANCE_MS + PASSWORD_CHANGED_REDIRECT_MS - shown;
      timer = window.setTimeout(() => window.location.replace(localizedPath(locale, '/')), Math.max(0, left));
    };
    const pause = () => {
      if (timer === undefined) return;
      window.clearTimeout(timer);
      timer = undefined;
      shown += Date.now() - since;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : pause());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      pause();
    };
  }, [locale]);
  return (
    <Notice tone="success" className="flex items-start gap-3">
      <svg className="mt-0.5 size-5 shrink-0" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="m6 10.5 2.6 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{notice}</span>
    </Notice>
  );
}
