import { describe, expect, it, vi } from 'vitest';
import { backInApp, listenForPrices, listenToApp, openOutside, parseFromApp, parsePrices, postToApp } from './bridge';

const dispatch = (target: EventTarget, data: unknown) => {
  const event = new Event('message') as Event & { data: unknown };
  Object.defineProperty(event, 'data', { value: data });
  target.dispatchEvent(event);
};

describe('the web-view bridge', () => {
  it('posts JSON to the native app, or reports that there is none', () => {
    const postMessage = vi.fn();
    expect(postToApp({ type: 'PURCHASE_REQUEST', product: 'current_insight', reportType: 'current' }, { ReactNativeWebView: { postMessage } })).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0]![0])).toEqual({ type: 'PURCHASE_REQUEST', product: 'current_insight', reportType: 'current' });
    expect(postToApp({ type: 'COMPASS_REQUEST', product: 'compass' }, {})).toBe(false);
  });

  it('parses every kind of app message from a string or an object', () => {
    expect(parseFromApp('{"type":"PURCHASE_LOADING","loading":true}')).toEqual({ type: 'PURCHASE_LOADING', loading: true });
    expect(parseFromApp({ type: 'PURCHASE_SUCCESS', purchaseId: 'p1', reportType: 'character' })).toMatchObject({ purchaseId: 'p1' });
    expect(parseFromApp({ type: 'ALREADY_PREMIUM' })).toEqual({ type: 'ALREADY_PREMIUM' });
    expect(parseFromApp({ type: 'PURCHASE_CANCELLED' })).toEqual({ type: 'PURCHASE_CANCELLED' });
    expect(parseFromApp({ type: 'PURCHASE_ERROR', error: 'card declined' })).toEqual({ type: 'PURCHASE_ERROR', error: 'card declined' });
    expect(parseFromApp({ type: 'LOGIN_REQUIRED' })).toEqual({ type: 'LOGIN_REQUIRED' });
    expect(parseFromApp({ type: 'PURCHASE_ERROR' })).toEqual({ type: 'PURCHASE_ERROR' });
  });

  it('keeps only the known fields of a message', () => {
    expect(parseFromApp({ type: 'PURCHASE_SUCCESS', purchaseId: 'p1', reportType: 'current', extra: '<b>' })).toEqual({ type: 'PURCHASE_SUCCESS', purchaseId: 'p1', reportType: 'current' });
    expect(parseFromApp({ type: 'PURCHASE_CANCELLED', reason: 'x' })).toEqual({ type: 'PURCHASE_CANCELLED' });
    expect(parseFromApp({ type: 'ALREADY_PREMIUM', purchaseId: 'p2', reportType: 'character' })).toEqual({ type: 'ALREADY_PREMIUM', purchaseId: 'p2', reportType: 'character' });
  });

  it('ignores malformed messages without throwing', () => {
    const bad = [
      'not json',
      '{"type":"PURCHASE_SUCCESS"}',
      { type: 'PURCHASE_SUCCESS', purchaseId: '' },
      { type: 'PURCHASE_SUCCESS', purchaseId: 'p'.repeat(501) },
      { type: 'PURCHASE_SUCCESS', purchaseId: 'p1', reportType: 7 },
      { type: 'ALREADY_PREMIUM', purchaseId: null },
      { type: 'PURCHASE_ERROR', error: 42 },
      { type: 'PURCHASE_LOADING', loading: 'yes' },
      { type: 'HACK' },
      [{ type: 'LOGIN_REQUIRED' }],
      '"LOGIN_REQUIRED"',
      null,
      42,
      'x'.repeat(20_000),
    ];
    for (const message of bad) {
      expect(parseFromApp(message)).toBeUndefined();
    }
  });

  it('hears messages on window and on document, once each, and stops when unsubscribed', () => {
    const win = new EventTarget();
    const doc = new EventTarget();
    const handler = vi.fn();
    const stop = listenToApp(handler, { window: win, document: doc });
    dispatch(win, JSON.stringify({ type: 'PURCHASE_CANCELLED' }));
    dispatch(doc, { type: 'LOGIN_REQUIRED' });
    dispatch(doc, 'garbage');
    expect(handler.mock.calls.map((c) => c[0].type)).toEqual(['PURCHASE_CANCELLED', 'LOGIN_REQUIRED']);
    // the same message posted to both targets at once is heard once
    const twice = JSON.stringify({ type: 'PURCHASE_LOADING', loading: false });
    dispatch(win, twice);
    dispatch(doc, twice);
    expect(handler).toHaveBeenCalledTimes(3);
    stop();
    dispatch(win, JSON.stringify({ type: 'PURCHASE_CANCELLED' }));
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('asks the app for prices with PRICES_REQUEST', () => {
    const postMessage = vi.fn();
    postToApp({ type: 'PRICES_REQUEST', products: ['current_insight', 'premium_annual'] }, { ReactNativeWebView: { postMessage } });
    expect(JSON.parse(postMessage.mock.calls[0]![0])).toEqual({ type: 'PRICES_REQUEST', products: ['current_insight', 'premium_annual'] });
  });
});

