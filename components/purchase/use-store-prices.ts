import 'client-only';
import { useEffect, useSyncExternalStore } from 'react';
import { PRODUCTS } from '@/lib/purchases/products';
import { listenForPrices, parsePrices, postToApp, type StorePrices } from '@/lib/webview/bridge';
import { inAppWebView } from '@/lib/webview/in-app';

/**
 * The store's prices as the app reported them, for the picker, the premium page and the
 * no-access card. Inside the app the first page that needs them asks once per document
 * (PRICES_REQUEST); the app's PRODUCT_PRICES answer is kept for the web view's session
 * (sessionStorage), so the next page shows them at once. Nothing else ever fills this: without the
 * app's answer there are no prices, and the pages show none (or, on English pages outside the app
 * only, the spec's dollar prices for Premium).
 */
const STORAGE_KEY = 'storePrices';
const EMPTY: StorePrices = {};
const subscribers = new Set<() => void>();
let current: StorePrices | undefined;
let stopListening: (() => void) | undefined;
let requested = false;

function snapshot(): StorePrices {
  if (current) return current;
  current = EMPTY;
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    // what was kept is checked again like a fresh message
    if (kept) current = parsePrices(kept)?.prices ?? EMPTY;
  } catch {
    // storage can be disabled: the app's next answer still arrives
  }
  return current;
}

function receive(prices: StorePrices) {
  current = { ...snapshot(), ...prices };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ type: 'PRODUCT_PRICES', prices: current }));
  } catch {
    // kept in memory only
  }
  for (const notify of subscribers) notify();
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  stopListening ??= listenForPrices((message) => receive(message.prices));
  return () => {
    subscribers.delete(notify);
    if (subscribers.size === 0) {
      stopListening?.();
      stopListening = undefined;
    }
  };
}

const noop = () => () => {};
const serverPrices = () => EMPTY;

/** The app's prices (empty until it answers, and outside the app), and whether this is the app. */
export function useStorePrices(): { prices: StorePrices; inApp: boolean } {
  const prices = useSyncExternalStore(subscribe, snapshot, serverPrices);
  const inApp = useSyncExternalStore(noop, inAppWebView, () => false);
  useEffect(() => {
    if (requested || !inAppWebView()) return;
    requested = true;
    postToApp({ type: 'PRICES_REQUEST', products: PRODUCTS.filter((product) => product !== 'compass') });
  }, []);
  return { prices, inApp };
}
