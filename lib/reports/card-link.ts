/**
 * Client-safe: where a stored report's keepsake card is fetched (GET /api/reports/{id}/card) and the
 * SHARE message that hands it to the app (docs/webview-bridge.md section 4b). No zod here: the
 * schema the message must meet is lib/webview/share.ts, tested against what this builds.
 */
import type { ReportProduct } from '@/lib/purchases/products';
import type { ShareMessage } from '@/lib/webview/bridge';

export interface CardOptions {
  locale: 'ko' | 'en';
  /** the person ticked "show my question" */
  question: boolean;
  /** the reader's time zone, for the card's date */
  timeZone?: string;
}

/** The card's path and query. */
export function cardPath(reportId: string, { locale, question, timeZone }: CardOptions): string {
  const query = new URLSearchParams({ locale, question: question ? '1' : '0', ...(timeZone ? { tz: timeZone } : {}) });
  return `/api/reports/${encodeURIComponent(reportId)}/card?${query}`;
}

/** The file name a saved card gets: gyeol-character-2026-11-26.png. */
export function cardFileName(kind: ReportProduct, createdAt: string | null): string {
  const day = createdAt && /^\d{4}-\d{2}-\d{2}/.test(createdAt) ? createdAt.slice(0, 10) : 'result';
  return `gyeol-${kind.replace('_insight', '')}-${day}.png`;
}

/**
 * A cast's id on the site (/iching/cast/{lines}): six line values bottom first, 9 and 6 for the
 * changing lines, 7 and 8 for the still ones. `pattern` is the hexagram's, '1' a yang line.
 */
export function castLinesOf(pattern: string, changing: readonly number[]): string | null {
  if (!/^[01]{6}$/.test(pattern)) return null;
  return [...pattern].map((bit, i) => (changing.includes(i + 1) ? (bit === '1' ? '9' : '6') : bit === '1' ? '7' : '8')).join('');
}

/**
 * Where a shared card leads on the site: a reading's own cast page (/iching/cast/{lines}) when the
 * result is a hexagram cast, otherwise today's hexagram (/iching/today), in the card's language.
 */
export function sharePagePath(locale: 'ko' | 'en', castLines?: string | null): string {
  const path = castLines ? `/iching/cast/${castLines}` : '/iching/today';
  return locale === 'en' ? `/en${path}` : path;
}

/**
 * The links a shared card carries: the page on the site first (sharePagePath), then, when the app's
 * store ids are configured, the store page (/get-app, which sends each phone to its store).
 */
export function shareLinks(origin: string, locale: 'ko' | 'en', storeConfigured: boolean, castLines?: string | null): string[] {
  const page = new URL(sharePagePath(locale, castLines), origin).href;
  return storeConfigured ? [page, new URL('/get-app', origin).href] : [page];
}

/** The share text with its links, within the SHARE message's 200 characters (the text is cut, never a link). */
export function withLink(text: string, link: string | readonly string[], max = 200): string {
  const links = (typeof link === 'string' ? [link] : [...link]).join(' ');
  const room = max - links.length - 1;
  const kept = [...text].length <= room ? text : `${[...text].slice(0, Math.max(0, room - 1)).join('')}…`;
  return `${kept} ${links}`;
}

/** The SHARE message for a card: its absolute URL on this site, its file name, the share text and, on https, the link. */
export function shareMessage({ intent, origin, path, fileName, text, link }: { intent: ShareMessage['intent']; origin: string; path: string; fileName: string; text: string; link?: string }): ShareMessage {
  const url = link?.startsWith('https://') ? { url: link } : {};
  return { type: 'SHARE', intent, imageUrl: new URL(path, origin).href, mimeType: 'image/png', fileName, text, ...url };
}

/** The reader's time zone as the browser knows it, when it is a plain IANA name. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return /^[A-Za-z0-9_+\-/]{1,64}$/.test(zone) ? zone : undefined;
  } catch {
    return undefined; // Intl cannot say: no zone is sent, the server keeps its default
  }
}
