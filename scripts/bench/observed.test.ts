import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { observedTable, summarize } from './observed.mjs';

type Load = { fcp: number | null; lcp: number | null; hydrated: number | null; bytes: number | null };
const load = (lcp: number | null, hydrated: number | null = null): Load => ({ fcp: lcp, lcp, hydrated, bytes: lcp === null ? null : 1000 });
const pages = [{ name: '/a' }, { name: '/blank' }, { name: 'floor' }];

function rows(runs: Record<string, { served: Load[]; blocked: Load[] }>) {
  return summarize(pages, new Map(Object.entries(runs)));
}

describe('the observed table', () => {
  const summary = rows({
    '/a': { served: [load(1100, 1800), load(1000, 1600), load(1200, 2000)], blocked: [load(1000), load(900), load(1100)] },
    // no paint from the HTML alone, and one load that never hydrated
    '/blank': { served: [load(3000, 4000), load(3100, null), load(2900, 3900)], blocked: [load(null), load(null), load(null)] },
    floor: { served: [load(700, 1400), load(800, 1500), load(600, 1300)], blocked: [load(600), load(500), load(700)] },
  });

  it('gives each page its medians and its figures as ratios to its own scripts-blocked paint', () => {
    const a = summary.find((r: { page: string }) => r.page === '/a');
    expect(a).toMatchObject({ lcpMs: 1100, hydratedMs: 1800, blockedLcpMs: 1000, lcpRatio: 1.1, hydratedRatio: 1.8, hydratedRuns: 3, runs: 3 });
  });

  it('meets the targets only within 1.10× and 1.7×, and says when a page painted nothing without scripts or did not hydrate', () => {
    const table = observedTable(summary, 'floor').join('\n');
    expect(table).toContain('| /a | 1100 | 1100 | 1800 | 1 | 1000 | 1.1 | 1.8 | 1.57 | 1.29 | NO |');
    expect(table).toContain('| /blank | 3000 | 3000 | 3950 | 1 | – | – | – | 4.29 | 2.82 | NO (hydrated in 2 of 3) |');
    expect(table).toContain('| floor | 700 | 700 | 1400 | 1 | 600 | 1.17 | 2.33 | 1 | 1 | NO |');
    const met = observedTable(rows({ '/a': { served: [load(1000, 1600)], blocked: [load(1000)] }, '/blank': { served: [], blocked: [] }, floor: { served: [], blocked: [] } }), 'floor');
    expect(met.find((line: string) => line.startsWith('| /a |'))).toMatch(/\| yes \|$/);
  });
});
