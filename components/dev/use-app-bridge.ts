import 'client-only';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { callApi } from '@/lib/api/client';
import { SIMULATOR_STORE_DELAY_MS } from '@/lib/purchases/constants';
import type { FromAppMessage, PricesMessage, ShareMessage, ToAppMessage } from '@/lib/webview/bridge';
import type { OAuthAnswer, OAuthSignInRequest } from '@/lib/webview/oauth-bridge';
import { SIMULATOR_GLOBAL, SIMULATOR_PRICES_KRW } from '@/lib/webview/simulator';
import { TOKEN_WINDOW_KEY } from '@/lib/webview/token';
import { startSession, type SimulatorSession } from './use-demo-session';

export type Scenario = 'success' | 'cancelled' | 'failed' | 'loginRequired' | 'alreadyPremium';
/** How the simulated app answers PRICES_REQUEST: with the sample won prices, or not at all. */
export type Pricing = 'krw' | 'none';
export type Platform = 'ios' | 'android';
export interface LogEntry {
  id: number;
  direction: 'toApp' | 'toPage' | 'note';
  text: string;
}
type FrameWindow = Window & typeof globalThis & Record<string, unknown>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The simulated app's side of the bridge: installs window.__gyeolAppSimulator, which the framed
 * page's boot script calls on every document to receive the token (window.authToken) and a
 * ReactNativeWebView.postMessage; answers PURCHASE_REQUEST as the chosen scenario says (a success
 * records a sandbox purchase through POST /api/purchases) and PRICES_REQUEST with the sample won
 * prices (or not at all), checks SHARE against its schema and hands it to onShare, posting the answers as message events on window (iOS) or document
 * (Android). Returns the message log, newest first.
 */
export function useAppBridge({
  session,
  platform,
  scenario,
  pricing = 'krw',
  onShare,
}: {
  session: SimulatorSession | null;
  platform: Platform;
  scenario: Scenario;
  pricing?: Pricing;
  /** a valid SHARE message: the simulated app shows what its share sheet would get */
  onShare?: (message: ShareMessage) => void;
}): LogEntry[] {
  const t = useStrings('DevApp');
  const [log, setLog] = useState<LogEntry[]>([]);
  const live = useRef({ session, platform, scenario, pricing, onShare });
  useEffect(() => {
    live.current = { session, platform, scenario, pricing, onShare };
  });
  const nextId = useRef(0);

  const note = useCallback((direction: LogEntry['direction'], text: string) => {
    setLog((entries) => [{ id: ++nextId.current, direction, text }, ...entries].slice(0, 50));
  }, []);

  const deliver = useCallback(
    (frame: FrameWindow, message: FromAppMessage | PricesMessage | OAuthAnswer) => {
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
      const answer = await callApi<{ purchaseId?: string } | null>('/api/purchases', {
        method: 'POST',
        token: current.token,
        body: { store: 'sandbox', productId: request.product, storeTransactionId: `sandbox-${crypto.randomUUID()}` },
      });
      const purchaseId = answer.ok ? answer.value?.purchaseId : undefined;
      if (!purchaseId) {
        // the developer's log of the simulated app: the error code, never the server's text
        note('note', t('recordFailed', { message: answer.ok ? 'invalid_response' : `${answer.error.code} (HTTP ${answer.error.status})` }));
        return finish({ type: 'PURCHASE_ERROR' });
      }
      note('note', t('recorded', { id: purchaseId }));
      finish({ type: 'PURCHASE_SUCCESS', purchaseId, reportType: request.reportType });
    },
    [deliver, note, t],
  );

  /**
   * OAUTH_SIGN_IN_REQUEST: the app would run the provider's native sign-in (and Supabase's
   * signInWithIdToken); the simulator signs its own account in again for a fresh session and hands
   * that back, or answers the scenario's cancel or failure.
   */
  const nativeSignIn = useCallback(
    async (frame: FrameWindow, request: OAuthSignInRequest) => {
      const { session: current, scenario: outcome } = live.current;
      note('note', t('oauth', { provider: request.provider }));
      await sleep(SIMULATOR_STORE_DELAY_MS);
      if (outcome === 'cancelled') return deliver(frame, { type: 'OAUTH_CANCELLED' });
      const fresh = current && outcome !== 'failed' && outcome !== 'loginRequired' ? await startSession(current.email) : null;
      if (!fresh) return deliver(frame, { type: 'OAUTH_ERROR' });
      deliver(frame, { type: 'OAUTH_SESSION', provider: request.provider, access_token: fresh.token, refresh_token: fresh.refreshToken });
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
            else if (message.type === 'OPEN_URL') note('note', t('openUrl', { url: message.url }));
            else if (message.type === 'SHARE') {
              // checked against its schema (lib/webview/share.ts, with zod: loaded when first needed), as the app should
              void import('@/lib/webview/share').then(({ parseShareMessage }) => {
                const share = parseShareMessage(message);
                if (!share.ok) note('note', t('shareInvalid', { problem: share.problem }));
                else {
                  note('note', t('share', { text: share.message.text }));
                  live.current.onShare?.(share.message);
                }
              });
            }
            else if (message.type === 'CLOSE') note('note', t('close'));
            else if (message.type === 'FOLLOW_UP_SCHEDULE' || message.type === 'FOLLOW_UP_CANCEL') {
              // checked against its schema (lib/webview/follow-up.ts), as the app should
              void import('@/lib/webview/follow-up').then(({ followUpScheduleSchema, followUpCancelSchema }) => {
                const schedule = followUpScheduleSchema.safeParse(message);
                if (schedule.success) note('note', t('followUpSchedule', { due: schedule.data.due, title: schedule.data.title, path: schedule.data.path }));
                else if (followUpCancelSchema.safeParse(message).success) note('note', t('followUpCancel'));
                else note('note', t('followUpInvalid'));
              });
            }
            else if (message.type === 'OAUTH_SIGN_IN_REQUEST') void nativeSignIn(frame, message);
            else if (message.type === 'PRICES_REQUEST') {
              // the store answers with the storefront's prices, a moment later, as StoreKit / Play Billing do
              if (live.current.pricing === 'krw') setTimeout(() => deliver(frame, { type: 'PRODUCT_PRICES', prices: SIMULATOR_PRICES_KRW }), 50);
              else note('note', t('pricesUnanswered'));
            }
          },
        };
      },
    };
    return () => {
      delete holder[SIMULATOR_GLOBAL];
    };
  }, [deliver, nativeSignIn, note, purchase, t]);

  return log;
}
