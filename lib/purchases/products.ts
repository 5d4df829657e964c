/**
 * Everything that can be bought, in one place: product ids (the same strings the native app, the
 * bridge and the database's check constraint use), what each one opens, and the premium prices.
 * Safe on the client: no zod, no server imports. Names and sales copy are UI strings (messages/).
 */

export const REPORT_PRODUCTS = ['current_insight', 'character_insight', 'relationship_insight', 'plan_insight', 'book_insight'] as const;
export const SUBSCRIPTION_PRODUCTS = ['premium_monthly', 'premium_annual'] as const;
export const PRODUCTS = [...REPORT_PRODUCTS, ...SUBSCRIPTION_PRODUCTS, 'compass'] as const;

export type ReportProduct = (typeof REPORT_PRODUCTS)[number];
export type SubscriptionProduct = (typeof SUBSCRIPTION_PRODUCTS)[number];
export type Product = (typeof PRODUCTS)[number];

export const isProduct = (value: unknown): value is Product => (PRODUCTS as readonly unknown[]).includes(value);
export const isReportProduct = (value: unknown): value is ReportProduct => (REPORT_PRODUCTS as readonly unknown[]).includes(value);
export const isSubscriptionProduct = (value: unknown): value is SubscriptionProduct =>
  (SUBSCRIPTION_PRODUCTS as readonly unknown[]).includes(value);

/**
 * Each report product: the `reportType` of the bridge messages, the page that opens it, and its
 * canonical English name for API payloads (the notify message). Pages show translated names
 * (messages: Products).
 */
export const REPORTS = {
  current_insight: { reportType: 'current', path: '/report/current-insight', name: 'Current Insight' },
  character_insight: { reportType: 'character', path: '/report/character-insight', name: 'Character Insight' },
  relationship_insight: { reportType: 'relationship', path: '/report/relationship-insight', name: 'Relationship Insight' },
  plan_insight: { reportType: 'plan', path: '/report/plan-insight', name: '3-Year Plan Insight' },
  book_insight: { reportType: 'book', path: '/report/book-insight', name: 'Life Book Insight' },
} as const satisfies Record<ReportProduct, { reportType: string; path: string; name: string }>;

/** The reportType the premium page sends with its PURCHASE_REQUEST. */
export const PREMIUM_REPORT_TYPE = 'premium';

/**
 * The report page a reportType from the app leads to. The spec: 'character' goes to Character
 * Insight, anything else to Current Insight. The other report types we sell go to their own pages.
 */
export function reportPathFor(reportType: string | undefined): string {
  const match = REPORT_PRODUCTS.find((product) => REPORTS[product].reportType === reportType);
  return REPORTS[match ?? 'current_insight'].path;
}

// --- premium ---------------------------------------------------------------------------------------

export interface Plan {
  product: SubscriptionProduct;
  /** Price in US cents (the spec's prices are in dollars). */
  priceCents: number;
  period: 'month' | 'year';
  /**
   * The plan the premium page leads with: shown first and highlighted, with the savings line. Both
   * plans carry the spec's badges again (POPULAR on monthly, BEST VALUE on annual), the
   * leading one's filled, the other's outlined.
   */
  leads: boolean;
}

export const PLANS = {
  premium_monthly: { product: 'premium_monthly', priceCents: 999, period: 'month', leads: false },
  premium_annual: { product: 'premium_annual', priceCents: 9999, period: 'year', leads: true },
} as const satisfies Record<SubscriptionProduct, Plan>;

/** The plans in the order the premium page shows them: the leading plan first. */
export function plansLeadingFirst(plans: Record<SubscriptionProduct, Plan> = PLANS): Plan[] {
  return SUBSCRIPTION_PRODUCTS.map((product) => plans[product]).sort((a, b) => Number(b.leads) - Number(a.leads));
}

/** What the annual plan saves against twelve monthly payments: $20, 17 %, two months free. */
export function annualSavings(plans: Record<SubscriptionProduct, Plan> = PLANS) {
  const twelveMonths = plans.premium_monthly.priceCents * 12;
  const savedCents = twelveMonths - plans.premium_annual.priceCents;
  return {
    savedDollars: Math.round(savedCents / 100),
    percent: Math.round((savedCents / twelveMonths) * 100),
    freeMonths: Math.round(savedCents / plans.premium_monthly.priceCents),
  };
}

/** A dollar price for display: "$9.99" in both locales (the stores charge in dollars here). */
export function formatUsd(amount: { cents: number } | { dollars: number }, locale: string): string {
  const cents = 'cents' in amount ? amount.cents : amount.dollars * 100;
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/**
 * When a subscription bought at `from` runs out: one calendar month or year later, on the last day
 * of a shorter month (31 January → 28/29 February), as the stores count it.
 */
export function subscriptionEnd(product: SubscriptionProduct, from: Date): Date {
  const months = PLANS[product].period === 'month' ? 1 : 12;
  const end = new Date(from);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return end;
}
