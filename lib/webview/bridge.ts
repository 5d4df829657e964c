/**
 * The messages between these pages and the native app (documented in docs/webview-bridge.md).
 * To the app: window.ReactNativeWebView.postMessage(JSON.stringify(message)).
 * From the app: a `message` event on window (iOS) or document (Android), data a JSON string or an
 * object. Malformed messages are ignored, never thrown. zod/mini keeps this light for the client.
 */
import * as z from 'zod/mini';
import type { Product } from '@/lib/purchases/products';

// the product ids live with the prices in lib/purchases/products.ts
export { PRODUCTS, REPORT_PRODUCTS, type Product, type ReportProduct } from '@/lib/purchases/products';

export type ToAppMessage =
  | { type: 'PURCHASE_REQUEST'; product: Exclude<Product, 'compass'>; reportType: string }
  | { type: 'COMPASS_REQUEST'; product: 'compass' };

const text = z.string().check(z.minLength(1), z.maxLength(500));

export const fromAppMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PURCHASE_LOADING'), loading: z.boolean() }),
  z.object({ type: z.literal('PURCHASE_SUCCESS'), purchaseId: text, reportType: z.optional(text) }),
  z.object({ type: z.literal('ALREADY_PREMIUM'), reportType: z.optional(text), purchaseId: z.optional(text) }),
  z.object({ type: z.literal('PURCHASE_CANCELLED') }),
  z.object({ type: z.literal('PURCHASE_ERROR'), error: z.optional(z.string().check(z.maxLength(500))) }),
  z.object({ type: z.literal('LOGIN_REQUIRED') }),
]);
export type FromAppMessage = z.infer<typeof fromAppMessageSchema>;

interface BridgeWindow {
  ReactNativeWebView?: { postMessage(data: string): void };
}

/** Sends a message to the native app; false when there is no native bridge (a plain browser). */
export function postToApp(message: ToAppMessage, win: BridgeWindow = window as BridgeWindow): boolean {
  const bridge = win.ReactNativeWebView;
  if (!bridge || typeof bridge.postMessage !== 'function') return false;
  bridge.postMessage(JSON.stringify(message));
  return true;
}

/** Parses what arrived in a message event; undefined for anything that is not a valid app message. */
export function parseFromApp(data: unknown): FromAppMessage | undefined {
  let value = data;
  if (typeof data === 'string') {
    if (data.length > 10_000) return undefined;
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const parsed = fromAppMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Calls handler for every valid app message, heard on both window (iOS) and document (Android).
 * An app that posts the same message to both is heard once. Returns the unsubscribe function.
 */
export function listenToApp(
  handler: (message: FromAppMessage) => void,
  targets: { window: EventTarget; document: EventTarget } = { window, document },
): () => void {
  let last: { raw: unknown; at: number } | undefined;
  const onMessage = (event: Event) => {
    const raw = (event as MessageEvent).data;
    const now = Date.now();
    const key = typeof raw === 'string' ? raw : JSON.stringify(raw ?? null);
    if (last && last.raw === key && now - last.at < 50) return;
    const message = parseFromApp(raw);
    if (!message) return;
    last = { raw: key, at: now };
    handler(message);
  };
  targets.window.addEventListener('message', onMessage);
  targets.document.addEventListener('message', onMessage);
  return () => {
    targets.window.removeEventListener('message', onMessage);
    targets.document.removeEventListener('message', onMessage);
  };
}
