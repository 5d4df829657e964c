import 'server-only';
import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import type { GooglePlayConfig } from './store-config';
import { isSubscriptionProduct, PRODUCTS, type Product } from './products';
import { isDatedAhead, type StoreEvent, type StoreEventKind } from './store-events';
import { expectProduct, productForStoreId, storeIdForProduct, type ProductIdMap } from './store-products';
import { expectAccountToken, type StorePurchaseClaim, type StoreVerifier, type VerifiedStorePurchase } from './stores';

/**
 * Google Play: purchases checked with the Android Publisher API (purchases.products.get
 * for reports, purchases.subscriptionsv2.get for premium) under a service account, acknowledged
 * when they are not yet; real-time developer notifications pushed by Pub/Sub, whose OIDC token is
 * verified. Plain fetch and jose: the API's root URL and the token endpoint come from the config,
 * so tests point both at a local fake.
 */

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';

// --- the Android Publisher API --------------------------------------------------------------------

/** purchases.products.get (ProductPurchase): the fields we read. */
interface ProductPurchase {
  purchaseState?: number; // 0 purchased, 1 cancelled (also refunded/voided), 2 pending
  acknowledgementState?: number; // 0 not yet, 1 acknowledged
  purchaseTimeMillis?: string;
  orderId?: string;
  obfuscatedExternalAccountId?: string;
  productId?: string;
}

/** purchases.subscriptionsv2.get (SubscriptionPurchaseV2): the fields we read. */
interface SubscriptionPurchaseV2 {
  subscriptionState?: string;
  acknowledgementState?: string;
  startTime?: string;
  latestOrderId?: string;
  externalAccountIdentifiers?: { obfuscatedExternalAccountId?: string };
  lineItems?: { productId?: string; expiryTime?: string; latestSuccessfulOrderId?: string }[];
}

export interface PlayApi {
  getProduct(productId: string, token: string): Promise<ProductPurchase>;
  acknowledgeProduct(productId: string, token: string): Promise<void>;
  getSubscription(token: string): Promise<SubscriptionPurchaseV2>;
  acknowledgeSubscription(subscriptionId: string, token: string): Promise<void>;
}

