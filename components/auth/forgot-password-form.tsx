'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useStrings as useTranslations } from '@/components/i18n/client-strings';
import { emailProblem } from '@/lib/auth/email';
import { authErrorText } from '@/lib/auth/error-keys';
import { createImplicitFlowClient } from '@/lib/supabase/client';
import { Field, Notice, PrimaryButton } from './ui';

type Result = { tone: 'success' | 'error'; text: string } | null;

/**
 * Requests a recovery mail (POST /recover) with redirect_to = the site origin. The link must land
 * with the implicit fragment, so the request goes through the implicit-flow client.
 */
export function ForgotPasswordForm({ localHint }: { localHint?: ReactNode }) {
  const t = useTranslations('ForgotPassword');
  const tForm = useTranslations('AuthForm');
  const tErrors = useTranslations('AuthErrors');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem === 'required' ? tForm('emailRequired') : problem === 'invalid' ? tForm('emailInvalid') : null);
    setResult(null);
    if (problem) return;
    setBusy(true);
    try {
      const { error } = await createImplicitFlowClient().auth.resetPasswordForEmail(email.trim(), { redirectTo: `${window.location.origin}/` });
      if (error) {
        setResult({ tone: 'error', text: authErrorText(error, tErrors, t('failed')) });
      } else {
        setResult({ tone: 'success', text: t('sent') });
      }
    } catch {
      setResult({ tone: 'error', text: t('unexpected') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        id="forgot-email"
        label={tForm('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
      />
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      {result?.tone === 'success' && localHint ? <Notice tone="info">{localHint}</Notice> : null}
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('sending') : t('submit')}
      </PrimaryButton>
    </form>
  );
}
