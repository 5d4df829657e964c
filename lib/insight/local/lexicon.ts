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

type Cues = Record<number, readonly string[]>;

const ko: Record<InsightCategory, Cues> = {
  love: {
    2: ['연애', '남자친구', '여자친구', '남친', '여친', '짝사랑', '이별', '헤어졌', '헤어지', '헤어져', '헤어진', '헤어질', '재회', '소개팅', '소개받', '썸 타', '썸을', '고백', '연인', '애인', '전 애인', '부부 사이', '바람을 피', '바람피', '사귀', '사귄', '동거', '결혼을 약속'],
    1: ['사랑', '결혼', '데이트', '호감', '좋아하는 사람', '마음에 드는 사람', '궁합', '배우자', '이혼', '설레', '설렘', '인연', '그 사람', '부부', '상대방', '만나는 사람', '우리 두 사람', '집착', '첫눈에', '밀당', '연락이 없', '연상', '연하', '마음을 표현', '맞선', '데이트 앱', '소개팅 앱'],
    0.5: ['남편', '아내', '사람을 만나'],
  },
  career: {
    2: ['이직', '취업', '취직', '승진', '면접', '퇴사', '창업', '직장', '커리어', '이력서', '구직', '상사', '경력', '발령', '직무', '계약직', '정규직', '복직', '육아휴직', '야근', '연봉 협상', '입사', '동업', '구조조정', '인턴', '정직원', '전직', '직원', '해고', '권고사직', '실적', '사표', '사직', '공채', '지원서', '불합격', '업무량', '거래처', '영업', '보고서'],
    1: ['회사', '사업', '업무', '동료', '팀장', '부서', '일자리', '알바', '아르바이트', '자영업', '공무원', '출근', '프리랜서', '연봉', '채용', '업계', '박봉', '실무', '매출', '쇼핑몰', '고객', '지사', '성과', '일감', '전공', '프로젝트', '평가', '분기', '손님', '운영', '개발자', '디자이너', '사장님', '가게 운영', '식당', '출장', '근무', '회의', '기획', '학원', '원장', '사장', '연차', '서류 전형', '묵살'],
    0.5: ['합격', '이 일', '일을 시작'],
  },
  health: {
    2: ['건강', '병원', '불면', '다이어트', '수면', '통증', '질병', '수술', '공황', '번아웃', '두통', '혈압', '재활', '금연', '수면제', '체력', '피로', '편두통', '디스크', '면역', '감기', '정신과', '한의원', '약을 먹', '알레르기', '갱년기', '어지러', '어지럼', '식욕', '입맛', '몸이 망가', '몸이 상', '건강을 해', '소화불량', '빈혈', '탈모', '관절', '골절', '당뇨', '갑상선', '치과', '이명', '시력'],
    1: ['스트레스', '우울', '잠을', '잠이', '잠들', '잠드', '운동', '체중', '살이', '아파서', '아파요', '아프', '아픈', '치료', '피곤', '몸이', '몸 상태', '식습관', '담배', '음주', '술을', '술이', '술자리', '두근거', '숨이 차', '소화', '산후', '증상', '야식', '요요', '검사', '회복', '어깨', '허리', '무릎', '손목', '목이 아', '뻣뻣', '뒤척', '커피', '카페인', '식단', '감량', '몸무게', '폭식', '저리', '끼니', '기침', '열이 나', '근육', '피부', '병이', '병을', '다쳤', '다친', '출산 후', '임신'],
    0.5: ['불안', '상담', '긴장'],
  },
  finance: {
    2: ['투자', '주식', '대출', '부동산', '아파트', '코인', '재테크', '적금', '전세', '월세', '청약', '파산', '노후', '퇴직금', '보증금', '세금', '연말정산', '금전운', '학자금', '신용 점수', '보험'],
    1: ['돈', '빚', '월급', '저축', '집값', '내 집', '카드값', '생활비', '수입', '지출', '재정', '경제적', '금전', '손실', '부채', '빌려', '부업', '집주인', '충동구매', '자금', '수익', '용돈', '명세서', '이자', '가계부', '적자', '목돈', '연금', '환율', '월 수입', '마이너스 통장', '금리', '통장', '투자받', '급한 불', '매매', '계약금', '잔금', '현금', '경매'],
  },
  family: {
    2: ['가족', '부모님', '엄마', '아빠', '어머니', '아버지', '시댁', '시어머니', '친정', '장모', '장인', '형제', '자매', '자녀', '육아', '처가', '친척', '양육', '쌍둥이'],
    1: ['부모', '아들', '딸이', '딸과', '딸을', '딸에게', '남동생', '여동생', '동생', '언니', '누나', '오빠', '아이가', '아이를', '아이들', '아이에게', '아이와', '두 아이', '효도', '가정', '집안', '할머니', '할아버지', '명절', '사춘기', '손주', '큰아이', '작은아이', '막내', '훈육', '간병', '시아버지', '며느리', '사위', '조카', '시누이', '올케', '동서', '형부', '매형', '딸아이', '딸한테', '딸의', '딸은', '큰딸', '작은딸'],
  },
  decision: {
    2: ['할까 말까', '할지 말지', '갈지 말지', '갈림길', '둘 중', '어느 쪽', '양자택일', '결정을 못', '선택을 못', '결론을 못', '마음을 못 정', '정하지 못', '고르기가', '고르지 못', '어느 길', '두 가지 길', '갈등 중', '결정을 미루', '결정을 내려', '이번엔 정해'],
    1: ['결정', '선택', '망설', '판단이', '고를지', '어떤 길', '후회', '갈지', '머물지', '남을지', '떠날지', '옮길지'],
  },
  personal: {
    2: ['자존감', '자신감', '정체성', '자기계발', '나 자신', '내 자신', '제 자신', '저 자신', '무기력', '나다운', '진로', '완벽주의', '자책'],
    1: ['성장', '습관', '스스로', '목표', '꿈', '삶의 의미', '인생', '공부', '외로워', '외롭', '외로움', '의욕', '동기부여', '미루', '게으', '내 삶', '비교', '초라', '거절', '공허', '성격', '시선', '감정', '명상', '일기', '취미', '친구', '작심삼일', '이룬 것', '원하는 게', '좋아하는 일', '독서', '책을', '눈치', '어떤 사람인지', '중요한 게', '상처받', '자기 관리', '나 혼자', '혼자만의', '위축', '압박감', '쓸쓸', '몰입', '자존심', '열등감', '자격지심', '주눅', '소심', '내성적', '나이에 맞게', '남들처럼', '조리 있게', '자기표현'],
  },
  general: {
    1: ['운세', '운의 흐름', '전반적', '하반기', '상반기', '내년', '새해', '한 해', '이번 달', '다음 달', '이번 겨울', '흐름', '조짐', '앞날', '주역은', '다음 장', '이 시기', '계절', '기운'],
    0.5: ['올해', '앞으로', '요즘 모든 일', '마음가짐', '3개월', '봄이', '오늘 하루', '다음 주', '이번 주'],
  },
};

