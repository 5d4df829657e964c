'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useClientLocale } from '@/components/i18n/locale';
import { useStrings } from '@/components/i18n/client-strings';
import { ClientLink as Link } from '@/components/i18n/client-link';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SpinnerStatus } from '@/components/ui/spinner';
import { authErrorKey, authErrorText } from '@/lib/auth/error-keys';
import { hasAuthError, parseAuthFragment } from '@/lib/auth/fragment';
import { PASSWORD_RESET_SIGN_OUT_DELAY_MS } from '@/lib/auth/constants';
import { localizedPath } from '@/lib/site/seo';
import { browserClient } from '@/lib/supabase/lazy';
import { FormNotice, SubmitButton } from './form-parts';
import { PasswordField } from './password-field';
import { PasswordChecklist, usePasswordRuleMessage } from './password-strength';
import { useAuthForm } from './use-auth-form';

type Access = 'checking' | 'allowed' | 'denied';

function clearFragment() {
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/**
 * Decides whether recovery is allowed (spec section 4): the fragment's tokens (their session is
 * set here if the landing page has not done it), an active session, or a PASSWORD_RECOVERY /
 * SIGNED_IN event. Tokens that do not work deny access. The fragment is then cleared from the
 * address bar.
 */
async function checkAccess(hash: string): Promise<Access> {
  const fragment = parseAuthFragment(hash);
  if (hasAuthError(fragment)) return 'denied';
  const supabase = await browserClient();
  if (fragment.access_token && fragment.refresh_token) {
    const { data } = await supabase.auth.getSession();
    if (data.session?.access_token === fragment.access_token) return 'allowed';
    const { error } = await supabase.auth.setSession({ access_token: fragment.access_token, refresh_token: fragment.refresh_token });
    return error ? 'denied' : 'allowed';
  }
  const { data } = await supabase.auth.getUser();
  return data.user ? 'allowed' : 'denied';
}

export function ResetPasswordForm() {
  const t = useStrings('ResetPassword');
  const tErrors = useStrings('AuthErrors');
  const locale = useClientLocale();
  const ruleMessage = usePasswordRuleMessage();
  const form = useAuthForm();
  const [access, setAccess] = useState<Access>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const leaving = useRef<number | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    browserClient()
      .then((supabase): Promise<Access> | Access => {
        if (cancelled) return 'checking';
        const { data: listener } = supabase.auth.onAuthStateChange((event, session) => {
          if (session && (event === 'PASSWORD_RECOVERY' || event === 'SIGNED_IN')) setAccess((current) => (current === 'checking' ? 'allowed' : current));
        });
        unsubscribe = () => listener.subscription.unsubscribe();
        return checkAccess(window.location.hash);
      })
      .catch((): Access => 'denied')
      .then((result) => {
        if (cancelled) return;
        clearFragment();
        setAccess((current) => (current === 'allowed' ? current : result));
      });
    return () => {
      cancelled = true;
      unsubscribe();
      window.clearTimeout(leaving.current);
    };
  }, []);

  const submit = (event: FormEvent) =>
    form.submit(event, {
      validate: () => {
        const broken = ruleMessage(password);
        if (broken) form.fail(broken, 'ko');
        else if (password !== confirm) form.fail(t('mismatch'));
        return !broken && password === confirm;
      },
      send: async () => {
        const supabase = await browserClient();
        const { error } = await supabase.auth.updateUser({ password });
        if (error) {
          const rules = authErrorKey(error) === 'weakPassword' ? ruleMessage(password) : null;
          return rules ? form.fail(rules, 'ko') : form.fail(authErrorText(error, tErrors, t('failed')));
        }
        setDone(true);
        form.setMessage({ tone: 'success', text: t('success') });
        leaving.current = window.setTimeout(async () => {
          // the password is changed either way; a sign-out that fails leaves a session the success page does not use
          await supabase.auth.signOut().catch(() => undefined);
          window.location.replace(localizedPath(locale, '/password-reset-success'));
        }, PASSWORD_RESET_SIGN_OUT_DELAY_MS);
      },
      unexpected: t('failed'),
    });

  if (access === 'checking') return <SpinnerStatus label={t('checking')} />;
  if (access === 'denied') {
    return (
      <Card as="section" className="flex flex-col gap-3">
        <h2 className="font-serif text-xl font-semibold text-seal">{t('deniedTitle')}</h2>
        <p className="leading-relaxed text-ink-soft">{t('deniedText')}</p>
        <Link href="/forgot-password" className={buttonClass({ size: 'md', className: 'mt-1 self-start' })}>
          {t('deniedAction')}
        </Link>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Card as="section">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <PasswordField id="new-password" label={t('newPassword')} value={password} onValueChange={setPassword} disabled={done} />
          <PasswordChecklist password={password} id="new-password-rules" />
          <PasswordField id="confirm-password" label={t('confirmPassword')} value={confirm} onValueChange={setConfirm} disabled={done} />
          <FormNotice message={form.message} />
          {/* after the change the page is leaving: the button stays busy, with its own label */}
          <SubmitButton busy={form.busy || done} label={t('submit')} busyLabel={done ? t('submit') : t('submitting')} />
        </form>
      </Card>
    </div>
  );
}
