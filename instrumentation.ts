// Runs once when the server starts (see lib/startup.ts); not while building.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { start } = await import('./lib/startup');
  await start();
  // every request meets the front door first: peer stamp, Host check, local-only developer tools
  const { getConfig } = await import('./lib/config');
  const { runtime } = await import('./lib/runtime');
  const { installFrontDoor } = await import('./lib/net/front-door');
  await installFrontDoor({ siteUrl: getConfig().siteUrl, exposure: runtime().exposure });
}
