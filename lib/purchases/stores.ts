import { ApiError } from '@/lib/api/errors';
import { isSubscriptionProduct, subscriptionEnd, type Product } from './products';
import type { RenewalState } from './status';

export const STORES = ['app_store', 'play_store', 'sandbox'] as const;
export type Store = (typeof STORES)[number];

export interface StorePurchaseClaim {
  userId: string;
  productId: Product;
  storeTransactionId: string;
  /** App Store: the StoreKit 2 signed transaction (JWS). */
  signedTransaction?: string;
  /** Google Play: the purchase token and the app's package name. */
  purchaseToken?: string;
  packageName?: string;
  /**
   * Set by the ledger when a deleted account's subscription may be claimed (ledger.ts,
   * recordPurchase): says whether the account token the store holds (App Store appAccountToken,
   * Google Play obfuscatedExternalAccountId) names an account that was deleted. Without it, the
   * token must be the claiming user's id.
   */
  deletedAccount?: (accountToken: string) => Promise<boolean>;
}

/**
 * The store's account token must name the claiming user, or an account since deleted when the
 * ledger allows that claim (a subscription the store keeps renewing after its account was deleted).
 */
export async function expectAccountToken(accountToken: string | undefined, claim: StorePurchaseClaim, refusal: string): Promise<void> {
  if (accountToken && accountToken.toLowerCase() === claim.userId.toLowerCase()) return;
  if (accountToken && claim.deletedAccount && (await claim.deletedAccount(accountToken.toLowerCase()))) return;
  throw new ApiError('forbidden', refusal);
}

/** What a store confirmed about a transaction. */
export interface VerifiedStorePurchase {
  purchasedAt: Date;
  /** Subscriptions only: when the paid (or grace) period ends. */
  expiresAt: Date | null;
  /** What the store's notifications name the purchase by (default: the transaction id). */
  storeKey?: string;
  renewalState?: RenewalState | null;
  /**
   * The moment the store's answer speaks for, on the store's own clock (the App Store transaction's
   * signedDate): store events dated before it are already in it, so they are kept as stale
   * (store-events.ts). Default: purchasedAt (Google Play: its purchase or start time, so that a
   * confirmed void that came before the app recorded the purchase still applies, whatever our
   * clock says). null: the answer speaks for no moment (the sandbox asserts nothing), so every
   * event for the purchase counts.
   */
  stateAt?: Date | null;
}

/**
 * Confirms a transaction with its store before the ledger records it, or throws an ApiError.
 * One implementation per store; hosted mode plugs the App Store Server API and the Google Play
 * Developer API in here (see storeVerifiers).
 */
export interface StoreVerifier {
  readonly store: Store;
  verify(claim: StorePurchaseClaim): Promise<VerifiedStorePurchase>;
}

/**
 * The sandbox store of embedded mode: every transaction is good, bought now; a subscription runs
 * one period. It lets /dev/app and the tests walk the whole buy → report path without a store.
 */
export function sandboxVerifier(now: () => Date = () => new Date()): StoreVerifier {
  return {
    store: 'sandbox',
    async verify({ productId }) {
      const purchasedAt = now();
      return { purchasedAt, expiresAt: isSubscriptionProduct(productId) ? subscriptionEnd(productId, purchasedAt) : null, stateAt: null };
    },
  };
}

const STORE_NAMES: Record<Store, string> = { app_store: 'App Store', play_store: 'Google Play', sandbox: 'Sandbox' };

/** A store this server cannot check yet: refuses with 503 rather than trusting the app's word. */
function notConfiguredVerifier(store: Exclude<Store, 'sandbox'>): StoreVerifier {
  return {
    store,
    async verify() {
      throw new ApiError(
        'unavailable',
        `${STORE_NAMES[store]} purchase verification is not configured on this server yet, so the purchase could not be recorded. ` +
          'Retry later with the same storeTransactionId: recording is idempotent.',
      );
    },
  };
}

/** The sandbox outside embedded mode: a real server never takes a purchase nobody paid for. */
function sandboxRefused(): StoreVerifier {
  return {
    store: 'sandbox',
    async verify() {
      throw new ApiError('forbidden', 'Sandbox purchases are accepted only by a server in embedded (local) mode.');
    },
  };
}

/**
 * The verifier of each store for this server (lib/runtime): sandbox purchases are taken in embedded
 * mode, and in hosted mode only by the hosted test suite (STORE_SANDBOX=1 with a loopback SITE_URL).
 */
export function storeVerifiers(server: { storeSandbox: boolean }, now?: () => Date): Record<Store, StoreVerifier> {
  return {
    sandbox: server.storeSandbox ? sandboxVerifier(now) : sandboxRefused(),
    app_store: notConfiguredVerifier('app_store'),
    play_store: notConfiguredVerifier('play_store'),
  };
}
