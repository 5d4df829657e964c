import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const include = ['**/*.test.ts', '**/*.test.tsx'];
const exclude = ['node_modules/**', '.next/**', 'tests/e2e/**'];

/**
 * Most test files share their worker's loaded modules with the files run before them (no reload
 * per file: about half the suite's time was loading the same modules again). A file that replaces
 * a module with vi.mock needs modules of its own, so those files, found here by their text, run
 * isolated; tests/setup/fresh-process.ts gives every file a fresh set of the process's values.
 */
const SKIPPED_DIRS = new Set(['node_modules', '.next', '.git', '.tools', '.data', 'e2e']);
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const mocking = testFiles('.').filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // server-only throws outside a React server bundle; in unit tests it is a no-op
      'server-only': fileURLToPath(new URL('./tests/setup/empty.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    globalSetup: ['tests/setup/global.ts'],
    setupFiles: ['tests/setup/fresh-process.ts', 'tests/setup/pglite-memory.ts'],
    // Vitest's default is one worker fewer than the CPUs: one worker on a 2-core machine. The
    // main process mostly waits, and many files wait on PostgreSQL or a child process.
    maxWorkers: 2,
    testTimeout: 30_000,
    // next-intl's middleware imports 'next/server' without an extension, which Node's ESM loader
    // cannot resolve; inlined, Vite resolves it (i18n/routing.test.ts runs the real middleware)
    server: { deps: { inline: ['next-intl'] } },
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: [...exclude, ...mocking], isolate: false } },
      { extends: true, test: { name: 'isolated', include: mocking, exclude } },
    ],
  },
});
