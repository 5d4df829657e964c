/**
 * The store's own prices: what the app reported in PRODUCT_PRICES (lib/webview/bridge.ts)
 * and the premium page's saving computed from them. Client-safe: no server imports, no zod.
 *
 * The saving of the annual plan against twelve monthly payments is computed from `amountMicros`
 * and `currency` when the app sends both for both plans (exact integers, then formatted with Intl in
 * the page's language). Without them it is read from the two display strings, carefully: the
 * currency text around the number must be the same in both, the separators must make one reading
 * only, and the amount saved is written back in the annual string's own format. When neither works,
 * no saving is shown: a figure is never guessed.
 */
import type { StorePrice } from '@/lib/webview/bridge';

export interface Saving {
  /** Whole percent saved against twelve monthly payments (rounded). */
  percent: number;
  /** The amount saved in the store's currency, formatted; absent when it cannot be written exactly. */
  amount?: string;
}

/** A display price read apart: its value, and how its number is written, to write another the same way. */
export interface DisplayAmount {
  value: number;
  /** Digits after the decimal separator. */
  decimals: number;
  /** The decimal separator ('' when there are no decimals). */
  decimal: string;
  /** The grouping separator ('' when the number has none). */
  group: string;
  /** Where the number starts and ends in the string. */
  start: number;
  end: number;
  /** The text around the number (the currency), with spaces trimmed: "₩|", "|€", "US$|". */
  currencyText: string;
}

const SPACES = /[\s\u00a0\u202f]/;

/**
 * Reads the number of a store display string: "₩14,000" → 14000, "$9.99" → 9.99, "1.234,56 €" →
 * 1234.56, "CHF 1'200.50" → 1200.5, "12 000 ₽" → 12000. One separator followed by exactly three
 * digits ("₩12,000", "1.000 €") is read as grouping. Undefined when there is no number, more than one
 * number, or separators that do not make one consistent reading ("1,2,3.4.5", groups of two).
 */
export function readDisplayAmount(display: string): DisplayAmount | undefined {
  const matches = [...display.matchAll(/\d(?:[\d.,'\u00a0\u202f ]*\d)?/g)];
  if (matches.length !== 1) return undefined;
  const match = matches[0]!;
  const run = match[0];
  const start = match.index;
  const separators = [...run].filter((c) => !/\d/.test(c));
  let decimal = '';
  let group = '';
  if (separators.length > 0) {
    const last = separators.at(-1)!;
    const lastAt = run.lastIndexOf(last);
    const digitsAfter = run.length - lastAt - 1;
    const kinds = new Set(separators.map((c) => (SPACES.test(c) ? ' ' : c)));
    if (kinds.size > 2) return undefined;
    if (kinds.size === 2) {
      // both kinds: the last one is the decimal separator, and it appears once
      if (last === '.' || last === ',') {
        decimal = last;
        group = separators.find((c) => c !== last)!;
        if (separators.filter((c) => c === last).length !== 1) return undefined;
      } else return undefined;
    } else if ((last === '.' || last === ',') && separators.length === 1 && digitsAfter !== 3) {
      decimal = last;
    } else {
      group = separators[0]!;
    }
  }
  const [whole, fraction = ''] = decimal ? [run.slice(0, run.lastIndexOf(decimal)), run.slice(run.lastIndexOf(decimal) + 1)] : [run, ''];
  if (group) {
    const groups = whole.split(SPACES.test(group) ? /[\s\u00a0\u202f]/ : group);
    if (groups.some((g, i) => (i === 0 ? g.length < 1 || g.length > 3 : g.length !== 3)) || groups.some((g) => !/^\d+$/.test(g))) return undefined;
  }
  if (!/^[\d\s\u00a0\u202f.,']+$/.test(whole) || !/^\d*$/.test(fraction)) return undefined;
  const value = Number(`${whole.replace(/\D/g, '')}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return undefined;
  const end = start + run.length;
  const currencyText = `${display.slice(0, start).trim()}|${display.slice(end).trim()}`;
  return { value, decimals: fraction.length, decimal, group, start, end, currencyText };
}

/** Writes `value` the way `like` writes its number, inside `display` (the string `like` was read from). */
function writeLike(display: string, like: DisplayAmount, value: number): string {
  const fixed = value.toFixed(like.decimals);
  const [whole, fraction] = fixed.split('.');
  const grouped = like.group ? whole!.replace(/\B(?=(\d{3})+(?!\d))/g, like.group) : whole!;
  const number = fraction ? `${grouped}${like.decimal || '.'}${fraction}` : grouped;
  return `${display.slice(0, like.start)}${number}${display.slice(like.end)}`;
}

/**
 * What the annual plan saves against twelve monthly payments, from the store's prices; undefined
 * when it saves nothing or cannot be known (different currencies, unreadable strings).
 */
export function annualSavingFromStore(monthly: StorePrice, annual: StorePrice, locale: string): Saving | undefined {
  if (monthly.amountMicros !== undefined && annual.amountMicros !== undefined && monthly.currency && monthly.currency === annual.currency) {
    const twelve = monthly.amountMicros * 12;
    const saved = twelve - annual.amountMicros;
    if (twelve <= 0 || saved <= 0) return undefined;
    const amount = new Intl.NumberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { style: 'currency', currency: monthly.currency, currencyDisplay: 'narrowSymbol' }).format(
      saved / 1_000_000,
    );
    return { percent: Math.round((saved / twelve) * 100), amount };
  }
  const m = readDisplayAmount(monthly.display);
  const a = readDisplayAmount(annual.display);
  if (!m || !a || m.currencyText !== a.currencyText) return undefined;
  // both read in hundredths (or thousandths) as integers, so 12 × 9.99 is 119.88 and not 119.88000000000001
  const scale = 10 ** Math.max(m.decimals, a.decimals);
  const twelve = Math.round(m.value * scale) * 12;
  const saved = twelve - Math.round(a.value * scale);
  if (twelve <= 0 || saved <= 0) return undefined;
  const percent = Math.round((saved / twelve) * 100);
  // a saving with cents cannot be written in a format that shows none (it is not rounded away)
  if (saved % 10 ** (Math.max(m.decimals, a.decimals) - a.decimals) !== 0) return { percent };
  return { percent, amount: writeLike(annual.display, a, saved / scale) };
}
