/**
 * Sign-in with a provider inside the app's web view (docs/webview-bridge.md section 4c): the
 * provider's pages cannot be shown there (Google refuses embedded web views with
 * disallowed_useragent; Apple's and Kakao's web pages cannot reach the Apple ID or KakaoTalk on the
 * phone), so the page asks the app to run the provider's native sign-in and hand back a Supabase
 * session. Validated by hand and kept small: the sign-in pages ship it.
 */
import { isSignInProvider, type SignInProvider } from '@/lib/auth/providers';

export interface OAuthSignInRequest {
  type: 'OAUTH_SIGN_IN_REQUEST';
  provider: SignInProvider;
}

/** The app's answer: the session of the signed-in user, or that the person cancelled, or that it failed. */
export type OAuthAnswer =
  | { type: 'OAUTH_SESSION'; provider: SignInProvider; access_token: string; refresh_token: string }
  | { type: 'OAUTH_CANCELLED' }
  | { type: 'OAUTH_ERROR' };

const JWT = /^[A-Za-z0-9_-]{2,4096}\.[A-Za-z0-9_-]{2,8192}\.[A-Za-z0-9_-]{0,1024}$/;
const REFRESH = /^[A-Za-z0-9_-]{8,512}$/;

/** What arrived in a message event (a JSON string or an object); undefined unless it is one of the answers. */
export function parseOAuthAnswer(data: unknown): OAuthAnswer | undefined {
  let value = data;
  if (typeof data === 'string') {
    if (data.length > 16_000) return undefined;
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const m = value as Record<string, unknown>;
  if (m.type === 'OAUTH_CANCELLED' || m.type === 'OAUTH_ERROR') return { type: m.type };
  if (m.type !== 'OAUTH_SESSION' || !isSignInProvider(m.provider)) return undefined;
  if (typeof m.access_token !== 'string' || !JWT.test(m.access_token) || typeof m.refresh_token !== 'string' || !REFRESH.test(m.refresh_token)) return undefined;
  return { type: 'OAUTH_SESSION', provider: m.provider, access_token: m.access_token, refresh_token: m.refresh_token };
}

interface BridgeWindow {
  ReactNativeWebView?: { postMessage(data: string): void };
}

/**
 * Asks the app for the provider's native sign-in and calls `onAnswer` once with its answer (heard
 * on window for iOS and on document for Android). False, and nothing listens, when there is no
 * bridge (then the page signs in on the web).
 */
export function requestNativeSignIn(
  provider: SignInProvider,
  onAnswer: (answer: OAuthAnswer) => void,
  win: Window = window,
  doc: EventTarget = document,
): boolean {
  const bridge = (win as BridgeWindow).ReactNativeWebView;
  if (!bridge || typeof bridge.postMessage !== 'function') return false;
  const onMessage = (event: Event) => {
    const answer = parseOAuthAnswer((event as MessageEvent).data);
    if (!answer) return;
    win.removeEventListener('message', onMessage);
    doc.removeEventListener('message', onMessage);
    onAnswer(answer);
  };
  win.addEventListener('message', onMessage);
  doc.addEventListener('message', onMessage);
  const request: OAuthSignInRequest = { type: 'OAUTH_SIGN_IN_REQUEST', provider };
  bridge.postMessage(JSON.stringify(request));
  return true;
}
