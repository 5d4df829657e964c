import { z } from 'zod';
import { PRODUCTS, REPORT_PRODUCTS } from './products';
import { STORES } from './stores';

/** POST /api/purchases (docs/webview-bridge.md, section 6). */
export const recordPurchaseSchema = z.strictObject({
  store: z.enum(STORES),
  productId: z.enum(PRODUCTS),
  storeTransactionId: z.string().regex(/^[A-Za-z0-9._:-]{1,200}$/, 'must be 1 to 200 letters, digits or . _ : -'),
  // App Store: the StoreKit 2 signed transaction (a compact JWS)
  signedTransaction: z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a compact JWS').max(30_000).optional(),
  // Google Play: the purchase token and the app's package name
  purchaseToken: z.string().regex(/^[A-Za-z0-9._:-]{1,4096}$/, 'must be 1 to 4096 letters, digits or . _ : -').optional(),
  packageName: z.string().regex(/^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/, 'must be an Android package name').max(200).optional(),
});

/** POST /api/store/app-store/notifications: App Store Server Notifications V2. */
export const appStoreNotificationSchema = z.object({
  signedPayload: z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a compact JWS').max(100_000),
});

/**
 * GET /api/purchases/verify?product=…&purchaseId=… (or &reportId=… to reopen a stored report).
 * A purchase id that is not a UUID names no purchase: it is dropped (not refused), so the answer is
 * the one without it, and a premium subscriber whose link carries a damaged id still gets in.
 */
export const verifyQuerySchema = z.object({
  product: z.enum(REPORT_PRODUCTS, 'product must be a report product id'),
  purchaseId: z.uuid().optional().catch(undefined),
  reportId: z.uuid('reportId must be a report id (a UUID)').optional(),
});