const en: Record<InsightCategory, Cues> = {
  love: {
    2: ['boyfriend', 'girlfriend', 'breakup', 'broke up', 'break up', 'crush', 'dating', 'romance', 'romantic', 'soulmate', 'my ex', 'feelings for', 'cheated', 'cheating', 'affair', 'proposed', 'seeing someone', 'i am seeing', 'in love', 'fiance*', 'fiancé*'],
    1: ['love*', 'relationship*', 'marry', 'marriage', 'wedding', 'partner', 'date', 'divorce*', 'chemistry', 'single', 'jealous*', 'emotionally unavailable', 'open my heart', 'someone i like', 'between us', 'first move', 'engaged', 'the guy', 'the girl', 'text back', 'texting', 'ghosted', 'how i feel about', 'tell her how i feel', 'tell him how i feel', 'dating app', 'in-laws to be'],
    0.5: ['husband', 'wife', 'married'],
  },
  career: {
    2: ['job*', 'career*', 'boss', 'promotion', 'interview*', 'coworker*', 'colleague*', 'resign*', 'startup*', 'employer', 'layoff*', 'laid off', 'internship*', 'supervisor', 'pay raise', 'ask for a raise', 'back to work', 'return to work', 'workplace', 'freelanc*', 'my team', 'management role', 'restructuring', 'full-time', 'retrain*', 'my review', 'performance review', 'employees', 'my firm', 'at work', 'night shift*', 'overtime', 'working late', 'resume', 'tutoring', 'founded'],
    1: ['business*', 'company', 'office', 'work', 'working', 'hired', 'hiring', 'fired', 'manager', 'profession*', 'quit', 'quitting', 'role', 'position', 'contract', 'teaching', 'team lead', 'agency', 'bakery', 'shop', 'store', 'restaurant', 'cafe', 'industry', 'skills', 'clients', 'customers', 'accounting', 'engineering', 'project*', 'firm', 'quarter', 'developer', 'designer', 'tasks', 'deadline*', 'workload', 'apply for', 'opening', 'experience', 'portfolio', 'meetings', 'my ideas', 'dismissed'],
  },
  health: {
    2: ['health*', 'insomnia', 'sleep*', 'asleep', 'diet*', 'hospital*', 'doctor*', 'illness', 'disease*', 'burnout', 'burned out', 'surgery', 'mental health', 'headache*', 'migraine*', 'blood pressure', 'therapist', 'panic', 'injur*', 'quit smoking'],
    1: ['stress*', 'anxiety', 'anxious', 'depress*', 'sick', 'pain*', 'exercis*', 'weight', 'therapy', 'tired', 'fatigue*', 'smoking', 'drinking', 'drink', 'alcohol', 'checkup', 'check-up', 'feeling low', 'body', 'stomach', 'knee', 'recover*', 'marathon', 'heart rac*', 'my heart has been', 'breathe', 'symptom*', 'eat healthier', 'shoulder*', 'neck', 'back pain', 'disc', 'cold', 'flu', 'immune', 'sore', 'stiff', 'toss and turn', 'coffee*', 'caffeine', 'meal plan', 'lose weight', 'psychiatr*', 'medical', 'medication*', 'allerg*', 'numb*', 'dizz*', 'appetite', 'skip meals', 'my body', 'gave birth', 'pregnan*', 'lower back', 'joint*', 'muscle*', 'cough*', 'fever', 'blood sugar', 'diabet*', 'cholesterol', 'thyroid', 'dentist', 'teeth', 'eyesight', 'tinnitus', 'ache*', 'aching', 'nause*', 'hair loss'],
    0.5: ['crav*', 'weak'],
  },
  finance: {
    2: ['money', 'invest*', 'stock*', 'loan*', 'debt*', 'mortgage*', 'real estate', 'crypto*', 'bitcoin', 'saving*', 'bankrupt*', 'financ*', 'budget*', 'tax', 'taxes', 'overspend*', 'emergency fund', 'retirement', 'insurance', 'credit score', 'lend*', 'side income', 'shares', 'funding'],
    1: ['salary', 'rent', 'income', 'expenses', 'spending', 'spend', 'afford*', 'property', 'pay off', 'pay down', 'apartment', 'house', 'capital', 'inherit*', 'borrow*', 'paid back', 'bonus', 'index fund', 'wealth', 'price*', 'cost*', 'paycheck*', 'statement', 'interest', 'payments', 'cash', 'pension', 'lease', 'overdraft', 'refinanc*', 'interest rate*', 'funds'],
  },
  family: {
    2: ['family', 'families', 'parent*', 'mother*', 'mom', 'mum', 'father*', 'dad', 'sibling*', 'in-law*', 'grandmother', 'grandfather', 'grandparent*', 'relatives', 'stepdaughter*', 'stepson*', 'stepmother*', 'stepfather*', 'stepmom', 'stepdad', 'parenting', 'my kids', 'my children'],
    1: ['brother*', 'sister*', 'child', 'children', 'kid*', 'son', 'daughter*', 'household', 'twin*', 'cousin*', 'aunt*', 'uncle*', 'niece*', 'nephew*', 'housework', 'at home', 'adopting', 'adopt a child', 'teenage*', 'my oldest', 'my youngest', 'the baby', 'raised my', 'discipline him', 'discipline her', 'toddler*'],
  },
  decision: {
    2: ['decide', 'deciding', 'decision*', 'dilemma', 'torn between', 'crossroads', 'which one', 'which path', 'which way', 'either', 'make up my mind', 'back and forth', 'part of me wants', 'choose between', 'cannot choose', 'make a call', 'two roads', 'two paths', 'two offers'],
    1: ['choose', 'choosing', 'choice*', 'whether', 'or not', 'option*', 'hesitat*', 'regret', 'give an answer', 'relocat*', 'move to', 'moving to', 'go or stay', 'leave or stay'],
    0.5: ['should i', 'should we'],
  },
  personal: {
    2: ['self-esteem', 'self esteem', 'confidence', 'confident', 'identity', 'procrastinat*', 'who i am', 'myself', 'who am i', 'perfectionis*', 'overthink*', 'people-pleas*', 'please everyone', 'love myself'],
    1: ['grow', 'growth', 'habit*', 'purpose', 'meaning', 'motivat*', 'lonely', 'loneliness', 'dream*', 'goal*', 'study', 'studying', 'discipline', 'passion', 'passionate', 'friends', 'friendship*', 'temper', 'criticism', 'meditat*', 'journal*', 'brave*', 'out of life', 'achieved', 'say no', 'learn a new', 'read more', 'expectations', 'compare myself', 'social media', 'sensitive', 'what others think', 'kind of person', 'truly matters', 'get hurt', 'self-worth', 'inner peace', 'introvert*', 'self-conscious', 'people my age', 'insecur*', 'alone', 'envy', 'envious', 'pressure'],
  },
  general: {
    1: ['ahead', 'the coming', 'this year', 'next year', 'new year', 'the year', 'next month', 'this month', 'season', 'in general', 'general', 'overall', 'guidance', 'reading', 'luck*', 'fortune', 'book of changes', 'period of my life', 'this winter', 'this spring', 'the tide', 'weeks', 'next chapter', 'next week', 'this week', 'mood'],
    0.5: ['spring', 'summer', 'autumn', 'winter', 'energy', 'chapter', 'direction', 'lesson', 'let go', 'focus on', 'prepare for'],
  },
};

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
