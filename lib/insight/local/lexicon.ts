import type { InsightCategory } from '../schemas';

/**
 * The category lexicon: weighted cues in Korean (matched inside words, since particles and endings
 * attach to them: 남자친구랑, 이직할까) and English (matched from a word start; a trailing * takes
 * any ending: invest* → investing, investment). Weights: 2 unmistakable, 1 usual, 0.5 a hint.
 */

type Topic = Exclude<InsightCategory, 'general'>;
type Cues = Record<number, readonly string[]>;

const ko: Record<Topic, Cues> = {
  love: {
    2: ['연애', '남자친구', '여자친구', '남친', '여친', '짝사랑', '이별', '헤어졌', '헤어지', '헤어져', '재회', '소개팅', '썸 타', '썸을', '고백', '연인', '애인', '전 애인'],
    1: ['사랑', '결혼', '데이트', '호감', '좋아하는 사람', '마음에 드는 사람', '궁합', '배우자', '이혼', '설레'],
  },
  career: {
    2: ['이직', '취업', '취직', '승진', '면접', '퇴사', '창업', '직장', '커리어', '이력서', '구직', '상사'],
    1: ['회사', '사업', '업무', '동료', '팀장', '부서', '일자리', '알바', '아르바이트', '자영업', '합격', '공무원', '출근', '프리랜서', '연봉', '채용'],
  },
  health: {
    2: ['건강', '병원', '불면', '다이어트', '수면', '통증', '질병', '수술', '공황', '번아웃'],
    1: ['스트레스', '우울', '잠을', '잠이', '운동', '체중', '살이', '아파서', '아파요', '아프', '아픈', '치료', '피곤', '몸이', '몸 상태', '식습관', '금연', '담배', '음주', '불안'],
  },
  finance: {
    2: ['투자', '주식', '대출', '부동산', '아파트', '코인', '재테크', '적금', '전세', '월세', '청약', '파산'],
    1: ['돈', '빚', '월급', '저축', '집값', '내 집', '카드값', '생활비', '수입', '지출', '재정', '경제적', '금전', '손실', '연봉', '부채'],
  },
  family: {
    2: ['가족', '부모님', '엄마', '아빠', '어머니', '아버지', '시댁', '시어머니', '친정', '장모', '장인', '형제', '자매', '자녀', '육아'],
    1: ['부모', '남편', '아내', '아들', '딸이', '딸과', '딸을', '남동생', '여동생', '동생', '언니', '누나', '아이가', '아이를', '효도', '가정', '집안'],
  },
  decision: {
    2: ['할까 말까', '할지 말지', '갈지 말지', '갈림길', '둘 중', '어느 쪽', '양자택일', '결정을 못', '선택을 못'],
    1: ['결정', '선택', '망설', '판단이', '고를지', '어떤 길'],
    0.5: ['고민 중', '할까요', '해야 할까', '좋을까요'],
  },
  personal: {
    2: ['자존감', '자신감', '정체성', '자기계발', '나 자신', '내 자신', '무기력', '나다운', '진로'],
    1: ['성장', '습관', '스스로', '목표', '꿈', '삶의 의미', '인생', '공부', '외로워', '외롭', '외로움', '의욕', '동기부여', '미루', '게으', '마음가짐', '내 삶'],
  },
};

