'use client';

import type { AuthResponse } from '@supabase/supabase-js';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useClientLocale, useStrings } from '@/components/i18n/client-strings';
import { Section } from '@/components/ui/section';
import { SIMULATOR_STORE_DELAY_MS } from '@/lib/constants';
import { browserSupabaseConfig } from '@/lib/supabase/public-config';
import type { FromAppMessage, ToAppMessage } from '@/lib/webview/bridge';
import { SIMULATOR_GLOBAL } from '@/lib/webview/simulator';
import { safeFramePath } from '@/lib/webview/frame-path';
import { TOKEN_WINDOW_KEY } from '@/lib/webview/token';

/** The demo account's password (embedded mode only: a local database on the developer's machine). */
const DEMO_PASSWORD = 'Demo-App!2026';
const DEMO_EMAIL = 'demo@example.com';

type Scenario = 'success' | 'cancelled' | 'failed' | 'loginRequired' | 'alreadyPremium';
type Platform = 'ios' | 'android';
interface Session {
  email: string;
  userId: string;
  token: string;
}
interface LogEntry {
  id: number;
  direction: 'toApp' | 'toPage' | 'note';
  text: string;
}
type FrameWindow = Window & typeof globalThis & Record<string, unknown>;

const SCENARIOS: readonly Scenario[] = ['success', 'cancelled', 'failed', 'loginRequired', 'alreadyPremium'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /dev/app: plays the native app around any page of the site, so the buy → report path can be
 * walked in a desktop browser. Like the app it signs a user in (a demo account, created on first
 * use), gives the page its token (window.authToken, installed by the page's boot script through
 * window.__gyeolAppSimulator before our scripts run), answers PURCHASE_REQUEST by recording a
 * sandbox purchase through POST /api/purchases, and posts the answers as message events on
 * window (iOS) or document (Android).
 */
export function AppSimulator({ initialPath }: { initialPath: string }) {
  const t = useStrings('DevApp');
  const locale = useClientLocale();
  const ids = { email: useId(), address: useId(), addressError: useId() };
  const [path, setPath] = useState(initialPath);
  const [address, setAddress] = useState(initialPath);
  const [addressError, setAddressError] = useState(false);
  const [email, setEmail] = useState(DEMO_EMAIL);
  const [session, setSession] = useState<Session | null>(null);
  const [auth, setAuth] = useState<'signingIn' | 'signedIn' | 'failed'>('signingIn');
  const [platform, setPlatform] = useState<Platform>('ios');
  const [scenario, setScenario] = useState<Scenario>('success');
  const [log, setLog] = useState<LogEntry[]>([]);
  const [frameKey, setFrameKey] = useState(0);
  const live = useRef({ session, platform, scenario });
  useEffect(() => {
    live.current = { session, platform, scenario };
  });
  const nextId = useRef(0);

  const note = useCallback((direction: LogEntry['direction'], text: string) => {
    setLog((entries) => [{ id: ++nextId.current, direction, text }, ...entries].slice(0, 50));
  }, []);

  const deliver = useCallback(
    (frame: FrameWindow, message: FromAppMessage) => {
      note('toPage', JSON.stringify(message));
      const target: EventTarget = live.current.platform === 'android' ? frame.document : frame;
      target.dispatchEvent(new frame.MessageEvent('message', { data: JSON.stringify(message) }));
    },
    [note],
  );

  const purchase = useCallback(
    async (frame: FrameWindow, request: Extract<ToAppMessage, { type: 'PURCHASE_REQUEST' }>) => {
      const { session: current, scenario: outcome } = live.current;
      deliver(frame, { type: 'PURCHASE_LOADING', loading: true });
      await sleep(SIMULATOR_STORE_DELAY_MS);
      const finish = (message: FromAppMessage) => {
        deliver(frame, { type: 'PURCHASE_LOADING', loading: false });
        deliver(frame, message);
      };
      if (!current || outcome === 'loginRequired') return finish({ type: 'LOGIN_REQUIRED' });
      if (outcome === 'cancelled') return finish({ type: 'PURCHASE_CANCELLED' });
      if (outcome === 'failed') return finish({ type: 'PURCHASE_ERROR' });
      if (outcome === 'alreadyPremium') return finish({ type: 'ALREADY_PREMIUM', reportType: request.reportType });
      try {
        const response = await fetch('/api/purchases', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${current.token}` },
          body: JSON.stringify({ store: 'sandbox', productId: request.product, storeTransactionId: `sandbox-${crypto.randomUUID()}` }),
        });
        const body = (await response.json()) as { purchaseId?: string; error?: { message?: string } };
        if (!response.ok || !body.purchaseId) throw new Error(body.error?.message ?? `HTTP ${response.status}`);
        note('note', t('recorded', { id: body.purchaseId }));
        finish({ type: 'PURCHASE_SUCCESS', purchaseId: body.purchaseId, reportType: request.reportType });
      } catch (error) {
        note('note', t('recordFailed', { message: error instanceof Error ? error.message : String(error) }));
        finish({ type: 'PURCHASE_ERROR' });
      }
    },
    [deliver, note, t],
  );

  // What the page's boot script calls on every document the frame loads.
  useLayoutEffect(() => {
    const holder = window as unknown as Record<string, unknown>;
    holder[SIMULATOR_GLOBAL] = {
      attach(frame: FrameWindow) {
        const token = live.current.session?.token;
        if (token) frame[TOKEN_WINDOW_KEY] = token;
        frame.ReactNativeWebView = {
          postMessage(data: string) {
            let message: ToAppMessage;
            try {
              message = JSON.parse(data) as ToAppMessage;
            } catch {
              note('note', t('unreadable'));
              return;
            }
            note('toApp', data);
            if (message.type === 'PURCHASE_REQUEST') void purchase(frame, message);
            else if (message.type === 'COMPASS_REQUEST') note('note', t('compass'));
          },
        };
      },
    };
    return () => {
      delete holder[SIMULATOR_GLOBAL];
    };
  }, [note, purchase, t]);

  const applySession = useCallback((next: Session | null) => {
    setSession(next);
    setAuth(next ? 'signedIn' : 'failed');
    setFrameKey((n) => n + 1); // the app reloads its web view for the new account
  }, []);

  useEffect(() => {
    let cancelled = false;
    void startSession(DEMO_EMAIL).then((next) => {
      if (!cancelled) applySession(next);
    });
    return () => {
      cancelled = true;
    };
  }, [applySession]);

  function switchAccount(event: FormEvent) {
    event.preventDefault();
    setAuth('signingIn');
    void startSession(email.trim()).then(applySession);
  }

  function go(event: FormEvent) {
    event.preventDefault();
    const next = safeFramePath(address.trim(), locale);
    setAddressError(next === null);
    if (next === null) return;
    setPath(next);
    setAddress(next);
    setFrameKey((n) => n + 1);
  }

  const radio = 'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white/70 px-3 py-2 text-sm has-[:checked]:border-yin has-[:checked]:bg-yin-soft';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_1fr]">
      <section aria-label={t('phone')} className="flex flex-col gap-3">
        <form onSubmit={go} className="flex gap-2">
          <label htmlFor={ids.address} className="sr-only">
            {t('address')}
          </label>
          <input
            id={ids.address}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            aria-invalid={addressError}
            aria-describedby={addressError ? ids.addressError : undefined}
            spellCheck={false}
            autoCapitalize="off"
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 font-mono text-sm"
          />
          <button type="submit" className="min-h-11 rounded-lg bg-ink px-4 text-sm font-medium text-paper hover:bg-ink/85">
            {t('go')}
          </button>
        </form>
        {addressError ? (
          <p id={ids.addressError} role="alert" className="text-sm text-seal">
            {t('addressInvalid')}
          </p>
        ) : null}
        <div className="overflow-hidden rounded-[2rem] border-8 border-ink bg-ink shadow-xl">
          {auth === 'signingIn' ? (
            <p role="status" className="flex h-[640px] items-center justify-center bg-paper text-ink-soft lg:h-[780px]">
              {t('starting')}
            </p>
          ) : (
            <iframe key={frameKey} src={path} title={t('frameTitle')} className="block h-[640px] w-full rounded-[1.5rem] bg-paper lg:h-[780px]" />
          )}
        </div>
      </section>

      <aside className="flex flex-col gap-6">
        <Section id="sim-account" title={t('account')} className="rounded-2xl border border-line bg-white/70 p-5" headingClassName="font-semibold">
          <p className="mt-1 text-sm text-ink-soft" role="status">
            {auth === 'signedIn' && session ? t('signedInAs', { email: session.email }) : auth === 'failed' ? t('signInFailed') : t('signingIn')}
          </p>
          <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={switchAccount}>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={ids.email} className="text-sm">
                {t('email')}
              </label>
              <input
                id={ids.email}
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className="min-h-11 rounded-lg border border-line bg-white px-3 text-sm"
              />
            </div>
            <button type="submit" disabled={auth === 'signingIn'} className="min-h-11 rounded-lg border border-ink px-4 text-sm font-medium hover:bg-paper-deep disabled:opacity-60">
              {t('switch')}
            </button>
          </form>
          <p className="mt-2 text-xs text-ink-soft">{t('accountHint')}</p>
        </Section>

        <fieldset className="rounded-2xl border border-line bg-white/70 p-5">
          <legend className="px-1 font-semibold">{t('platform')}</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {(['ios', 'android'] as const).map((value) => (
              <label key={value} className={radio}>
                <input type="radio" name="platform" value={value} checked={platform === value} onChange={() => setPlatform(value)} className="accent-yin" />
                {t(`platforms.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="rounded-2xl border border-line bg-white/70 p-5">
          <legend className="px-1 font-semibold">{t('scenario')}</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {SCENARIOS.map((value) => (
              <label key={value} className={radio}>
                <input type="radio" name="scenario" value={value} checked={scenario === value} onChange={() => setScenario(value)} className="accent-yin" />
                {t(`scenarios.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <Section id="sim-log" title={t('log')} className="rounded-2xl border border-line bg-white/70 p-5" headingClassName="font-semibold">
          {log.length === 0 ? <p className="mt-2 text-sm text-ink-soft">{t('logEmpty')}</p> : null}
          <div role="log" aria-labelledby="sim-log" tabIndex={0} className="mt-2 max-h-80 overflow-y-auto rounded-lg">
            <ol className="flex flex-col gap-1.5">
              {log.map((entry) => (
                <li key={entry.id} className="rounded-lg bg-paper-deep/70 px-3 py-2 text-xs">
                  <span className="font-semibold">{t(`directions.${entry.direction}`)}</span>{' '}
                  <code className="break-all font-mono">{entry.text}</code>
                </li>
              ))}
            </ol>
          </div>
        </Section>
      </aside>
    </div>
  );
}

/**
 * The demo account's confirmation: e-mail confirmation is on, so a new account needs the link of
 * its confirmation mail. The simulator exists only in embedded mode on this machine, where the dev
 * mailbox can be read; opening the link (GET /verify) confirms the address.
 */
async function confirmDemoAccount(address: string): Promise<boolean> {
  const response = await fetch(`/api/dev/mailbox?${new URLSearchParams({ to: address })}`);
  if (!response.ok) return false;
  const { mails } = (await response.json()) as { mails: { actionLink: string | null }[] };
  const link = mails.find((mail) => mail.actionLink?.includes('type=signup'))?.actionLink;
  if (!link) return false;
  await fetch(link, { redirect: 'manual', credentials: 'omit' });
  return true;
}

/** Signs the demo account in, creating (and confirming) it on first use: what the app does at start. */
async function startSession(address: string): Promise<Session | null> {
  try {
    const { createClient } = await import('@supabase/supabase-js');
    const { url, anonKey } = browserSupabaseConfig();
    const client = createClient(url, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
    const credentials = { email: address, password: DEMO_PASSWORD };
    let result: AuthResponse = await client.auth.signInWithPassword(credentials);
    const code = result.error?.code;
    if (code === 'invalid_credentials' || code === 'email_not_confirmed') {
      // a sign-up answers the same whether or not the account exists (and another tab may have
      // made it a moment ago): confirm what is waiting in the mailbox, or sign up and confirm
      if (code === 'invalid_credentials' || !(await confirmDemoAccount(address))) {
        const created = await client.auth.signUp(credentials);
        if (created.data.session) result = created;
        else await confirmDemoAccount(address);
      }
      if (!result.data.session) result = await client.auth.signInWithPassword(credentials);
    }
    const { session, user } = result.data;
    if (result.error || !session || !user) return null;
    return { email: address, userId: user.id, token: session.access_token };
  } catch {
    return null;
  }
}
