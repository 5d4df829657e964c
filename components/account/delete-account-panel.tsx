'use client';

import { useEffect, useRef, useState } from 'react';
import type { User } from '@supabase/supabase-js';
import { ForgotPasswordLink } from '@/components/auth/forgot-password-link';
import { OAuthButtons, OrDivider } from '@/components/auth/oauth-buttons';
import { SignInForm } from '@/components/auth/sign-in-form';
import { SignInMethods } from '@/components/auth/sign-in-methods';
import { useStrings } from '@/components/i18n/client-strings';
import { buttonClass } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { SpinnerStatus } from '@/components/ui/spinner';
import { useApiErrorText } from '@/components/errors/api-error-message';
import { callApi, type ApiFailure } from '@/lib/api/client';
import { josa } from '@/content/korea/josa';
import type { SignInProvider } from '@/lib/auth/providers';
import { browserClient, hasSessionCookie } from '@/lib/supabase/lazy';
import { acquirePageToken } from '@/components/report/page-token';
import { ClientLink } from '@/components/i18n/client-link';
import { useClientLocale } from '@/components/i18n/locale';
import { inAppWebView } from '@/lib/webview/in-app';
import { reportHref } from '@/lib/purchases/browser/flow';
import { isReportProduct, REPORTS } from '@/lib/purchases/products';
import type { UnusedPurchase } from '@/lib/purchases/unused';

/** Who is signed in: the web session's user, or (in the app's web view) what the app's token says. */
type Account = Pick<User, 'email' | 'app_metadata' | 'identities'>;
/** The unused one-off purchases shown before the final confirmation. */
type Unused = 'loading' | 'failed' | UnusedPurchase[];
type State =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | {
      kind: 'signed-in';
      user: Account;
      /** the app's token in the web view; absent: the web session's */
      appToken?: string;
      step: 'initial' | 'confirm' | 'deleting';
      unused?: Unused;
      message?: { tone: 'success' | 'error'; text: string };
    }
  | { kind: 'deleted' };

/** The account a token names, read from its payload for display (the server verifies it on DELETE). */
function accountFromToken(token: string): Account | null {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { email?: unknown; app_metadata?: unknown };
    const appMetadata = typeof payload.app_metadata === 'object' && payload.app_metadata ? (payload.app_metadata as User['app_metadata']) : {};
    return { email: typeof payload.email === 'string' ? payload.email : undefined, app_metadata: appMetadata, identities: [] };
  } catch {
    return null;
  }
}

/** The web session's access token ('no_session' without one). Rejects only when supabase-js cannot load. */
async function sessionAccessToken(): Promise<string | null> {
  const { data } = await (await browserClient()).auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * Deletes the signed-in account through DELETE /api/account with the app's token or the web
 * session's, then signs the web session out: null when done, else the failed call ('no_session'
 * without a token). Rejects only when supabase-js cannot load.
 */
async function deleteAccount(appToken?: string): Promise<Pick<ApiFailure, 'status' | 'code'> | null> {
  const token = appToken ?? (await sessionAccessToken());
  if (!token) return { status: 401, code: 'no_session' };
  const answer = await callApi('/api/account', { method: 'DELETE', token });
  if (!answer.ok) return answer.error;
  // the account is gone already; a local sign-out that fails leaves only a dead token behind
  if (!appToken) await (await browserClient()).auth.signOut({ scope: 'local' }).catch(() => undefined);
  return null;
}

/** The one-off purchases not made into a report yet (GET /api/reports lists them with the first page). */
async function fetchUnused(appToken?: string): Promise<UnusedPurchase[] | null> {
  const token = appToken ?? (await sessionAccessToken().catch(() => null));
  if (!token) return null;
  const answer = await callApi<{ unused?: UnusedPurchase[] } | null>('/api/reports?limit=1', { token });
  if (!answer.ok || !Array.isArray(answer.value?.unused)) return null;
  return answer.value.unused.filter((purchase) => isReportProduct(purchase?.product));
}

/**
 * The deletion page's interactive part (spec section 4): checking → signed out (the login form)
 * or signed in → first press asks for confirmation → second press deletes → thank-you message.
 */
