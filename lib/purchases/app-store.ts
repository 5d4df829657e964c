import 'server-only';
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  AppStoreServerAPIClient,
  Environment,
  SignedDataVerifier,
  VerificationException,
  VerificationStatus,
  type JWSTransactionDecodedPayload,
} from '@apple/app-store-server-library';
import { ApiError } from '@/lib/api/errors';
import type { AppStoreConfig } from './store-config';
import { isSubscriptionProduct } from './products';
import { isDatedAhead, type StoreEvent, type StoreEventKind } from './store-events';
import { expectProduct, type ProductIdMap } from './store-products';
import { expectAccountToken, type StorePurchaseClaim, type StoreVerifier, type VerifiedStorePurchase } from './stores';

/**
 * The App Store: StoreKit 2 signed transactions and App Store Server Notifications V2,
 * verified with Apple's own library to Apple's root certificates (APPLE_ROOT_CA_PATHS), then
 * checked against this app's bundle id, environment and products.
 */

/** Reads root certificates from files, PEM or DER, as the DER bytes the verifier takes. */
function readRootCertificates(paths: string[]): Buffer[] {
  return paths.map((path) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      throw new Error(`APPLE_ROOT_CA_PATHS: cannot read ${path} (${(error as Error).message})`);
    }
    return bytes.subarray(0, 11).toString('latin1') === '-----BEGIN ' ? Buffer.from(new X509Certificate(bytes).raw) : bytes;
  });
}

export function signedDataVerifier(config: AppStoreConfig, roots: Buffer[] = readRootCertificates(config.rootCaPaths)): SignedDataVerifier {
  const environment = config.environment === 'Production' ? Environment.PRODUCTION : Environment.SANDBOX;
  return new SignedDataVerifier(roots, config.onlineChecks, environment, config.bundleId, config.appAppleId);
}

const REFUSALS: Partial<Record<VerificationStatus, string>> = {
  [VerificationStatus.INVALID_APP_IDENTIFIER]: 'was signed for another app (bundle id)',
  [VerificationStatus.INVALID_ENVIRONMENT]: 'is from another App Store environment',
  [VerificationStatus.INVALID_CHAIN_LENGTH]: 'does not carry a certificate chain of Apple’s form',
  [VerificationStatus.INVALID_CERTIFICATE]: 'has a certificate chain that does not lead to Apple’s root',
  [VerificationStatus.VERIFICATION_FAILURE]: 'did not verify (signature, certificate chain or dates)',
};

/** The library's refusals as the API's errors: 400 for anything signed wrongly, 503 to retry. */
async function verified<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof VerificationException) {
      if (error.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE) {
        throw new ApiError('unavailable', `The ${what} could not be checked with Apple right now. Please retry.`);
      }
      throw new ApiError('bad_request', `The ${what} ${REFUSALS[error.status] ?? 'is not a valid App Store signed payload'}.`);
    }
    throw new ApiError('bad_request', `The ${what} is not a valid App Store signed payload.`);
  }
}

/** Asks the App Store Server API for a transaction (where its key is configured): its signed form. */
export type TransactionLookup = (transactionId: string) => Promise<string | undefined>;

/**
 * The library fixes the API's host per environment; a configured base URL (the tests' local fake,
 * APP_STORE_API_BASE_URL) replaces it. The library keeps it in `urlBase`: checked, so that an
 * upgrade that renames it fails loudly instead of quietly calling Apple.
 */
function apiClient(api: NonNullable<AppStoreConfig['api']>, bundleId: string, environment: Environment): AppStoreServerAPIClient {
  const client = new AppStoreServerAPIClient(api.privateKey, api.keyId, api.issuerId, bundleId, environment);
  if (api.baseUrl) {
    if (typeof Reflect.get(client, 'urlBase') !== 'string') throw new Error('APP_STORE_API_BASE_URL: this version of @apple/app-store-server-library has no urlBase to replace');
    Reflect.set(client, 'urlBase', api.baseUrl);
  }
  return client;
}

export function appStoreApiLookup(config: AppStoreConfig): TransactionLookup | null {
  if (!config.api) return null;
  const environment = config.environment === 'Production' ? Environment.PRODUCTION : Environment.SANDBOX;
  const client = apiClient(config.api, config.bundleId, environment);
  return async (transactionId) => {
    try {
      return (await client.getTransactionInfo(transactionId)).signedTransactionInfo;
    } catch (error) {
      const status = (error as { httpStatusCode?: number }).httpStatusCode;
      if (status === 404) throw new ApiError('bad_request', 'The App Store does not know this transaction.');
      throw new ApiError('unavailable', 'The App Store Server API could not be reached. Please retry.');
    }
  };
}

