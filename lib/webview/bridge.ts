/**
 * The messages between these pages and the native app (documented in docs/webview-bridge.md).
 * To the app: window.ReactNativeWebView.postMessage(JSON.stringify(message)).
 * From the app: a `message` event on window (iOS) or document (Android), data a JSON string or an
 * object. Malformed messages are ignored, never thrown. Validated by hand: every purchase page
 * ships this, and even zod/mini would add ~15 kB gzip to each of them.
 */
import { isProduct, type Product } from '@/lib/purchases/products';
import type { OAuthSignInRequest } from './oauth-bridge';
import type { FollowUpCancel, FollowUpSchedule } from './follow-up';

// the product ids live with the prices in lib/purchases/products.ts
export { PRODUCTS, REPORT_PRODUCTS, type Product, type ReportProduct } from '@/lib/purchases/products';

export type ToAppMessage =
  | { type: 'PURCHASE_REQUEST'; product: Exclude<Product, 'compass'>; reportType: string }
  | { type: 'COMPASS_REQUEST'; product: 'compass' }
  /** open a link the web view may not open itself: a helpline's tel: number, an outside https page */
  | { type: 'OPEN_URL'; url: string }
  /** The page asks for the store's localized prices of these products; the app answers PRODUCT_PRICES. */
  | { type: 'PRICES_REQUEST'; products: Product[] }
  /** Save or share a result's card through the app's share sheet (lib/webview/share.ts, docs section 4b). */
  | ShareMessage
  /** A back control was tapped on the first page the web view opened: the app leaves the web view. */
  | { type: 'CLOSE' }
  /** Sign in with a provider natively and answer with its session (lib/webview/oauth-bridge.ts, docs section 4c). */
  | OAuthSignInRequest
  /** Schedule, or drop, a journal note's follow-up notification (lib/webview/follow-up.ts, docs section 4d). */
  | FollowUpSchedule
  | FollowUpCancel;

/**
 * The app fetches `imageUrl` (a PNG on this site) with the user's Bearer token and opens its share
 * sheet with the file and `text` (`intent: 'share'`), or saves it to the photos (`intent: 'save'`).
 * Its schema, checked in the simulator and the tests, is lib/webview/share.ts shareMessageSchema.
 */
export interface ShareMessage {
  type: 'SHARE';
  intent: 'share' | 'save';
  imageUrl: string;
  mimeType: 'image/png';
  fileName: string;
  text: string;
  url?: string;
}

export type FromAppMessage =
  | { type: 'PURCHASE_LOADING'; loading: boolean }
  | { type: 'PURCHASE_SUCCESS'; purchaseId: string; reportType?: string }
  | { type: 'ALREADY_PREMIUM'; reportType?: string; purchaseId?: string }
  | { type: 'PURCHASE_CANCELLED' }
  | { type: 'PURCHASE_ERROR'; error?: string }
  | { type: 'LOGIN_REQUIRED' };

/**
 * One product's price as the store shows it to this user: `display` is the store's own localized
 * string (StoreKit `Product.displayPrice`, Play Billing `formattedPrice`), shown as it is.
 * `amountMicros` (the price × 1,000,000: Play's `priceAmountMicros`, StoreKit's `price` × 10⁶) and
 * `currency` (ISO 4217: Play's `priceCurrencyCode`, StoreKit's `priceFormatStyle.currencyCode`)
 * are optional; with them the annual saving is computed exactly instead of read from the strings.
 */
export interface StorePrice {
  display: string;
  amountMicros?: number;
  currency?: string;
}
export type StorePrices = Partial<Record<Product, StorePrice>>;
/** The app's answer to PRICES_REQUEST (it may also send it unasked, e.g. when the storefront changes). */
export interface PricesMessage {
  type: 'PRODUCT_PRICES';
  prices: StorePrices;
}

const TEXT_MAX = 500;
const DISPLAY_MAX = 40;
/**
 * A display price: 1–40 characters with at least one digit, no control characters and no markup
 * brackets (it is shown as text, but nothing that looks like anything else gets through).
 */
const isDisplayPrice = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length >= 1 && value.length <= DISPLAY_MAX && /\d/.test(value) && !/[\u0000-\u001f\u007f<>]/.test(value);

/** One price entry: the display string alone, or {display, amountMicros?, currency?}. */
function validatePrice(value: unknown): StorePrice | undefined {
  if (isDisplayPrice(value)) return { display: value.trim() };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const p = value as Record<string, unknown>;
  if (!isDisplayPrice(p.display)) return undefined;
  const micros = p.amountMicros;
  const microsOk = micros === undefined || (typeof micros === 'number' && Number.isSafeInteger(micros) && micros >= 0);
  const currencyOk = p.currency === undefined || (typeof p.currency === 'string' && /^[A-Z]{3}$/.test(p.currency));
  if (!microsOk || !currencyOk) return undefined;
  return {
    display: p.display.trim(),
    ...(typeof micros === 'number' ? { amountMicros: micros } : {}),
    ...(typeof p.currency === 'string' ? { currency: p.currency } : {}),
  };
}

/**
 * A PRODUCT_PRICES message with its valid prices of known products (an unknown product or a bad
 * entry is dropped, the rest kept); undefined when it is not one or no price survives.
 */
