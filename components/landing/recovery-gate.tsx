'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

/** True when the address fragment carries both an access token and type=recovery. */
export function isRecoveryFragment(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return Boolean(params.get('access_token')) && params.get('type') === 'recovery';
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * Spec: at / a recovery fragment replaces the landing view with the auth screen. The auth screen
 * continues the recovery at /reset-password, keeping the fragment intact.
 */
export function RecoveryGate({ children, authScreen }: { children: ReactNode; authScreen: ReactNode }) {
  const recovering = useSyncExternalStore(subscribe, () => isRecoveryFragment(window.location.hash), () => false);
  useEffect(() => {
    if (recovering) {
      const prefix = document.documentElement.lang === 'en' ? '/en' : '';
      window.location.replace(`${prefix}/reset-password${window.location.hash}`);
    }
  }, [recovering]);
  return recovering ? authScreen : children;
}
