import { useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { useStrings } from '@/components/i18n/client-strings';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { signUpConsentData } from '@/lib/consents/signup-consents';
import { browserClient } from '@/lib/supabase/lazy';
import { FormNotice, SubmitButton } from './form-parts';
import { allConsented, NO_CONSENTS, SignUpConsents, type ConsentState } from './sign-up-consents';
import type { FormMessage } from './use-auth-form';

/**
 * The sign-up's consents for an account a provider made (lib/consents/signup-consents.ts,
 * needsSignUpConsents): the same three required items as the sign-up form, saved with the account
 * as its user metadata, which the database records in user_consents with their version. Declining
 * signs out and nothing more: the account may hold purchases made in the app, and deleting it is
 * the person's own choice on /delete-account.
 */
export function ProviderConsentStep({ onAgreed, onDeclined }: { onAgreed: (user: User) => void; onDeclined: () => Promise<void> }) {
  const t = useStrings('AuthPage');
  const tConsent = useStrings('SignUpConsent');
  const [consents, setConsents] = useState<ConsentState>(NO_CONSENTS);
  const [consentError, setConsentError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'agree' | 'decline' | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);

  async function agree(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!allConsented(consents)) return setConsentError(tConsent('missing'));
    setBusy('agree');
    try {
      const { data, error } = await (await browserClient()).auth.updateUser({ data: signUpConsentData() });
      if (error || !data.user) setMessage({ tone: 'error', text: t('unexpected') });
      else onAgreed(data.user);
    } catch {
      // the network or the auth server: the boxes stay ticked for another try
      setMessage({ tone: 'error', text: t('unexpected') });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card as="section">
      <form onSubmit={agree} noValidate className="flex flex-col gap-4" data-testid="provider-consent">
        <SignUpConsents
          value={consents}
          viaProvider
          error={consentError}
          onChange={(next) => {
            setConsents(next);
            if (allConsented(next)) setConsentError(undefined);
          }}
        />
        <FormNotice message={message} />
        <SubmitButton busy={busy === 'agree'} label={t('consentSubmit')} busyLabel={t('consentSaving')} />
        <button
          type="button"
          className={buttonClass({ variant: 'secondary' })}
          disabled={busy !== null}
          onClick={() => {
            setBusy('decline');
            onDeclined().finally(() => setBusy(null));
          }}
        >
          {busy === 'decline' ? t('signingOut') : t('consentDecline')}
        </button>
        <p className="break-keep text-xs leading-relaxed text-ink-soft">{t('consentDeclineNote')}</p>
      </form>
    </Card>
  );
}
