'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { followAuthCallback, runAuthCallback } from '@/components/auth/run-auth-callback';
import { hasAuthError, isAuthFragment, isRecoveryFragment, parseAuthFragment } from '@/lib/auth/fragment';
import { fragmentStore } from './fragment-store';
import { LinkNotice, type LinkNoticeStrings } from './link-notice';

/**
 * Spec: at / a fragment with an access token and type=recovery replaces the landing view with the
 * auth screen, whose callback handler sets the session and continues at /reset-password keeping
 * the fragment. Any other auth fragment is cleared (tokens do not linger in the address bar); an
 * error (an expired or used link lands here) also leaves a short notice above the landing view.
 */
export function RecoveryGate({ children, authScreen, notice }: { children: ReactNode; authScreen: ReactNode; notice: LinkNoticeStrings }) {
  const locale = useClientLocale();
  const { hash, clearedErrorCode } = useSyncExternalStore(fragmentStore.subscribe, fragmentStore.getSnapshot, fragmentStore.getServerSnapshot);
  const recovering = isRecoveryFragment(parseAuthFragment(hash));

  useEffect(() => {
    if (!hash) return;
    const fragment = parseAuthFragment(hash);
    if (isRecoveryFragment(fragment)) {
      let cancelled = false;
      runAuthCallback(hash)
        .catch(() => ({ go: 'home' as const, errorCode: 'unexpected' }))
        .then((outcome) => !cancelled && followAuthCallback(outcome, locale, hash));
      return () => {
        cancelled = true;
      };
    }
    if (isAuthFragment(fragment)) fragmentStore.clear(hasAuthError(fragment) ? (fragment.error_code ?? fragment.error ?? 'unknown') : null);
  }, [hash, locale]);

  if (recovering) return authScreen;
  return (
    <>
      {clearedErrorCode ? <LinkNotice code={clearedErrorCode} strings={notice} onDismiss={fragmentStore.dismissError} /> : null}
      {children}
    </>
  );
}
