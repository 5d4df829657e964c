/**
 * The recurring formulas of the Zhouyi's judgements and line texts, with the one Korean and the one
 * English rendering every hexagram's translation uses (issue 31: hexagrams 1–24 and 25–64 were
 * written in two batches that rendered them differently). `content/iching/glossary/glossary.test.ts`
 * finds every occurrence of each formula in the classical text and checks that the line's
 * translation in both languages carries the rendering.
 *
 * A rendering is checked as written, or in one of its `forms` (the same words inflected to fit a
 * sentence: 이롭다 / 이롭고, person / people). Korean renderings end in 다 and are matched on their
 * stem (크게 형통하다 matches 크게 형통하니). A formula inside a longer one whose rendering does not
 * contain its own (利涉大川 inside 不利涉大川) is checked through the longer one; `notAfter` names
 * the characters before a formula that make it another phrase (蔑貞凶: 貞 destroyed, not 貞 kept).
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
  { formula: '貞吉', gloss: 'constancy is fortunate', ko: '곧으면 길하다', en: 'holding steady brings good fortune' },
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
];

/** The strings that count as the rendering in a language: the rendering (a Korean one on its stem) and its forms. */
export function renderingForms(entry: GlossaryEntry, locale: 'ko' | 'en'): string[] {
  const base = locale === 'ko' ? entry.ko.replace(/다$/u, '') : entry.en;
  return [base, ...(entry.forms?.[locale] ?? [])];
}
