/**
 * Every setting the browser may see, read here and nowhere else: the build inlines each
 * `process.env.NAME` written out below into client code (Next inlines NEXT_PUBLIC_* names, and
 * next.config.ts passes the two store names through `env`). Server settings, validated with zod at
 * start, are ./env.ts's (the operator's identity ./site.ts's); this module stays free of zod so no schema ships to the browser.
 * Small separate exports, so a page ships only the reads it uses. One exception: the purchase
 * status reads the store ids itself, so the build can fold them to a constant there.
 */

/** Hosted mode's Supabase project; both unset in embedded mode (the app itself serves auth). */
export const publicSupabase = (): { url: string | undefined; anonKey: string | undefined } => ({
  url: process.env.NEXT_PUBLIC_SUPABASE_URL || undefined,
  anonKey: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY || undefined,
});

/** The app's App Store id and Play package, for store links (unset: no links anywhere). */
export const publicStoreIds = (): { appStoreId: string | undefined; playPackage: string | undefined } => ({
  appStoreId: process.env.SITE_APP_STORE_ID || undefined,
  playPackage: process.env.SITE_PLAY_PACKAGE || undefined,
});