export function googlePlayApi(config: GooglePlayConfig, fetchImpl: typeof fetch = fetch): PlayApi {
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now() + 60_000) return cached.token;
    const { clientEmail, privateKey, tokenUri } = config.serviceAccount;
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(clientEmail)
      .setAudience(tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importPKCS8(privateKey, 'RS256'));
    const response = await fetchImpl(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    }).catch(() => null);
    const body = response?.ok ? ((await response.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null) : null;
    if (!body?.access_token) throw new ApiError('unavailable', 'Google Play could not be reached (service account sign-in failed). Please retry.');
    cached = { token: body.access_token, until: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }

  const base = `${config.apiRootUrl}androidpublisher/v3/applications/${encodeURIComponent(config.packageName)}/purchases`;

  async function call<T>(path: string, method: 'GET' | 'POST'): Promise<T> {
    const response = await fetchImpl(`${base}/${path}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: '{}' } : {}),
    }).catch(() => null);
    if (!response) throw new ApiError('unavailable', 'Google Play could not be reached. Please retry.');
    if (response.status === 404 || response.status === 400 || response.status === 410) {
      throw new ApiError('bad_request', 'Google Play does not know this purchase token for this product.');
    }
    if (!response.ok) throw new ApiError('unavailable', `Google Play answered ${response.status}. Please retry.`);
    return (method === 'GET' ? await response.json() : {}) as T;
  }

  const seg = encodeURIComponent;
  return {
    getProduct: (productId, token) => call(`products/${seg(productId)}/tokens/${seg(token)}`, 'GET'),
    acknowledgeProduct: (productId, token) => call(`products/${seg(productId)}/tokens/${seg(token)}:acknowledge`, 'POST'),
    getSubscription: (token) => call(`subscriptionsv2/tokens/${seg(token)}`, 'GET'),
    acknowledgeSubscription: (subscriptionId, token) => call(`subscriptions/${seg(subscriptionId)}/tokens/${seg(token)}:acknowledge`, 'POST'),
  };
}

// --- verifying a purchase -------------------------------------------------------------------------

const dateOf = (value: string | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(/^\d+$/.test(value) ? Number(value) : Date.parse(value));
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A subscription's order ids gain `..0`, `..1`, … per renewal; the app knows the first one. */
const baseOrderId = (orderId: string | undefined) => orderId?.replace(/\.\.\d+$/, '');

const expectAccount = (accountId: string | undefined, claim: StorePurchaseClaim) =>
  expectAccountToken(accountId, claim, 'This purchase was not made by the signed-in account (obfuscatedAccountId).');

function expectOrder(orderId: string | undefined, claimed: string): void {
  if (!orderId || (orderId !== claimed && baseOrderId(orderId) !== claimed)) {
    throw new ApiError('bad_request', 'storeTransactionId: it is not the order id Google Play has for this purchase token.');
  }
}

/** Subscription states that open premium now (a cancelled one runs to the end of its period). */
const OPEN_STATES = new Set(['SUBSCRIPTION_STATE_ACTIVE', 'SUBSCRIPTION_STATE_IN_GRACE_PERIOD', 'SUBSCRIPTION_STATE_CANCELED']);

export function googlePlayVerifier({ config, api, productIds, now = () => new Date() }: { config: GooglePlayConfig; api: PlayApi; productIds: ProductIdMap; now?: () => Date }): StoreVerifier {
  return {
    store: 'play_store',
    async verify(claim: StorePurchaseClaim): Promise<VerifiedStorePurchase> {
      if (!claim.purchaseToken) throw new ApiError('bad_request', 'purchaseToken: Google Play purchases need the purchase token.');
      if (claim.packageName !== config.packageName) {
        throw new ApiError('bad_request', `packageName: this server records purchases of ${config.packageName} only.`);
      }
      const token = claim.purchaseToken;
      if (isSubscriptionProduct(claim.productId)) {
        const subscription = await api.getSubscription(token);
        const item = subscription.lineItems?.find((line) => productForStoreId(productIds, line.productId ?? '') === claim.productId);
        if (!item) expectProduct(productIds, subscription.lineItems?.[0]?.productId ?? '', claim.productId);
        const state = subscription.subscriptionState ?? '';
        if (state === 'SUBSCRIPTION_STATE_PENDING') {
          throw new ApiError('conflict', 'The subscription payment is still pending. Record it again once Google Play completes it.');
        }
        await expectAccount(subscription.externalAccountIdentifiers?.obfuscatedExternalAccountId, claim);
        expectOrder(item!.latestSuccessfulOrderId ?? subscription.latestOrderId, claim.storeTransactionId);
        const expiresAt = dateOf(item!.expiryTime);
        if (!OPEN_STATES.has(state) || !expiresAt || expiresAt <= now()) {
          throw new ApiError('forbidden', 'This Google Play subscription is not active (expired, on hold, paused or revoked).');
        }
        if (subscription.acknowledgementState === 'ACKNOWLEDGEMENT_STATE_PENDING') {
          await api.acknowledgeSubscription(item!.productId ?? storeIdForProduct(productIds, claim.productId), token);
        }
        return {
          purchasedAt: dateOf(subscription.startTime) ?? now(),
          expiresAt,
          storeKey: token,
          renewalState: state === 'SUBSCRIPTION_STATE_IN_GRACE_PERIOD' ? 'grace_period' : null,
        };
      }
      const storeProductId = storeIdForProduct(productIds, claim.productId);
      const purchase = await api.getProduct(storeProductId, token);
      if (purchase.productId) expectProduct(productIds, purchase.productId, claim.productId);
      if (purchase.purchaseState === 2) {
        throw new ApiError('conflict', 'The payment is still pending. Record it again once Google Play completes it.');
      }
      if (purchase.purchaseState !== 0) throw new ApiError('forbidden', 'Google Play says this purchase was cancelled or refunded.');
      await expectAccount(purchase.obfuscatedExternalAccountId, claim);
      expectOrder(purchase.orderId, claim.storeTransactionId);
      if (purchase.acknowledgementState !== 1) await api.acknowledgeProduct(storeProductId, token);
      return { purchasedAt: dateOf(purchase.purchaseTimeMillis) ?? now(), expiresAt: null, storeKey: token };
    },
  };
}

// --- real-time developer notifications (Pub/Sub push) -----------------------------------------------

const jwksCache = new Map<string, JWTVerifyGetKey>();

/**
 * The push's OIDC token: signed by Google (the configured JWKS), for the configured audience, by
 * the configured push service account with a verified e-mail. Anything else is 401.
 */
export async function verifyPushToken(config: GooglePlayConfig, authorization: string | null, keys?: JWTVerifyGetKey): Promise<void> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw new ApiError('unauthorized', 'A Pub/Sub push OIDC token is required (Authorization: Bearer).');
  let jwks = keys ?? jwksCache.get(config.oidcJwksUrl);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(config.oidcJwksUrl));
    jwksCache.set(config.oidcJwksUrl, jwks);
  }
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: ['https://accounts.google.com', 'accounts.google.com'], audience: config.pushAudience, algorithms: ['RS256'] });
    if (payload.email !== config.pushServiceAccount || payload.email_verified !== true) throw new Error('another account');
  } catch {
    throw new ApiError('unauthorized', 'The Pub/Sub push token is not valid for this endpoint.');
  }
}

/** The push body: a Pub/Sub message whose data is the developer notification (base64 JSON). */
export const pushBodySchema = z.object({
  message: z.object({
    data: z.base64('message.data must be base64').max(64 * 1024),
    messageId: z.string().regex(/^[\w.:-]{1,200}$/, 'message.messageId must be 1 to 200 letters, digits or . _ : -'),
  }),
  subscription: z.string().max(500).optional(),
});

const token = z.string().regex(/^[A-Za-z0-9._:-]{1,4096}$/);

const notificationSchema = z.object({
  packageName: z.string().max(200),
  // milliseconds since 1970 as a string, a real moment no later than a little past now
  eventTimeMillis: z
    .string()
    .regex(/^\d{1,16}$/, 'eventTimeMillis must be milliseconds since 1970')
    .refine((value) => !isDatedAhead(new Date(Number(value))), 'eventTimeMillis must not be in the future'),
  subscriptionNotification: z.object({ notificationType: z.number().int(), purchaseToken: token, subscriptionId: z.string().max(200).optional() }).optional(),
  oneTimeProductNotification: z.object({ notificationType: z.number().int(), purchaseToken: token, sku: z.string().max(200).optional() }).optional(),
  voidedPurchaseNotification: z.object({ purchaseToken: token, orderId: z.string().max(200).optional(), productType: z.number().int().optional(), refundType: z.number().int().optional() }).optional(),
  testNotification: z.object({ version: z.string().optional() }).optional(),
});

/** Subscription notification types (RTDN) and what each does to the ledger. */
const SUBSCRIPTION_EVENTS: Record<number, StoreEventKind> = {
  1: 'recovered', // SUBSCRIPTION_RECOVERED
  2: 'renewed', // SUBSCRIPTION_RENEWED
  4: 'renewed', // SUBSCRIPTION_PURCHASED
  5: 'billing_retry', // SUBSCRIPTION_ON_HOLD
  6: 'grace_period', // SUBSCRIPTION_IN_GRACE_PERIOD
  7: 'renewed', // SUBSCRIPTION_RESTARTED
  12: 'revoked', // SUBSCRIPTION_REVOKED
  13: 'expired', // SUBSCRIPTION_EXPIRED
};

/** voidedPurchaseNotification.productType of a subscription (2 is a one-time product). */
const PRODUCT_TYPE_SUBSCRIPTION = 1;

/** What the push handler needs besides the API: the product ids, and the ledger's product for a token. */
export interface PlayNotificationContext {
  productIds: ProductIdMap;
  /** The product of the recorded purchase with this purchase token, if the app has recorded it. */
  productOf: (purchaseToken: string) => Promise<Product | null>;
  now?: () => Date;
}

/** The API's answer, or null when Google Play does not know this token (for this product). */
async function known<T>(ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'bad_request') return null;
    throw error;
  }
}

/** Does Google Play say this subscription opens nothing now (expired, on hold, paused, revoked)? */
function subscriptionClosed(subscription: SubscriptionPurchaseV2 | null, now: Date): boolean {
  if (!subscription) return false;
  const expiry = dateOf(subscription.lineItems?.[0]?.expiryTime);
  return !OPEN_STATES.has(subscription.subscriptionState ?? '') || !expiry || expiry <= now;
}

/**
 * Is a void of this one-time purchase true? Google Play must say the purchase is cancelled
 * (purchaseState 1). The product is the recorded purchase's; for a token not recorded yet, each of
 * our one-time products is asked until one knows the token.
 */
async function oneTimeVoidConfirmed(api: PlayApi, context: PlayNotificationContext, purchaseToken: string, product: Product | null): Promise<boolean> {
  const candidates = product ? [product] : PRODUCTS.filter((p) => !isSubscriptionProduct(p));
  for (const candidate of candidates) {
    const purchase = await known(() => api.getProduct(storeIdForProduct(context.productIds, candidate), purchaseToken));
    if (purchase) return purchase.purchaseState === 1;
  }
  return false;
}

/**
 * A verified push as one ledger event; a subscription's new end comes from subscriptionsv2.get.
 * A push only says what happened; a void, revocation or expiry is confirmed with the Play Developer
 * API before it may change a purchase, so a leaked push token cannot take back what Google Play
 * still grants: one the API contradicts comes back `refused` (kept, never applied).
 */
export async function googlePlayNotificationEvent(config: GooglePlayConfig, api: PlayApi, body: z.infer<typeof pushBodySchema>, context: PlayNotificationContext): Promise<StoreEvent> {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(body.message.data, 'base64').toString('utf8'));
  } catch {
    throw new ApiError('bad_request', 'message.data is not a developer notification (base64 JSON).');
  }
  const notification = notificationSchema.parse(data);
  if (notification.packageName !== config.packageName) throw new ApiError('bad_request', `packageName: this server handles ${config.packageName} only.`);
  const now = context.now?.() ?? new Date();
  const base = { store: 'play_store' as const, notificationId: body.message.messageId, occurredAt: new Date(Number(notification.eventTimeMillis)) };
  const voided = notification.voidedPurchaseNotification;
  if (voided) {
    const product = await context.productOf(voided.purchaseToken);
    const subscription = product ? isSubscriptionProduct(product) : voided.productType === PRODUCT_TYPE_SUBSCRIPTION;
    const confirmed = subscription
      ? subscriptionClosed(await known(() => api.getSubscription(voided.purchaseToken)), now)
      : await oneTimeVoidConfirmed(api, context, voided.purchaseToken, product);
    return { ...base, storeKey: voided.purchaseToken, event: 'refunded', refused: !confirmed };
  }
  const sub = notification.subscriptionNotification;
  if (sub) {
    const event = SUBSCRIPTION_EVENTS[sub.notificationType] ?? 'ignored';
    if (event === 'revoked' || event === 'expired') {
      const confirmed = subscriptionClosed(await known(() => api.getSubscription(sub.purchaseToken)), now);
      return { ...base, storeKey: sub.purchaseToken, event, refused: !confirmed };
    }
    let expiresAt: Date | null = null;
    if (event === 'renewed' || event === 'recovered' || event === 'grace_period') {
      const current = await api.getSubscription(sub.purchaseToken);
      expiresAt = dateOf(current.lineItems?.[0]?.expiryTime);
    }
    return { ...base, storeKey: sub.purchaseToken, event, expiresAt };
  }
  const purchaseToken = notification.oneTimeProductNotification?.purchaseToken;
  // one-time purchases are recorded by the app; test notifications name nothing
  return { ...base, storeKey: purchaseToken ?? '-', event: 'ignored' };
}
