import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crisisModelData } from '@/content/safety/crisis-model.generated';
import { LEARN_OPTIONS, learn, modelFile, readText, trainingPool } from './crisis-learn';
import { crisisModel, crisisProbabilities, crisisThresholds, parseCrisisModel } from './crisis-model';
import { crisisFeatures } from './crisis-features';
import { MODEL_READS, screenRules, screenText, screenValue, withModel } from './crisis';
import { checkConcern, restateConcern } from '@/lib/insight/local/check';
import { insightCategories } from '@/lib/insight/categories';

/**
 * The learned scorer beside the rules (docs/safety.md, "The learned scorer"): the committed model
 * is what scripts/safety-train.mjs learns, and it may only add care, never the crisis screen over a
 * negation the rules read.
 */

// a model that says one thing of every text, whatever its words
const sure = (distress: number, crisis: number) => parseCrisisModel({ step: 1, length: 0, bias: [distress, crisis], weights: '' });
const SAYS_CRISIS = sure(0, 30);
const SAYS_DISTRESS = sure(30, 0);
const SAYS_ORDINARY = sure(-30, -30);
const HALF = { ko: { care: 0.5, crisis: 0.5 }, en: { care: 0.5, crisis: 0.5 } };
// the scorer read on both languages, whatever `withModel` ships with
const BOTH = { ko: true, en: true } as const;
const scored = (text: string) => withModel(screenRules(text), crisisModel(), crisisThresholds, BOTH);

// The training pool takes about half a minute to read (every corpus sentence, its features): read
// once for both tests that need it (learn() only reads it).
let pool: ReturnType<typeof trainingPool> | undefined;
const sharedPool = () => (pool ??= trainingPool());

