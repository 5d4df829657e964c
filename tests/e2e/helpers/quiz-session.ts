/**
 * For the quiz e2e specs: a real user signed up through the embedded auth server, a sandbox
 * purchase recorded for them through the app's API, and a page that looks like the native app's
 * web view (window.ReactNativeWebView and window.authToken set before any script runs).
 */
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { EMBEDDED_ANON_KEY } from '../../../lib/supabase/embedded-anon-key';

let n = 0;

export interface QuizBuyer {
  token: string;
  purchaseId: string;
}

export async function signUpWithQuizPurchase(request: APIRequestContext, productId: string): Promise<QuizBuyer> {
  const email = `quiz.${Date.now()}.${process.pid}.${++n}@example.com`;
  const signUp = await request.post('/local-supabase/auth/v1/signup', {
    headers: { apikey: EMBEDDED_ANON_KEY },
    data: { email, password: 'Quiz-e2e!pw-2026' },
  });
  expect(signUp.status()).toBe(200);
  const token = ((await signUp.json()) as { access_token?: string }).access_token;
  expect(token, 'sign-up returns a session').toBeTruthy();
  const purchase = await request.post('/api/purchases', {
    headers: { Authorization: `Bearer ${token}` },
    data: { store: 'sandbox', productId, storeTransactionId: `quiz-e2e-${Date.now()}-${process.pid}-${n}` },
  });
  expect(purchase.status()).toBe(201);
  return { token: token!, purchaseId: ((await purchase.json()) as { purchaseId: string }).purchaseId };
}

/** Makes every page of the context look like the app's web view, holding the buyer's token. */
export async function simulateAppBridge(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((authToken) => {
    const win = window as unknown as { ReactNativeWebView: { postMessage: (message: string) => void }; authToken: string; bridgeMessages: string[] };
    win.bridgeMessages = [];
    win.ReactNativeWebView = { postMessage: (message) => win.bridgeMessages.push(message) };
    win.authToken = authToken;
  }, token);
}
