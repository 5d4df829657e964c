'use client';

import { useEffect, useRef, useState } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { SpinnerStatus } from '@/components/ui/spinner';
import { appCallback, type AppCallback } from '@/lib/auth/deep-link';
import { AUTH_CALLBACK_MANUAL_FALLBACK_MS, AUTH_CALLBACK_MANUAL_HINT_MS, AUTH_CALLBACK_MANUAL_RETRY_MS, AUTH_CALLBACK_REDIRECT_MS } from '@/lib/auth/constants';

type Phase = 'processing' | 'success' | 'manual' | 'error';

/**
 * The web auth callback (spec section 2): hands the fragment to the native app at
 * `<scheme>://auth-callback#…` through a hidden frame, then moves the window there after 0.5 s,
 * and after 2.5 s offers a manual button. Messages are Korean in both locales, as in the spec.
 */
export function AppCallbackScreen({ scheme }: { scheme: string }) {
  const t = useStrings('AuthCallback');
  const [callback, setCallback] = useState<AppCallback | null>(null);
  const [phase, setPhase] = useState<Phase>('processing');
  const [attempt, setAttempt] = useState(0);
  const [fallback, setFallback] = useState(false);
  const manualTimers = useRef<number[]>([]);

  useEffect(() => {
    const result = appCallback(scheme, window.location.hash);
    // the tokens have been read: they need not stay in the address bar
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    const timers: number[] = [];
    Promise.resolve().then(() => {
      setCallback(result);
      if (result.kind === 'error') return setPhase('error');
      setPhase('success');
      timers.push(window.setTimeout(() => (window.location.href = result.link), AUTH_CALLBACK_REDIRECT_MS));
      timers.push(window.setTimeout(() => setPhase('manual'), AUTH_CALLBACK_MANUAL_HINT_MS));
    });
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [scheme]);

  useEffect(() => () => manualTimers.current.forEach((timer) => window.clearTimeout(timer)), []);

  /** The manual button: a fresh frame, then the window follows the link; later, a hint if nothing happened. */
  function retry() {
    if (!callback) return;
    setAttempt((n) => n + 1);
    manualTimers.current.forEach((timer) => window.clearTimeout(timer));
    manualTimers.current = [
      window.setTimeout(() => (window.location.href = callback.link), AUTH_CALLBACK_MANUAL_RETRY_MS),
      window.setTimeout(() => setFallback(true), AUTH_CALLBACK_MANUAL_FALLBACK_MS),
    ];
  }

  const manualButton = callback ? (
    <button type="button" onClick={retry} className={buttonClass()}>
      {t('manualButton')}
    </button>
  ) : null;

  return (
    <div className="flex flex-col gap-4">
      {callback && callback.kind === 'tokens' ? (
        // a new frame per attempt: loading the custom scheme in it lets the app take over without leaving the page
        <iframe key={attempt} src={callback.link} title={t('title')} hidden data-testid="deep-link-frame" />
      ) : null}
      {phase === 'processing' ? <SpinnerStatus label={t('processing')} /> : null}
      {phase === 'success' || phase === 'manual' ? <SpinnerStatus label={t('success')} /> : null}
      {phase === 'manual' ? (
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white/75 p-5">
          <p className="leading-relaxed text-ink-soft">{t('manualHint')}</p>
          {manualButton}
          {fallback ? <p className="text-sm text-ink-soft">{t('manualFallback')}</p> : null}
        </div>
      ) : null}
      {phase === 'error' && callback?.kind === 'error' ? (
        <div className="flex flex-col gap-3">
          <h2 className="font-serif text-xl font-semibold text-seal">{t('errorTitle')}</h2>
          <Notice tone="error">{errorText(callback, t)}</Notice>
          {manualButton}
          {fallback ? <p className="text-sm text-ink-soft">{t('manualFallback')}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

function errorText(callback: Extract<AppCallback, { kind: 'error' }>, t: ReturnType<typeof useStrings<'AuthCallback'>>): string {
  if (callback.reason === 'no_token') return t('noToken');
  if (callback.reason === 'token_not_found') return t('tokenNotFound');
  // the known codes in the reader's language; any other: the service's own description (as text)
  const description =
    callback.errorCode === 'otp_expired' ? t('linkExpired') : callback.errorCode === 'access_denied' && !callback.errorDescription ? t('accessDenied') : (callback.errorDescription ?? t('unknownError'));
  return t('errorWithDescription', { description });
}