describe('the committed model', () => {
  it('is what the training script learns from the corpora (regenerate: node scripts/safety-train.mjs)', () => {
    const committed = readFileSync(new URL('../../content/safety/crisis-model.generated.ts', import.meta.url), 'utf8');
    const l2 = crisisModelData.l2;
    expect(modelFile(learn(sharedPool(), { ...LEARN_OPTIONS, l2 }), crisisModelData.thresholds, l2)).toBe(committed);
  }, 120_000);

  it('keeps at most 5,000 features and reads both languages', () => {
    const model = crisisModel();
    expect(model.weights.size).toBeGreaterThan(500);
    expect(model.weights.size).toBeLessThanOrEqual(5000);
    expect([...model.weights.keys()].some((f) => /[가-힣]/u.test(f))).toBe(true);
    expect([...model.weights.keys()].some((f) => f.startsWith('w '))).toBe(true);
    for (const language of ['ko', 'en'] as const) {
      expect(crisisModelData.thresholds[language].care).toBeGreaterThan(0.5);
      expect(crisisModelData.thresholds[language].crisis).toBeGreaterThan(0.5);
    }
  });

  it('reads no English function word alone nor a pair of two, and a stem beside each word', () => {
    const features = crisisFeatures('', 'i am planning to leave this weekend');
    expect(features.filter((f) => ['w i', 'w am', 'w to', 'w this', 'b i am'].includes(f))).toEqual([]);
    expect(features).toEqual(expect.arrayContaining(['w planning', 's plann', 'b am planning', 'p plann to', 'b to leave', 'w weekend']));
    // two forms of a word share its stem
    expect(crisisFeatures('', 'i planned it')).toContain('s plann');
  });

  it('catches, in Korean, what the rules miss: the crisis screen and a care note', () => {
    for (const text of ['깊은 물에 들어가면 다 끝날까', '방법은 이미 찾아놨어요']) {
      expect(screenText(text, { learned: false }).care).toBe(false);
      expect(screenText(text)).toEqual({ crisis: true, care: true, rule: 'model:crisis' });
    }
    expect(screenText('하루하루가 버티는 느낌이에요', { learned: false }).care).toBe(false);
    expect(screenText('하루하루가 버티는 느낌이에요')).toEqual({ crisis: false, care: true, rule: 'model:distress' });
  });

  it('reads English again: catches what the rules miss, and the sentences that once got the crisis screen from it get no care', () => {
    const text = "I'm ready to let go of everything for good";
    expect(screenText(text, { learned: false }).care).toBe(false);
    expect(scored(text)).toEqual({ crisis: true, care: true, rule: 'model:crisis' });
    // what the screen ships with: the scorer on English when MODEL_READS says so, the rules alone otherwise
    expect(screenText(text)).toEqual(MODEL_READS.en ? scored(text) : screenText(text, { learned: false }));
    for (const text of ['everything feels heavy lately', 'I feel like a weight on everyone']) {
      expect(screenText(text, { learned: false }).care).toBe(false);
      expect(scored(text)).toEqual({ crisis: false, care: true, rule: 'model:distress' });
    }
    // the word features once learned function words ("be", "this is", "it") as signs of a crisis:
    // these questions, and the situation the check writes back, got the crisis screen from it. None
    // may get it now, and at most one the care note (as for the long questions below): the model
    // learned from the larger pool reads "I keep wondering whether I should … until" in the first
    // above its care threshold (a crisis probability of 0.965, under the crisis threshold of 0.976)
    const questions = [
      'My sister and I have not spoken since the funeral last spring, and I keep wondering whether I should be the one to call first or wait until she is ready.',
      'Should I sell my apartment now or wait until prices go up? It is the only thing I own.',
      'This is a question about your work and where it is going; what you wrote, “I was offered a job in another city”, seems to be what weighs on you most.',
    ];
    for (const text of questions) {
      expect(scored(text).crisis, text).toBe(false);
      expect(screenText(text).crisis, text).toBe(false);
    }
    expect(questions.filter((text) => screenText(text).care).length).toBeLessThanOrEqual(1);
  });

  it('holds no probe sentence in its training pool', () => {
    const texts = new Set(sharedPool().map((e) => e.text));
    expect([...EN_PROBES, ...KO_PROBES].filter((text) => texts.has(text))).toEqual([]);
  }, 60_000);

  it('scores a plain question as ordinary', () => {
    for (const text of ['이직을 해야 할까요?', '올해 이사를 가도 될까요?', 'Should I change jobs this year?', 'I want to live a long life']) {
      expect(crisisProbabilities(crisisModel(), readText(text).features).ordinary).toBeGreaterThan(0.5);
      expect(screenText(text)).toEqual({ crisis: false, care: false });
    }
  });
});

