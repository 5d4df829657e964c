import type { InsightCategory } from '@/lib/insight/schemas';

/**
 * The words that tell a question's area, weighted: 2 names the area outright ("남자친구", "boyfriend"),
 * 1 leans to it, 0.5 hints. Korean cues match inside words (particles and endings attach) and with
 * or without the spaces between their syllables; an English cue matches from a word's start, and a
 * trailing * takes any ending. lib/insight/local/lexicon.ts reads them in context.
 */

export type Cues = Record<number, readonly string[]>;

export const koCues: Record<InsightCategory, Cues> = {
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

export const enCues: Record<InsightCategory, Cues> = {
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
