'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { User } from '@supabase/supabase-js';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { ClientLink as Link } from '@/components/i18n/client-link';
import { withTags } from '@/components/i18n/with-tags';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { SpinnerStatus } from '@/components/ui/spinner';
import { isAuthFragment, parseAuthFragment } from '@/lib/auth/fragment';
import { browserClient, hasSessionCookie } from '@/lib/supabase/lazy';
import { followAuthCallback, runAuthCallback } from './run-auth-callback';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { AccountHeader } from './account-page';
import { ForgotPasswordLink } from './forgot-password-link';
import { SignOutButton } from './sign-out-button';
import { OAuthButtons, OrDivider } from './oauth-buttons';
import { SignInMethods } from './sign-in-methods';
import { ProviderConsentStep } from './provider-consent-step';
import { needsSignUpConsents } from '@/lib/consents/signup-consents';
import type { SignInProvider } from '@/lib/auth/providers';

type View =
  | { kind: 'checking' }
  | { kind: 'callback' }
  | { kind: 'signed-out'; message?: string }
  | { kind: 'check-mail'; email: string }
  | { kind: 'signed-in'; user: User; message?: string };

const emailTag = (chunk: string) => <span className="break-all font-medium text-ink">{chunk}</span>;

/**
 * The auth screen (/auth): with an auth fragment it is the account-level callback handler (a
 * sign-up confirmation link lands here and signs in); otherwise sign-in and sign-up when signed
 * out, "check your mail" after a sign-up, and the account with a sign-out button when in. Its
 * heading and the document's title follow the state: 로그인 / 회원가입 / 내 계정.
 */
