import { z } from 'zod';
import { PRODUCTS, REPORT_PRODUCTS } from './products';
import { STORES } from './stores';

/** POST /api/purchases (docs/webview-bridge.md, section 6). */
export const recordPurchaseSchema = z.strictObject({
  store: z.enum(STORES),
  productId: z.enum(PRODUCTS),
  storeTransactionId: z.string().regex(/^[A-Za-z0-9._:-]{1,200}$/, 'must be 1 to 200 letters, digits or . _ : -'),
});

/** GET /api/purchases/verify?product=…&purchaseId=… (or &reportId=… to reopen a stored report) */
export const verifyQuerySchema = z.object({
  product: z.enum(REPORT_PRODUCTS, 'product must be a report product id'),
  purchaseId: z.uuid('purchaseId must be a purchase id (a UUID)').optional(),
  reportId: z.uuid('reportId must be a report id (a UUID)').optional(),
});
