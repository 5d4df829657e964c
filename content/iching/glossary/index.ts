/**
 * The recurring formulas of the Zhouyi's judgements and line texts, with the one Korean and the one
 * English rendering every hexagram's translation uses (hexagrams 1–24 and 25–64 were
 * written in two batches that rendered them differently). `content/iching/glossary/glossary.test.ts`
 * finds every occurrence of each formula in the classical text and checks that the line's
 * translation in both languages carries the rendering.
 *
 * A rendering is checked as written, or in one of its `forms` (the same words inflected to fit a
 * sentence: 이롭다 / 이롭고, person / people). Korean renderings end in 다 and are matched on their
 * stem (크게 형통하다 matches 크게 형통하니). A formula inside a longer one whose rendering does not
 * contain its own (利涉大川 inside 不利涉大川) is checked through the longer one; `notAfter` names
 * the characters before a formula that make it another phrase (蔑貞凶: 貞 destroyed, not 貞 kept).
 * A formula is found with or without punctuation between its characters (元，亨，利，貞 is 元亨利貞).
 * The list holds every mantic formula that occurs more than twice in the judgements and line texts;
 * 勿用 and 利用 are left out because they govern a different object each time (勿用取女, 利用侵伐).
 */
export interface GlossaryEntry {
  formula: string;
  /** what the formula says, for the reader of the glossary */
  gloss: string;
  ko: string;
  en: string;
  forms?: { ko?: readonly string[]; en?: readonly string[] };
  notAfter?: readonly string[];
}

