import type { Locale } from '@/i18n/routing';
import type { Hexagram } from '@/lib/iching/types';
import type { CurrentInsightRequest, CurrentInsightResult, HexagramRef } from '../schemas';
import { castFor, type Casting, type FocusText } from './cast';
import { restateConcern } from './check';
import { josa, quoteWith } from './korean';
import {
  adviceOf, imageOf, judgementAdviceOf, lineName, summaryOf, allChangingName, type Tone,
} from './lines';
import { closing, counsel, counts, currentFrames as frames, domain, ordinals, placeNote, readingLeads, trigramStep } from '@/content/insight/phrases';
import { fill, sentences, squash, titled, unterminated } from './text';
import { answerParagraph, askedSentence, coreAnswer, leanParagraph, questionSteps } from './argument';
import { questionShape } from './question';
import { stanceOf, toneOfStance } from './stance';

/**
 * The embedded oracle's Current Insight (the cloud's /current_insight_handler): a hexagram cast
 * for the purchase, read through its Judgement, its changing line and the hexagram it turns into,
 * and spoken to the user's area of life and question. Paragraphs are separated by a blank line.
 */

const SITUATION_ECHO_MAX = 400;

export function hexagramRef(hexagram: Hexagram): HexagramRef {
  return { name: hexagram.chineseName, kor: hexagram.koreanName, eng: hexagram.name.en };
}

/** The slots every frame may use for one hexagram. */
function hexagramSlots(hexagram: Hexagram, locale: Locale) {
  return {
    number: hexagram.number,
    name: hexagram.chineseName,
    kor: hexagram.koreanName,
    kor_wa: locale === 'ko' ? josa(hexagram.koreanName, '과/와') : hexagram.koreanName,
    full: hexagram.chineseFullName,
    title: hexagram.name[locale],
    titled: titled(hexagram.name.en, `${hexagram.chineseName}, ${hexagram.koreanNameRomanized}`),
  };
}

function relatingSlots(relating: Hexagram, locale: Locale) {
  const title = relating.name[locale];
  return {
    relkor: relating.koreanName,
    relname: relating.chineseName,
    relfull: relating.chineseFullName,
    reltitle: title,
    reltitled: titled(relating.name.en, relating.chineseName),
    reltitle_ro: locale === 'ko' ? josa(`‘${title}’`, '으로/로') : title, // ‘서로 어긋남’으로
  };
}

/** A line's meaning without its advice sentence, which the first action item says instead. */
function withoutAdvice(meaning: string, advice: string): string {
  const key = (s: string) => s.replace(/[\s\p{P}]+/gu, '');
  return sentences(meaning).filter((s) => key(s) !== key(advice)).join(' ');
}

/** The classical text, our wording and its meaning for the text that answers the cast. */
function focusTexts(focus: FocusText, locale: Locale): { zh: string; text: string; meaning: string; advice: string } {
  const { hexagram } = focus;
  if (focus.kind === 'line') {
    const line = hexagram.lines[focus.position - 1];
    const ko = hexagram.text.ko.lines[focus.position - 1];
    const en = hexagram.text.en.lines[focus.position - 1];
    const own = locale === 'ko' ? ko : en;
    if (!line || !ko || !en || !own) throw new Error(`hexagram ${hexagram.number} lacks line ${focus.position}`);
    const advice = adviceOf(ko.meaning, en.meaning, locale);
    return { zh: line.text, text: own.text, meaning: withoutAdvice(own.meaning, advice), advice };
  }
  if (focus.kind === 'use' && hexagram.useLine) {
    const ko = hexagram.text.ko.useLine;
    const en = hexagram.text.en.useLine;
    const own = hexagram.text[locale].useLine;
    if (!ko || !en || !own) throw new Error(`hexagram ${hexagram.number} lacks its use line`);
    const advice = adviceOf(ko.meaning, en.meaning, locale);
    return { zh: hexagram.useLine.text, text: own.text, meaning: withoutAdvice(own.meaning, advice), advice };
  }
  return {
    zh: hexagram.judgement,
    text: hexagram.text[locale].judgement,
    meaning: '',
    advice: judgementAdviceOf(hexagram, locale),
  };
}

function quoted(text: string, locale: Locale, pair: '이라고/라고' | '이라는/라는'): string {
  return locale === 'ko' ? quoteWith(unterminated(text), pair) : `“${squash(text)}”`;
}

