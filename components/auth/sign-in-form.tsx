'use client';

import { useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { useStrings as useTranslations } from '@/components/i18n/client-strings';
import { emailProblem } from '@/lib/auth/email';
import { authErrorText } from '@/lib/auth/error-keys';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { PasswordField } from './password-field';
import { Field, Notice, PrimaryButton } from './ui';

export interface SignInFormLabels {
  submit: string;
  busy: string;
  /** shown when the failure is not one the auth service explains */
  unexpected: string;
}

/**
 * E-mail and password sign-in (spec section 5: e-mail required, e-mail shaped, trimmed before
 * sending; password required). Errors of the auth service are shown translated, in a red box.
 */
export function SignInForm({ idPrefix, labels, onSignedIn }: { idPrefix: string; labels: SignInFormLabels; onSignedIn: (user: User) => void }) {
  const t = useTranslations('AuthForm');
  const tErrors = useTranslations('AuthErrors');
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
      password: password ? undefined : t('passwordRequired'),
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const { data, error: signInError } = await getSupabaseBrowserClient().auth.signInWithPassword({ email: email.trim(), password });
      if (signInError || !data.user) {
        setError(authErrorText(signInError, tErrors, labels.unexpected));
        return;
      }
      setPassword('');
      onSignedIn(data.user);
    } catch {
      setError(labels.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        id={`${idPrefix}-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldErrors.email}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {busy ? labels.busy : labels.submit}
      </PrimaryButton>
    </form>
  );
}
