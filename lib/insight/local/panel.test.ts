import { describe, expect, it } from 'vitest';
import { leaningOf } from '@/content/insight/leanings';
import { argumentFrames, contradictionPairs, type Stance } from '@/content/insight/phrases/argument';
import type { Locale } from '@/i18n/routing';
import type { InsightCategory } from '../schemas';
import { castFor, type FocusText } from './cast';
import { composeCurrentInsight } from './current';
import { composePlanInsight, planSpecifics } from './plan';
import { questionShape } from './question';
import { fill, sentences } from './text';

/**
 * The measurement panel: 40 questions of our own (two named options, timing, mending, health,
 * money, what to expect), each read in Korean and in English, and twenty plans with specifics.
 * The figures are printed; the checks fail the suite when a reading breaks one.
 */
const PANEL: readonly [InsightCategory, string, string][] = [
  ['career', '이직 제안을 받았는데 지금 회사에 남는 게 나을까요?', 'I got a job offer. Should I stay at my company?'],
  ['career', '지금 회사에 남을까요, 아니면 옮길까요?', 'Should I take the new job or stay where I am?'],
  ['career', '서울에서 일할지 부산에서 일할지 고민이에요.', 'Should I work in Seoul or in Busan?'],
  ['career', '대학원 진학과 취업 중에 무엇이 나을까요?', 'Is it better to go to graduate school or get a job?'],
  ['career', '팀장 제안을 받았는데 지금 자리에 남는 게 나을까요?', 'I was offered a team lead role. Should I stay in my current position?'],
  ['career', '회사를 그만둘까요, 아니면 1년 더 버틸까요?', 'Should I quit my job or hold on for one more year?'],
  ['career', '창업을 할까요, 아니면 계속 다닐까요?', 'Should I start my own business or keep my job?'],
  ['career', '언제 이직을 준비하는 게 좋을까요?', 'When is the right time to look for a new job?'],
  ['love', '고백을 할까요, 아니면 친구로 남을까요?', 'Should I confess my feelings or stay friends?'],
  ['love', '헤어진 연인과 다시 연락할지 말지 모르겠어요, 연락할까요?', 'Should I contact my ex again?'],
  ['love', '연인과 크게 다퉜는데 어떻게 화해할 수 있을까요?', 'My partner and I fell out badly. How can we make up?'],
  ['love', '결혼을 올해 할지 내년에 할지 고민이에요.', 'Should we marry this year or next year?'],
  ['love', '이 관계는 앞으로 어떻게 될까요?', 'How will this relationship turn out?'],
  ['family', '어머니와 사이가 멀어졌는데 다시 가까워질 수 있을까요?', 'My mother and I have drifted apart. How can I mend it?'],
  ['family', '부모님 집 근처로 이사할까요, 아니면 지금 동네에 머물까요?', 'Should I move near my parents or stay in my neighbourhood?'],
  ['family', '동생에게 먼저 사과해야 할까요?', 'Should I apologise to my brother first?'],
  ['family', '아이를 올해 유학 보낼지 내년에 보낼지 고민이에요.', 'Should my child study abroad this year or next year?'],
  ['family', '가족 모임은 앞으로 어떻게 될까요?', 'How will things go with my family?'],
  ['health', '요즘 계속 피곤한데 병원에 가 봐야 할까요?', 'I am tired all the time. Should I see a doctor?'],
  ['health', '수술을 지금 받을까요, 아니면 조금 기다릴까요?', 'Should I have the surgery now or wait a little?'],
  ['health', '운동을 언제 다시 시작하는 게 좋을까요?', 'When should I start exercising again?'],
  ['health', '잠을 잘 못 자는데 이 상태가 나아질까요?', 'I sleep badly. Will it get better?'],
  ['health', '헬스장에 다닐지 집에서 운동할지 모르겠어요.', 'Should I join a gym or work out at home?'],
  ['finance', '주식을 팔까요 아니면 더 가지고 있을까요?', 'Should I sell my shares or hold them?'],
  ['finance', '전세로 갈지 월세로 갈지 모르겠어요.', 'Is it better to rent or buy a flat this year?'],
  ['finance', '이번 투자는 어떻게 될까요?', 'How will this investment turn out?'],
  ['finance', '언제 집을 사는 게 좋을까요?', 'When is the right time to buy a house?'],
  ['finance', '대출을 받아 차를 살까요, 아니면 모아서 살까요?', 'Should I take a loan for a car or save up first?'],
  ['finance', '친구에게 돈을 빌려줘야 할까요?', 'Should I lend money to my friend?'],
  ['decision', '유학을 갈까요, 아니면 국내에서 공부할까요?', 'Should I study abroad or study at home?'],
  ['decision', '이사를 할까요, 아니면 지금 집에 머물까요?', 'Should I move house or stay where I am?'],
  ['decision', '새 프로젝트를 맡을까요, 아니면 거절할까요?', 'Should I take on the new project or turn it down?'],
  ['decision', '계약서에 이번 주까지 서명해야 하는데 서명할까요?', 'I must sign the contract by Friday. Should I sign?'],
  ['decision', '자격증 공부와 어학연수 중에 무엇이 나을까요?', 'Is it better to study for a certificate or take a language course?'],
  ['personal', '올해 안에 책을 쓰기 시작해도 될까요?', 'Is it a good idea to start writing a book this year?'],
  ['personal', '언제쯤 마음이 편해질까요?', 'When will I feel at peace?'],
  ['personal', '오랜 친구와 틀어졌는데 다시 만날 수 있을까요?', 'An old friend and I fell out. Can we patch things up?'],
  ['personal', '그림을 다시 시작할까요, 아니면 음악을 배울까요?', 'Should I take up painting again or learn music?'],
  ['general', '내년은 어떤 해가 될까요?', 'What will next year bring?'],
  ['general', '지금 하는 일을 계속해야 할까요?', 'Should I keep doing what I am doing now?'],
];

