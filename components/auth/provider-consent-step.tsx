import type { FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { useStrings } from '@/components/i18n/client-strings';
import { Card } from '@/components/ui/card';
import { signUpConsentData } from '@/lib/consents/signup-consents';
import { browserClient } from '@/lib/supabase/lazy';
import { FormNotice, SubmitButton } from './form-parts';
import { SignOutButton } from './sign-out-button';
import { SignUpConsents, useConsentBoxes } from './sign-up-consents';
import { useAuthForm } from './use-auth-form';

/**
 * The sign-up's consents for an account a provider made (lib/consents/signup-consents.ts,
 * needsSignUpConsents): the same three required items as the sign-up form, saved with the account
 * as its user metadata, which the database records in user_consents with their version. Declining
 * signs out and nothing more: the account may hold purchases made in the app, and deleting it is
 * the person's own choice on /delete-account.
 */
export function ProviderConsentStep({ onAgreed, onDeclined }: { onAgreed: (user: User) => void; onDeclined: () => Promise<void> }) {
  const t = useStrings('AuthPage');
  const form = useAuthForm();
  const consents = useConsentBoxes();

  // a failure (the network, the auth server) leaves the boxes ticked for another try
  const agree = (event: FormEvent) =>
    form.submit(event, {
      validate: consents.confirm,
      send: async () => {
        const { data, error } = await (await browserClient()).auth.updateUser({ data: signUpConsentData() });
        if (error || !data.user) form.fail(t('unexpected'));
        else onAgreed(data.user);
      },
      unexpected: t('unexpected'),
    });

  return (
    <Card as="section">
      <form onSubmit={agree} noValidate className="flex flex-col gap-4" data-testid="provider-consent">
        <SignUpConsents value={consents.value} viaProvider error={consents.error} onChange={consents.onChange} />
        <FormNotice message={form.message} />
        <SubmitButton busy={form.busy} label={t('consentSubmit')} busyLabel={t('consentSaving')} />
        <SignOutButton label={t('consentDecline')} busyLabel={t('signingOut')} onSignOut={onDeclined} disabled={form.busy} />
        <p className="break-keep text-xs leading-relaxed text-ink-soft">{t('consentDeclineNote')}</p>
      </form>
    </Card>
  );
}
