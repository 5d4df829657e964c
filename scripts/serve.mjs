// Our production server: what `next start` does, with the front door in front (npm start, the
// test suites, the bench and the deployment lines all start it). Next's custom-server API
// (`next({ dev: false })`, prepare, getRequestHandler) runs the app; the HTTP server is ours
// (scripts/front-door-server.mjs), so the Host, target-form and method checks, the local-only
// developer tools and the cookie guard run before Next routes anything.
//
//   node scripts/serve.mjs [-H host] [-p port]      (PORT and HOSTNAME are read as next start reads them)
import { parseArgs } from 'node:util';
import next from 'next';
import { NATIVE_TS_CONFIG_ENV } from '../lib/next-internals/config-loader.ts';
import { FRONT_DOOR_WAITER_SLOT } from '../lib/net/front-door-slots.ts';
import { provideProcessValue } from '../lib/runtime/process.ts';
import { createFrontDoorServer } from './front-door-server.mjs';

const { values } = parseArgs({
  options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } },
  strict: true,
});
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';
const port = Number.parseInt(values.port ?? process.env.PORT ?? '3000', 10);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: not a port: ${values.port ?? process.env.PORT}`);
  process.exit(1);
}

process.env.NODE_ENV = 'production';
process.env[NATIVE_TS_CONFIG_ENV] = 'true';
// Next runs instrumentation.ts (start-up, then the front door) after prepare() returns: wait for
// it, and listen only then, so no request ever reaches Next without passing the front door
const door = new Promise((resolve, reject) => {
  provideProcessValue(FRONT_DOOR_WAITER_SLOT, { ready: resolve, failed: reject });
});
const app = next({ dev: false, dir: process.cwd(), hostname, port });
await app.prepare();
let ready;
try {
  ready = await Promise.race([door, new Promise((_, reject) => setTimeout(() => reject(new Error('the app did not open its front door within 120 s (instrumentation.ts)')), 120_000).unref())]);
} catch (error) {
  console.error(`serve: start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const server = createFrontDoorServer(ready, app.getRequestHandler());
server.listen(port, hostname, () => {
  const address = server.address();
  const shown = typeof address === 'object' && address ? `${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}` : String(address);
  console.log(`▲ ready on http://${shown}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