const PLANS: readonly [string, string, string][] = [
  ['영어 공부, 월 100만 원 저축', '제주 한 달 살기, 이직 준비', '작은 카페 창업, 바리스타 자격증'],
  ['Learn Spanish, save $500 a month', 'Move to Lisbon, find a remote job', 'Open a small bakery, hire one person'],
  ['토익 900점, 운전면허 따기', '부산으로 이사, 새 직장 찾기', '결혼 준비, 집 장만'],
  ['Run a half marathon, lose 5 kg', 'Finish my master’s degree, publish a paper', 'Start a PhD, move to Berlin'],
  ['매일 30분 걷기, 금연', '마라톤 10킬로미터 완주, 체중 5킬로그램 감량', '철인 3종 도전, 요가 강사 과정'],
  ['Pay off my credit card, build a budget', 'Save $10,000, buy a used car', 'Put a deposit on a flat, start investing'],
  ['코딩 부트캠프 수료, 포트폴리오 완성', '개발자로 취업, 사이드 프로젝트 출시', '팀 리더 되기, 강연 한 번 하기'],
  ['Write every morning, finish a short story', 'Finish a novel draft, find an agent', 'Publish the novel, start the next one'],
  ['일본어 공부, 도쿄 여행', '오사카 워킹홀리데이, 통역 자격증', '일본 회사 취업, 서울로 돌아오기'],
  ['Learn to cook, host a dinner each month', 'Open a supper club, save $3,000', 'Rent a small kitchen, cater weddings'],
  ['부모님과 여행, 가족사진 찍기', '둘째 계획, 육아휴직', '아이 학교 입학, 주말 농장'],
  ['Get a dog, move to a house with a garden', 'Volunteer at a shelter, learn dog training', 'Open a dog-walking business, hire a helper'],
  ['기타 배우기, 밴드 결성', '공연 세 번, 자작곡 녹음', '앨범 발매, 전국 투어'],
  ['Take a photography course, buy a camera', 'Hold a small exhibition, sell ten prints', 'Open a studio, teach workshops'],
  ['빚 갚기, 비상금 300만 원', '적금 1천만 원, 재테크 공부', '전세 자금 마련, 내 집 마련 계획'],
  ['Learn Python, finish an online course', 'Change to a data job, build three projects', 'Lead a data team, mentor two juniors'],
  ['명상 습관, 하루 한 시간 독서', '책 50권 읽기, 독서 모임 만들기', '북카페 열기, 작가 초청 강연'],
  ['Go back to school, pass the entrance exam', 'Finish the first year, find an internship', 'Graduate, start a nursing job'],
  ['퇴사 준비, 프리랜서 고객 세 명', '1인 회사 설립, 월 매출 500만 원', '직원 한 명 채용, 사무실 얻기'],
  ['Repair the roof, plant a vegetable garden', 'Build a workshop, sell furniture online', 'Teach woodworking, open a small shop'],
];

