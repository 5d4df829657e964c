/**
 * The process's long-lived values (the database, the embedded auth server, rate limiters, the
 * reports being generated, the crisis-screen counts, the front door), kept in ONE entry on
 * globalThis: route handlers, the proxy and server code can live in different bundles, and dev
 * reloads re-evaluate modules, yet all of them must share one database and one limiter.
 * Each value is made by its own module on first use; this is only where it is kept.
 */
type Slots = Map<string, unknown>;

const holder = globalThis as typeof globalThis & { __gyeolProcess?: Slots };

function slots(): Slots {
  holder.__gyeolProcess ??= new Map();
  return holder.__gyeolProcess;
}

/** The process's value named `name`, made by `create` the first time it is asked for. */
export function processValue<T>(name: string, create: () => T): T {
  const kept = slots();
  if (!kept.has(name)) kept.set(name, create());
  return kept.get(name) as T;
}

/**
 * Puts a value in place before anyone asks for it: how a test gives the process the configuration
 * and runtime it needs (tests/setup/runtime.ts) instead of setting environment variables.
 */
export function provideProcessValue<T>(name: string, value: T): T {
  slots().set(name, value);
  return value;
}

/** Forgets a value so the next ask makes it again (a database that failed to open is retried). */
export function forgetProcessValue(name: string): void {
  slots().delete(name);
}

/**
 * Forgets every value. The unit tests run many files in one worker process without reloading
 * modules between them; each file starts from an empty set as a fresh process would
 * (tests/setup/fresh-process.ts).
 */
export function forgetProcessValues(): void {
  slots().clear();
}
