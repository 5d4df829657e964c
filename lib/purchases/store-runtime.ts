import 'server-only';
import type { SignedDataVerifier } from '@apple/app-store-server-library';
import type { AppStoreConfig, GooglePlayConfig, StoreConfig } from './store-config';
import { appStoreApiLookup, appStoreVerifier, signedDataVerifier, type TransactionLookup } from './app-store';
import { googlePlayApi, googlePlayVerifier, type PlayApi } from './google-play';
import { storeVerifiers, type Store, type StoreVerifier } from './stores';

/**
 * This process's store clients, made once from the store settings (./store-config.ts). A store with
 * no settings keeps the 503 "not configured" verifier and records nothing.
 */

const appStoreClients = new WeakMap<AppStoreConfig, SignedDataVerifier>();
const playClients = new WeakMap<GooglePlayConfig, PlayApi>();
const lookups = new WeakMap<AppStoreConfig, TransactionLookup | null>();

function lookupFor(config: AppStoreConfig): TransactionLookup | null {
  if (!lookups.has(config)) lookups.set(config, appStoreApiLookup(config));
  return lookups.get(config) ?? null;
}

export function appStoreClient(config: AppStoreConfig): SignedDataVerifier {
  let client = appStoreClients.get(config);
  if (!client) {
    client = signedDataVerifier(config);
    appStoreClients.set(config, client);
  }
  return client;
}

export function googlePlayClient(config: GooglePlayConfig): PlayApi {
  let client = playClients.get(config);
  if (!client) {
    client = googlePlayApi(config);
    playClients.set(config, client);
  }
  return client;
}

/** The verifier of each store: the mode's sandbox rule, and the real stores where configured. */
export function configuredVerifiers(server: { storeSandbox: boolean }, stores: StoreConfig, now?: () => Date): Record<Store, StoreVerifier> {
  const verifiers = storeVerifiers(server, now);
  const { appStore, googlePlay } = stores;
  if (appStore) {
    verifiers.app_store = {
      store: 'app_store',
      verify: (claim) => appStoreVerifier({ verifier: appStoreClient(appStore), productIds: stores.productIds, lookup: lookupFor(appStore) }).verify(claim),
    };
  }
  if (googlePlay) {
    verifiers.play_store = googlePlayVerifier({ config: googlePlay, api: googlePlayClient(googlePlay), productIds: stores.productIds, now });
  }
  return verifiers;
}
