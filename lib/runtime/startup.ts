import { ConfigError } from '@/lib/config/schema';
import { getConfig } from '@/lib/config/env';
import { getStoreConfig } from '@/lib/purchases/store-config';
import { runtime } from './index';

/**
 * Server start: a hosted deployment with a missing or malformed setting stops here with a message
 * naming the variable; in embedded mode the database is opened (and migrated) now, so a second
 * process on the same DATA_DIR fails at once with a clear message rather than on a later request.
 */
export async function start(): Promise<void> {
  try {
    getConfig();
    const server = runtime();
    console.log(`[config] ${server.mode} mode`);
    const stores = getStoreConfig();
    console.log(`[config] store verification: App Store ${stores.appStore ? stores.appStore.environment : 'not configured'}, Google Play ${stores.googlePlay ? 'configured' : 'not configured'}`);
    const started = await server.start();
    if (started) console.log(started);
  } catch (error) {
    console.error(`[startup] ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof ConfigError || (error instanceof Error && error.name === 'DataDirLockedError')) process.exit(1);
    throw error;
  }
}