const en: Record<Topic, Cues> = {
  love: {
    2: ['boyfriend', 'girlfriend', 'breakup', 'broke up', 'break up', 'crush', 'dating', 'romance', 'romantic*', 'soulmate', 'my ex'],
    1: ['love*', 'relationship*', 'marry', 'married', 'marriage', 'wedding', 'partner', 'date', 'divorce*', 'fiance*'],
  },
  career: {
    2: ['job*', 'career*', 'boss', 'promotion', 'interview*', 'coworker*', 'colleague*', 'resign*', 'startup*', 'employer', 'layoff*', 'laid off', 'internship*'],
    1: ['business*', 'company', 'office', 'work', 'working', 'hired', 'hiring', 'fired', 'manager', 'profession*', 'quit', 'quitting'],
  },
  health: {
    2: ['health*', 'insomnia', 'sleep*', 'diet*', 'hospital*', 'doctor*', 'illness', 'disease*', 'burnout', 'burned out', 'surgery', 'mental health'],
    1: ['stress*', 'anxiety', 'anxious', 'depress*', 'sick', 'pain*', 'exercis*', 'weight', 'therapy', 'tired', 'fatigue*', 'smoking', 'drinking'],
  },
  finance: {
    2: ['money', 'invest*', 'stock*', 'loan*', 'debt*', 'mortgage*', 'real estate', 'crypto*', 'bitcoin', 'saving*', 'bankrupt*', 'financ*'],
    1: ['salary', 'rent', 'budget*', 'income', 'expenses', 'spending', 'afford*', 'property', 'shares', 'pay off', 'apartment', 'house'],
  },
  family: {
    2: ['family', 'families', 'parent*', 'mother*', 'mom', 'mum', 'father*', 'dad', 'sibling*', 'in-law*', 'grandmother', 'grandfather', 'grandparent*'],
    1: ['brother*', 'sister*', 'child', 'children', 'kid*', 'son', 'daughter*', 'husband', 'wife', 'household'],
  },
  decision: {
    2: ['decide', 'deciding', 'decision*', 'dilemma', 'torn between', 'crossroads', 'which one', 'which path', 'either'],
    1: ['choose', 'choosing', 'choice*', 'whether', 'or not', 'option*', 'hesitat*', 'should i'],
  },
  personal: {
    2: ['self-esteem', 'self esteem', 'confidence', 'confident', 'identity', 'procrastinat*', 'who i am', 'myself'],
    1: ['grow', 'growth', 'habit*', 'purpose', 'meaning', 'motivat*', 'lonely', 'loneliness', 'dream*', 'goal*', 'study', 'studying', 'discipline', 'passion'],
  },
};

const categoryOrder: readonly Topic[] = ['love', 'family', 'career', 'finance', 'health', 'personal', 'decision'];

interface CompiledCue {
  category: Topic;
  weight: number;
  term: string;
  pattern: RegExp;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

function compile(): CompiledCue[] {
  const cues: CompiledCue[] = [];
  for (const category of categoryOrder) {
    for (const [weight, terms] of Object.entries(ko[category])) {
      for (const term of terms) {
        cues.push({ category, weight: Number(weight), term, pattern: new RegExp(escape(term), 'gu') });
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
  return cues;
}

const cues = compile();

export interface CueHit {
  category: Topic;
  term: string;
  weight: number;
  /** index of the match in the text */
  index: number;
  length: number;
}

interface Classification {
  category: InsightCategory;
  scores: Record<Topic, number>;
  /** the strongest, earliest cue of the winning category, if any */
  cue?: CueHit;
}

/** Scores every category by its cues in the text and picks the best; no cue at all → general. */
export function classify(text: string): Classification {
  // lower-casing keeps positions for everything a cue can match (Hangul and ASCII)
  const lower = text.toLowerCase();
  const scores = Object.fromEntries(categoryOrder.map((c) => [c, 0])) as Record<Topic, number>;
  const hits: CueHit[] = [];
  const claimed: Array<[number, number]> = [];
  // longer cues first, so 'my ex' or '전 애인' claim their span before a shorter cue inside them
  const ordered = [...cues].sort((a, b) => b.term.length - a.term.length);
  for (const cue of ordered) {
    for (const match of lower.matchAll(cue.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (claimed.some(([s, e]) => start < e && end > s)) continue;
      claimed.push([start, end]);
      scores[cue.category] += cue.weight;
      hits.push({ category: cue.category, term: cue.term, weight: cue.weight, index: start, length: match[0].length });
    }
  }
  let best: Topic | undefined;
  for (const category of categoryOrder) {
    if (scores[category] > 0 && (best === undefined || scores[category] > scores[best])) best = category;
  }
  if (best === undefined) return { category: 'general', scores };
  const winner = best;
  const cue = hits
    .filter((h) => h.category === winner)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)[0];
  return { category: winner, scores, ...(cue ? { cue } : {}) };
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
