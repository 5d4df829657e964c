import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';

/** Where next-intl finds the request configuration (its plugin aliases next-intl/config to it). */
export const NEXT_INTL_REQUEST_CONFIG = './i18n/request.ts';

/**
 * next-intl's plugin, applied only where it does something: it adds build-time aliases
 * (next-intl/config → i18n/request.ts, for Turbopack and webpack) and nothing a running server
 * reads, yet loading it loads @swc/core (about 40 MB of a server's memory). So `next start` runs
 * the configuration without it. That the plugin adds nothing else is next-intl's private
 * behaviour: next-internals.test.ts applies the plugin and fails if it starts changing more.
 */
export async function withNextIntl(phase: string, config: NextConfig): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_SERVER) return config;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin(NEXT_INTL_REQUEST_CONFIG)(config);
}
