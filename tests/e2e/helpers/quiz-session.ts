/**
 * For the quiz e2e specs: a real user signed up through the embedded auth server, a sandbox
 * purchase recorded for them through the app's API, and a page that looks like the native app's
 * web view (window.ReactNativeWebView and window.authToken set before any script runs).
 */
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { signUpConfirmed } from './confirmed-user';

let n = 0;

export interface QuizBuyer {
  token: string;
  purchaseId: string;
}

export async function signUpWithQuizPurchase(request: APIRequestContext, productId: string): Promise<QuizBuyer> {
  const email = `quiz.${Date.now()}.${process.pid}.${++n}@example.com`;
  const { token } = await signUpConfirmed(request, email, 'Quiz-e2e!pw-2026');
  const purchase = await request.post('/api/purchases', {
    headers: { Authorization: `Bearer ${token}` },
    data: { store: 'sandbox', productId, storeTransactionId: `quiz-e2e-${Date.now()}-${process.pid}-${n}` },
  });
  expect(purchase.status()).toBe(201);
  return { token, purchaseId: ((await purchase.json()) as { purchaseId: string }).purchaseId };
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