// Long ordinary questions, written for this probe before the scorer was trained again (never in its
// training pool): the kind that fooled the word features, with "only", "end", "stop", "leave",
// "tired", "give up", "last", "worth" used as people use them every day.
const EN_PROBES = [
  'I have worked at the same bakery for nine years and the owner is retiring at the end of the summer. She asked whether I want to take it over. Is this the right moment, or should I stay an employee a little longer?',
  'My partner wants us to move in together before the lease on my flat runs out in March. I love him, but I have only ever lived alone. How do I know whether I am ready?',
  'Our startup has three months of money left. An investor offered a bridge loan with hard terms. Should we take it, or is it wiser to stop and close the company on our own terms?',
  'I am tired of commuting two hours a day. There is a job closer to home, but it pays less and the team seems small. Would it be worth the cut in pay?',
  'My daughter wants to leave university after her second year to start a clothing brand with a friend. I do not want to hold her back, but I am worried. What should I tell her?',
  'We have been trying for a baby for almost two years. The doctor suggested we start treatment next month. Is this a good time for us, or should we wait until our finances are steadier?',
  'I keep putting off the last chapter of my thesis. My supervisor says it is almost there, but every time I open the file I end up tidying the references instead. How can I finally finish it?',
  'Is it the right time to sell the house my parents left me? My brother wants to keep it as a holiday home, and I would rather use the money to pay off my mortgage.',
  'My old dog is fourteen and has stopped wanting to go on long walks. The vet says there is nothing seriously wrong. How can I make the time she has left a good one?',
  'I gave up piano when I was twelve and I have always regretted it. Now I am forty-five and thinking of taking lessons again. Is it foolish to start over at my age?',
  'There is a colleague who takes credit for my work in every meeting. I have tried to let it go, but it keeps happening. Should I raise it with my manager or talk to him first?',
  'After ten years in Seoul I am thinking of moving back to my hometown by the sea. Life would be slower and cheaper, but my friends are all here. Which way should I lean?',
  'My boyfriend and I broke up last month and he wants to stay friends. I am not sure I can. Is it better to end contact for a while?',
  'I was offered a place in a master’s programme abroad, but it would mean leaving my job and my savings would only last a year. Is it worth the risk?',
  'Our landlord is selling the building and we have until the end of June to leave. Should we rent again in the same area or finally try to buy something small?',
  'My mother keeps asking when I will get married. I am happy on my own for now and I want her to understand that. How do I talk to her without another fight?',
  'I have been the only one in my team who knows the old billing system. Now they want me to train someone else before the migration. Is this a sign that my role is ending?',
  'We run a small café and the rent is going up again next year. Is it time to look for a cheaper place, or should we raise our prices and stay where our regulars are?',
  'I stopped drinking coffee two weeks ago and I feel tired all afternoon. Is this just a phase, or should I go back to one cup in the morning?',
  'My best friend is getting married abroad and the flights cost more than I can afford right now. Would it be wrong to send a gift and watch the ceremony online instead?',
  'I have a job interview on Friday for a position I really want. It is the last round and there are two of us left. What should I keep in mind going in?',
  'My son wants to quit football after six years because he says it is not fun anymore. Should I let him stop, or push him to finish the season?',
  'I want to leave my law firm and teach high school history. Everyone says I will regret giving up the salary. How do I know whether this is a real calling or just a bad year?',
  'My grandmother is moving into a care home next month and we have to clear out her apartment. How do we decide what to keep and what to let go?',
  'Is it a good idea to lend my cousin money for his restaurant? He has paid me back before, but this time it is most of what I have saved.',
  'My girlfriend and I have been together for five years and she wants to know where this is going. I love her, but I am afraid of marriage after my parents’ divorce. What is holding me back?',
  'I finally finished paying off my student loans. Should I put the extra money into a pension, or save for a deposit on a flat?',
  'The company is closing our branch at the end of the year and offering either a transfer to Daejeon or a severance package. Which one is the better choice for me?',
  'I am the only one of my siblings who lives near our father, so every hospital visit falls to me. How do I ask my brothers to share the load without starting a fight?',
  'My cat has been hiding under the bed since we moved. Will she get used to the new place, or is there something I should do to help her settle?',
  'After the last round of layoffs I am doing the work of two people. I am not ready to leave, but I do not want to burn out either. What can I change?',
  'I want to give up my car and cycle to work instead. It would save money, but winters here are long. Is this a realistic plan?',
  'My business partner wants to expand to a second shop, and I would rather stay small and keep control. How do we decide without ending our partnership?',
  'Our wedding is in four months and we still have not found a venue we both like. Should we settle for the one that is free on our date, or move the date?',
  'I passed the first stage of the civil service exam, but the second stage is in five weeks and I only have evenings to study. How should I spend the time I have?',
  'My teenage son has stopped talking to me about anything but homework. I do not want to push too hard. How do I open the door again?',
  'I have been freelancing for three years and the work is drying up. Is it time to look for a steady job, or will things pick up again after the holidays?',
  'My friend asked me to be the guardian for her children if anything ever happened to her. I am honoured but nervous. Is it right to say yes?',
  'We want to adopt a second dog, but our first one is getting old and set in his ways. Would a puppy cheer him up or only stress him out?',
  'I spent the last year learning to code at night. Should I apply for junior developer jobs now, or wait until I have built a bigger portfolio?',
  'I have a chance to take over my uncle’s farm, but I grew up in the city and I know nothing about the land. Would it be worth a try for a year?',
  'My manager wants me to lead the project that everyone else gave up on. It could make my career or end it. Should I take it?',
];

