'use client';

import type { FormEvent, ReactNode } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { useClientLocale } from '@/components/i18n/locale';
import { Notice } from '@/components/ui/notice';
import { authErrorText } from '@/lib/auth/error-keys';
import { localizedPath } from '@/lib/i18n/paths';
import { implicitFlowClient, preloadSupabase } from '@/lib/supabase/lazy';
import { EmailField, FormNotice, SubmitButton } from './form-parts';
import { useAuthForm } from './use-auth-form';

/**
 * Requests a recovery mail (POST /recover) with redirect_to = the home page of the page's language
 * (the address decides the language, so an English request lands on /en and goes on to
 * /en/reset-password). The link must land with the implicit fragment, so the request goes through
 * the implicit-flow client.
 */
export function ForgotPasswordForm({ localHint }: { localHint?: ReactNode }) {
  const t = useStrings('ForgotPassword');
  const tForm = useStrings('AuthForm');
  const tErrors = useStrings('AuthErrors');
  const form = useAuthForm();
  const locale = useClientLocale();

  const submit = (event: FormEvent) =>
    form.submit(event, {
      validate: () => {
        const email = form.emailError();
        form.setFieldErrors({ email });
        return !email;
      },
      send: async () => {
        const { error } = await (await implicitFlowClient()).auth.resetPasswordForEmail(form.email.trim(), { redirectTo: `${window.location.origin}${localizedPath(locale, '/')}` });
        form.setMessage(error ? { tone: 'error', text: authErrorText(error, tErrors, t('failed')) } : { tone: 'success', text: t('sent') });
      },
      unexpected: t('unexpected'),
    });

  return (
    <form onSubmit={submit} onFocus={preloadSupabase} noValidate className="flex flex-col gap-4">
      <EmailField id="forgot-email" label={tForm('email')} value={form.email} onValueChange={form.setEmail} error={form.fieldErrors.email} />
      <FormNotice message={form.message} />
      {form.message?.tone === 'success' && localHint ? <Notice tone="info">{localHint}</Notice> : null}
      <SubmitButton busy={form.busy} label={t('submit')} busyLabel={t('sending')} />
    </form>
  );
}
