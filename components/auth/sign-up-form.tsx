'use client';

import { useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { useClientLocale as useLocale, useStrings as useTranslations } from '@/components/i18n/client-strings';
import { emailProblem } from '@/lib/auth/email';
import { authErrorText } from '@/lib/auth/error-keys';
import { localizedPath } from '@/lib/seo';
import { createImplicitFlowClient, getSupabaseBrowserClient } from '@/lib/supabase/client';
import { PasswordField } from './password-field';
import { PasswordChecklist, usePasswordRuleMessage } from './password-strength';
import { Field, Notice, PrimaryButton } from './ui';

/** What a sign-up can lead to: a session at once (auth servers that confirm e-mail automatically) or a confirmation mail. */
export type SignUpOutcome = { kind: 'signed-in'; user: User } | { kind: 'check-mail'; email: string };

/**
 * Sign-up with e-mail and password; the password follows the same rules as a reset (shown once,
 * in the checklist). With e-mail confirmation on (the embedded server, and Supabase's default) the
 * answer is a user without a session whether or not the address was taken: the form then asks to
 * check the mail, whose link lands on /auth and signs in. An auth server that confirms at once
 * returns a session, which is kept; one that says the address is taken is shown as such.
 * The request goes in the implicit flow, so the link works in any browser, not only this one.
 */
export function SignUpForm({ onOutcome }: { onOutcome: (outcome: SignUpOutcome) => void }) {
  const t = useTranslations('AuthForm');
  const tPage = useTranslations('AuthPage');
  const tErrors = useTranslations('AuthErrors');
  const locale = useLocale();
  const ruleMessage = usePasswordRuleMessage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    const errors = {
      email: problem === 'required' ? t('emailRequired') : problem === 'invalid' ? t('emailInvalid') : undefined,
      // the checklist right below names each rule: the error only says that one is not met
      password: !password ? t('passwordRequired') : ruleMessage(password) ? tErrors('weakPassword') : undefined,
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const address = email.trim();
      const { data, error: signUpError } = await createImplicitFlowClient().auth.signUp({
        email: address,
        password,
        options: { emailRedirectTo: `${window.location.origin}${localizedPath(locale, '/auth')}` },
      });
      if (signUpError || !data.user) {
        setError(authErrorText(signUpError, tErrors, tPage('unexpected')));
        return;
      }
      setPassword('');
      if (data.session) {
        // confirmed at once: keep the session in this browser's (cookie) client
        const { error: setError_ } = await getSupabaseBrowserClient().auth.setSession(data.session);
        if (!setError_) return onOutcome({ kind: 'signed-in', user: data.user });
      }
      onOutcome({ kind: 'check-mail', email: address });
    } catch {
      setError(tPage('unexpected'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="signup-email" label={t('email')} type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} />
      <PasswordField
        id="signup-password"
        label={t('password')}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
      />
      <PasswordChecklist password={password} id="signup-rules" />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {busy ? tPage('signingUp') : tPage('signUp')}
      </PrimaryButton>
    </form>
  );
}