const id = (i: number) => `00000000-0000-4000-8000-${String(1000 + i).padStart(12, '0')}`;

/** The stance the table gives the selected texts (the rule, written here again from the table alone). */
function expectedStance(focus: FocusText, secondary: FocusText | undefined): Stance {
  const entry = (f: FocusText) => leaningOf(f.hexagram.number, f.kind === 'line' ? 'line' : f.kind === 'use' ? 'useLine' : 'judgement', f.kind === 'line' ? f.position : undefined);
  const dir = (f: FocusText): Stance => {
    const e = entry(f);
    if (e.action !== 'open') return e.action === 'advance' ? 'go' : 'wait';
    return e.leaning === 'favourable' ? 'go' : e.leaning === 'unfavourable' ? 'wait' : 'weigh';
  };
  const first = dir(focus);
  return first === 'weigh' && secondary && dir(secondary) !== 'weigh' ? dir(secondary) : first;
}

const FRAGMENT_START = /^(?:다만|하지만|그러나|그리고|But|Yet|And|However)\b/u;

describe('the reading panel: 40 questions in Korean and English', () => {
  for (const locale of ['ko', 'en'] as const satisfies readonly Locale[]) {
    it(`${locale}: stance follows the table, options discussed, question quoted once, no fragment, no contradiction`, () => {
      const figures = { readings: 0, stanceMatches: 0, choices: 0, optionsDiscussed: 0, quotedAtMostOnce: 0, fragments: 0, contradictions: 0 };
      const seen = new Map<string, number>();
      // which readings say each sentence, and the hexagrams (primary and relating) each reading is about
      const sayers = new Map<string, number[]>();
      const hexagramsOf: Set<number>[] = [];
      const bookWords = new Set<string>();
      PANEL.forEach(([category, ko, en], i) => {
        const question = locale === 'ko' ? ko : en;
        const cast = castFor(id(i), 'current');
        const r = composeCurrentInsight({ category, question, situation: '', purchaseId: id(i) }, locale);
        const all = [r.situation, r.what_does_it_mean, ...r.what_you_should_do, r.solution].join('\n');
        figures.readings++;
        hexagramsOf[i] = new Set([cast.primary.number, ...(cast.relating ? [cast.relating.number] : [])]);
        const stance = expectedStance(cast.focus, cast.secondary);
        if (all.includes(fill(argumentFrames.lean[stance][locale], { title: cast.primary.name[locale] }))) figures.stanceMatches++;
        else expect.fail(`${question}: expected the ${stance} lean`);
        const shape = questionShape(question);
        if (shape.asked === 'choice') {
          figures.choices++;
          const both = shape.options.every((o) => r.what_does_it_mean.includes(o.label) || r.what_does_it_mean.toLowerCase().includes(o.label.toLowerCase()));
          expect(both, `${question}: both options discussed`).toBe(true);
          if (both) figures.optionsDiscussed++;
        }
        const core = question.replace(/[?.!]+$/u, '');
        const times = all.split(core).length - 1;
        expect(times, `${question}: quoted at most once`).toBeLessThanOrEqual(1);
        figures.quotedAtMostOnce++;
        // a fragment: a paragraph or a step opening mid-thought (다만 …, But …), or a sentence without its end
        const paragraphs = all.split('\n').filter(Boolean);
        for (const p of paragraphs) expect(FRAGMENT_START.test(p), `opens mid-thought: ${p}`).toBe(false);
        const each = paragraphs.flatMap((p) => sentences(p));
        const quoted = [...all.matchAll(/“([^”]*)”/gu)].map((m) => m[1]!);
        for (const s of each) {
          const fragment = !/[.!?。”’」)]$/u.test(s);
          if (fragment) figures.fragments++;
          expect(fragment, `fragment: ${s}`).toBe(false);
          seen.set(s, (seen.get(s) ?? 0) + 1);
          sayers.set(s, [...(sayers.get(s) ?? []), i]);
          // a piece of the book's words in quotation marks (王假有廟, 利貞 … recur across the classic)
          const core = s.split('”')[0]!.split('“').pop()!.trim();
          if (core && quoted.some((q) => q.includes(core))) bookWords.add(s);
        }
        for (const [a, b] of contradictionPairs) {
          const both = a.test(all) && b.test(all);
          if (both) figures.contradictions++;
          expect(both, `${question}: says both ${a} and ${b}`).toBe(false);
        }
      });
      const shared = [...seen.values()].filter((n) => n > 1).length;
      // Two readings may say the same sentence only when it is about a hexagram both drew (quoted in
      // the same frame), is the book's own words (its formulas recur from one hexagram to another), or
      // is the referral to a doctor, which must not vary;
      // a frame sentence that names no hexagram would read the same in every reading.
      const referral = new Set(sentences(argumentFrames.health[locale]));
      const acrossHexagrams = [...sayers.entries()].filter(
        ([s, who]) => who.length > 1 && !referral.has(s) && !bookWords.has(s) && ![...hexagramsOf[who[0]!]!].some((h) => who.every((r) => hexagramsOf[r]!.has(h))),
      );
      console.log(
        `${locale} panel: ${JSON.stringify(figures)}; distinct sentences ${seen.size}, of which used by more than one reading: ${shared} (about a hexagram both drew, the book's words or the doctor's referral: ${shared - acrossHexagrams.length}, across hexagrams: ${acrossHexagrams.length})`,
      );
      expect(acrossHexagrams.map(([s]) => s)).toEqual([]);
      expect(figures.readings).toBe(40);
      expect(figures.choices).toBeGreaterThanOrEqual(15);
    });
  }

  it('the example: 이직 제안 on 43 with no line moving leans toward moving, with a deadline-aware step', () => {
    let found = '';
    for (let i = 0; i < 5000 && !found; i++) {
      const candidate = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const c = castFor(candidate, 'current');
      if (c.primary.number === 43 && c.changing.length === 0) found = candidate;
    }
    const r = composeCurrentInsight({ category: 'career', question: '이직 제안을 받았는데 지금 회사에 남는 게 나을까요?', situation: '', purchaseId: found }, 'ko');
    expect(r.what_does_it_mean).toContain(fill(argumentFrames.lean.go.ko, { title: '결단' }));
    expect(r.what_does_it_mean).toContain('‘이직 제안을 받아들여 옮기기’는 이 점괘의 흐름과 맞습니다');
    expect(r.what_you_should_do[0]).toBe(fill(argumentFrames.deadline.go.ko, { title: '결단' }));
    const all = [r.situation, r.what_does_it_mean, ...r.what_you_should_do, r.solution].join('\n');
    expect(all).not.toMatch(/한 달 뒤로 미루|서두르지 말고 지켜라|무리하게 움직이지 말라|부당한 관행/u);
  });
});

