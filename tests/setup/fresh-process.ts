/**
 * Vitest setup file, run before each test file. Most unit test files run in one worker process
 * each without reloading modules between them (vitest.config.mts), so a file would start from what
 * an earlier file left behind. Two things are put back as a fresh process would have them: the
 * environment variables (some files set store or hosted settings for themselves) and the process's
 * long-lived values (the database, the runtime, the embedded auth server, the limiters, counts).
 */
import { forgetProcessValues } from '@/lib/runtime/process';

const holder = globalThis as typeof globalThis & { __envAtStart?: Record<string, string | undefined> };
holder.__envAtStart ??= { ...process.env };
const atStart = holder.__envAtStart;
for (const key of Object.keys(process.env)) if (!(key in atStart)) delete process.env[key];
Object.assign(process.env, atStart);

forgetProcessValues();
