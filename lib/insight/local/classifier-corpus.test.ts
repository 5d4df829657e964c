import { describe, expect, it } from 'vitest';
import { insightCategories, type InsightCategory } from '../categories';
import { checkConcern } from './check';
import { enCorpus, koCorpus, type LabelledQuestion } from '@/content/insight/classifier-corpus';
import { classify } from './lexicon';

/**
 * The classifier measured on the labelled corpus (content/insight/classifier-corpus.ts): at least 90 % of the
 * questions of each language in their area. The figures are printed per language and per area,
 * with the questions it gets wrong, so a change to the lexicon shows what it gains and loses.
 */

const REQUIRED = 0.9;

interface Measure {
  accuracy: number;
  byCategory: Record<InsightCategory, { right: number; total: number }>;
  wrong: string[];
}

function measure(corpus: readonly LabelledQuestion[]): Measure {
  const byCategory = Object.fromEntries(insightCategories.map((c) => [c, { right: 0, total: 0 }])) as Measure['byCategory'];
  const wrong: string[] = [];
  for (const [label, question] of corpus) {
    const found = classify(question).category;
    byCategory[label].total++;
    if (found === label) byCategory[label].right++;
    else wrong.push(`${label} → ${found}: ${question}`);
  }
  const right = Object.values(byCategory).reduce((sum, c) => sum + c.right, 0);
  return { accuracy: right / corpus.length, byCategory, wrong };
}

function report(language: string, { accuracy, byCategory, wrong }: Measure): string {
  const percent = (n: number) => `${(n * 100).toFixed(1)} %`;
  const rows = insightCategories.map((c) => `  ${c.padEnd(9)} ${byCategory[c].right}/${byCategory[c].total} ${percent(byCategory[c].right / byCategory[c].total)}`);
  return [`classifier, ${language}: ${percent(accuracy)}`, ...rows, ...wrong.map((w) => `  ✗ ${w}`)].join('\n');
}

describe('the local classifier on the labelled corpus', () => {
  for (const [language, corpus] of [['ko', koCorpus], ['en', enCorpus]] as const) {
    it(`${language}: at least 200 questions, every area, each question once`, () => {
      expect(corpus.length).toBeGreaterThanOrEqual(200);
      for (const category of insightCategories) {
        expect(corpus.filter(([c]) => c === category).length, category).toBeGreaterThanOrEqual(25);
      }
      expect(new Set(corpus.map(([, q]) => q)).size).toBe(corpus.length);
    });

    it(`${language}: classifies at least 90 % in their area`, () => {
      const result = measure(corpus);
      console.log(report(language, result));
      expect(result.accuracy).toBeGreaterThanOrEqual(REQUIRED);
    }, 30_000);
  }

  it('the check answers the same area as the classifier, for every valid question of the corpus', () => {
    for (const [, question] of [...koCorpus, ...enCorpus]) {
      const checked = checkConcern(question, 'ko');
      expect(checked.valid, question).toBe(true);
      expect(checked.category, question).toBe(classify(question).category);
    }
  }, 30_000); // some 1,300 classifications: seconds on a busy machine

  it('reads love words said of work as work, and work words said of love as love', () => {
    expect(classify('지금 하는 일을 정말 사랑하는데 팀장 제안을 받아들여야 할지 모르겠어요').category).toBe('career');
    expect(classify('I love my job, but my team lead offered me a promotion').category).toBe('career');
    expect(classify('회사 동료를 좋아하게 됐는데 고백해도 될까요').category).toBe('love');
    expect(classify('사랑하는 딸이 요즘 말이 없어요').category).toBe('family');
  });
});
