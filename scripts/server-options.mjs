// How every server of ours runs (scripts/serve.mjs): npm start, the test suites' servers, the bench, and the
// README's deployment lines (measured with `npm run bench -- --memory`).
//
// - V8's heap: a page or API request makes a few MB of short-lived objects; with V8's defaults on
//   a machine with gigabytes free, the heap grew to about 400 MB under the bench's load while
//   about 60-90 MB of it was alive, and the process kept it. A smaller young generation (8 MB
//   semi-spaces) collects that garbage early, and an old generation capped at 192 MB (about three
//   times the live heap after the soak, 66-78 MB) makes V8 grow the heap in its smallest steps;
//   under a 384 MB cap a hosted instance still held 119 MB of heap with 66 MB alive. A process
//   that needs more stops with "heap out of memory" rather than growing without bound.
// - glibc's malloc: one arena per thread by default (up to 8 per core), each holding on to freed
//   memory; two arenas took 20-40 MB off a hosted instance after load. Its trim and mmap
//   thresholds fixed at 8 kB (glibc raises both as the process frees large blocks, up to 32 MB,
//   and then keeps what it freed): blocks of 8 kB and more (V8's compiler zones, buffers) are
//   mapped on their own and go back to the system when freed, instead of leaving holes in an arena.
//   Measurements: README, "How a server runs" (a hosted instance after the soak 255-277 MB with a
//   384 MB cap and 128 kB, 221-237 with these).
// Options already in NODE_OPTIONS come after ours, so an operator's own --max-old-space-size wins.
export const SERVER_HEAP_OPTIONS = '--max-old-space-size=192 --max-semi-space-size=8';
export const MALLOC_ARENA_MAX = '2';
export const MALLOC_THRESHOLD = '8192';
/** Our server: Next's request handler behind the front door (scripts/serve.mjs). */
export const SERVER_SCRIPT = 'scripts/serve.mjs';

/** The environment a server process adds to its own: NODE_OPTIONS (ours, then the environment's) and glibc's malloc settings (the environment's win). */
export function serverEnv(existing = process.env) {
  return {
    NODE_OPTIONS: `${SERVER_HEAP_OPTIONS} ${existing.NODE_OPTIONS ?? ''}`.trim(),
    MALLOC_ARENA_MAX: existing.MALLOC_ARENA_MAX ?? MALLOC_ARENA_MAX,
    MALLOC_TRIM_THRESHOLD_: existing.MALLOC_TRIM_THRESHOLD_ ?? MALLOC_THRESHOLD,
    MALLOC_MMAP_THRESHOLD_: existing.MALLOC_MMAP_THRESHOLD_ ?? MALLOC_THRESHOLD,
  };
}

/** The arguments after `node` that start our server with `args` (-H host, -p port). */
export function serverArgs(...args) {
  return [SERVER_SCRIPT, ...args];
}

// `node scripts/server-options.mjs` prints them for a shell (scripts/start.sh): eval "$(…)"
if (import.meta.url === `file://${process.argv[1]}`) {
  const quote = (value) => `'${value.replace(/'/g, `'\\''`)}'`;
  for (const [name, value] of Object.entries(serverEnv())) console.log(`export ${name}=${quote(value)}`);
}
