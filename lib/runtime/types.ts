import type { RateDecision, RateLimit } from '@/lib/api/rate-limit';
import type { EmbeddedAuthServer } from '@/lib/embedded/auth/server';
import type { SignInProvider } from '@/lib/auth/providers';
import type { TokenVerifier } from '@/lib/auth/verify';
import type { Db } from '@/lib/db/types';
import type { InsightCloud } from '@/lib/insight/cloud';
import type { InsightMode } from '@/lib/insight/compose';
import type { JournalKeyring } from '@/lib/journal/crypto';
import type { Moderation } from '@/lib/safety/moderation';

/** Where server-side supabase-js clients go. */
export interface ServerSupabaseTarget {
  url: string;
  anonKey: string;
  /** Embedded mode: answers in-process (no HTTP call to ourselves). */
  fetch?: typeof fetch;
}

/**
 * The services of this process for its mode, built once (lib/runtime/index.ts). Code asks the
 * runtime for what it needs, and reads capabilities (localTools, storeSandbox, authEndpoint), never
 * the mode itself.
 */
export interface Runtime {
  /** For the start-up log only. */
  readonly mode: 'embedded' | 'hosted';
  /**
   * The developer's local tools exist: /dev, the mailbox, the demo sign-in, the spec's development
   * bypass on localhost, the mailbox hints on the sign-in pages. Embedded mode only.
   */
  readonly localTools: boolean;
  /** Embedded: the front door warns when bound beyond loopback without this opt-in; hosted: null. */
  readonly exposure: { listenOptIn: string | undefined } | null;
  /** Sandbox store purchases are taken (embedded mode, and the hosted test suite's STORE_SANDBOX=1). */
  readonly storeSandbox: boolean;
  readonly supabase: ServerSupabaseTarget;
  /** The sign-in providers whose buttons the pages show (embedded: all three, on the local provider page). */
  readonly signInProviders: readonly SignInProvider[];
  /** How insights are generated: the oracle (embedded), or the cloud first (hosted). */
  readonly insight: { mode: InsightMode; cloud?: InsightCloud };
  /**
   * The crisis screen's second opinion on typed texts (hosted, when SAFETY_MODERATION_URL is set;
   * lib/safety/moderation.ts): it can only add care. Null: the local rules alone (embedded always).
   */
  readonly moderation: Moderation | null;
  /** The process's own auth server (embedded; /local-supabase/auth/v1); null when Supabase hosts auth. */
  readonly embeddedAuth: (() => Promise<EmbeddedAuthServer>) | null;
  /** Opens the database (the process keeps the one it gets: lib/db/connection.ts). */
  openDatabase(): Promise<Db>;
  /** The service-role key of the admin API. */
  serviceRoleKey(): Promise<string>;
  /** Whose keys and which issuer sign this deployment's access tokens. */
  tokenVerifier(): Promise<TokenVerifier>;
  /** The keys that seal the journal's texts (JOURNAL_KEYS hosted; a key kept in DATA_DIR embedded). */
  journalKeys(): JournalKeyring;
  /** Counts one request of `key` against the limit named `bucket`. */
  hitRateLimit(bucket: string, limit: RateLimit, key: string): Promise<RateDecision>;
  /** What to do when the server starts; a line for the log, or null. */
  start(): Promise<string | null>;
}
