import { useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { authErrorText } from '@/lib/auth/error-keys';
import { localizedPath } from '@/lib/site/seo';
import { browserClient, implicitFlowClient, preloadSupabase } from '@/lib/supabase/lazy';
import { EmailField, FormNotice, SubmitButton } from './form-parts';
import { PasswordField } from './password-field';
import { PasswordChecklist, usePasswordRuleMessage } from './password-strength';
import { useAuthForm } from './use-auth-form';
import { SignUpConsents, useConsentBoxes } from './sign-up-consents';
import { signUpConsentData } from '@/lib/consents/signup-consents';

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
  const t = useStrings('AuthForm');
  const tPage = useStrings('AuthPage');
  const tErrors = useStrings('AuthErrors');
  const locale = useClientLocale();
  const ruleMessage = usePasswordRuleMessage();
  const form = useAuthForm();
  const [password, setPassword] = useState('');
  const consents = useConsentBoxes();

  const submit = (event: FormEvent) =>
    form.submit(event, {
      validate: () => {
        const errors = {
          email: form.emailError(),
          // the checklist right below names each rule: the error only says that one is not met
          password: !password ? t('passwordRequired') : ruleMessage(password) ? tErrors('weakPassword') : undefined,
        };
        form.setFieldErrors(errors);
        const agreed = consents.confirm();
        return !errors.email && !errors.password && agreed;
      },
      send: async () => {
        const address = form.email.trim();
        const { data, error } = await (await implicitFlowClient()).auth.signUp({
          email: address,
          password,
          // what was agreed goes with the account (user_consents); the auth server refuses a sign-up without it.
          // The page's language too: the embedded auth server writes the confirmation mail in it
          options: { emailRedirectTo: `${window.location.origin}${localizedPath(locale, '/auth')}`, data: { ...signUpConsentData(), locale } },
        });
        if (error || !data.user) return form.fail(authErrorText(error, tErrors, tPage('unexpected')));
        setPassword('');
        if (data.session) {
          // confirmed at once: keep the session in this browser's (cookie) client
          const { error: sessionError } = await (await browserClient()).auth.setSession(data.session);
          if (!sessionError) return onOutcome({ kind: 'signed-in', user: data.user });
        }
        onOutcome({ kind: 'check-mail', email: address });
      },
      unexpected: tPage('unexpected'),
    });

  return (
    <form onSubmit={submit} onFocus={preloadSupabase} noValidate className="flex flex-col gap-4">
      <EmailField id="signup-email" label={t('email')} value={form.email} onValueChange={form.setEmail} error={form.fieldErrors.email} />
      <PasswordField id="signup-password" label={t('password')} value={password} onValueChange={setPassword} error={form.fieldErrors.password} />
      <PasswordChecklist password={password} id="signup-rules" />
      <SignUpConsents value={consents.value} onChange={consents.onChange} error={consents.error} />
      <FormNotice message={form.message} />
      <SubmitButton busy={form.busy} label={tPage('signUp')} busyLabel={tPage('signingUp')} />
    </form>
  );
}