const KO_PROBES = [
  '회사 다닌 지 7년째인데 요즘 일이 손에 잡히지 않아요. 이직을 하는 게 맞을지, 조금 더 버티면서 승진을 기다리는 게 나을지 궁금합니다.',
  '남자친구가 내년에 해외 발령을 받을 것 같대요. 같이 따라가야 할지, 여기 남아서 제 일을 계속해야 할지 모르겠어요.',
  '작은 가게를 3년째 하고 있는데 임대료가 또 오른다고 합니다. 자리를 옮겨야 할까요, 아니면 지금 자리에서 끝까지 해 봐야 할까요?',
  '대학원에 갈지 취업을 할지 아직 정하지 못했어요. 교수님은 진학을 권하시는데 집안 사정을 생각하면 돈을 벌어야 할 것 같아요.',
  '부모님이 시골로 내려가서 같이 살자고 하십니다. 서울 생활을 정리하는 게 맞을지 마음이 왔다 갔다 해요.',
  '키우던 강아지가 열다섯 살이 되면서 잘 걷지 못해요. 남은 시간을 어떻게 하면 편하게 보내게 해 줄 수 있을까요?',
  '친한 친구가 사업 자금을 빌려 달라고 합니다. 예전에도 잘 갚았던 친구지만 이번에는 제 모아 둔 돈의 절반이에요. 빌려줘도 될까요?',
  '올해 마지막 시험이 다음 달인데 공부가 생각만큼 되지 않습니다. 남은 기간 동안 무엇에 집중해야 할까요?',
  '결혼을 앞두고 예비 시댁과 명절 문제로 의견이 달라요. 처음부터 분명히 말하는 게 좋을지, 일단 맞춰 드리는 게 좋을지 고민입니다.',
  '다니던 헬스장을 그만두고 집에서 운동을 해 볼까 해요. 혼자서도 꾸준히 할 수 있을지 걱정입니다.',
  '팀장님이 새 프로젝트를 맡아 보라고 하셨는데 다들 포기했던 일이라 부담이 큽니다. 맡아도 될까요?',
  '이사할 집을 두 군데 보고 왔어요. 한 곳은 회사와 가깝고 좁고, 다른 곳은 넓지만 출퇴근이 한 시간 넘게 걸려요. 어느 쪽이 나을까요?',
  '딸아이가 미대 입시를 그만두고 싶다고 합니다. 지금까지 해 온 게 아깝기도 하고 아이 마음도 이해가 돼요. 어떻게 대화해야 할까요?',
  '오래 사귄 여자친구와 헤어진 지 두 달이 됐어요. 다시 연락해 보고 싶은데 괜히 상처만 줄까 봐 망설여집니다.',
  '주식으로 조금 손해를 봤는데 지금 팔아야 할지 더 기다려야 할지 모르겠어요. 앞으로 흐름이 어떨까요?',
  '아버지 사업을 물려받을지 제 길을 갈지 결정해야 합니다. 아버지는 은퇴를 올해 말로 정하셨어요.',
  '회사에서 희망퇴직 신청을 받는다고 합니다. 위로금을 받고 나와서 새로 시작하는 게 나을지, 끝까지 남는 게 나을지 궁금해요.',
  '요즘 부쩍 피곤해서 건강검진을 받아 볼까 해요. 그동안 미뤄 온 운동과 식단도 이번에 제대로 바꾸고 싶습니다.',
  '동생과 크게 싸운 뒤로 반년째 연락을 안 하고 있어요. 먼저 손을 내밀어야 할지, 동생이 연락할 때까지 기다려야 할지 모르겠습니다.',
  '카페 창업을 준비하고 있는데 동업을 하자는 친구가 있어요. 혼자 하는 게 나을지 같이 하는 게 나을지 알고 싶어요.',
  '공무원 시험을 세 번째 준비하고 있습니다. 이번이 마지막이라고 마음먹었는데 그만두고 다른 길을 찾는 게 나을지도 생각해요.',
  '고양이를 한 마리 더 입양하고 싶은데 첫째가 예민한 편이라 걱정입니다. 둘이 잘 지낼 수 있을까요?',
  '육아휴직이 끝나 가는데 복직을 할지 조금 더 아이 곁에 있을지 고민이에요. 남편은 제 뜻에 따르겠다고 합니다.',
  '회사 동료가 자꾸 제 성과를 자기 것처럼 말해요. 참고 넘어가야 할지 팀장님께 말씀드려야 할지 모르겠습니다.',
  '제주도로 이주해서 작은 숙소를 해 보고 싶어요. 막연한 꿈인지 실제로 해 볼 만한 일인지 알고 싶습니다.',
  '어머니가 혼자 지내시는 게 마음에 걸려서 가까이 이사를 갈까 해요. 제 직장과는 멀어지는데 괜찮을까요?',
  '연봉 협상을 앞두고 있는데 이번에는 제대로 요구하고 싶어요. 어느 정도까지 말해도 될까요?',
  '십 년 넘게 다닌 교회를 떠나 다른 곳으로 옮길까 생각 중입니다. 정든 사람들이 많아서 쉽게 결정이 안 나요.',
  '대출을 받아 집을 살지 전세로 몇 년 더 살지 고민입니다. 금리가 언제쯤 내려갈까요?',
  '아이가 학교에서 친구 문제로 힘들어하는 것 같아요. 제가 나서야 할지 아이가 스스로 풀게 둬야 할지 모르겠습니다.',
  '오랫동안 쓰던 블로그를 접고 유튜브를 시작해 볼까 해요. 지금 시작해도 늦지 않았을까요?',
  '결혼한 지 십 년이 됐는데 요즘 남편과 대화가 줄었어요. 예전처럼 가까워지려면 무엇부터 해야 할까요?',
  '퇴사하고 1년 동안 세계 여행을 다녀오고 싶어요. 돌아와서 다시 일을 구할 수 있을지 그게 제일 걱정입니다.',
  '가게 문을 닫을지 업종을 바꿔서 다시 해 볼지 정해야 합니다. 손님은 줄었지만 단골은 아직 남아 있어요.',
  '대학 동기들이 다 취업했는데 저만 아직이에요. 눈을 낮춰서라도 들어가야 할지 원하는 곳을 더 기다려야 할지 모르겠습니다.',
  '할머니 댁을 정리하면서 물건을 얼마나 남겨야 할지 가족끼리 의견이 갈려요. 어떻게 하면 좋게 정리할 수 있을까요?',
  '새로 생긴 부서로 옮겨 달라는 제안을 받았어요. 배울 게 많겠지만 지금 팀을 떠나는 게 아쉽습니다.',
  '피아노를 어릴 때 그만둔 게 늘 아쉬웠어요. 마흔이 넘은 지금 다시 배워도 될까요?',
  '올해가 가기 전에 자격증을 하나 따고 싶은데 일과 병행하기가 쉽지 않아요. 어떤 순서로 준비하면 좋을까요?',
  '남편이 귀농을 하자고 합니다. 저는 도시 생활이 익숙해서 망설여지는데 아이들 교육도 걱정이에요.',
  '오래 다닌 치과를 바꿔야 할지 고민이에요. 선생님은 좋은데 집에서 너무 멀어졌어요.',
  '전 직장 상사가 같이 일하자고 연락을 줬어요. 지금 회사도 나쁘지 않은데 한번 옮겨 볼 만할까요?',
];