/** The paragraph that names the changing line (or says that none moves) and reads it. */
function focusParagraph(cast: Casting, locale: Locale): string {
  const { focus, changing, relating, primary } = cast;
  const texts = focusTexts(focus, locale);
  const rel = relating ? relatingSlots(relating, locale) : undefined;
  const hex = hexagramSlots(primary, locale);
  if (focus.kind === 'judgement') {
    if (changing.length === 0 || !rel) return fill(frames.noChangingLine[locale], hex);
    if (changing.length === 3 && cast.secondary) {
      const second = focusTexts(cast.secondary, locale);
      return fill(frames.threeJudgements[locale], { ...hex, ...rel, zh: second.zh, text: squash(second.text), quote_rago: quoted(second.text, locale, '이라고/라고') });
    }
    return fill(frames.allSixTurn[locale], { ...rel, zh: texts.zh, text: squash(texts.text), quote_rago: quoted(texts.text, locale, '이라고/라고') });
  }
  if (focus.kind === 'use') {
    const label = allChangingName(primary.useLine?.label ?? '用九', locale);
    return fill(frames.useLine[locale], {
      ...hexagramSlots(primary, locale),
      label,
      label_raneun: locale === 'ko' ? quoteLabel(label) : label,
      zh: texts.zh,
      text: squash(texts.text),
      quote_rago: quoted(texts.text, locale, '이라고/라고'),
      meaning: texts.meaning,
    });
  }
  const line = focus.hexagram.lines[focus.position - 1];
  const wording = focus.hexagram.text[locale].lines[focus.position - 1];
  const slots = {
    ...hex,
    stage_i: locale === 'ko' ? josa(`‘${wording?.stage ?? ''}’`, '이/가') : '',
    label: lineName(line?.label ?? '', focus.position, locale),
    ordinal: ordinals[locale][focus.position - 1] ?? '',
    stage: wording?.stage ?? '',
    count: counts[locale][changing.length] ?? String(changing.length),
    relkor: rel?.relkor ?? '',
    reltitle: rel?.reltitle ?? '',
  };
  const intro =
    changing.length >= 4 ? frames.focusStillLine : changing.length === 2 ? frames.focusUpperOfTwo : frames.focusOne;
  // a changing line of the cast is shown whole, with its meaning, in the report's changing-lines
  // card above this text (components/insight/report-change.tsx): quoted here, not explained twice
  const inCard = focus.hexagram === primary && changing.includes(focus.position);
  const reading = fill(frames.lineText[locale], {
    zh: texts.zh,
    text: squash(texts.text),
    quote_rago: quoted(texts.text, locale, '이라고/라고'),
    meaning: inCard ? '' : texts.meaning,
  }).trim();
  return `${fill(intro[locale], slots)} ${reading}`;
}

