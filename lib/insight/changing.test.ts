import { describe, expect, it } from 'vitest';
import { hexagrams } from '@/lib/iching/library';
import { castFor } from './local/cast';
import { composeCurrentInsight } from './local/current';
import { composePlanInsight } from './local/plan';
import { currentInsightResultSchema, planInsightResultSchema } from './schemas';
import { sampleCurrentInsight } from '@/content/insight/samples';
import { changingLinesOf, guidanceFor, relatingHexagram } from './changing';

const patterns = hexagrams.map((h) => h.pattern);

describe('changing lines of a report', () => {
  it('reads the positions in order, and none from a result without them or with nonsense', () => {
    expect(changingLinesOf({ changing_lines: [2, 5] })).toEqual([2, 5]);
    expect(changingLinesOf({})).toEqual([]);
    expect(changingLinesOf({ changing_lines: 'x' })).toEqual([]);
    expect(changingLinesOf({ changing_lines: [0, 7, 3] })).toEqual([3]);
  });

  it('turns the changing lines to find the relating hexagram: 乾 with line 1 changing becomes 姤 (44); all six, 坤 (2)', () => {
    expect(relatingHexagram(patterns[0], [1], patterns)).toEqual({ number: 44, pattern: '011111' });
    expect(relatingHexagram(patterns[0], [1, 2, 3, 4, 5, 6], patterns)?.number).toBe(2);
    expect(relatingHexagram(patterns[0], [], patterns)).toBeUndefined();
    expect(relatingHexagram(undefined, [1], patterns)).toBeUndefined();
  });

  it('the schema keeps valid changing lines, accepts their absence (old reports, the cloud) and refuses disorder', () => {
    const base = sampleCurrentInsight('ko');
    expect(currentInsightResultSchema.parse(base).changing_lines).toBeUndefined();
    expect(currentInsightResultSchema.parse({ ...base, changing_lines: [1, 4] }).changing_lines).toEqual([1, 4]);
    expect(currentInsightResultSchema.safeParse({ ...base, changing_lines: [4, 1] }).success).toBe(false);
    expect(currentInsightResultSchema.safeParse({ ...base, changing_lines: [1, 1] }).success).toBe(false);
    expect(currentInsightResultSchema.safeParse({ ...base, changing_lines: [7] }).success).toBe(false);
  });

  it('the embedded oracle reports the lines its coin cast changed, and the relating hexagram is the cast’s', () => {
    let withLines = 0;
    let without = 0;
    for (let i = 0; i < 40; i++) {
      const purchaseId = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const cast = castFor(purchaseId, 'current');
      const result = currentInsightResultSchema.parse(
        composeCurrentInsight({ category: 'career', question: '이직 제안을 받았는데 옮겨야 할까요?', situation: '', purchaseId }, 'ko'),
      );
      expect(result.hexagram_id).toBe(cast.primary.number);
      expect(result.changing_lines).toEqual(cast.changing);
      expect(relatingHexagram(patterns[result.hexagram_id - 1], changingLinesOf(result), patterns)?.number).toBe(cast.relating?.number);
      if (cast.changing.length) withLines++;
      else without++;
      const planCast = castFor(purchaseId, 'plan');
      const plan = planInsightResultSchema.parse(
        composePlanInsight({ plan2025: 'Finish my degree.', plan2026: 'Live in Berlin.', plan2027: 'Open a studio.', purchaseId }, 'en', 2026),
      );
      expect(plan.changing_lines).toEqual(planCast.changing);
    }
    // the coins' odds: most casts move a line, some do not (both kinds occur in 40)
    expect(withLines).toBeGreaterThan(0);
    expect(without).toBeGreaterThan(0);
  });
});

describe('one set of rules for the free cast and the paid readings', () => {
  const ids = Array.from({ length: 400 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

  it('with three changing lines the paid reading reads the Judgements of the primary and the relating hexagram, as the casting page does', () => {
    const three = ids.filter((id) => castFor(id, 'current').changing.length === 3).slice(0, 6);
    expect(three.length).toBeGreaterThan(2);
    for (const id of three) {
      const cast = castFor(id, 'current');
      expect(cast.focus).toEqual({ kind: 'judgement', hexagram: cast.primary });
      expect(cast.secondary).toEqual({ kind: 'judgement', hexagram: cast.relating });
      for (const locale of ['ko', 'en'] as const) {
        const result = composeCurrentInsight({ category: 'career', question: '이직 제안을 받았는데 옮겨야 할까요?', situation: '', purchaseId: id }, locale);
        const text = [result.what_does_it_mean, result.solution].join('\n');
        expect(text).toContain(`「${cast.primary.judgement}」`);
        expect(text).toContain(`「${cast.relating!.judgement}」`);
        expect(text).not.toMatch(/가운데 효|middle one/u);
      }
    }
  });

  it('every cast reads the texts the casting page reads (guidanceFor), whatever the number of changing lines', () => {
    for (const id of ids.slice(0, 120)) {
      const cast = castFor(id, 'current');
      const texts = guidanceFor(cast.primary.number, cast.relating?.number, cast.changing).texts;
      const asRef = (f: NonNullable<typeof cast.secondary>) => ({
        hexagram: f.hexagram.number,
        part: f.kind === 'line' ? 'line' : f.kind === 'use' ? 'useLine' : 'judgement',
        ...(f.kind === 'line' ? { position: f.position } : {}),
      });
      expect(asRef(cast.focus)).toEqual(texts[0]!.text);
      expect(cast.secondary ? asRef(cast.secondary) : undefined).toEqual(texts[1]?.text);
    }
  });
});
