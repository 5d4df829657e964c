/**
 * How our server (scripts/serve.mjs) asks Next to load next.config.ts with Node's own TypeScript
 * support instead of compiling it with SWC (about 25 MB of a server's memory, for one file whose
 * imports already name their .ts files). `next start --experimental-next-config-strip-types` sets
 * this variable; a server started through Next's custom-server API has no such option, so ours
 * sets the variable itself. It is Next's private contract: next-internals.test.ts fails when the
 * installed Next stops reading it.
 */
export const NATIVE_TS_CONFIG_ENV = '__NEXT_NODE_NATIVE_TS_LOADER_ENABLED';
