'use client';

import { useEffect, useState } from 'react';
import type { User } from '@supabase/supabase-js';
import { useClientLocale as useLocale, useStrings as useTranslations } from '@/components/i18n/client-strings';
import { ClientLink as Link } from '@/components/i18n/client-link';
import { isAuthFragment, parseAuthFragment } from '@/lib/auth/fragment';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { followAuthCallback, runAuthCallback } from './run-auth-callback';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { Card, Notice, SecondaryButton, Spinner } from './ui';

type View = { kind: 'checking' } | { kind: 'callback' } | { kind: 'signed-out'; message?: string } | { kind: 'signed-in'; user: User; message?: string };

/**
 * The auth screen (/auth): with an auth fragment it is the account-level callback handler;
 * otherwise sign-in and sign-up when signed out, and the account with a sign-out button when in.
 */
export function AuthScreen() {
  const t = useTranslations('AuthPage');
  const tCallback = useTranslations('AuthCallback');
  const locale = useLocale();
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');

  useEffect(() => {
    const hash = window.location.hash;
    let cancelled = false;
    if (isAuthFragment(parseAuthFragment(hash))) {
      Promise.resolve()
        .then(() => !cancelled && setView({ kind: 'callback' }))
        .then(() => runAuthCallback(hash))
        .catch(() => ({ go: 'home' as const, errorCode: 'unexpected' }))
        .then((outcome) => !cancelled && followAuthCallback(outcome, locale, hash));
    } else {
      getSupabaseBrowserClient()
        .auth.getUser()
        .then(({ data }) => !cancelled && setView(data.user ? { kind: 'signed-in', user: data.user } : { kind: 'signed-out' }))
        .catch(() => !cancelled && setView({ kind: 'signed-out' }));
    }
    return () => {
      cancelled = true;
    };
  }, [locale]);

  async function signOut() {
    await getSupabaseBrowserClient().auth.signOut({ scope: 'local' });
    setView({ kind: 'signed-out', message: t('signedOut') });
  }

  if (view.kind === 'checking') return <Spinner label={t('checking')} />;
  if (view.kind === 'callback') return <Spinner label={tCallback('inProgress')} />;
  if (view.kind === 'signed-in') {
    return (
      <Card className="flex flex-col gap-4">
        {view.message ? <Notice tone="success">{view.message}</Notice> : null}
        <div>
          <h2 className="font-serif text-xl font-semibold">{t('signedInTitle')}</h2>
          <p className="mt-1 break-all text-ink-soft">{t('signedInAs', { email: view.user.email ?? '' })}</p>
        </div>
        <div className="flex flex-wrap gap-2 text-sm">
          <Link href="/report" className="rounded-full border border-line bg-white px-4 py-2 hover:bg-paper-deep">
            {t('toReports')}
          </Link>
          <Link href="/delete-account" className="rounded-full border border-line bg-white px-4 py-2 hover:bg-paper-deep">
            {t('toDeleteAccount')}
          </Link>
        </div>
        <SignOutButton label={t('signOut')} busyLabel={t('signingOut')} onSignOut={signOut} />
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {view.message ? <Notice tone="success">{view.message}</Notice> : null}
      <div role="group" aria-label={t('tabsLabel')} className="grid grid-cols-2 rounded-full border border-line bg-white/70 p-1 text-sm font-medium">
        {(['sign-in', 'sign-up'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => setMode(option)}
            className={`rounded-full px-4 py-2.5 transition ${mode === option ? 'bg-ink text-paper' : 'text-ink-soft hover:text-ink'}`}
          >
            {option === 'sign-in' ? t('signInTab') : t('signUpTab')}
          </button>
        ))}
      </div>
      <Card>
        {mode === 'sign-in' ? (
          <SignInForm
            idPrefix="signin"
            labels={{ submit: t('signIn'), busy: t('signingIn'), unexpected: t('unexpected') }}
            onSignedIn={(user) => setView({ kind: 'signed-in', user })}
          />
        ) : (
          <SignUpForm onSignedUp={(user) => setView({ kind: 'signed-in', user, message: t('signedUp') })} />
        )}
      </Card>
      <p className="text-center text-sm">
        <Link href="/forgot-password" className="text-yin underline-offset-4 hover:underline">
          {t('forgotPassword')}
        </Link>
      </p>
    </div>
  );
}

function SignOutButton({ label, busyLabel, onSignOut }: { label: string; busyLabel: string; onSignOut: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <SecondaryButton
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        onSignOut().finally(() => setBusy(false));
      }}
    >
      {busy ? busyLabel : label}
    </SecondaryButton>
  );
}
