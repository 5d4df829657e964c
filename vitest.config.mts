import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // server-only throws outside a React server bundle; in unit tests it is a no-op
      'server-only': fileURLToPath(new URL('./tests/setup/empty.ts', import.meta.url)),
    },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**'],
    environment: 'node',
    globalSetup: ['tests/setup/global.ts'],
    setupFiles: ['tests/setup/pglite-memory.ts'],
    // Vitest's default is one worker fewer than the CPUs: one worker on a 2-core machine. The
    // main process mostly waits, and many files wait on PostgreSQL or a child process.
    maxWorkers: 2,
    testTimeout: 30_000,
    // next-intl's middleware imports 'next/server' without an extension, which Node's ESM loader
    // cannot resolve; inlined, Vite resolves it (i18n/routing.test.ts runs the real middleware)
    server: { deps: { inline: ['next-intl'] } },
    hookTimeout: 60_000,
  },
});
