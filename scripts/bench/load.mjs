// autocannon on loopback, bounded in time.
import autocannon from 'autocannon';

export async function load({ url, method = 'GET', headers = {}, body, duration = 10, connections = 50 }) {
  const result = await autocannon({ url, method, headers, body, duration, connections });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
