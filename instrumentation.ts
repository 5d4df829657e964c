// Runs once when the server starts (see lib/runtime/startup.ts); not while building.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // every request meets the front door first (scripts/serve.mjs waits for it, then listens): peer
  // stamp, Host check, local-only developer tools; a start-up that fails stops the server instead
  const { frontDoorFailed, installFrontDoor } = await import('./lib/net/front-door');
  try {
    const { start } = await import('./lib/runtime/startup');
    await start();
    const { getConfig } = await import('./lib/config/env');
    const { runtime } = await import('./lib/runtime');
    installFrontDoor({ siteUrl: getConfig().siteUrl, exposure: runtime().exposure });
  } catch (error) {
    frontDoorFailed(error);
    throw error;
  }
}
