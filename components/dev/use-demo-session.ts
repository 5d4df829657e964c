import 'client-only';
import type { AuthResponse } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '@/lib/api/client';
import { browserSupabaseConfig } from '@/lib/supabase/public-config';
import { signUpConsentData } from '@/lib/consents/signup-consents';

/** The demo account's password (embedded mode only: a local database on the developer's machine). */
const DEMO_PASSWORD = 'Demo-App!2026';
const DEMO_EMAIL = 'demo@example.com';

/** The simulated app's signed-in user. */
export interface SimulatorSession {
  email: string;
  userId: string;
  token: string;
  refreshToken: string;
}

/**
 * The demo account's confirmation: e-mail confirmation is on, so a new account needs the link of
 * its confirmation mail. The simulator exists only in embedded mode on this machine, where the dev
 * mailbox can be read; opening the link (GET /verify) confirms the address.
 */
async function confirmDemoAccount(address: string): Promise<boolean> {
  const answer = await callApi<{ mails?: { actionLink: string | null }[] } | null>(`/api/dev/mailbox?${new URLSearchParams({ to: address })}`);
  const link = (answer.ok ? (answer.value?.mails ?? []) : []).find((mail) => mail.actionLink?.includes('type=signup'))?.actionLink;
  if (!link) return false;
  await fetch(link, { redirect: 'manual', credentials: 'omit' });
  return true;
}

/** Signs the demo account in, creating (and confirming) it on first use: what the app does at start. */
export async function startSession(address: string): Promise<SimulatorSession | null> {
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
        const created = await client.auth.signUp({ ...credentials, options: { data: signUpConsentData() } });
        if (created.data.session) result = created;
        else await confirmDemoAccount(address);
      }
      if (!result.data.session) result = await client.auth.signInWithPassword(credentials);
    }
    const { session, user } = result.data;
    if (result.error || !session || !user) return null;
    return { email: address, userId: user.id, token: session.access_token, refreshToken: session.refresh_token };
  } catch {
    return null; // the simulator shows 'failed' (DevApp.signInFailed) and offers to try again
  }
}

export type SimulatorAuth = 'signingIn' | 'signedIn' | 'failed';

/**
 * The simulated app's account: signs the demo account in at start, and another address on
 * `switchTo`. `generation` counts the sessions applied: the app reloads its web view for each.
 */
export function useDemoSession() {
  const [session, setSession] = useState<SimulatorSession | null>(null);
  const [auth, setAuth] = useState<SimulatorAuth>('signingIn');
  const [generation, setGeneration] = useState(0);

  const apply = useCallback((next: SimulatorSession | null) => {
    setSession(next);
    setAuth(next ? 'signedIn' : 'failed');
    setGeneration((n) => n + 1);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void startSession(DEMO_EMAIL).then((next) => {
      if (!cancelled) apply(next);
    });
    return () => {
      cancelled = true;
    };
  }, [apply]);

  function switchTo(address: string) {
    setAuth('signingIn');
    void startSession(address).then(apply);
  }

  return { session, auth, generation, switchTo, demoEmail: DEMO_EMAIL };
}