export function DeleteAccountPanel({ product, providers = [] }: { product: string; providers?: readonly SignInProvider[] }) {
  const t = useStrings('DeleteAccount');
  const tOAuth = useStrings('OAuth');
  const apiErrorText = useApiErrorText();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const step = state.kind === 'signed-in' ? state.step : null;

  useEffect(() => {
    window.scrollTo(0, 0);
    let cancelled = false;
    if (inAppWebView()) {
      // inside the app: the app's token (docs/webview-bridge.md), no second sign-in
      acquirePageToken()
        .then((token) => {
          const user = token ? accountFromToken(token) : null;
          if (!cancelled) setState(user && token ? { kind: 'signed-in', user, appToken: token, step: 'initial' } : { kind: 'signed-out' });
        })
        .catch(() => !cancelled && setState({ kind: 'signed-out' }));
      return () => {
        cancelled = true;
      };
    }
    // no session cookie: signed out, without loading supabase-js
    (hasSessionCookie() ? browserClient().then((supabase) => supabase.auth.getUser()) : Promise.resolve({ data: { user: null } }))
      .then(({ data }) => !cancelled && setState(data.user ? { kind: 'signed-in', user: data.user, step: 'initial' } : { kind: 'signed-out' }))
      // the session cannot be read (supabase-js did not load): the login form, which says what fails
      .catch(() => !cancelled && setState({ kind: 'signed-out' }));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (step === 'confirm') cancelRef.current?.focus();
  }, [step]);

  if (state.kind === 'checking') return <SpinnerStatus label={t('checking')} />;
  if (state.kind === 'deleted') {
    return (
      <Notice tone="success" className="text-base">
        {t('deletedDone', { product, productObject: josa(product, '을/를') })}
      </Notice>
    );
  }
  if (state.kind === 'signed-out') {
    return (
      <div className="flex flex-col gap-4">
        <div className="rounded-xl border border-yang/40 bg-yang-soft/70 px-4 py-3">
          <p className="font-semibold">{t('loginRequiredTitle')}</p>
          <p className="mt-1 text-sm leading-relaxed text-ink-soft">{t('loginRequiredText')}</p>
        </div>
        <h3 className="font-serif text-lg font-semibold">
          {t('loginTitle')}
        </h3>
        {providers.length > 0 ? (
          <>
            <OAuthButtons providers={providers} />
            <OrDivider label={tOAuth('or')} />
          </>
        ) : null}
        <SignInForm
          idPrefix="delete-login"
          labels={{ submit: t('loginSubmit'), busy: t('loggingIn'), unexpected: t('loginUnexpected') }}
          onSignedIn={(user) => setState({ kind: 'signed-in', user, step: 'initial', message: { tone: 'success', text: t('loginSuccess') } })}
        />
        <ForgotPasswordLink label={t('forgotPassword')} />
      </div>
    );
  }

  const { user, message, appToken } = state;
  const to = (next: Partial<Extract<State, { kind: 'signed-in' }>>) => setState({ ...state, message: undefined, ...next });
  async function askToConfirm() {
    to({ step: 'confirm', unused: 'loading' });
    const unused = await fetchUnused(appToken).catch(() => null);
    setState((now) => (now.kind === 'signed-in' && now.step === 'confirm' ? { ...now, unused: unused ?? 'failed' } : now));
  }
  async function confirmDeletion() {
    to({ step: 'deleting' });
    // supabase-js could not load: the same failure as a refused call
    const failed = await deleteAccount(appToken).catch(() => ({ status: 0, code: 'network_error' }));
    if (!failed) setState({ kind: 'deleted' });
    else setState({ kind: 'signed-in', user, appToken, step: 'initial', message: { tone: 'error', text: apiErrorText(failed, t('deleteFailed')) } });
  }
  async function switchAccount() {
    // a local sign-out only forgets the session here; failing, the login form still lets them switch
    await (await browserClient()).auth.signOut({ scope: 'local' }).catch(() => undefined);
    setState({ kind: 'signed-out' });
  }

  return (
    <div className="flex flex-col gap-4">
      {message ? (
        <Notice tone={message.tone}>
          {message.text}
        </Notice>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-white px-4 py-3">
        <div className="min-w-0">
          <p className="text-xs text-ink-soft">{appToken ? t('webViewSignedIn') : t('signedInAs')}</p>
          <p className="break-all font-medium" data-testid="signed-in-email">
            {user.email}
          </p>
          <SignInMethods user={user} />
        </div>
        {state.step === 'initial' && !appToken ? (
          <button type="button" onClick={switchAccount} className="inline-flex min-h-11 items-center text-sm text-yin underline-offset-4 hover:underline">
            {t('signOut')}
          </button>
        ) : null}
      </div>
      <section aria-labelledby="danger-title" className="flex flex-col gap-3 rounded-2xl border-2 border-seal/40 bg-seal/5 p-5">
        <h3 id="danger-title" className="flex items-center gap-2 font-serif text-lg font-semibold text-seal">
          <svg className="size-5" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M10 2.5 18 17H2L10 2.5Z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
            <path d="M10 8v4M10 14.2v.3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {t('dangerTitle')}
        </h3>
        {state.step === 'initial' ? (
          <>
            <p className="text-sm leading-relaxed text-ink">{t('dangerText')}</p>
            <button
              type="button"
              onClick={askToConfirm}
              className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-seal bg-white px-6 py-3 font-medium text-seal hover:bg-seal hover:text-paper"
            >
              {t('deleteButton')}
            </button>
          </>
        ) : null}
        {state.step === 'confirm' ? (
          <div role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text" className="flex flex-col gap-3">
            <p id="confirm-title" className="font-semibold text-seal">
              {t('confirmTitle')}
            </p>
            <UnusedPurchases unused={state.unused ?? 'loading'} />
            <p id="confirm-text" className="text-sm leading-relaxed">
              {t('confirmText')} {t('confirmSubscription')}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <button type="button" onClick={confirmDeletion} disabled={state.unused === 'loading'} className={buttonClass({ variant: 'danger', className: 'flex-1' })}>
                {t('confirmButton')}
              </button>
              <button ref={cancelRef} type="button" onClick={() => to({ step: 'initial' })} className={buttonClass({ variant: 'secondary', className: 'flex-1' })}>
                {t('cancelButton')}
              </button>
            </div>
          </div>
        ) : null}
        {state.step === 'deleting' ? <SpinnerStatus label={t('deleting')} /> : null}
      </section>
    </div>
  );
}

/** The unused one-off purchases, by name, each opening its report page: the choice to use them first. */
function UnusedPurchases({ unused }: { unused: Unused }) {
  const t = useStrings('DeleteAccount');
  const products = useStrings('Products');
  const locale = useClientLocale();
  if (unused === 'loading') return <SpinnerStatus label={t('unusedChecking')} />;
  if (unused === 'failed') return <p className="text-sm leading-relaxed text-seal" data-testid="unused-failed">{t('unusedFailed')}</p>;
  if (unused.length === 0) return <p className="text-sm text-ink-soft" data-testid="unused-none">{t('unusedNone')}</p>;
  const date = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { dateStyle: 'medium' });
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-yang/50 bg-yang-soft/60 p-4" data-testid="unused-before-delete">
      <p className="font-semibold">{t('unusedListTitle', { count: unused.length })}</p>
      <p className="text-sm leading-relaxed">{t('unusedListText')}</p>
      <ul className="flex flex-col gap-2">
        {unused.map((purchase) => (
          <li key={purchase.purchaseId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white/80 px-3 py-2">
            <span className="flex flex-col">
              <span className="font-medium" data-testid="unused-name">{products(purchase.product)}</span>
              <span className="text-xs text-ink-soft">{t('boughtOn', { date: date.format(new Date(purchase.purchasedAt)) })}</span>
            </span>
            <ClientLink href={reportHref(REPORTS[purchase.product].path, purchase.purchaseId)} className="inline-flex min-h-11 items-center text-sm font-medium text-yin underline underline-offset-4">
              {t('useFirst')}
            </ClientLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