describe('the app’s PRODUCT_PRICES message', () => {
  it('takes a display string alone, or with micros and currency, for each known product', () => {
    expect(parsePrices(JSON.stringify({ type: 'PRODUCT_PRICES', prices: { current_insight: '₩5,500', premium_monthly: ' ₩14,000 ' } }))).toEqual({
      type: 'PRODUCT_PRICES',
      prices: { current_insight: { display: '₩5,500' }, premium_monthly: { display: '₩14,000' } },
    });
    expect(
      parsePrices({ type: 'PRODUCT_PRICES', prices: { premium_annual: { display: '₩140,000', amountMicros: 140_000_000_000, currency: 'KRW', extra: '<b>' } } }),
    ).toEqual({ type: 'PRODUCT_PRICES', prices: { premium_annual: { display: '₩140,000', amountMicros: 140_000_000_000, currency: 'KRW' } } });
  });

  it('drops unknown products and bad entries, keeping the rest', () => {
    const parsed = parsePrices({
      type: 'PRODUCT_PRICES',
      prices: {
        current_insight: '₩5,500',
        lifetime_pass: '₩99,000',
        character_insight: '',
        relationship_insight: 'free',
        plan_insight: '<img src=x onerror=alert(1)>9',
        book_insight: '₩'.repeat(40) + '1',
        premium_monthly: { display: '₩14,000', amountMicros: -1 },
        premium_annual: { display: '₩140,000', currency: 'won' },
        compass: { display: '₩1,100', amountMicros: 1.5 },
      },
    });
    expect(parsed).toEqual({ type: 'PRODUCT_PRICES', prices: { current_insight: { display: '₩5,500' } } });
  });

  it('is not a purchase message, and a purchase message is not prices; nothing malformed gets through', () => {
    expect(parseFromApp({ type: 'PRODUCT_PRICES', prices: { current_insight: '₩5,500' } })).toBeUndefined();
    expect(parsePrices({ type: 'PURCHASE_CANCELLED' })).toBeUndefined();
    for (const bad of [
      'not json',
      { type: 'PRODUCT_PRICES' },
      { type: 'PRODUCT_PRICES', prices: [] },
      { type: 'PRODUCT_PRICES', prices: '₩5,500' },
      { type: 'PRODUCT_PRICES', prices: {} },
      { type: 'PRODUCT_PRICES', prices: { unknown: '₩5,500' } },
      { type: 'PRODUCT_PRICES', prices: { current_insight: 5500 } },
      null,
    ]) {
      expect(parsePrices(bad)).toBeUndefined();
    }
  });

  it('is heard by the price listener only, on window and document', () => {
    const win = new EventTarget();
    const doc = new EventTarget();
    const prices = vi.fn();
    const purchases = vi.fn();
    const stopPrices = listenForPrices(prices, { window: win, document: doc });
    const stopPurchases = listenToApp(purchases, { window: win, document: doc });
    dispatch(doc, JSON.stringify({ type: 'PRODUCT_PRICES', prices: { premium_monthly: '₩14,000' } }));
    dispatch(win, { type: 'PURCHASE_CANCELLED' });
    expect(prices.mock.calls.map((c) => c[0].prices)).toEqual([{ premium_monthly: { display: '₩14,000' } }]);
    expect(purchases.mock.calls.map((c) => c[0].type)).toEqual(['PURCHASE_CANCELLED']);
    stopPrices();
    stopPurchases();
  });
});

describe('openOutside (a helpline tapped inside the app)', () => {
  it('sends OPEN_URL for a tel: number or an https page inside the app, and nothing in a browser', () => {
    const postMessage = vi.fn();
    expect(openOutside('tel:109', { ReactNativeWebView: { postMessage } })).toBe(true);
    expect(openOutside('https://findahelpline.com', { ReactNativeWebView: { postMessage } })).toBe(true);
    expect(postMessage.mock.calls.map(([data]) => JSON.parse(data))).toEqual([
      { type: 'OPEN_URL', url: 'tel:109' },
      { type: 'OPEN_URL', url: 'https://findahelpline.com' },
    ]);
    expect(openOutside('tel:109', {})).toBe(false);
  });

  it('refuses anything but a phone number or an https address', () => {
    const postMessage = vi.fn();
    for (const url of ['javascript:alert(1)', 'http://example.com', 'tel:109;drop', 'intent://x', '']) expect(openOutside(url, { ReactNativeWebView: { postMessage } }), url).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('backInApp', () => {
  const fakeWindow = (length: number, bridge: boolean) => {
    const sent: unknown[] = [];
    let backs = 0;
    const win = {
      history: { length, back: () => void backs++ } as unknown as History,
      ...(bridge ? { ReactNativeWebView: { postMessage: (data: string) => void sent.push(JSON.parse(data)) } } : {}),
    };
    return { win, sent, backs: () => backs };
  };

  it('goes back in the web view’s history when there is any, and sends nothing', () => {
    const { win, sent, backs } = fakeWindow(3, true);
    expect(backInApp(win)).toBe('history');
    expect(backs()).toBe(1);
    expect(sent).toEqual([]);
  });

  it('asks the app to close the web view on its first page (CLOSE), never going anywhere itself', () => {
    const { win, sent, backs } = fakeWindow(1, true);
    expect(backInApp(win)).toBe('app');
    expect(sent).toEqual([{ type: 'CLOSE' }]);
    expect(backs()).toBe(0);
  });

  it('trusts the Navigation API over history.length: an entry of another origin behind is not "back"', () => {
    const behind = fakeWindow(2, true);
    expect(backInApp({ ...behind.win, navigation: { canGoBack: false } })).toBe('app');
    expect(behind.sent).toEqual([{ type: 'CLOSE' }]);
    const own = fakeWindow(1, true);
    expect(backInApp({ ...own.win, navigation: { canGoBack: true } })).toBe('history');
    expect(own.backs()).toBe(1);
  });

  it('does nothing without history and without a bridge (a plain browser)', () => {
    const { win, sent, backs } = fakeWindow(1, false);
    expect(backInApp(win)).toBe(false);
    expect(sent).toEqual([]);
    expect(backs()).toBe(0);
  });
});
