import { useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { useStrings } from '@/components/i18n/client-strings';
import { authErrorText } from '@/lib/auth/error-keys';
import { browserClient, preloadSupabase } from '@/lib/supabase/lazy';
import { EmailField, FormNotice, SubmitButton } from './form-parts';
import { PasswordField } from './password-field';
import { useAuthForm } from './use-auth-form';

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
  const t = useStrings('AuthForm');
  const tErrors = useStrings('AuthErrors');
  const form = useAuthForm();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) =>
    form.submit(event, {
      validate: () => {
        const errors = { email: form.emailError(), password: password ? undefined : t('passwordRequired') };
        form.setFieldErrors(errors);
        return !errors.email && !errors.password;
      },
      send: async () => {
        const { data, error } = await (await browserClient()).auth.signInWithPassword({ email: form.email.trim(), password });
        if (error || !data.user) return form.fail(authErrorText(error, tErrors, labels.unexpected));
        setPassword('');
        onSignedIn(data.user);
      },
      unexpected: labels.unexpected,
    });

  return (
    <form onSubmit={submit} onFocus={preloadSupabase} noValidate className="flex flex-col gap-4">
      <EmailField id={`${idPrefix}-email`} label={t('email')} value={form.email} onValueChange={form.setEmail} error={form.fieldErrors.email} />
      <PasswordField id={`${idPrefix}-password`} label={t('password')} autoComplete="current-password" value={password} onValueChange={setPassword} error={form.fieldErrors.password} />
      <FormNotice message={form.message} />
      <SubmitButton busy={form.busy} label={labels.submit} busyLabel={labels.busy} />
    </form>
  );
}