export function AuthScreen({ product, localMailboxHint, providers = [] }: { product: string; localMailboxHint?: boolean; providers?: readonly SignInProvider[] }) {
  const t = useStrings('AuthPage');
  const tOAuth = useStrings('OAuth');
  const tCallback = useStrings('AuthCallback');
  const locale = useClientLocale();
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');

  useEffect(() => {
    const hash = window.location.hash;
    let cancelled = false;
    // no session cookie: signed out, without loading supabase-js
    const showUser = (message?: string) =>
      (hasSessionCookie() ? browserClient().then((supabase) => supabase.auth.getUser()) : Promise.resolve({ data: { user: null } }))
        .then(({ data }) => !cancelled && setView(data.user ? { kind: 'signed-in', user: data.user, message } : { kind: 'signed-out' }))
        .catch(() => !cancelled && setView({ kind: 'signed-out' }));
    if (isAuthFragment(parseAuthFragment(hash))) {
      Promise.resolve()
        .then(() => !cancelled && setView({ kind: 'callback' }))
        .then(() => runAuthCallback(hash))
        .catch(() => ({ go: 'home' as const, errorCode: 'unexpected' }))
        .then((outcome) => {
          if (cancelled) return;
          followAuthCallback(outcome, locale, hash);
          if (outcome.go === 'signed-up') void showUser(t('signedUp'));
        });
    } else {
      void showUser();
    }
    return () => {
      cancelled = true;
    };
  }, [locale, t]);

  // an account a provider just made finishes its sign-up here, with the consents
  const owesConsent = view.kind === 'signed-in' && needsSignUpConsents(view.user);
  const signingUp = owesConsent || view.kind === 'check-mail' || (view.kind === 'signed-out' && mode === 'sign-up');
  const heading = signingUp ? t('titleSignUp') : view.kind === 'signed-in' ? t('titleSignedIn') : t('title');
  useEffect(() => {
    document.title = `${heading} · ${product}`;
  }, [heading, product]);

  async function signOut() {
    await (await browserClient()).auth.signOut({ scope: 'local' });
    setView({ kind: 'signed-out', message: t('signedOut') });
  }

  let body: ReactNode;
  let lead: ReactNode = view.kind === 'signed-out' && mode === 'sign-up' ? t('signUpLead') : t('lead', { product });
  if (view.kind === 'checking') body = <SpinnerStatus label={t('checking')} />;
  else if (view.kind === 'callback') body = <SpinnerStatus label={tCallback('inProgress')} />;
  else if (view.kind === 'check-mail') {
    lead = null;
    body = (
      <Card as="section" className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <svg className="mt-1 size-6 shrink-0 text-yin" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
            <rect x="3" y="5.5" width="18" height="13" rx="2" />
            <path d="m3.5 6.5 8.5 6.5 8.5-6.5" strokeLinecap="round" />
          </svg>
          <div role="status" className="flex flex-col gap-1">
            <h2 className="font-serif text-xl font-semibold">{t('checkMailTitle')}</h2>
            <p className="break-keep leading-relaxed text-ink-soft">{withTags(t('checkMailText', { email: view.email }), { email: emailTag })}</p>
          </div>
        </div>
        <p className="break-keep text-sm leading-relaxed text-ink-soft">{t('checkMailHint')}</p>
        {localMailboxHint ? (
          <Notice tone="info">
            {withTags(t('checkMailLocal'), {
              link: (chunk) => (
                <Link href="/dev/mailbox" prefetch={false} className="font-medium text-yin underline underline-offset-4">
                  {chunk}
                </Link>
              ),
            })}
          </Notice>
        ) : null}
        <button type="button" onClick={() => setView({ kind: 'signed-out' })} className={buttonClass({ variant: 'secondary' })}>
          {t('checkMailBack')}
        </button>
      </Card>
    );
  } else if (owesConsent) {
    lead = t('consentLead');
    body = <ProviderConsentStep onAgreed={(user) => setView({ kind: 'signed-in', user, message: t('consentDone') })} onDeclined={signOut} />;
  } else if (view.kind === 'signed-in') {
    lead = t('leadSignedIn');
    body = (
      <Card as="section" className="flex flex-col gap-4">
        {view.message ? <Notice tone="success">{view.message}</Notice> : null}
        <div>
          <h2 className="font-serif text-xl font-semibold">{t('signedInTitle')}</h2>
          <p className="mt-1 break-keep leading-relaxed text-ink-soft">{withTags(t('signedInAs', { email: view.user.email ?? '' }), { email: emailTag })}</p>
        </div>
        <SignInMethods user={view.user} />
        <Link href="/report" className={buttonClass()}>
          {t('toReports')}
        </Link>
        <SignOutButton label={t('signOut')} busyLabel={t('signingOut')} onSignOut={signOut} />
        <p className="border-t border-line/70 pt-3 text-center">
          <Link href="/delete-account" className="inline-flex min-h-11 items-center px-2 text-sm text-ink-soft underline-offset-4 hover:text-seal hover:underline">
            {t('toDeleteAccount')}
          </Link>
        </p>
      </Card>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {view.message ? <Notice tone="success">{view.message}</Notice> : null}
        {providers.length > 0 ? (
          <>
            <OAuthButtons providers={providers} />
            <OrDivider label={tOAuth('or')} />
          </>
        ) : null}
        <div role="group" aria-label={t('tabsLabel')} className="grid grid-cols-2 rounded-full border border-line bg-white/70 p-1 text-sm font-medium">
          {(['sign-in', 'sign-up'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className={`min-h-11 rounded-full px-4 py-2.5 transition ${mode === option ? 'bg-ink text-paper' : 'text-ink-soft hover:text-ink'}`}
            >
              {option === 'sign-in' ? t('signInTab') : t('signUpTab')}
            </button>
          ))}
        </div>
        <Card as="section">
          {mode === 'sign-in' ? (
            <SignInForm
              idPrefix="signin"
              labels={{ submit: t('signIn'), busy: t('signingIn'), unexpected: t('unexpected') }}
              onSignedIn={(user) => setView({ kind: 'signed-in', user })}
            />
          ) : (
            <SignUpForm
              onOutcome={(outcome) =>
                setView(outcome.kind === 'signed-in' ? { kind: 'signed-in', user: outcome.user, message: t('signedUp') } : { kind: 'check-mail', email: outcome.email })
              }
            />
          )}
        </Card>
        <ForgotPasswordLink label={t('forgotPassword')} />
      </div>
    );
  }

  return (
    <>
      <AccountHeader title={heading} lead={lead} />
      {body}
    </>
  );
}
