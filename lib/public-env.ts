/**
 * Every setting the browser may see, read here and nowhere else: the build inlines each
 * `process.env.NAME` written out below into client code (Next inlines NEXT_PUBLIC_* names, and
 * next.config.ts passes the two store names through `env`). Server settings, validated with zod at
 * start, are lib/config.ts's; this module stays free of zod so no schema ships to the browser.
 */
export interface PublicEnv {
  /** Hosted mode's Supabase project (unset in embedded mode: the app itself serves auth). */
  supabaseUrl: string | undefined;
  supabaseAnonKey: string | undefined;
  /** The app's App Store id and Play package, for store links (unset: no links). */
  appStoreId: string | undefined;
  playPackage: string | undefined;
}

const blank = (value: string | undefined): string | undefined => (value?.trim() ? value : undefined);

export function publicEnv(): PublicEnv {
  return {
    supabaseUrl: blank(process.env.NEXT_PUBLIC_SUPABASE_URL),
    supabaseAnonKey: blank(process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY),
    appStoreId: blank(process.env.SITE_APP_STORE_ID),
    playPackage: blank(process.env.SITE_PLAY_PACKAGE),
  };
}
