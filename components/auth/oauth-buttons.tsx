'use client';

import { useEffect, useState } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { Notice } from '@/components/ui/notice';
import { isOAuthErrorKey, OAUTH_ERROR_PARAM, oauthCallbackPath, type OAuthErrorKey } from '@/lib/auth/oauth-return';
import type { SignInProvider } from '@/lib/auth/providers';
import { browserClient, preloadSupabase } from '@/lib/supabase/lazy';
import { inAppWebView } from '@/lib/webview/in-app';
import { requestNativeSignIn, type OAuthAnswer } from '@/lib/webview/oauth-bridge';
import { ProviderMark } from './provider-marks';

/**
 * Each provider's button in its own brand rules: Kakao yellow (#FEE500) with the black speech
 * bubble and a black label at 85 %, Apple black with white, Google white with a grey hairline and
 * the four-colour G; at night Apple white and Google dark (their colours: app/globals.css). 12 px corners (Kakao's), 48 px high, the mark on the left, the label centred.
 */
const STYLES: Record<SignInProvider, string> = {
  kakao: 'bg-[#FEE500] text-black/85 hover:brightness-95',
  apple: 'bg-(--oauth-apple-bg) text-(--oauth-apple-fg) hover:opacity-85',
  google: 'border border-(--oauth-google-line) bg-(--oauth-google-bg) text-(--oauth-google-fg) hover:opacity-90',
};

/** The page's ?auth_error= (from the callback route), taken off the address once read. */
function takeReturnedError(): OAuthErrorKey | null {
  const url = new URL(window.location.href);
  const key = url.searchParams.get(OAUTH_ERROR_PARAM);
  if (key === null) return null;
  url.searchParams.delete(OAUTH_ERROR_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return isOAuthErrorKey(key) ? key : 'failed';
}

/**
 * Sign-in with Kakao, Apple or Google (supabase-js's signInWithOAuth, PKCE: the verifier waits in
 * a cookie for the callback route). The person comes back to this page, signed in, or with a
 * translated message when the provider or the exchange said no.
 */
export function OAuthButtons({ providers, next }: { providers: readonly SignInProvider[]; /** where to return (a path on this site), else this page */ next?: string }) {
  const t = useStrings('OAuth');
  const locale = useClientLocale();
  const [busy, setBusy] = useState<SignInProvider | null>(null);
  const [inApp, setInApp] = useState(false);
  const [error, setError] = useState<OAuthErrorKey | null>(null);

  useEffect(() => {
    const returned = takeReturnedError();
    if (returned) queueMicrotask(() => setError(returned));
    // back from the provider's page through the browser's history: the buttons work again
    const reset = (event: PageTransitionEvent) => event.persisted && setBusy(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  if (providers.length === 0) return null;

  /** The app's answer to OAUTH_SIGN_IN_REQUEST: its session becomes this page's (the cookie), and the page shows it. */
  async function finishInApp(answer: OAuthAnswer) {
    try {
      if (answer.type !== 'OAUTH_SESSION') throw answer.type === 'OAUTH_CANCELLED' ? 'cancelled' : 'failed';
      const { error: failure } = await (await browserClient()).auth.setSession({ access_token: answer.access_token, refresh_token: answer.refresh_token });
      if (failure) throw 'failed';
      window.location.reload();
    } catch (key) {
      setError(key === 'cancelled' ? 'cancelled' : 'failed');
      setBusy(null);
      setInApp(false);
    }
  }

  async function start(provider: SignInProvider) {
    setBusy(provider);
    setError(null);
    // in the app's web view the app signs in natively and hands the session back (docs/webview-bridge.md 4c)
    if (inAppWebView() && requestNativeSignIn(provider, (answer) => void finishInApp(answer))) {
      setInApp(true);
      return;
    }
    try {
      const back = next ?? `${window.location.pathname}${window.location.search}`;
      const redirectTo = `${window.location.origin}${oauthCallbackPath(locale)}?next=${encodeURIComponent(back)}`;
      const { error: failure } = await (await browserClient()).auth.signInWithOAuth({ provider, options: { redirectTo } });
      if (failure) throw failure;
    } catch {
      setError('failed');
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {error ? <Notice tone="error">{t(error)}</Notice> : null}
      <div role="group" aria-label={t('groupLabel')} className="flex flex-col gap-2.5" onPointerEnter={preloadSupabase}>
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            data-provider={provider}
            disabled={busy !== null}
            aria-busy={busy === provider}
            onClick={() => void start(provider)}
            className={`relative flex min-h-12 w-full items-center justify-center rounded-[12px] px-12 text-[15px] font-medium transition disabled:cursor-wait disabled:opacity-70 ${STYLES[provider]}`}
          >
            <span className="absolute left-4 flex items-center">
              <ProviderMark provider={provider} />
            </span>
            {busy === provider ? t(inApp ? 'inApp' : 'opening') : t(provider)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The line between the provider buttons and the e-mail form. */
export function OrDivider({ label }: { label: string }) {
  return (
    <p className="flex items-center gap-3 text-xs text-ink-soft" aria-hidden="true">
      <span className="h-px flex-1 bg-line" />
      {label}
      <span className="h-px flex-1 bg-line" />
    </p>
  );
}
