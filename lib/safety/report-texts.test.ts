import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as phrases from '@/content/insight/phrases';
import { sampleCurrentInsight, samplePlanInsight } from '@/content/insight/samples';
import { hexagrams } from '@/lib/iching/library';
import { composeCurrentInsight } from '@/lib/insight/local/current';
import { composePlanInsight } from '@/lib/insight/local/plan';
import { enOrdinary, koOrdinary } from './crisis.corpus';
import { screenText, screenValue, stringsIn } from './crisis';

// how a generated report is read (lib/safety/guard.ts: `insight-output`)
const REPORT = { learned: false } as const;

/**
 * Generated reports pass the crisis screen (the rules alone) before they are shown. The embedded oracle
 * writes from our own texts, so none of them may trip it: otherwise an ordinary question would
 * get the care screen instead of its reading.
 */
describe('the texts the oracle writes from never trip the crisis screen', () => {
  it('the book: every hexagram, judgement, image and line, in ko and en', () => {
    const flagged = stringsIn(hexagrams).filter((text) => screenText(text, REPORT).crisis);
    expect(flagged).toEqual([]);
  });

  it('the oracle phrase tables and the built-in samples', () => {
    const flagged = stringsIn(phrases).filter((text) => screenText(text, REPORT).crisis);
    expect(flagged).toEqual([]);
    for (const locale of ['ko', 'en'] as const) {
      expect(screenValue(sampleCurrentInsight(locale), REPORT)).toEqual({ crisis: false, care: false });
      expect(screenValue(samplePlanInsight(locale), REPORT)).toEqual({ crisis: false, care: false });
    }
  });

  // about 11 ms of the rules per report, ~800 reports: seconds alone, over 30 s on a loaded 2-core machine
  it('readings composed for every ordinary sentence of the corpus, in both languages', { timeout: 120_000 }, () => {
    const flagged: string[] = [];
    for (const question of [...koOrdinary, ...enOrdinary]) {
      for (const locale of ['ko', 'en'] as const) {
        const purchaseId = randomUUID();
        const current = composeCurrentInsight({ category: 'general', question, situation: question, purchaseId }, locale);
        if (screenValue(current, REPORT).crisis) flagged.push(`current ${locale}: ${question}`);
        const plan = composePlanInsight({ plan2025: question, plan2026: question, plan2027: question, purchaseId }, locale, 2026);
        if (screenValue(plan, REPORT).crisis) flagged.push(`plan ${locale}: ${question}`);
      }
    }
    expect(flagged).toEqual([]);
  });
});