describe('long ordinary questions and our own restatements (probes written before the scorer was trained again)', () => {
  for (const [language, probes] of [['English', EN_PROBES], ['Korean', KO_PROBES]] as const) {
    it(`${language}: none of ${probes.length} long ordinary questions gets the crisis screen from the scorer, at most one a care note`, () => {
      expect(probes.length).toBeGreaterThanOrEqual(40);
      const verdicts = probes.map((text) => [text, scored(text)] as const);
      expect(verdicts.filter(([, v]) => v.crisis).map(([text]) => text)).toEqual([]);
      expect(verdicts.filter(([, v]) => v.care).length, JSON.stringify(verdicts.filter(([, v]) => v.care).map(([text]) => text))).toBeLessThanOrEqual(1);
    });
  }

  // the e2e flows' questions (Current Insight, keep-result, reports, reveal, paid progress, categories)
  const E2E_QUESTIONS = {
    en: [
      'I was offered a job in another city. The pay is better, but I do not know whether I should leave my team.',
      'My sister and I argued about caring for our parents. Should I call her first or wait until she is ready?',
      'I love my work, but I was offered a team lead role. Should I take it?',
      'I was offered a promotion at work with a higher salary, but the longer hours would mean less time with my children.',
      'Should I move closer to my parents? It would put me far from my job.',
      "I'm dying to know: should I take the job offer in Busan or stay with my team?",
    ],
    ko: [
      '다니던 회사에서 이직 제안을 받았습니다. 연봉은 오르지만 지금 팀을 떠나는 것이 맞는지 모르겠어요.',
      '이직 제안을 받았는데 연봉은 오르지만 야근이 많아서 아이들과 함께 보낼 시간이 줄어들 것 같아요.',
      '부모님 댁 근처로 이사를 가도 될지 고민입니다. 지금 직장과는 멀어집니다.',
      '배고파 죽겠는데 이직할까요?',
    ],
  } as const;

  it('the e2e flows’ questions and the situation the check writes back for them, in every area a person may choose, are not flagged', () => {
    const flagged: string[] = [];
    for (const locale of ['en', 'ko'] as const) {
      for (const question of E2E_QUESTIONS[locale]) {
        const texts = [question, checkConcern(question, locale).situation, ...insightCategories.map((category) => restateConcern(question, category, locale))];
        for (const text of texts) if (scored(text).care) flagged.push(text);
      }
    }
    expect(flagged).toEqual([]);
  });
});

