import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpConfirmed } from './confirmed-user';

/**
 * A real user of the embedded auth server with sandbox purchases, and a page opened as the native
 * app would open it: window.ReactNativeWebView (the bridge) and window.authToken set before any
 * script of the page runs.
 */

let counter = 0;

export interface Buyer {
  token: string;
  userId: string;
}

export async function signUpBuyer(request: APIRequestContext, label: string): Promise<Buyer> {
  const email = `${label}.${Date.now()}.${process.pid}.${++counter}@example.com`;
  const { token, userId } = await signUpConfirmed(request, email, 'Insight!2026-pw');
  return { token, userId };
}

/** Records a sandbox store purchase as the app does (POST /api/purchases); returns the purchase id. */
export async function buy(request: APIRequestContext, buyer: Buyer, productId: string): Promise<string> {
  const response = await request.post('/api/purchases', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { store: 'sandbox', productId, storeTransactionId: `e2e-${Date.now()}-${process.pid}-${++counter}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { purchaseId: string }).purchaseId;
}

/** Every page load of this page runs as inside the app's web view, holding the buyer's token. */
export async function actAsApp(page: Page, buyer: Buyer): Promise<void> {
  await page.addInitScript((token) => {
    const win = window as unknown as Record<string, unknown>;
    win.ReactNativeWebView = { postMessage: () => undefined };
    win.authToken = token;
  }, buyer.token);
}