/** A signed date as a Date; null when absent or beyond what a Date can hold. */
const dateOf = (millis: number | undefined): Date | null => {
  const date = typeof millis === 'number' ? new Date(millis) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

export function appStoreVerifier({
  verifier,
  productIds,
  lookup = null,
}: {
  verifier: SignedDataVerifier;
  productIds: ProductIdMap;
  lookup?: TransactionLookup | null;
}): StoreVerifier {
  return {
    store: 'app_store',
    async verify(claim: StorePurchaseClaim): Promise<VerifiedStorePurchase> {
      if (!claim.signedTransaction) {
        throw new ApiError('bad_request', 'signedTransaction: the App Store needs the StoreKit 2 signed transaction (JWS).');
      }
      let transaction = await verified('signed transaction', () => verifier.verifyAndDecodeTransaction(claim.signedTransaction!));
      if (transaction.transactionId !== claim.storeTransactionId) {
        throw new ApiError('bad_request', 'storeTransactionId: it is not the transaction id inside signedTransaction.');
      }
      if (lookup) {
        // the App Store's own current copy (a refund since the device saw it shows here)
        const fresh = await lookup(claim.storeTransactionId);
        if (fresh) transaction = await verified('App Store Server API transaction', () => verifier.verifyAndDecodeTransaction(fresh));
        if (transaction.transactionId !== claim.storeTransactionId) {
          throw new ApiError('bad_request', 'The App Store Server API answered with another transaction than storeTransactionId.');
        }
      }
      const checked = checkTransaction(transaction, claim, productIds);
      // the app sets appAccountToken to the signed-in user's id when it starts the purchase
      await expectAccountToken(transaction.appAccountToken, claim, 'This transaction was not made by the signed-in account (appAccountToken).');
      return checked;
    },
  };
}

function checkTransaction(transaction: JWSTransactionDecodedPayload, claim: StorePurchaseClaim, productIds: ProductIdMap): VerifiedStorePurchase {
  expectProduct(productIds, transaction.productId ?? '', claim.productId);
  if (transaction.revocationDate !== undefined) {
    throw new ApiError('forbidden', 'The App Store has refunded or revoked this transaction.');
  }
  const purchasedAt = dateOf(transaction.purchaseDate);
  if (!purchasedAt) throw new ApiError('bad_request', 'The signed transaction has no purchase date.');
  let expiresAt: Date | null = null;
  if (isSubscriptionProduct(claim.productId)) {
    expiresAt = dateOf(transaction.expiresDate);
    if (!expiresAt) throw new ApiError('bad_request', 'The signed subscription transaction has no expiry date.');
  }
  return {
    purchasedAt,
    expiresAt,
    storeKey: transaction.originalTransactionId ?? transaction.transactionId ?? claim.storeTransactionId,
    // notifications signed before this copy of the transaction are already in it
    stateAt: dateOf(transaction.signedDate) ?? purchasedAt,
  };
}

/**
 * An App Store Server Notification V2 (`signedPayload`), verified, as one ledger event: refunds and
 * revocations close access, renewals extend it, expiry and billing trouble are reflected. It is
 * ordered by the notification's signedDate (store-events.ts): Apple retries for days, so a late one
 * older than what the purchase already has changes nothing.
 */
export async function appStoreNotificationEvent(verifier: SignedDataVerifier, signedPayload: string): Promise<StoreEvent> {
  const notification = await verified('notification', () => verifier.verifyAndDecodeNotification(signedPayload));
  const notificationId = notification.notificationUUID;
  if (!notificationId) throw new ApiError('bad_request', 'The notification has no notificationUUID.');
  const occurredAt = dateOf(notification.signedDate) ?? new Date();
  if (isDatedAhead(occurredAt)) throw new ApiError('bad_request', 'signedDate must not be in the future (more than 10 minutes past our clock).');
  const signedTransaction = notification.data?.signedTransactionInfo;
  if (!signedTransaction) {
    // TEST and summary notifications name no transaction
    return { store: 'app_store', notificationId, storeKey: '-', event: 'ignored', occurredAt };
  }
  const transaction = await verified('notification’s transaction', () => verifier.verifyAndDecodeTransaction(signedTransaction));
  const storeKey = transaction.originalTransactionId ?? transaction.transactionId;
  if (!storeKey) throw new ApiError('bad_request', 'The notification’s transaction has no id.');
  let graceEnds: Date | null = null;
  if (notification.data?.signedRenewalInfo) {
    const renewal = await verified('notification’s renewal info', () => verifier.verifyAndDecodeRenewalInfo(notification.data!.signedRenewalInfo!));
    graceEnds = dateOf(renewal.gracePeriodExpiresDate);
  }
  const type = String(notification.notificationType ?? '');
  const subtype = String(notification.subtype ?? '');
  let event: StoreEventKind = 'ignored';
  let expiresAt: Date | null = dateOf(transaction.expiresDate);
  switch (type) {
    case 'REFUND':
      event = 'refunded';
      break;
    case 'REVOKE':
      event = 'revoked';
      break;
    case 'REFUND_REVERSED':
      event = 'refund_reversed';
      break;
    case 'DID_RENEW':
      event = subtype === 'BILLING_RECOVERY' ? 'recovered' : 'renewed';
      break;
    case 'SUBSCRIBED':
    case 'RENEWAL_EXTENDED':
      event = 'renewed';
      break;
    case 'EXPIRED':
    case 'GRACE_PERIOD_EXPIRED':
      event = 'expired';
      break;
    case 'DID_FAIL_TO_RENEW':
      event = subtype === 'GRACE_PERIOD' ? 'grace_period' : 'billing_retry';
      if (event === 'grace_period') expiresAt = graceEnds ?? expiresAt;
      break;
  }
  return { store: 'app_store', notificationId, storeKey, event, expiresAt, occurredAt };
}
