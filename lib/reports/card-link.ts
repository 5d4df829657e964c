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
 * Where a shared card leads: the store page (/get-app, which sends each phone to its store) when the
 * app's store ids are configured, otherwise the site's landing in the card's language.
 */
export function shareLink(origin: string, locale: 'ko' | 'en', storeConfigured: boolean): string {
  return new URL(storeConfigured ? '/get-app' : locale === 'en' ? '/en' : '/', origin).href;
}

/** The share text with its link, within the SHARE message's 200 characters (the text is cut, never the link). */
export function withLink(text: string, link: string, max = 200): string {
  const room = max - link.length - 1;
  const kept = [...text].length <= room ? text : `${[...text].slice(0, Math.max(0, room - 1)).join('')}…`;
  return `${kept} ${link}`;
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
