'use client';

import { useEffect } from 'react';
import { usePageLocale } from '@/components/i18n/use-localized-router';
import { PASSWORD_CHANGED_REDIRECT_MS } from '@/lib/constants';
import { localizedPath } from '@/lib/seo';
import { Notice } from '@/components/ui/notice';

/**
 * The password-changed confirmation (spec): clears the fragment, shows the Korean success message
 * (in both locales) and goes to the main page after 3 s.
 */
export function PasswordChanged({ notice }: { notice: string }) {
  const locale = usePageLocale();
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    const timer = window.setTimeout(() => window.location.replace(localizedPath(locale, '/')), PASSWORD_CHANGED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [locale]);
  return (
    <Notice tone="success" lang="ko" className="flex items-start gap-3">
      <svg className="mt-0.5 size-5 shrink-0" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="m6 10.5 2.6 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{notice}</span>
    </Notice>
  );
}
