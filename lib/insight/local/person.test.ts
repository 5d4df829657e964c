import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { quizView } from '@/lib/quiz/views';
import type { InsightCategory } from '../schemas';
import { castFor } from './cast';
import { composeCurrentInsight } from './current';
import { composePlanInsight } from './plan';
import { sentences } from './text';

/**
 * The reading panel, one person: every report one person can hold (a 3-Year Plan, the Character,
 * Relationship and Life Book results, and readings of several questions, each cast its own
 * hexagram) split into sentences, in Korean and in English. No sentence may stand in two reports:
 * each report is written for its own question, hexagram and line. Left out: short fixed labels and
 * sentences that quote the classical text (「…」) or give the glossary's renderings of it, which
 * repeat by right when the same words are read.
 */

const QUESTIONS: readonly [InsightCategory, string, string][] = [
  ['career', '이직 제안을 받았는데 지금 회사에 남는 게 나을까요?', 'I got a job offer. Should I stay at my company?'],
  ['love', '고백을 할까요, 아니면 친구로 남을까요?', 'Should I confess my feelings or stay friends?'],
  ['family', '어머니와 사이가 멀어졌는데 다시 가까워질 수 있을까요?', 'My mother and I have drifted apart. How can I mend it?'],
  ['health', '요즘 계속 피곤한데 병원에 가 봐야 할까요?', 'I am tired all the time. Should I see a doctor?'],
  ['finance', '주식을 팔까요 아니면 더 가지고 있을까요?', 'Should I sell my shares or hold them?'],
  ['decision', '계약서에 이번 주까지 서명해야 하는데 서명할까요?', 'I must sign the contract by Friday. Should I sign?'],
  ['personal', '언제쯤 마음이 편해질까요?', 'When will I feel at peace?'],
  ['general', '내년은 어떤 해가 될까요?', 'What will next year bring?'],
  ['career', '언제 이직을 준비하는 게 좋을까요?', 'When is the right time to look for a new job?'],
  ['love', '이 관계는 앞으로 어떻게 될까요?', 'How will this relationship turn out?'],
  ['finance', '언제 집을 사는 게 좋을까요?', 'When is the right time to buy a house?'],
  ['career', '회사를 그만둘까요, 아니면 1년 더 버틸까요?', 'Should I quit my job or hold on for one more year?'],
];

const PLAN: Record<Locale, readonly [string, string, string]> = {
  ko: ['영어 공부, 월 100만 원 저축', '제주 한 달 살기, 이직 준비', '작은 카페 창업, 바리스타 자격증'],
  en: ['Learn Spanish, save $500 a month', 'Move to Lisbon, find a remote job', 'Open a small bakery, hire one person'],
};

const id = (prefix: string, i: number) => `${prefix}-0000-4000-8000-${String(i).padStart(12, '0')}`;

/**
 * Purchase ids whose casts differ: no hexagram (cast or turned into) twice, and the readings'
 * casts of every shape (no line, one, two, three, four or more lines changing), in turn.
 */
function distinctCasts(prefix: string): { plan: string; readings: string[] } {
  const used = new Set<number>();
  const take = (purpose: string, fits: (n: number) => boolean, from: number): string => {
    for (let i = from; i < from + 20000; i++) {
      const candidate = id(prefix, i);
      const cast = castFor(candidate, purpose);
      const numbers = [cast.primary.number, cast.relating?.number].filter((n): n is number => n !== undefined);
      if (!fits(cast.changing.length) || numbers.some((n) => used.has(n))) continue;
      for (const n of numbers) used.add(n);
      return candidate;
    }
    throw new Error('no cast found');
  };
  const plan = take('plan', () => true, 0);
  const shapes = [(n: number) => n === 0, (n: number) => n === 1, (n: number) => n === 2, (n: number) => n === 3, (n: number) => n >= 4];
  const readings = QUESTIONS.map((_, i) => take('current', shapes[i % shapes.length] ?? (() => true), 1000 * (i + 1)));
  return { plan, readings };
}

/** Sentences that may repeat: short labels, the classical text quoted, and the glossary's renderings. */
function counted(sentence: string): boolean {
  if (/[「」]/u.test(sentence)) return false;
  const letters = sentence.replace(/[\s\p{P}\p{S}]+/gu, '');
  return /[가-힣]/u.test(letters) ? letters.length >= 10 : sentence.split(/\s+/u).length >= 5;
}