/** An area's fixed step or closing line, said in the time of this reading's hexagram. */
function lead(kind: 'action' | 'closing', text: string, hex: ReturnType<typeof hexagramSlots>, locale: Locale): string {
  // English: the sentence goes on after the lead, so its first letter is lowered (not "I")
  const rest = locale === 'en' ? text.replace(/^(\p{Lu})(?![\s’'])/u, (c) => c.toLowerCase()) : text;
  return fill(readingLeads[kind][locale], { ...hex, text: rest });
}

function quoteLabel(label: string): string {
  // 용구(用九)라는 / 용육(用六)이라는: the particle follows the Korean reading before the brackets
  return `${label}${label.startsWith('용구') ? '라는' : '이라는'}`;
}

/** Composes the reading for one request; the same purchase always casts the same hexagram. */
export function composeCurrentInsight(request: CurrentInsightRequest, locale: Locale): CurrentInsightResult {
  const cast = castFor(request.purchaseId, 'current');
  const { primary, relating, focus, changing } = cast;
  const { category } = request;
  const question = squash(request.question);
  const shape = questionShape(question);
  const decided = stanceOf(cast);
  const tone: Tone = toneOfStance(decided.stance);
  const hex = hexagramSlots(primary, locale);
  const area = domain[category][locale];
  const rel = relating ? relatingSlots(relating, locale) : undefined;

  const given = squash(request.situation);
  // without a usable situation (none sent: the person changed the area), the question is restated for the chosen area
  const restated = given && given.length <= SITUATION_ECHO_MAX ? given : restateConcern(question, category, locale);
  // what is asked comes after the hexagram, in its light: the sentence is this reading's own
  const situation = [
    restated,
    [fill(frames.hexagramIntro[locale], hex), summaryOf(primary, locale), askedSentence(shape, hex.title, area, locale)].join(' '),
  ].join('\n\n');

  const judgement = fill(frames.judgement[locale], {
    zh: primary.judgement,
    text: squash(primary.text[locale].judgement),
    quote_rago: quoted(primary.text[locale].judgement, locale, '이라고/라고'),
  });
  const turning = rel && !(focus.kind === 'judgement' && changing.length === 6)
    ? fill(frames.relating[locale], { ...rel, domain: area })
    : '';
  const whatDoesItMean = [
    [judgement, imageOf(primary, locale)].filter(Boolean).join(' '),
    [focusParagraph(cast, locale), turning].filter(Boolean).join(' '),
    leanParagraph(decided, hex.title, locale),
    [answerParagraph(shape, decided.stance, hex.title, locale), fill(counsel[category][tone][locale].reading, hex)].join(' '),
  ].join('\n\n');

  // the question's own steps first (a deadline, care for the body); the area's general step only
  // when no deadline presses (it may say to wait a month)
  // a Judgement's counsel is the hexagram's general advice, which may belong to another question:
  // a question with named options gets its own step instead
  const steps = [
    ...questionSteps(shape, decided.stance, hex.title, locale),
    focus.kind === 'judgement' && shape.asked === 'choice' ? '' : focusTexts(focus, locale).advice,
    // the area's step is the same for every reading of the area: it is said in this hexagram's time
    shape.deadline ? '' : lead('action', counsel[category][tone][locale].action, hex, locale),
  ];
  // a short list gets the outer trigram's step (the reading's own wording, not the plan's): three steps at least
  if (steps.filter(Boolean).length < 3) steps.push(fill(trigramStep[primary.upper.key][locale], hex));
  // with three or all six lines turning, the new hexagram's Judgement is already quoted above
  if (relating && rel && !(focus.kind === 'judgement' && (changing.length === 6 || changing.length === 3))) {
    const text = relating.text[locale].judgement;
    steps.push(fill(frames.relatingAction[locale], { ...rel, text: squash(text), quote_raneun: quoted(text, locale, '이라는/라는') }));
  }

  const stance =
    focus.kind === 'line' && changing.length > 0
      ? fill(frames.stance[locale], {
        ordinal: ordinals[locale][focus.position - 1] ?? '',
        stage: focus.hexagram.text[locale].lines[focus.position - 1]?.stage ?? '',
        // ‘수레를 늦춤’으로, ‘가장자리의 눈물’로: the particle follows the stage's last sound
        stage_ro: locale === 'ko' ? josa(`‘${focus.hexagram.text.ko.lines[focus.position - 1]?.stage ?? ''}’`, '으로/로') : '',
        note: placeNote[locale][focus.position - 1] ?? '',
        // with four or five changing lines the still line is read in the hexagram they turn into
        where: focus.hexagram === primary
          ? (locale === 'ko' ? `‘${primary.name.ko}’ 괘의` : primary.name.en)
          : (locale === 'ko' ? `변한 괘 ‘${focus.hexagram.name.ko}’의` : focus.hexagram.name.en),
      })
      : fill(changing.length === 6 ? frames.stanceAllSix[locale] : changing.length === 3 ? frames.stanceThree[locale] : frames.stanceStill[locale], {
        ...hex,
        reltitle: rel?.reltitle ?? '',
        reltitle_ro: rel?.reltitle_ro ?? '',
        title_wa: locale === 'ko' ? josa(`‘${hex.title}’`, '과/와') : '',
        reltitle_i: locale === 'ko' ? josa(`‘${rel?.reltitle ?? ''}’`, '이/가') : '',
      });
  // the question was quoted once, in the situation: the answer names it no more
  const core = coreAnswer(decided.stance, hex.title, locale);
  const journey = rel ? fill(frames.journey[locale], { ...rel, title: hex.title }) : '';
  const solution = [`${core} ${stance}`, [journey, lead('closing', closing[category][locale], hex, locale)].filter(Boolean).join(' ')].join('\n\n');

  return {
    hexagram_id: primary.number,
    hexagram: hexagramRef(primary),
    changing_lines: [...changing],
    situation,
    what_does_it_mean: whatDoesItMean,
    what_you_should_do: [...new Set(steps.map(squash).filter(Boolean))],
    solution,
  };
}