describe('the plan panel: twenty plans with specifics', () => {
  it('each year’s analysis names at least two of that year’s specifics, in sentences that stand alone', () => {
    let years = 0;
    let named = 0;
    PLANS.forEach(([a, b, c], i) => {
      const locale: Locale = /[가-힣]/u.test(a) ? 'ko' : 'en';
      const r = composePlanInsight({ plan2025: a, plan2026: b, plan2027: c, purchaseId: id(100 + i) }, locale, 2027);
      for (const [slot, plan] of [['2025', a], ['2026', b], ['2027', c]] as const) {
        years++;
        const text = r.journey_analysis[slot];
        const specifics = planSpecifics(plan);
        // named outside the quoted plan itself
        const after = text.slice(text.indexOf(locale === 'ko' ? '맡습니다.' : 'lines,') + 1);
        const count = specifics.filter((s) => after.includes(s)).length;
        expect(count, `${plan} in ${slot}`).toBeGreaterThanOrEqual(2);
        if (count >= 2) named++;
        expect(FRAGMENT_START.test(text), text).toBe(false);
        for (const s of sentences(text)) expect(/[.!?”’」)]$/u.test(s), s).toBe(true);
        for (const [x, y] of contradictionPairs) expect(x.test(text) && y.test(text), `${slot}: ${x} / ${y}`).toBe(false);
      }
      for (const advice of r.recommendations) expect(FRAGMENT_START.test(advice.replace(/^\d+년: |^\d+: /u, '')), advice).toBe(false);
    });
    console.log(`plan panel: ${named} of ${years} years name two or more of their specifics`);
  });
});
