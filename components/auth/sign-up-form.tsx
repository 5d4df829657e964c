'use client';

import { useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { useStrings as useTranslations } from '@/components/i18n/client-strings';
import { emailProblem } from '@/lib/auth/email';
import { authErrorKey } from '@/lib/auth/error-keys';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { PasswordField } from './password-field';
import { PasswordStrength, usePasswordRuleMessage } from './password-strength';
import { Field, Notice, PrimaryButton } from './ui';

/** Sign-up with e-mail and password; the password follows the same rules as a reset. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (user: User) => void }) {
  const t = useTranslations('AuthForm');
  const tPage = useTranslations('AuthPage');
  const tErrors = useTranslations('AuthErrors');
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
      password: password ? (ruleMessage(password) ?? undefined) : t('passwordRequired'),
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    setBusy(true);
    try {
      const { data, error: signUpError } = await getSupabaseBrowserClient().auth.signUp({ email: email.trim(), password });
      if (signUpError || !data.user || !data.session) {
        const key = authErrorKey(signUpError);
        setError(key === 'weakPassword' ? ruleMessage(password) ?? tErrors(key) : key ? tErrors(key) : tPage('unexpected'));
        return;
      }
      onSignedUp(data.user);
    } catch {
      setError(tPage('unexpected'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{tPage('signUpLead')}</p>
      <Field id="signup-email" label={t('email')} type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} />
      <PasswordField
        id="signup-password"
        label={t('password')}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
      />
      <PasswordStrength password={password} id="signup-strength" />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {busy ? tPage('signingUp') : tPage('signUp')}
      </PrimaryButton>
    </form>
  );
}
