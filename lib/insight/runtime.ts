import 'server-only';
import { routing, type Locale } from '@/i18n/routing';
import { getConfig, type AppConfig } from '@/lib/config';
import { INSIGHT_CLOUD_RETRY_DELAY_MS, INSIGHT_CLOUD_TIMEOUT_MS } from '@/lib/constants';
import { createInsightCloud, type InsightCloud } from './cloud';
import type { InsightMode } from './compose';

/** How this server generates insights: embedded → the oracle; hosted → the cloud at INSIGHT_API_URL first. */
export function insightRuntime(config: AppConfig = getConfig()): { mode: InsightMode; cloud?: InsightCloud } {
  if (config.mode === 'embedded') return { mode: 'embedded' };
  return {
    mode: 'hosted',
    cloud: createInsightCloud({ baseUrl: config.hosted.INSIGHT_API_URL, timeoutMs: INSIGHT_CLOUD_TIMEOUT_MS, retryDelayMs: INSIGHT_CLOUD_RETRY_DELAY_MS }),
  };
}

const isLocale = (value: unknown): value is Locale => (routing.locales as readonly unknown[]).includes(value);

/**
 * The language of a report: the `locale` the page sends (the page's own locale), else the first
 * supported language of Accept-Language, else Korean.
 */
export function requestLocale(request: Request, fromBody?: string): Locale {
  if (isLocale(fromBody)) return fromBody;
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return routing.defaultLocale;
}
