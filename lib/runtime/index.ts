import 'server-only';
import { getConfig, type AppConfig } from '@/lib/config/env';
import { embeddedRuntime } from '@/lib/embedded/runtime';
import { hostedRuntime } from './hosted';
import { processValue } from './process';
import type { Runtime } from './types';

export type { Runtime, ServerSupabaseTarget } from './types';

/**
 * The one place the mode is decided: hosted (PostgreSQL, Supabase Auth, the insight cloud, the real
 * stores) or embedded (everything in this process, lib/embedded/). lib/config/env.ts only reads which
 * one the environment asks for.
 */
export function createRuntime(config: AppConfig): Runtime {
  return config.mode === 'hosted' ? hostedRuntime(config) : embeddedRuntime(config);
}

/** This process's runtime, built on first use from its configuration. */
export function runtime(): Runtime {
  return processValue('runtime', () => createRuntime(getConfig()));
}