export function normalized(sentence: string): string {
  return sentence.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** The classical text in its quotation marks after 「…」 (the glossary's rendering) is left out before splitting. */
const CLASSICAL = /「[^」]*」([^“「]{0,12})“[^”]*”/gu;

function split(parts: readonly string[]): string[] {
  return parts.flatMap((part) => part.replace(CLASSICAL, '「」$1“”').split(/\n+/u)).flatMap((p) => sentences(p)).filter(counted);
}

/** Every report of the person, by name, as its sentences. */
export function personReports(locale: Locale, prefix: string): Map<string, { sentences: string[]; question?: string }> {
  const { plan, readings } = distinctCasts(prefix);
  const reports = new Map<string, { sentences: string[]; question?: string }>();
  const [a, b, c] = PLAN[locale];
  const p = composePlanInsight({ plan2025: a, plan2026: b, plan2027: c, purchaseId: plan }, locale, 2026);
  reports.set('3-Year Plan', { sentences: split([p.overall_theme, ...Object.values(p.journey_analysis), ...p.key_insights, ...p.recommendations, p.guidance]) });
  QUESTIONS.forEach(([category, ko, en], i) => {
    const question = locale === 'ko' ? ko : en;
    const r = composeCurrentInsight({ category, question, situation: '', purchaseId: readings[i] ?? '' }, locale);
    reports.set(`reading ${i + 1} (${category}, ${r.hexagram_id}, ${r.changing_lines?.length ?? 0} lines)`, {
      sentences: split([r.situation, r.what_does_it_mean, ...r.what_you_should_do, r.solution]),
      question,
    });
  });
  for (const quiz of ['character', 'relationship'] as const) {
    const view = quizView(quiz, locale);
    if (view.quiz === 'book') continue;
    const profile = view.profiles[quiz === 'character' ? 'fire' : 'water'];
    const report = profile.report;
    reports.set(quiz, {
      sentences: split([profile.description, ...report.sections.map((s) => s.text), ...report.matches.map((m) => m.text), report.season.text, report.hexagram.reason, ...report.practices.map((x) => x.text)]),
    });
  }
  const book = quizView('book', locale);
  if (book.quiz === 'book') {
    const type = book.types.wisdom;
    reports.set('life book', { sentences: split([type.description, type.nextSteps, ...type.mustReads.map((x) => x.why), ...type.hiddenGems.map((x) => x.why)]) });
  }
  return reports;
}

/** Each sentence said in two or more reports, with the reports that say it. */
export function sharedSentences(reports: Map<string, { sentences: string[] }>): { total: number; shared: Map<string, string[]> } {
  const where = new Map<string, Set<string>>();
  const text = new Map<string, string>();
  for (const [name, report] of reports) {
    for (const sentence of report.sentences) {
      const key = normalized(sentence);
      text.set(key, sentence);
      where.set(key, (where.get(key) ?? new Set()).add(name));
    }
  }
  const shared = new Map<string, string[]>();
  for (const [key, names] of where) if (names.size > 1) shared.set(text.get(key) ?? key, [...names]);
  return { total: where.size, shared };
}

/** Three people, each with their own purchases (so their own casts). */
const PEOPLE = ['50000000', '51000000', '52000000'] as const;

describe('the reading panel, one person: no sentence in two reports', () => {
  for (const locale of ['ko', 'en'] as const satisfies readonly Locale[]) {
    for (const person of PEOPLE) {
      it(`${locale}, person ${person}: a plan, three quiz results and ${QUESTIONS.length} readings share no sentence; each reading quotes its question at most once`, () => {
        const reports = personReports(locale, person);
        const { total, shared } = sharedSentences(reports);
        console.log(`${locale} person ${person}: ${reports.size} reports, ${total} distinct sentences, ${shared.size} in two reports or more`);
        for (const [sentence, names] of shared) console.log(`  ${names.length}× ${sentence}  [${names.join(' | ')}]`);
        for (const report of reports.values()) {
          if (!report.question) continue;
          const core = report.question.replace(/[?.!]+$/u, '');
          expect(report.sentences.join(' ').split(core).length - 1, report.question).toBeLessThanOrEqual(1);
        }
        expect([...shared.keys()]).toEqual([]);
      });
    }
  }
});
