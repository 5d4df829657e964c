import type { Locale } from '@/i18n/routing';
import { hexagramByPattern } from '@/lib/iching/library';
import { nuclearPattern } from '@/lib/iching/relations';
import type { Hexagram } from '@/lib/iching/types';
import { yearOfSlot } from '../plan-years';
import { planYears, type InsightCategory, type PlanInsightRequest, type PlanInsightResult, type PlanYear } from '../schemas';
import { castFor, type Position } from './cast';
import { hexagramRef } from './current';
import { josa, particle, quoteWith } from './korean';
import { classify } from './lexicon';
import { adviceOf, omenScore, summaryOf, toneOf } from './lines';
import {
  areaNoun, changingInYear, changingInYearBoth, guidanceCore, ordinals, planArea, planFrames as frames, trigramCounsel, trigramQuality, yearRole, yearTone,
} from '@/content/insight/phrases';
import { readInput } from './signals';
import { leaningOf } from '@/content/insight/leanings';
import { planSpecificFrames } from '@/content/insight/phrases/plan';
import { directionOf, toneOfStance } from './stance';
import { excerpt, fill, sentences, squash, titled, trips, unterminated } from './text';

/**
 * The embedded oracle's 3-Year Plan Insight (the cloud's /plan_insight_handler): one hexagram for
 * the journey, its lines read two by two (1–2 → 2025, 3–4 → 2026, 5–6 → 2027), each year's plan
 * quoted, and the inner-to-outer movement of its trigrams as the arc of the three years. The
 * contract's slots 2025–2027 are named in the prose by the calendar years the user planned
 * (firstYear and the two after it: lib/insight/plan-years.ts).
 */

const QUOTE_MAX = 60;
const SHORT_PLAN = { ko: 15, en: 30 } as const; // meaningful characters, by the plan's script

const yearLines: Record<PlanYear, readonly [Position, Position]> = { '2025': [1, 2], '2026': [3, 4], '2027': [5, 6] };

function planOf(request: PlanInsightRequest, year: PlanYear): string {
  return squash({ '2025': request.plan2025, '2026': request.plan2026, '2027': request.plan2027 }[year]);
}

function lineWording(hexagram: Hexagram, position: Position, locale: Locale) {
  const own = hexagram.text[locale].lines[position - 1];
  const ko = hexagram.text.ko.lines[position - 1];
  const en = hexagram.text.en.lines[position - 1];
  const classical = hexagram.lines[position - 1];
  if (!own || !ko || !en || !classical) throw new Error(`hexagram ${hexagram.number} lacks line ${position}`);
  return { ...own, zh: classical.text, advice: adviceOf(ko.meaning, en.meaning, locale) };
}