function validatePrices(value: unknown): PricesMessage | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const m = value as Record<string, unknown>;
  if (m.type !== 'PRODUCT_PRICES' || typeof m.prices !== 'object' || m.prices === null || Array.isArray(m.prices)) return undefined;
  const prices: StorePrices = {};
  for (const [product, entry] of Object.entries(m.prices as Record<string, unknown>)) {
    if (!isProduct(product)) continue;
    const price = validatePrice(entry);
    if (price) prices[product] = price;
  }
  return Object.keys(prices).length > 0 ? { type: 'PRODUCT_PRICES', prices } : undefined;
}

/** A non-empty string of at most 500 characters. */
const isText = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= TEXT_MAX;
/** An optional field: absent, or valid. */
const optional = (value: unknown, valid: (v: unknown) => boolean) => value === undefined || valid(value);

/** The message with only its known fields, or undefined when it does not match its type's shape. */
function validate(value: unknown): FromAppMessage | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const m = value as Record<string, unknown>;
  const pick = (key: string) => (m[key] === undefined ? {} : { [key]: m[key] as string });
  switch (m.type) {
    case 'PURCHASE_LOADING':
      return typeof m.loading === 'boolean' ? { type: m.type, loading: m.loading } : undefined;
    case 'PURCHASE_SUCCESS':
      return isText(m.purchaseId) && optional(m.reportType, isText) ? { type: m.type, purchaseId: m.purchaseId, ...pick('reportType') } : undefined;
    case 'ALREADY_PREMIUM':
      return optional(m.reportType, isText) && optional(m.purchaseId, isText) ? { type: m.type, ...pick('reportType'), ...pick('purchaseId') } : undefined;
    case 'PURCHASE_ERROR':
      return optional(m.error, (v) => typeof v === 'string' && v.length <= TEXT_MAX) ? { type: m.type, ...pick('error') } : undefined;
    case 'PURCHASE_CANCELLED':
    case 'LOGIN_REQUIRED':
      return { type: m.type };
    default:
      return undefined;
  }
}

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

type HistoryWindow = BridgeWindow & { history: History; navigation?: { canGoBack?: unknown } };

/**
 * A back control inside the app's web view (docs/webview-bridge.md, "Back"): back in the web view's
 * history when there is any of this site's pages behind (the Navigation API's canGoBack where there
 * is one, which counts this origin's entries only; else history.length), else the app is asked to
 * leave the web view (CLOSE); never to the website's home. 'history' or 'app' when it acted, false in
 * a plain browser with nothing to go back to.
 */
export function backInApp(win: HistoryWindow = window as HistoryWindow): 'history' | 'app' | false {
  const canGoBack = typeof win.navigation?.canGoBack === 'boolean' ? win.navigation.canGoBack : win.history.length > 1;
  if (canGoBack) {
    win.history.back();
    return 'history';
  }
  return postToApp({ type: 'CLOSE' }, win) ? 'app' : false;
}

/**
 * Follows a link out of the page: inside the app's web view the app opens it (OPEN_URL: a tel:
 * link may not dial from a web view, an outside page should not load inside it) and true is
 * returned; in a browser nothing is sent and false is returned, so the link does what links do.
 */
export function openOutside(url: string, win: BridgeWindow = window as BridgeWindow): boolean {
  if (!/^(tel:\+?[0-9-]{2,20}|https:\/\/[^\s]+)$/.test(url)) return false;
  return postToApp({ type: 'OPEN_URL', url }, win);
}

/** What arrived in a message event, JSON-decoded when it is a string; undefined when it cannot be. */
function decode(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  if (data.length > 10_000) return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined; // not JSON: a message of some other script, ignored like unknown types
  }
}

/** Parses what arrived in a message event; undefined for anything that is not a valid app message. */
export function parseFromApp(data: unknown): FromAppMessage | undefined {
  return validate(decode(data));
}

/** Parses a PRODUCT_PRICES message; undefined for anything else (the purchase messages included). */
export function parsePrices(data: unknown): PricesMessage | undefined {
  return validatePrices(decode(data));
}

/**
 * Calls handler for every valid app message, heard on both window (iOS) and document (Android).
 * An app that posts the same message to both is heard once. Returns the unsubscribe function.
 */
export function listenToApp(
  handler: (message: FromAppMessage) => void,
  targets: { window: EventTarget; document: EventTarget } = { window, document },
): () => void {
  return listen(parseFromApp, handler, targets);
}

/** Like listenToApp, for the app's PRODUCT_PRICES messages (which the purchase flow never sees). */
export function listenForPrices(
  handler: (message: PricesMessage) => void,
  targets: { window: EventTarget; document: EventTarget } = { window, document },
): () => void {
  return listen(parsePrices, handler, targets);
}

function listen<M>(parse: (data: unknown) => M | undefined, handler: (message: M) => void, targets: { window: EventTarget; document: EventTarget }): () => void {
  let last: { raw: unknown; at: number } | undefined;
  const onMessage = (event: Event) => {
    const raw = (event as MessageEvent).data;
    const now = Date.now();
    const key = typeof raw === 'string' ? raw : JSON.stringify(raw ?? null);
    if (last && last.raw === key && now - last.at < 50) return;
    const message = parse(raw);
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
