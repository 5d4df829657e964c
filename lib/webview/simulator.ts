/** The object /dev/app puts on its window for the framed page's boot script (see webviewBootScript). */
export const SIMULATOR_GLOBAL = '__gyeolAppSimulator';

/**
 * The prices /dev/app answers PRICES_REQUEST with: sample won prices, as a Korean App Store
 * storefront would send them (display string, micros, currency). They exist only in the simulator,
 * to walk the pages with a store's prices; they are not the app's real prices.
 */
export const SIMULATOR_PRICES_KRW = {
  current_insight: { display: '₩5,500', amountMicros: 5_500_000_000, currency: 'KRW' },
  character_insight: { display: '₩4,400', amountMicros: 4_400_000_000, currency: 'KRW' },
  relationship_insight: { display: '₩4,400', amountMicros: 4_400_000_000, currency: 'KRW' },
  plan_insight: { display: '₩7,700', amountMicros: 7_700_000_000, currency: 'KRW' },
  book_insight: { display: '₩3,300', amountMicros: 3_300_000_000, currency: 'KRW' },
  premium_monthly: { display: '₩14,000', amountMicros: 14_000_000_000, currency: 'KRW' },
  premium_annual: { display: '₩140,000', amountMicros: 140_000_000_000, currency: 'KRW' },
} as const;
