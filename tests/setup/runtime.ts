import { parseConfig } from '@/lib/config/env';
import { type Env } from '@/lib/config/schema';
import { createRuntime, type Runtime } from '@/lib/runtime';
import { provideProcessValue } from '@/lib/runtime/process';

/**
 * Gives this test file's process the configuration and runtime it needs, built from the settings
 * given here rather than from environment variables: by default embedded mode on an in-memory
 * database. Call it at the top of a test file, before anything asks for the runtime.
 */
export function provideTestRuntime(env: Env = {}): Runtime {
  const config = provideProcessValue('config', parseConfig({ DATA_DIR: 'memory://', ...env }));
  return provideProcessValue('runtime', createRuntime(config));
}