export const glossary: readonly GlossaryEntry[] = [
  { formula: '元亨利貞', gloss: 'the four virtues of the first hexagram: origin, success, benefit, constancy', ko: '크게 형통하고, 곧음을 지키는 것이 이롭다', en: 'great success; holding steady brings benefit' },
  { formula: '元亨', gloss: 'sublime, fundamental success', ko: '크게 형통하다', en: 'great success' },
  { formula: '亨', gloss: 'success, things get through (after 用 it is 享, an offering: 公用亨于天子)', ko: '형통하다', en: 'success', notAfter: ['用'] },
  { formula: '利貞', gloss: 'constancy is beneficial', ko: '곧음을 지키는 것이 이롭다', en: 'holding steady brings benefit' },
  { formula: '貞吉', gloss: 'constancy is fortunate (after 艱 the 貞 is 利艱貞\'s, then 吉)', ko: '곧으면 길하다', en: 'holding steady brings good fortune', notAfter: ['艱'] },
  { formula: '貞凶', gloss: 'persisting is unfortunate', ko: '고집하면 흉하다', en: 'persisting brings misfortune', notAfter: ['蔑'] },
  { formula: '厲', gloss: 'danger, peril', ko: '위태롭다', en: 'danger', forms: { ko: ['위태로'] } },
  { formula: '悔亡', gloss: 'regret vanishes', ko: '뉘우침이 사라진다', en: 'regret passes', forms: { ko: ['뉘우침이 사라', '뉘우침은 사라'] } },
  { formula: '无咎', gloss: 'no blame, no fault', ko: '허물이 없다', en: 'no fault', forms: { ko: ['허물은 없'] } },
  { formula: '吝', gloss: 'cause for regret, humiliation', ko: '아쉬움이 있다', en: 'shame', forms: { ko: ['아쉬움'] } },
  { formula: '凶', gloss: 'misfortune', ko: '흉하다', en: 'misfortune', forms: { ko: ['흉'] } },
  { formula: '君子', gloss: 'the exemplary person', ko: '군자', en: 'person of character', forms: { en: ['people of character'] } },
  { formula: '小人', gloss: 'the small, petty person', ko: '소인', en: 'petty person', forms: { en: ['petty people', 'petty one'] } },
  { formula: '大人', gloss: 'the great person', ko: '대인', en: 'great person', forms: { en: ['great people'] } },
  { formula: '不利涉大川', gloss: 'it does not benefit to cross the great river', ko: '큰 내를 건너는 것은 이롭지 않다', en: 'no benefit in crossing the great river' },
  { formula: '利涉大川', gloss: 'it benefits to cross the great river', ko: '큰 내를 건너는 것이 이롭다', en: 'benefit in crossing the great river' },
  { formula: '利見大人', gloss: 'it benefits to see the great person', ko: '대인을 만나는 것이 이롭다', en: 'benefit in seeing a great person', forms: { en: ['benefit in seeing the great person'] } },
  { formula: '有孚', gloss: 'there is trust, sincerity', ko: '믿음', en: 'trust' },
  { formula: '不利有攸往', gloss: 'it does not benefit to have somewhere to go', ko: '나아가는 것이 이롭지 않다', en: 'no benefit in setting out' },
  { formula: '利有攸往', gloss: 'it benefits to have somewhere to go', ko: '나아갈 곳이 있으면 이롭다', en: 'benefit in setting out', forms: { ko: ['나아갈 곳이 있으면 조금 이롭'] } },
  { formula: '无不利', gloss: 'nothing that does not benefit', ko: '이롭지 않은 것이 없다', en: 'everything is beneficial' },
  { formula: '无攸利', gloss: 'nothing for which it benefits', ko: '이로울 바가 없다', en: 'nothing is gained' },
  { formula: '利艱貞', gloss: 'constancy in hardship is beneficial', ko: '어려움 속에서 곧음을 지키는 것이 이롭다', en: 'holding steady through hardship brings benefit', forms: { ko: ['어려움 속에서 곧음을 지키는 것이 이로우'] } },
  { formula: '元吉', gloss: 'supreme good fortune', ko: '크게 길하다', en: 'supreme good fortune' },
  { formula: '大吉', gloss: 'great good fortune', ko: '크게 길하다', en: 'great good fortune' },
  { formula: '終吉', gloss: 'good fortune in the end (after 有 it is 有終, 吉: an ending, then good fortune)', ko: '마침내 길하다', en: 'it ends well', notAfter: ['有'] },
  { formula: '征凶', gloss: 'setting out, marching on, is unfortunate', ko: '나아가면 흉하다', en: 'to march out brings misfortune' },
  { formula: '征吉', gloss: 'setting out, marching on, is fortunate', ko: '나아가면 길하다', en: 'marching out brings good fortune', forms: { en: ['marching south brings good fortune'] } },
  { formula: '往吉', gloss: 'going on is fortunate', ko: '나아가면 길하다', en: 'going on brings good fortune' },
  { formula: '往吝', gloss: 'going on brings cause for regret', ko: '나아가면 아쉬움이 있다', en: 'going on brings shame', forms: { en: ['going on that way brings shame'] } },
  { formula: '貞厲', gloss: 'persisting is dangerous', ko: '고집하면 위태롭다', en: 'persisting brings danger', forms: { ko: ['고집하면 위태로'] } },
  { formula: '貞吝', gloss: 'persisting brings cause for regret', ko: '고집하면 아쉬움이 있다', en: 'persisting brings shame' },
  { formula: '无悔', gloss: 'no regret', ko: '뉘우침이 없다', en: 'no regret' },
  { formula: '有悔', gloss: 'there is regret', ko: '뉘우침이 있다', en: 'there is regret', forms: { en: ['there will be regret', 'brings regret', 'small regret'] } },
  { formula: '勿恤', gloss: 'do not worry', ko: '걱정하지 말라', en: 'do not worry' },
];

/** Punctuation the classical text puts between the words of a formula (19: 元，亨，利，貞). */
export const CLASSICAL_PUNCTUATION = /[，。；：、！？,.;:!?“”「」‘’『』\s]/gu;

/** The strings that count as the rendering in a language: the rendering (a Korean one on its stem) and its forms. */
export function renderingForms(entry: GlossaryEntry, locale: 'ko' | 'en'): string[] {
  const base = locale === 'ko' ? entry.ko.replace(/다$/u, '') : entry.en;
  return [base, ...(entry.forms?.[locale] ?? [])];
}