/** A connective that only makes sense after another sentence (다만, But …) taken off a sentence quoted alone. */
export function standalone(sentence: string): string {
  const bare = sentence.replace(/^(?:다만|하지만|그러나|그래도|그러니|그러므로|그래서)\s+/u, '').replace(/^(?:But|Yet|Still|So|However|And),?\s+/u, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/**
 * The specifics a person wrote for a year: its items (split at commas, full stops, 그리고 / and),
 * each cut to a short phrase without its closing verb (…하기, …하고 싶어요, I want to …).
 */
export function planSpecifics(plan: string): string[] {
  return squash(plan)
    .split(/\s*(?:[,.;·\n]|\s그리고\s|\sand\s|\s및\s)\s*/u)
    // a phrase cut from its verb can say what the whole did not ("자해는 안" of "자해는 안 해요"): the whole is kept then
    .map((item) => {
      const phrase = item
        .replace(/^(?:그리고|또|and|then)\s+/iu, '')
        .replace(/^(?:I want to|I will|I'd like to|I plan to|I hope to|to)\s+/iu, '')
        .replace(/\s*(?:을|를)\s*시작하고$|\s*하고$/u, '')
        .replace(/\s*(?:하고 싶어요|하고 싶다|하고 싶습니다|할 거예요|할 것|하겠습니다|하겠다|하기로 했어요|하기|해요|합니다|하려고 해요)$/u, '')
        .replace(/[.!?]+$/u, '')
        .trim();
      return trips(phrase) && !trips(item) ? item.trim() : phrase;
    })
    .filter((item) => [...item].length >= 2)
    .map((item) => excerpt(item, 24));
}

function specificsSentence(plan: string, stance: 'go' | 'wait' | 'weigh', locale: Locale): string {
  const [s1, s2] = planSpecifics(plan);
  if (!s1) return '';
  const slots: Record<string, string> = {};
  for (const [key, value] of Object.entries({ s1, s2: s2 ?? '' })) {
    if (locale === 'ko') {
      slots[key] = `‘${value}’`;
      for (const [suffix, pair] of [['wa', '과/와'], ['eul', '을/를'], ['eun', '은/는']] as const) slots[`${key}_${suffix}`] = `‘${value}’${particle(value, pair)}`;
    } else {
      slots[key] = `“${value}”`;
    }
  }
  return fill((s2 ? planSpecificFrames.specifics : planSpecificFrames.oneSpecific)[stance][locale], slots);
}

function yearAnalysis(hexagram: Hexagram, year: PlanYear, firstYear: number, index: number, plan: string, changing: readonly Position[], locale: Locale): string {
  const [a, b] = yearLines[year];
  const first = lineWording(hexagram, a, locale);
  const second = lineWording(hexagram, b, locale);
  const quote = excerpt(plan, QUOTE_MAX);
  const opening = fill(frames.yearOpening[locale], {
    year: yearOfSlot(year, firstYear),
    quote: unterminated(quote),
    quote_raneun: quoteWith(unterminated(quote), '이라는/라는'),
    ordA: ordinals[locale][a - 1] ?? '',
    ordB: ordinals[locale][b - 1] ?? '',
    stageA: first.stage,
    stageB: second.stage,
    stageA_wa: josa(`‘${first.stage}’`, '과/와'),
    stageB_ga: josa(`‘${second.stage}’`, '이/가'),
  });
  // what each line pictures: its first sentence that is not the advice the recommendations quote
  const moving = [a, b].filter((p) => changing.includes(p));
  // one line pictures the year (the moving one, else the lower): two lines' pictures may disagree;
  // its first sentence that stands alone (not opening with 다만, But …) and is not the advice
  const governing = moving.length ? (moving.at(-1) ?? a) : a;
  const picturing = governing === a ? first : second;
  const pictures = sentences(picturing.meaning).find((s) => s !== picturing.advice && standalone(s) === s) ?? '';
  const stance = directionOf(leaningOf(hexagram.number, 'line', governing));
  // each year says its own words: the pools hold one wording for the first, middle and final year
  const turn = moving.length === 2 ? changingInYearBoth[locale][index] ?? ''
    : moving.length === 1 ? fill(changingInYear[locale][index] ?? '', { ord: ordinals[locale][(moving[0] ?? 1) - 1] ?? '' }) : '';
  // the year's tone follows the same line as its stance, so the two never disagree
  const tone = yearTone[toneOfStance(stance)][locale][index] ?? '';
  const area = planArea[classify(plan).category][locale][index] ?? '';
  return [opening, yearRole[locale][index] ?? '', pictures, specificsSentence(plan, stance, locale), tone, turn, area].filter(Boolean).join(' ');
}

function areaSentence(areas: readonly InsightCategory[], locale: Locale): string {
  if (areas.every((a) => a === 'general')) return '';
  // consecutive years in the same area count once: work → work → family reads "from work to family"
  const steps = areas.filter((a, i) => i === 0 || a !== areas[i - 1]).map((a) => areaNoun[a][locale]);
  const particle = (word: string): string => josa(word, '으로/로').slice(word.length);
  const [first = '', second = '', third = ''] = steps;
  if (steps.length === 1) return fill(frames.sameArea[locale], { area: first });
  if (steps.length === 2) return fill(frames.twoAreas[locale], { first, second, second_ro: particle(second) });
  return fill(frames.mixedAreas[locale], { first, second, third, third_ro: particle(third) });
}

function yearsWord(years: readonly PlanYear[], firstYear: number, locale: Locale): string {
  const unique = [...new Set(years)].map((year) => yearOfSlot(year, firstYear));
  return locale === 'ko' ? unique.map((y) => `${y}년`).join('과 ') : unique.join(' and ');
}

/**
 * Composes the plan reading; the same purchase always casts the same hexagram. firstYear: the
 * calendar year of the first plan (plan2025), named in the prose.
 */
export function composePlanInsight(request: PlanInsightRequest, locale: Locale, firstYear: number): PlanInsightResult {
  const years = { first: firstYear, middle: firstYear + 1, last: firstYear + 2 };
  const cast = castFor(request.purchaseId, 'plan');
  const { primary: hexagram, relating, changing } = cast;
  const wording = hexagram.text[locale];
  const plans = planYears.map((year) => planOf(request, year));
  const areas = plans.map((plan) => classify(plan).category);
  const lower = trigramQuality[hexagram.lower.key][locale];
  const upper = trigramQuality[hexagram.upper.key][locale];
  const hex = {
    number: hexagram.number,
    kor: hexagram.koreanName,
    full: hexagram.chineseFullName,
    title: hexagram.name[locale],
    titled: titled(hexagram.name.en, `${hexagram.chineseName}, ${hexagram.koreanNameRomanized}`),
  };
  const rel = relating
    ? {
      relkor: relating.koreanName,
      relname: relating.chineseName,
      relfull: relating.chineseFullName,
      reltitled: titled(relating.name.en, relating.chineseName),
      reltitle: relating.name[locale],
      reltitle_ro: locale === 'ko' ? josa(`‘${relating.name.ko}’`, '으로/로') : relating.name.en,
    }
    : undefined;

  const overallTheme = [
    `${fill(frames.hexagramIntro[locale], hex)} ${summaryOf(hexagram, locale)}`,
    [fill(hexagram.lower.key === hexagram.upper.key ? frames.trigramDouble[locale] : frames.trigramJourney[locale], {
      lower: lower.name,
      lowerQuality: lower.quality,
      lowerQuality_ga: josa(lower.quality, '이/가'),
      upper: upper.name,
      upperQuality: upper.quality,
      upperQuality_ro: josa(upper.quality, '으로/로'),
    }), areaSentence(areas, locale)]
      .filter(Boolean)
      .join(' '),
  ].join('\n\n');

  const journey = Object.fromEntries(
    planYears.map((year, i) => [year, yearAnalysis(hexagram, year, firstYear, i, plans[i] ?? '', changing, locale)]),
  ) as Record<PlanYear, string>;

  const turningYears = planYears.filter((year) => yearLines[year].some((p) => changing.includes(p)));
  const nuclear = hexagramByPattern(nuclearPattern(hexagram.pattern));
  const insights = [
    fill(frames.judgementInsight[locale], {
      zh: hexagram.judgement,
      text: squash(wording.judgement),
      quote_raneun: quoteWith(unterminated(wording.judgement), '이라는/라는'),
    }),
    // the arc from inner to outer opens the theme; as an insight, the attitude the inner trigram asks for
    trigramCounsel[hexagram.lower.key][locale].inner,
    rel ? fill(frames.turningInsight[locale], { ...rel, years: yearsWord(turningYears, firstYear, locale) }) : frames.steadyInsight[locale],
  ];
  if (nuclear && nuclear.number !== hexagram.number) {
    insights.push(fill(frames.nuclearInsight[locale], { nuckor: nuclear.koreanName, nuctitle: nuclear.name[locale], ...years }));
  }

  const recommendations = planYears.map((year) => {
    const [a, b] = yearLines[year];
    const moving = [a, b].find((p) => changing.includes(p));
    const line = lineWording(hexagram, moving ?? (year === '2025' ? a : b), locale);
    return fill(frames.yearAdvice[locale], { year: yearOfSlot(year, firstYear), advice: standalone(line.advice) });
  });
  recommendations.push(trigramCounsel[hexagram.upper.key][locale].outer);
  const short = planYears.find((_, i) => {
    const signals = readInput(plans[i] ?? '');
    return signals.meaningful < SHORT_PLAN[signals.script];
  });
  if (short) recommendations.push(fill(frames.shortPlan[locale], { year: yearOfSlot(short, firstYear) }));

  const tone = toneOf(omenScore(hexagram.judgement));
  const guidance = [
    `${fill(frames.guidanceOpening[locale], hex)} ${guidanceCore[tone][locale]}`,
    [rel ? fill(frames.guidanceTurn[locale], { ...rel, ...years, title: hexagram.name[locale] }) : '', fill(frames.guidanceClose[locale], years)].filter(Boolean).join(' '),
  ].join('\n\n');

  return {
    hexagram_id: hexagram.number,
    hexagram: hexagramRef(hexagram),
    changing_lines: [...changing],
    overall_theme: overallTheme,
    journey_analysis: journey,
    key_insights: insights,
    recommendations,
    guidance,
  };
}
