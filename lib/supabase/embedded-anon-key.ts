/**
 * The embedded auth server's anon (publishable) key. Static pages create the browser client
 * without a network call, so the key must be known at build time; the signing secret is made per
 * data directory at run time, so this key cannot be signed with it. It is therefore a fixed,
 * public JWT (role anon, signed with SHA-256 of EMBEDDED_ANON_KEY_SEED, a public value) that the
 * embedded server accepts by exact comparison as an API key and never as proof of anything:
 * user tokens and the service-role key are signed with the per-installation secret.
 * embedded-anon-key.test.ts recomputes it from the seed.
 */
export const EMBEDDED_ANON_KEY_SEED = 'gyeol-embedded-public-anon-key';

export const EMBEDDED_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJneWVvbC1lbWJlZGRlZC1hdXRoIiwicmVmIjoibG9jYWwiLCJyb2xlIjoiYW5vbiIsImlhdCI6MTc2NzIyNTYwMCwiZXhwIjoyMDgyNzU4NDAwfQ.F2T9MXsW38ejX-qFGnMEOE7p_eaWULItYfXjmNs0nEw';
