import { publicStoreIds } from '../config/public-env.ts';

/**
 * Where the app is sold: the App Store id (the digits of apps.apple.com/app/id…) and the Play
 * package (com.example.app), set by SITE_APP_STORE_ID and SITE_PLAY_PACKAGE at build time (README,
 * "The app in the stores"). Neither has a default: without them no page shows a store link, a
 * badge or a banner, and the plain web keeps the spec's "Coming Soon" message.
 */
const APP_STORE_ID = /^\d{6,12}$/;
const PLAY_PACKAGE = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;

// plain checks, no zod: this module is in the purchase pages' client code
function checked(name: string, value: string | undefined, rule: RegExp, what: string): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (!rule.test(trimmed)) throw new Error(`${name} ${what}`);
  return trimmed;
}

export interface StoreLinks {
  appStoreId: string | null;
  appStore: string | null;
  playPackage: string | null;
  play: string | null;
}

/** The store links of the given settings; an empty setting is no link, a malformed one an error. */
export function storeLinks(appStoreId: string | undefined, playPackage: string | undefined): StoreLinks {
  const id = checked('SITE_APP_STORE_ID', appStoreId, APP_STORE_ID, 'must be the digits of the App Store id (apps.apple.com/app/id…)');
  const pkg = checked('SITE_PLAY_PACKAGE', playPackage, PLAY_PACKAGE, 'must be an Android package name such as com.example.app');
  return {
    appStoreId: id,
    appStore: id ? `https://apps.apple.com/app/id${id}` : null,
    playPackage: pkg,
    play: pkg ? `https://play.google.com/store/apps/details?id=${encodeURIComponent(pkg)}` : null,
  };
}

/**
 * This build's store links (lib/config/public-env.ts: inlined in client code too, for the purchase
 * buttons' store card).
 */
export const STORE_LINKS: StoreLinks = storeLinks(publicStoreIds().appStoreId, publicStoreIds().playPackage);

export const hasStoreLinks = (links: StoreLinks): boolean => links.appStore !== null || links.play !== null;

/** The store a phone's browser should open, by its user agent: iPhone and iPad the App Store, Android Play. */
export function storeFor(userAgent: string, links: StoreLinks): string | null {
  // iPadOS 13+ says "Macintosh" but has touch: only the page can tell; /app then shows both links
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return links.appStore;
  if (/\bAndroid\b/.test(userAgent)) return links.play;
  return null;
}
