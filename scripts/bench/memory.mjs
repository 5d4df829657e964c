// Server memory: the resident memory of a `next start` process, and a soak that keeps
// it busy the way a day of traffic does: pages, purchase checks and report reads, mixed.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const SOAK_PAGES = ['/', '/iching', '/iching/1', '/iching/today', '/en/iching/30', '/report/iching', '/bookofchange', '/korea', '/en/iching/64', '/policies/row-terms-of-use'];

/** Resident memory of a process, in MB (null when it is gone). */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return null;
  }
}

/**
 * seconds at 50 connections on loopback, each connection cycling through the public pages with,
 * between them, the session's purchase check, its report list and its stored report (when there
 * is a session). Bounded: autocannon stops at the end of the time.
 */
export async function soak(base, session, seconds = 60) {
  const api = session.error
    ? []
    : [
        { method: 'GET', path: `/api/purchases/verify?purchaseId=${session.purchaseId}&product=current_insight`, headers: session.auth },
        { method: 'GET', path: '/api/reports', headers: session.auth },
        { method: 'POST', path: '/api/insight/current', headers: session.auth, body: session.insightBody },
      ];
  const requests = SOAK_PAGES.flatMap((path, i) => [{ method: 'GET', path }, ...(api.length ? [api[i % api.length]] : [])]);
  const result = await autocannon({ url: base, connections: 50, duration: seconds, requests });
  return { seconds, requests: result.requests.total, requestsPerSec: Math.round(result.requests.average), errors: result.errors + result.timeouts + result.non2xx };
}
