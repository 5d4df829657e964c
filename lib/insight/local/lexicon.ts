import { enCues as en, koCues as ko } from '@/content/insight/lexicon';
import type { InsightCategory } from '../schemas';

/**
 * The category lexicon: weighted cues in Korean and English, phrase rules that read a cue in its
 * context, and neutral words that hide a cue which is not one. Scoring goes in four steps:
 * 1. phrase rules (regular expressions) claim their span first: "일을 정말 사랑하는데" is work,
 *    "사랑하는 딸" family, "I love my job" work, "quit smoking" health; a rule of weight 0 only
 *    hides what it covers ("받아들여" holds 아들, "after work" is not about the job);
 * 2. the cues claim what is left, longer ones first. Korean cues match inside words (particles and
 *    endings attach: 남자친구랑, 이직할까) and with or without the spaces between their syllables
 *    (자기계발 / 자기 계발); English cues match from a word start, a trailing * taking any ending;
 * 3. a choice between two things in Korean ("…할지 …할지", "…할지 말지") or English ("should I …
 *    or …") is a cue for 'decision';
 * 4. the area with the highest score wins; a choice whose subject is clearly one area (a cue of 2 or
 *    more) belongs to that area, not to 'decision'; ties go in the order below; nothing → general.
 * Weights: 2 unmistakable, 1 usual, 0.5 a hint.
 */

interface Rule {
  category: InsightCategory;
  weight: number;
  pattern: RegExp;
}

const KO_WORK = '(?:일|업무|직업|직장|업계|회사|작업|가르치는 일|분야|이 일|내 일|제 일|팀)';
const KO_KIN = '(?:딸|아들|엄마|아빠|어머니|아버지|부모님?|가족|아이들?|동생|남동생|여동생|언니|누나|형|오빠|할머니|할아버지|손주)';
const EN_WORK = '(?:job|work|career|team|company|field|profession|industry|colleagues|coworkers|boss|clients|office)';

/** Phrase rules: read a cue by what it is said of. Matched in lower case before any cue. */
const rules: readonly Rule[] = [
  // love words said of work: 일을 정말 사랑하는데, 이 업계를 사랑하지만, I love my job, I adore my team
  { category: 'career', weight: 2, pattern: new RegExp(`${KO_WORK}(?:을|를|이|가|도)?\\s*(?:정말|너무|진심으로|참|무척|많이|아주)?\\s*(?:사랑|좋아하)`, 'gu') },
  { category: 'career', weight: 2, pattern: new RegExp(`(?<![a-z])(?:love|adore|enjoy|passionate about|fell in love with)\\s+(?:(?:my|the|this|our|doing)\\s+)?(?:[a-z]+\\s+)?${EN_WORK}(?![a-z])`, 'g') },
  // love words said of kin: 사랑하는 딸, 엄마를 사랑하지만, I love my mom
  { category: 'family', weight: 2, pattern: new RegExp(`사랑하는\\s*${KO_KIN}|${KO_KIN}(?:을|를)\\s*(?:정말|너무)?\\s*사랑`, 'gu') },
  { category: 'family', weight: 2, pattern: /(?<![a-z])love\s+(?:my|our)\s+(?:mom|mum|mother|dad|father|parents|kids|children|son|daughter|sister|brother|family)(?![a-z])/gu },
  // love said of oneself, or of what one does: "나를 사랑", "commit to what I love"
  { category: 'personal', weight: 1, pattern: /(?<![a-z])(?:what|things|everything) i (?:love|like)(?![a-z])/gu },
  // the one a person likes: "the woman I like", "someone I love"
  { category: 'love', weight: 2, pattern: /(?<![a-z])(?:woman|man|girl|guy|person|someone|boy) (?:i|who i) (?:like|love|fancy|have a crush on)(?![a-z])/gu },
  { category: 'personal', weight: 2, pattern: /(?:나|나 자신|내 자신|자신|스스로)(?:을|를)\s*사랑/gu },
  // a love for an activity is not a romance: "fell in love with teaching"
  { category: 'general', weight: 0, pattern: /(?<![a-z])(?:fell|falling) in love with (?=[a-z]+ing(?![a-z]))/gu },
  // quitting a habit is health, not a resignation
  { category: 'health', weight: 2, pattern: /(?<![a-z])quit(?:ting)? (?:smoking|drinking|alcohol|sugar|caffeine|vaping)(?![a-z])/gu },
  // a business partner is work
  { category: 'career', weight: 2, pattern: /(?<![a-z])business partner|사업 파트너|동업자/gu },
  // "what should I …", "how should I …": asking for counsel, not weighing two options
  { category: 'general', weight: 0.5, pattern: /(?<![a-z])(?:what|how|when|where) should (?:i|we)(?![a-z])/gu },
  // words that hold a cue without meaning it: 받아들여 (아들), 아이디어 (아이), 기술 (술), after work
  { category: 'general', weight: 0, pattern: /받아들|아이디어|아이돌|기술|예술|미술|마술|어떻게 해야 할지|after work|romanticiz\w*/gu },
];

