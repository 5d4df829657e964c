import 'server-only';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

// Kept apart from verify.ts, which reads the process's runtime: the hosted runtime builds its
// verifier from this, so it must not import back into the runtime.
/** A JWKS refetch for an unknown `kid` happens at most once per this many ms (a flood of unknown kids costs one fetch). */
export const JWKS_COOLDOWN_MS = 30_000;
/** A known key set is refetched after this long anyway (keys rotate). */
export const JWKS_MAX_AGE_MS = 10 * 60_000;

const remoteKeySets = new Map<string, JWTVerifyGetKey>();

/** The key set of a Supabase project, fetched from its JWKS endpoint and cached (one per URL per process). */
export function remoteKeySet(supabaseUrl: string): JWTVerifyGetKey {
  const url = `${supabaseUrl.replace(/\/+$/, '')}/auth/v1/.well-known/jwks.json`;
  let set = remoteKeySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { cooldownDuration: JWKS_COOLDOWN_MS, cacheMaxAge: JWKS_MAX_AGE_MS, timeoutDuration: 5000 });
    remoteKeySets.set(url, set);
  }
  return set;
}