describe('the scorer beside the rules', () => {
  it('may only add: a rules crisis or care verdict stands when the scorer says ordinary', () => {
    const crisis = screenRules('죽고 싶어요');
    const distress = screenRules('요즘 너무 지쳤어요');
    expect(withModel(crisis, SAYS_ORDINARY, HALF)).toEqual(crisis.verdict);
    expect(withModel(distress, SAYS_ORDINARY, HALF)).toEqual(distress.verdict);
    expect(distress.verdict).toMatchObject({ crisis: false, care: true });
  });

  it('gives the crisis screen above its crisis threshold, care above its care threshold', () => {
    const plain = screenRules('올해 이사를 가도 될까요?');
    expect(withModel(plain, SAYS_CRISIS, HALF)).toEqual({ crisis: true, care: true, rule: 'model:crisis' });
    expect(withModel(plain, SAYS_DISTRESS, HALF)).toEqual({ crisis: false, care: true, rule: 'model:distress' });
    expect(withModel(plain, SAYS_CRISIS, { ...HALF, ko: { care: 0.5, crisis: 1.01 } })).toEqual({ crisis: false, care: true, rule: 'model:distress' });
    expect(withModel(plain, SAYS_DISTRESS, { ...HALF, ko: { care: 1.01, crisis: 0.5 } })).toEqual({ crisis: false, care: false });
  });

  it('never gives the crisis screen over a negation the rules read: care at most', () => {
    for (const text of ['죽고 싶지는 않아요. 그냥 좀 쉬고 싶어요']) {
      const rules = screenRules(text);
      expect(rules.negated).toBe(true);
      expect(withModel(rules, SAYS_CRISIS, HALF)).toEqual({ crisis: false, care: true, rule: 'model:distress' });
      expect(screenText(text).crisis).toBe(false);
    }
  });

  it('is left out of what reads our own generated reports ({ learned: false })', () => {
    const text = '깊은 물에 들어가면 다 끝날까';
    expect(screenValue({ summary: text }, { learned: false })).toEqual({ crisis: false, care: false });
    expect(screenValue({ summary: text }).crisis).toBe(true);
  });
});
