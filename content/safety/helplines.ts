import type { Locale } from '@/i18n/routing';

/**
 * The helplines the care screen shows, per page language. Facts, each checked before it
 * was written here (the sources are named in docs/insight-cloud-contract.md, "Care before content"):
 * - 109 자살예방상담전화: the Ministry of Health and Welfare's single suicide-prevention number since
 *   1 January 2024 (it replaced 1393), answered 24 hours a day;
 * - 1577-0199 정신건강위기상담전화: mental-health crisis counselling, 365 days, 24 hours;
 * - 1388 청소년상담: counselling for young people, 365 days, 24 hours; from a mobile phone with the
 *   area code first (e.g. 02-1388);
 * - 988 Suicide & Crisis Lifeline (US): call or text 988, 24/7;
 * - Samaritans 116 123 (UK and Ireland): free to call, day or night;
 * - findahelpline.com: a directory of helplines by country, for everywhere else.
 */

export interface Helpline {
  /** stable id (tests, keys) */
  id: string;
  name: string;
  /** the number as people write it */
  number: string;
  /** what the link opens: tel:… or https://… */
  href: string;
  /** when and how: one short line */
  note: string;
}

export const helplines: Record<Locale, readonly Helpline[]> = {
  ko: [
    { id: 'kr-109', name: '자살예방상담전화', number: '109', href: 'tel:109', note: '24시간 언제든 받습니다' },
    { id: 'kr-1577-0199', name: '정신건강위기상담전화', number: '1577-0199', href: 'tel:1577-0199', note: '24시간 언제든 받습니다' },
    { id: 'kr-1388', name: '청소년상담', number: '1388', href: 'tel:1388', note: '24시간 · 휴대전화는 지역번호 뒤에 1388 (예:\u00a002-1388)' },
  ],
  en: [
    { id: 'us-988', name: '988 Suicide & Crisis Lifeline (US)', number: '988', href: 'tel:988', note: 'Call or text, 24 hours a day' },
    { id: 'uk-samaritans', name: 'Samaritans (UK and Ireland)', number: '116 123', href: 'tel:116123', note: 'Free to call, day or night' },
    { id: 'findahelpline', name: 'Anywhere else', number: 'findahelpline.com', href: 'https://findahelpline.com', note: 'Free, confidential helplines in your country' },
  ],
};

/**
 * Korea's lines as an English page shows them to a reader in Korea (their browser speaks Korean or
 * keeps Korean time), beside the international ones: the same verified numbers as above.
 */
export const koreaLinesInEnglish: readonly Helpline[] = [
  { id: 'kr-109', name: 'Korea: suicide prevention line (자살예방상담전화)', number: '109', href: 'tel:109', note: 'Answered 24 hours a day' },
  { id: 'kr-1577-0199', name: 'Korea: mental health crisis line (정신건강위기상담전화)', number: '1577-0199', href: 'tel:1577-0199', note: 'Answered 24 hours a day' },
];

/** Whether a reader seems to be in Korea: a Korean language among their browser's, or Korean time. */
export function readsFromKorea(languages: readonly string[], timeZone: string | undefined): boolean {
  return languages.some((language) => /^ko\b/i.test(language)) || timeZone === 'Asia/Seoul';
}

/** The lines a page shows: its language's, and for an English page read from Korea, Korea's first. */
export function helplinesFor(locale: Locale, fromKorea: boolean): readonly Helpline[] {
  return locale === 'en' && fromKorea ? [...koreaLinesInEnglish, ...helplines.en] : helplines[locale];
}