// the order ties are broken in: the areas before the wide ones
const categoryOrder: readonly InsightCategory[] = ['love', 'family', 'career', 'finance', 'health', 'personal', 'general', 'decision'];
type Topic = Exclude<InsightCategory, 'general' | 'decision'>;
const topics: readonly Topic[] = ['love', 'family', 'career', 'finance', 'health', 'personal'];

interface CompiledCue {
  category: InsightCategory;
  weight: number;
  term: string;
  pattern: RegExp;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * A Korean cue with or without spaces between its syllables (자기계발 also finds 자기 계발), for
 * cues of three syllables or more: a shorter one would be found across two words (몸이 자주 → 이자).
 */
function koreanSource(term: string): string {
  const syllables = [...term.replace(/\s+/gu, '')];
  if (syllables.length < 3) return escape(term).replace(/ /gu, '\\s*');
  return syllables.map(escape).join('\\s?');
}

function compile(): CompiledCue[] {
  const cues: CompiledCue[] = [];
  for (const category of categoryOrder) {
    for (const [weight, terms] of Object.entries(ko[category])) {
      for (const term of terms) {
        cues.push({ category, weight: Number(weight), term, pattern: new RegExp(koreanSource(term), 'gu') });
      }
    }
    for (const [weight, terms] of Object.entries(en[category])) {
      for (const term of terms) {
        const stem = term.endsWith('*');
        const body = escape(stem ? term.slice(0, -1) : term).replace(/ /gu, '\\s+');
        // English is matched in lower case against ASCII word edges: cheap to compile and to run
        const source = `(?<![a-z0-9])${body}${stem ? '[a-z-]*' : "(?:'s|s)?"}(?![a-z0-9])`;
        cues.push({ category, weight: Number(weight), term, pattern: new RegExp(source, 'g') });
      }
    }
  }
  // longer cues first, so 'my ex' or '전 애인' claim their span before a shorter cue inside them
  return cues.sort((a, b) => b.term.length - a.term.length);
}

const cues = compile();

export interface CueHit {
  category: InsightCategory;
  term: string;
  weight: number;
  /** index of the match in the text */
  index: number;
  length: number;
}

interface Classification {
  category: InsightCategory;
  scores: Record<InsightCategory, number>;
  /** the strongest, earliest cue of the winning category, if any */
  cue?: CueHit;
  /** every cue found, of any category */
  hits: readonly CueHit[];
}

/** The strongest, earliest cue of one category among the hits. */
function strongest(hits: readonly CueHit[], category: InsightCategory): CueHit | undefined {
  return hits.filter((h) => h.category === category).sort((a, b) => b.weight - a.weight || a.index - b.index)[0];
}

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const RIEUL = 8;

/** A syllable ending in ㄹ (할, 갈, 살, 을): the ㄹ지 of "…할지" asks which. */
function endsInRieul(char: string | undefined): boolean {
  const code = char?.codePointAt(0) ?? 0;
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST && (code - SYLLABLE_FIRST) % 28 === RIEUL;
}

// counsel, not a choice: 어떻게 해야 할지, 무엇을 할지, 될지 (will it work out)
const NOT_A_CHOICE = /(?:어떻게|어디서부터|무엇을|뭘|뭐부터|무엇부터|얼마나|언제|누구)[^,.?!]{0,8}$|(?:될|있을|없을|맞을|괜찮을|좋을)$/u;

/**
 * "…할지 …할지": two ㄹ지 clauses that are not questions of how, close together (within one
 * sentence) — the grammar of weighing two things. Its span is the pair.
 */
function koreanChoices(text: string): { pairs: Array<[number, number]>; whether: Array<[number, number]> } {
  const found: Array<{ index: number; word: string }> = [];
  const whether: Array<[number, number]> = [];
  for (const match of text.matchAll(/(\S*?)(.)지(?=[\s,.?!]|$)/gu)) {
    if (!endsInRieul(match[2])) continue;
    const before = text.slice(Math.max(0, match.index - 12), match.index + match[0].length - 1);
    if (NOT_A_CHOICE.test(before)) continue;
    found.push({ index: match.index, word: match[0] });
    // one clause weighed on its own: "받아들여야 할지 모르겠어요", "입양할지 고민 중"
    const after = /^\s?(?:\S+\s)?(?:모르겠|고민|망설|정하지|정해야|결정)/u.exec(text.slice(match.index + match[0].length));
    if (after) whether.push([match.index, match.index + match[0].length + after[0].length]);
  }
  const pairs: Array<[number, number]> = [];
  for (let i = 1; i < found.length; i++) {
    const a = found[i - 1];
    const b = found[i];
    if (!a || !b) continue;
    const between = text.slice(a.index + a.word.length, b.index);
    if (between.length <= 24 && !/[.?!]/u.test(between)) pairs.push([a.index, b.index + b.word.length]);
  }
  return { pairs, whether };
}

/** "…해 볼까 고민", "…할까 망설여": a step weighed before it is taken. */
const KOREAN_HESITATION = /\S+까\s?(?:고민|망설|생각 중)/gu;

/** English "should I … or …?", "… or stay": an either-or within one sentence. */
const ENGLISH_CHOICE = /(?<![a-z])(?:should|do|can|would) (?:i|we) [^.?!]{2,60}?(?<![a-z])or(?![a-z])(?! not)/gu;

/** Scores every category by its cues in the text and picks the best; no cue at all → general. */
export function classify(text: string): Classification {
  // lower-casing keeps positions for everything a cue can match (Hangul and ASCII)
  const lower = text.toLowerCase();
  const scores = Object.fromEntries(categoryOrder.map((c) => [c, 0])) as Record<InsightCategory, number>;
  const hits: CueHit[] = [];
  const claimed: Array<[number, number]> = [];
  const claim = (category: InsightCategory, weight: number, term: string, start: number, end: number): void => {
    if (claimed.some(([s, e]) => start < e && end > s)) return;
    claimed.push([start, end]);
    scores[category] += weight;
    if (weight > 0) hits.push({ category, term, weight, index: start, length: end - start });
  };
  for (const rule of rules) {
    for (const match of lower.matchAll(rule.pattern)) claim(rule.category, rule.weight, match[0], match.index, match.index + match[0].length);
  }
  for (const cue of cues) {
    for (const match of lower.matchAll(cue.pattern)) claim(cue.category, cue.weight, cue.term, match.index, match.index + match[0].length);
  }
  // a choice adds to 'decision' without hiding the cues inside it (이직할지 is still work)
  const choices = koreanChoices(lower);
  const weighed = [
    ...choices.pairs.map(([start, end]) => ({ start, end, weight: 1.5 })),
    // a single clause counts only where no pair already holds it
    ...choices.whether.filter(([s]) => !choices.pairs.some(([ps, pe]) => s >= ps && s < pe)).map(([start, end]) => ({ start, end, weight: 1 })),
    ...[...lower.matchAll(KOREAN_HESITATION)].map((m) => ({ start: m.index, end: m.index + m[0].length, weight: 1 })),
  ];
  for (const { start, end, weight } of weighed) {
    scores.decision += weight;
    hits.push({ category: 'decision', term: lower.slice(start, end), weight, index: start, length: end - start });
  }
  for (const match of lower.matchAll(ENGLISH_CHOICE)) {
    scores.decision += 1;
    hits.push({ category: 'decision', term: match[0], weight: 1, index: match.index, length: match[0].length });
  }

  let best: InsightCategory | undefined;
  for (const category of categoryOrder) {
    if (scores[category] > 0 && (best === undefined || scores[category] > scores[best])) best = category;
  }
  if (best === 'decision') {
    // a choice about one area is a question of that area
    const area = topics.reduce<Topic | undefined>((top, c) => (scores[c] >= 2 && (!top || scores[c] > scores[top]) ? c : top), undefined);
    if (area) best = area;
  }
  if (best === undefined) return { category: 'general', scores, hits };
  const cue = strongest(hits, best);
  return { category: best, scores, hits, ...(cue ? { cue } : {}) };
}

/**
 * The cue to quote for a concern read in a given area (the one the person chose may not be the one
 * it reads as): that area's strongest cue, else the winning one.
 */
export function cueFor(text: string, category: InsightCategory): CueHit | undefined {
  const found = classify(text);
  return strongest(found.hits, category) ?? found.cue;
}

const englishWords = Object.values(en).flatMap((cuesByWeight) =>
  Object.values(cuesByWeight)
    .flat()
    .filter((term) => !term.includes(' '))
    .map((term) => ({ base: term.replace(/\*$/u, ''), stem: term.endsWith('*') })),
);

/** Whether a single English word is one of the lexicon's cues (any category). */
export function isCueWord(word: string): boolean {
  const w = word.toLowerCase();
  return englishWords.some(({ base, stem }) =>
    stem ? w.startsWith(base) : w === base || w === `${base}s` || w === `${base}'s`,
  );
}
