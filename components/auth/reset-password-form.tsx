'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useClientLocale as useLocale, useStrings as useTranslations } from '@/components/i18n/client-strings';
import { ClientLink as Link } from '@/components/i18n/client-link';
import { authErrorKey, authErrorText } from '@/lib/auth/error-keys';
import { hasAuthError, parseAuthFragment } from '@/lib/auth/fragment';
import { PASSWORD_RESET_SIGN_OUT_DELAY_MS } from '@/lib/constants';
import { localizedPath } from '@/lib/seo';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { PasswordField } from './password-field';
import { PasswordChecklist, usePasswordRuleMessage } from './password-strength';
import { Card, Notice, PrimaryButton, Spinner } from './ui';

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
  const supabase = getSupabaseBrowserClient();
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
  const t = useTranslations('ResetPassword');
  const tErrors = useTranslations('AuthErrors');
  const locale = useLocale();
  const ruleMessage = usePasswordRuleMessage();
  const [access, setAccess] = useState<Access>('checking');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; korean?: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const leaving = useRef<number | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    const supabase = getSupabaseBrowserClient();
    const { data: listener } = supabase.auth.onAuthStateChange((event, session) => {
      if (session && (event === 'PASSWORD_RECOVERY' || event === 'SIGNED_IN')) setAccess((current) => (current === 'checking' ? 'allowed' : current));
    });
    checkAccess(window.location.hash)
      .catch((): Access => 'denied')
      .then((result) => {
        if (cancelled) return;
        clearFragment();
        setAccess((current) => (current === 'allowed' ? current : result));
      });
    return () => {
      cancelled = true;
      listener.subscription.unsubscribe();
      window.clearTimeout(leaving.current);
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const broken = ruleMessage(password);
    if (broken) return setError({ text: broken, korean: true });
    if (password !== confirm) return setError({ text: t('mismatch') });
    setError(null);
    setBusy(true);
    try {
      const supabase = getSupabaseBrowserClient();
      const { error: updateError } = await supabase.auth.updateUser({ password });
      if (updateError) {
        const key = authErrorKey(updateError);
        const rules = key === 'weakPassword' ? ruleMessage(password) : null;
        setError(rules ? { text: rules, korean: true } : { text: authErrorText(updateError, tErrors, t('failed')) });
        setBusy(false);
        return;
      }
      setDone(true);
      leaving.current = window.setTimeout(async () => {
        await supabase.auth.signOut().catch(() => undefined);
        window.location.replace(localizedPath(locale, '/password-reset-success'));
      }, PASSWORD_RESET_SIGN_OUT_DELAY_MS);
    } catch {
      setError({ text: t('failed') });
      setBusy(false);
    }
  }

  if (access === 'checking') return <Spinner label={t('checking')} />;
  if (access === 'denied') {
    return (
      <Card className="flex flex-col gap-3">
        <h2 className="font-serif text-xl font-semibold text-seal">{t('deniedTitle')}</h2>
        <p className="leading-relaxed text-ink-soft">{t('deniedText')}</p>
        <Link href="/forgot-password" className="mt-1 self-start rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-paper hover:bg-ink/85">
          {t('deniedAction')}
        </Link>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <PasswordField
            id="new-password"
            label={t('newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={done}
          />
          <PasswordChecklist password={password} id="new-password-rules" />
          <PasswordField
            id="confirm-password"
            label={t('confirmPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            disabled={done}
          />
          {error ? (
            <Notice tone="error" lang={error.korean ? 'ko' : undefined}>
              {error.text}
            </Notice>
          ) : null}
          {done ? <Notice tone="success">{t('success')}</Notice> : null}
          <PrimaryButton type="submit" disabled={busy || done} aria-busy={busy}>
            {busy && !done ? t('submitting') : t('submit')}
          </PrimaryButton>
        </form>
      </Card>
    </div>
  );
}
