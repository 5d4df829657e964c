import { particle, type JosaPair } from './korean';
import { actionGloss, argumentFrames as frames, omenGloss, type Stance } from '@/content/insight/phrases/argument';
import type { Locale } from '@/i18n/routing';
import type { FocusText } from './cast';
import { allChangingName, lineName } from './lines';
import type { QuestionShape } from './question';
import type { CastStance } from './stance';
import { fill } from './text';

/**
 * The argument of a Current Insight: what is asked, which way the selected text leans and why, and
 * the answer to that question, from the question's shape (question.ts) and the cast's stance
 * (stance.ts). One stance per reading, so no sentence here contradicts another.
 */

/** ‘label’ with the particle that fits the label as read: ‘지금 회사에 남기’는. */
function quotedKo(label: string, pair: JosaPair): string {
  return `‘${label}’${particle(label, pair)}`;
}

/** The option slots of a frame: {a} {b} plain (English, “quoted”), {a_eun} {a_wa} … in Korean. */
function optionSlots(labels: Record<string, string>, locale: Locale): Record<string, string> {
  const slots: Record<string, string> = {};
  for (const [key, label] of Object.entries(labels)) {
    if (locale === 'ko') {
      slots[key] = `‘${label}’`;
      slots[`${key}_eun`] = quotedKo(label, '은/는');
      slots[`${key}_i`] = quotedKo(label, '이/가');
      slots[`${key}_wa`] = quotedKo(label, '과/와');
      slots[`${key}_eul`] = quotedKo(label, '을/를');
    } else {
      const text = `“${label}”`;
      slots[key] = text;
      // a sentence may open with an option: its first letter is capitalised inside the quote
      slots[`${key}_eun`] = text;
      slots[`${key}_i`] = text;
      slots[`${key}_wa`] = text;
      slots[`${key}_eul`] = text;
    }
  }
  return slots;
}

/** The name of the text that decided the stance: 괘사 / 초구(初九)의 효사 / the Judgment … */
function sourceName(focus: FocusText, locale: Locale): string {
  if (focus.kind === 'judgement') return locale === 'ko' ? `‘${focus.hexagram.name.ko}’의 괘사` : `Judgment of ${focus.hexagram.name.en}`;
  if (focus.kind === 'use') return allChangingName(focus.hexagram.useLine?.label ?? '用九', locale);
  const line = focus.hexagram.lines[focus.position - 1];
  const name = lineName(line?.label ?? '', focus.position, locale);
  // the hexagram is named too: the same line of two hexagrams reads differently
  return locale === 'ko' ? `‘${focus.hexagram.name.ko}’ ${name}의 효사` : `line ${name} of ${focus.hexagram.name.en}`;
}

/** The reason and the lean: "괘사에는 ‘형통하다’, ‘이롭다’라는 말이 들어 있습니다. 그래서 …" */
const GOOD = new Set(['元吉', '大吉', '无不利', '悔亡', '无咎', '終吉', '吉', '亨', '利']);

/** The classical text that decided the stance, in Chinese. */
function classicalText(focus: FocusText): string {
  if (focus.kind === 'judgement') return focus.hexagram.judgement;
  if (focus.kind === 'use') return focus.hexagram.useLine?.text ?? '';
  return focus.hexagram.lines[focus.position - 1]?.text ?? '';
}

/** An omen word that names two formulas (元吉/大吉) stands for the one the text has. */
function omenFormula(word: string, text: string): string {
  const formulas = word.split('/');
  return formulas.find((formula) => text.includes(formula)) ?? formulas[0] ?? word;
}

export function leanParagraph(decided: CastStance, title: string, locale: Locale): string {
  const { action } = decided.leaning;
  const text = classicalText(decided.decidedBy);
  const omens = decided.leaning.omens.map((word) => omenFormula(word, text));
  const gloss = (words: string[]) => words.map((word) => omenGloss[word]?.[locale]).filter((w): w is string => Boolean(w));
  const good = gloss(omens.filter((w) => GOOD.has(w)));
  const bad = gloss(omens.filter((w) => !GOOD.has(w)));
  if (action === 'advance') good.unshift(actionGloss[locale].advance);
  if (action === 'hold') bad.unshift(actionGloss[locale].hold);
  const list = (words: string[]) => {
    const kept = [...new Set(words)].slice(0, 2);
    return locale === 'ko' ? kept.map((w) => `‘${w}’`).join(', ') : kept.map((w) => `“${w}”`).join(' and ');
  };
  const source = sourceName(decided.decidedBy, locale);
  const reason =
    good.length && bad.length
      ? fill(frames.reasonBoth[decided.stance][locale], { source, good: list(good), bad: list(bad) })
      : good.length || bad.length
        ? fill(frames.reason[locale], { source, words: list([...good, ...bad]) })
        : '';
  return [reason, fill(frames.lean[decided.stance][locale], { title })].filter(Boolean).join(' ');
}

const capitalised = (text: string) => text.replace(/(^|[.!?]\s+)“(\p{Ll})/gu, (_, before: string, c: string) => `${before}“${c.toUpperCase()}`);

/** What is asked, in one sentence, in the light of the hexagram (the options named, the question not quoted again). */
export function askedSentence(shape: QuestionShape, title: string, domain: string, locale: Locale): string {
  const [a, b] = shape.options;
  const slots = a && b ? optionSlots({ a: a.label, b: b.label }, locale) : {};
  return fill(frames.asks[shape.asked][locale], { ...slots, title, domain });
}

/** The answer to what is asked, for the stance. */
export function answerParagraph(shape: QuestionShape, stance: Stance, title: string, locale: Locale): string {
  const [a, b] = shape.options;
  let answer: string;
  if (shape.asked === 'choice' && a && b) {
    const stay = a.role === 'stay' ? a : b.role === 'stay' ? b : undefined;
    const move = a.role === 'move' ? a : b.role === 'move' ? b : undefined;
    if (stay && move) {
      const slots = optionSlots({ stay: stay.label, move: move.label }, locale);
      answer = fill(frames.stayOrMove[stance][locale], { ...slots, title });
    } else {
      answer = fill(frames.twoWays[stance][locale], { ...optionSlots({ a: a.label, b: b.label }, locale), title });
    }
  } else {
    const kind = shape.asked === 'choice' ? 'whether' : shape.asked;
    answer = fill(frames[kind][stance][locale], { title });
  }
  return locale === 'en' ? capitalised(answer) : answer;
}

/** The steps the question itself calls for: keeping to a deadline, never standing between a person and care. */
export function questionSteps(shape: QuestionShape, stance: Stance, title: string, locale: Locale): string[] {
  const [a, b] = shape.options;
  const choice = shape.asked === 'choice' && a && b ? fill(frames.choiceStep[stance][locale], optionSlots({ a: a.label, b: b.label }, locale)) : '';
  return [
    shape.health ? frames.health[locale] : '',
    shape.deadline ? fill(frames.deadline[stance][locale], { title }) : '',
    locale === 'en' ? capitalised(choice) : choice,
  ].filter(Boolean);
}

export function coreAnswer(stance: Stance, title: string, locale: Locale): string {
  return fill(frames.core[stance][locale], { title });
}
