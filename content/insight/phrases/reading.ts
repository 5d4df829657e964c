import type { Locale } from '@/i18n/routing';
import type { TrigramKey } from '@/lib/iching/types';
import type { InsightCategory } from '@/lib/insight/schemas';
import type { Tone } from '@/lib/insight/local/lines';

type Localized<T> = Record<Locale, T>;

/** The user's area, as it sits inside a sentence. */
export const domain: Record<InsightCategory, Localized<string>> = {
  love: { ko: '관계', en: 'your relationship' },
  career: { ko: '일과 커리어', en: 'your work' },
  health: { ko: '건강', en: 'your health' },
  finance: { ko: '재정', en: 'your finances' },
  personal: { ko: '나 자신', en: 'your own growth' },
  family: { ko: '가족', en: 'your family' },
  decision: { ko: '이 선택', en: 'this decision' },
  general: { ko: '지금의 삶', en: 'your life right now' },
};

interface Counsel {
  /** what the omen means for this area */
  reading: string;
  /** one concrete thing to do */
  action: string;
}

/** Per area and tone: how to read the omen, and one concrete step. */
export const counsel: Record<InsightCategory, Record<Tone, Localized<Counsel>>> = {
  love: {
    favourable: {
      ko: { reading: '관계의 물음에서 ‘{title}’의 점괘는 밝은 쪽을 가리키니, 마음이 통할 여지가 충분한 지금은 망설임보다 진심을 보여 줄 때입니다.', action: '미뤄 두었던 말을 솔직하고 따뜻하게, 먼저 건네 보세요.' },
      en: { reading: 'For a question of the heart, the reading of {title} leans toward the light: there is real room for understanding, so this is a time to show sincerity rather than hesitate.', action: 'Say the thing you have been holding back, honestly and warmly, and say it first.' },
    },
    mixed: {
      ko: { reading: '관계의 물음에서 ‘{title}’의 점괘는 좋고 나쁨을 단정하지 않고, 두 사람의 속도가 다를 뿐이니 서로의 거리를 다시 재어 보라고 말합니다.', action: '상대의 마음을 짐작하기보다 한 번 직접 물어보고, 그 대답을 있는 그대로 들어 보세요.' },
      en: { reading: 'For a question of the heart, the reading of {title} does not pronounce good or bad: the two of you are moving at different speeds, and it is a sign to measure the distance between you again.', action: 'Instead of guessing what the other person feels, ask once, directly, and listen to the answer as it is.' },
    },
    cautious: {
      ko: { reading: '관계의 물음에서 ‘{title}’의 점괘는 조심하라고 말하니, 서두르면 마음이 다치기 쉬운 지금은 한 걸음 물러서서 나를 먼저 지켜야 할 때입니다.', action: '당장 결론을 내리거나 관계를 몰아붙이지 말고, 며칠이라도 마음이 가라앉을 시간을 두세요.' },
      en: { reading: 'For a question of the heart, the reading of {title} asks for care: rushing now could leave someone hurt, so step back and look after yourself first.', action: 'Do not force a conclusion or press the relationship now; give your feelings a few days to settle.' },
    },
  },
  career: {
    favourable: {
      ko: { reading: '일의 물음에서 ‘{title}’의 점괘는 나아갈 힘이 있다고 말하고, 준비해 온 것이 쓰일 자리가 열리고 있으니 움츠러들 까닭이 없습니다.', action: '미뤄 둔 지원서나 제안서를 이번 주 안에 실제로 보내 보세요.' },
      en: { reading: 'For a question of work, the reading of {title} says there is strength to go forward: a place for what you have prepared is opening, and there is no reason to shrink back.', action: 'Send the application or proposal you have been putting off, this week.' },
    },
    mixed: {
      ko: { reading: '일의 물음에서 ‘{title}’의 점괘는 반은 열리고 반은 막힌 길을 보여 주니, 무엇을 바꾸고 무엇을 지킬지 가려내는 것이 먼저입니다.', action: '지금 일에서 꼭 지키고 싶은 것과 더는 견딜 수 없는 것을 세 가지씩 적어 보세요.' },
      en: { reading: 'For a question of work, the reading of {title} shows a road half open and half blocked, so first sort out what to change and what to keep.', action: 'Write down three things you want to keep in your work and three you can no longer bear.' },
    },
    cautious: {
      ko: { reading: '일의 물음에서 ‘{title}’의 점괘는 무리하게 움직이지 말라고 경고하니, 섣불리 자리를 박차고 나가기보다 발밑을 다지는 것이 먼저입니다.', action: '큰 결정은 한 달 뒤로 미루고, 그사이 다음 자리를 조용히 알아보며 실력을 다지세요.' },
      en: { reading: 'For a question of work, the reading of {title} warns against forcing a move: before you walk out, make the ground under your feet firm.', action: 'Put the big decision off for a month, and use that time to explore the next step quietly and sharpen your skills.' },
    },
  },
  health: {
    favourable: {
      ko: { reading: '건강의 물음에서 ‘{title}’의 점괘는 회복의 기운을 보여 주고, 몸은 돌보는 만큼 응답하니 좋은 변화를 시작하기에 알맞은 때입니다.', action: '잠자리에 드는 시간과 걷는 시간을 정해, 오늘부터 일주일만 지켜 보세요.' },
      en: { reading: 'For a question of health, the reading of {title} shows the energy of recovery: the body answers the care it is given, so this is a good time to begin a healthy change.', action: 'Fix a bedtime and a daily walk, and keep both for just one week, starting today.' },
    },
    mixed: {
      ko: { reading: '건강의 물음에서 ‘{title}’의 점괘는 균형이 흔들리고 있음을 보여 주니, 크게 나쁘지는 않아도 지금의 생활을 그대로 두면 피로가 쌓입니다.', action: '하루 중 가장 지치는 때를 사흘 동안 적어 보고, 그 시간의 짐을 하나 덜어 내세요.' },
      en: { reading: 'For a question of health, the reading of {title} shows a balance that is wobbling: nothing is badly wrong, but if your routine stays as it is, tiredness will pile up.', action: 'For three days, note when in the day you feel most drained, then take one weight off that hour.' },
    },
    cautious: {
      ko: { reading: '건강의 물음에서 ‘{title}’의 점괘는 몸이 보내는 신호를 가볍게 넘기지 말라고 말하니, 참고 버티는 것이 답이 아닌 때입니다.', action: '미뤄 둔 진료나 검사가 있다면 이번 주에 예약하고, 전문가의 말을 먼저 들으세요.' },
      en: { reading: 'For a question of health, the reading of {title} says not to brush off the signals your body is sending: gritting your teeth is not the answer now.', action: 'If you have been putting off a check-up or an appointment, book it this week and listen to a professional first.' },
    },
  },
  finance: {
    favourable: {
      ko: { reading: '재정의 물음에서 ‘{title}’의 점괘는 흐름이 열리고 있다고 말하지만, 들어오는 기운일수록 원칙 있게 다룰 때 오래 머뭅니다.', action: '기회가 보이더라도 잃어도 괜찮은 금액의 한도를 먼저 정하고, 그 안에서만 움직이세요.' },
      en: { reading: 'For a question of money, the reading of {title} says the flow is opening, yet what comes in stays longest when it is handled with principle.', action: 'Even when an opportunity appears, first fix a limit you can afford to lose, and move only within it.' },
    },
    mixed: {
      ko: { reading: '재정의 물음에서 ‘{title}’의 점괘는 들고 나는 것이 엇갈리는 때를 보여 주니, 늘리기보다 새는 곳을 막는 것이 먼저입니다.', action: '지난 석 달의 지출을 한 장에 정리해, 줄일 수 있는 항목 하나를 오늘 정하세요.' },
      en: { reading: 'For a question of money, the reading of {title} shows a time when income and outgoings cross, and stopping the leaks comes before growing more.', action: 'Put the last three months of spending on one page and choose, today, one item to cut.' },
    },
    cautious: {
      ko: { reading: '재정의 물음에서 ‘{title}’의 점괘는 지금 큰돈을 움직이지 말라고 경고하니, 조급함이 가장 큰 손실을 부르는 때입니다.', action: '새 투자나 대출 결정은 잠시 멈추고, 믿을 만한 사람과 숫자를 함께 다시 확인하세요.' },
      en: { reading: 'For a question of money, the reading of {title} warns against moving large sums now: impatience is what would cost you most.', action: 'Pause any new investment or loan decision, and go over the numbers again with someone you trust.' },
    },
  },
  family: {
    favourable: {
      ko: { reading: '가족의 물음에서 ‘{title}’의 점괘는 마음이 다시 이어질 수 있다고 말하니, 먼저 다가가는 쪽은 지는 쪽이 아니라 집안의 공기를 바꾸는 쪽입니다.', action: '가벼운 식사나 짧은 통화로 먼저 안부를 건네고, 어려운 이야기는 그다음으로 미루세요.' },
      en: { reading: 'For a question of family, the reading of {title} says hearts can be joined again: the one who reaches out first does not lose but changes the air of the whole household.', action: 'Begin with a light meal or a short call, and leave the difficult conversation for after.' },
    },
    mixed: {
      ko: { reading: '가족의 물음에서 ‘{title}’의 점괘는 서로 아끼면서도 엇갈리는 마음을 보여 주니, 누가 옳은지보다 각자 무엇을 바라는지가 먼저 드러나야 합니다.', action: '상대를 탓하는 말 대신 “나는 이럴 때 힘들어”라는 말로 한 가지만 전해 보세요.' },
      en: { reading: 'For a question of family, the reading of {title} shows people who care for each other yet keep missing each other: what each of you wants must come out before who is right.', action: 'Instead of words of blame, share one thing in the form “this is when I find it hard”.' },
    },
    cautious: {
      ko: { reading: '가족의 물음에서 ‘{title}’의 점괘는 지금 정면으로 부딪치지 말라고 말하니, 가까운 사이일수록 말 한마디가 오래 남기 때문입니다.', action: '감정이 격해질 때는 대화를 잠시 멈추고, 나를 지킬 수 있는 거리와 경계를 먼저 정하세요.' },
      en: { reading: 'For a question of family, the reading of {title} says not to collide head-on now: between people this close, a single word lingers for a long time.', action: 'When feelings run high, pause the conversation and first decide the distance and boundaries that keep you whole.' },
    },
  },
  decision: {
    favourable: {
      ko: { reading: '선택의 물음에서 ‘{title}’의 점괘는 마음이 이미 기운 쪽을 믿어도 좋다고 말하니, 때가 무르익은 지금은 망설임이 길어질수록 오히려 기회가 식습니다.', action: '마음이 더 끌리는 쪽을 정하고, 그 선택을 위한 첫걸음 하나를 날짜와 함께 적으세요.' },
      en: { reading: 'For a question of choice, the reading of {title} says you may trust the side your heart already leans toward: the time is ripe, and the longer you hesitate, the cooler the chance grows.', action: 'Name the option that draws you more, and write down one first step for it, with a date.' },
    },
    mixed: {
      ko: { reading: '선택의 물음에서 ‘{title}’의 점괘는 어느 쪽도 완전한 정답은 아니라고 말하니, 무엇을 얻느냐보다 무엇을 감당할 수 있느냐로 저울질할 때입니다.', action: '두 길 각각의 최악의 경우를 적어 보고, 더 견딜 만한 쪽을 고르세요.' },
      en: { reading: 'For a question of choice, the reading of {title} says neither way is the perfect answer: weigh them by what you can carry rather than by what you will gain.', action: 'Write down the worst case for each path and choose the one you could better live with.' },
    },
    cautious: {
      ko: { reading: '선택의 물음에서 ‘{title}’의 점괘는 지금 당장 결정하지 말라고 말하니, 아직 드러나지 않은 사정이 있어 정보를 더 모으는 것이 먼저입니다.', action: '결정할 날짜를 스스로 정해 두고, 그때까지 빠진 정보 두 가지를 찾아보세요.' },
      en: { reading: 'For a question of choice, the reading of {title} says not to decide right now: something is not yet visible, and gathering more information comes first.', action: 'Set yourself a date for the decision, and before then find the two pieces of information that are missing.' },
    },
  },
  personal: {
    favourable: {
      ko: { reading: '나 자신에 대한 물음에서 ‘{title}’의 점괘는 성장의 문이 열려 있다고 말하니, 스스로를 믿는 만큼 길이 넓어지는 때입니다.', action: '오래 미뤄 둔 작은 도전 하나를 골라 이번 주에 시작하고, 해낸 것을 기록하세요.' },
      en: { reading: 'For a question about yourself, the reading of {title} says the door to growth is open: the more you trust yourself, the wider the road becomes.', action: 'Pick one small challenge you have long put off, begin it this week, and keep a record of what you manage.' },
    },
    mixed: {
      ko: { reading: '나 자신에 대한 물음에서 ‘{title}’의 점괘는 익숙한 나와 되고 싶은 나 사이에 선 모습을 보여 주니, 한 번에 바뀌기보다 조금씩 옮겨 가는 때입니다.', action: '바꾸고 싶은 습관을 하나만 골라, 하루 10분이면 되는 크기로 줄여서 시작하세요.' },
      en: { reading: 'For a question about yourself, the reading of {title} shows you standing between the self you know and the self you want to become, in a time to shift gradually rather than all at once.', action: 'Choose just one habit to change and shrink it to something that takes ten minutes a day.' },
    },
    cautious: {
      ko: { reading: '나 자신에 대한 물음에서 ‘{title}’의 점괘는 스스로를 몰아붙이지 말라고 말하니, 지금은 달리기보다 쉬면서 힘을 모을 때입니다.', action: '스스로를 평가하는 말을 잠시 멈추고, 잘 자고 잘 먹는 기본부터 되찾으세요.' },
      en: { reading: 'For a question about yourself, the reading of {title} says not to drive yourself too hard: now is a time to rest and gather strength rather than run.', action: 'Stop grading yourself for a while and get back to the basics: sleep well and eat well.' },
    },
  },
  general: {
    favourable: {
      ko: { reading: '삶의 흐름을 묻는 물음에 ‘{title}’의 점괘는 순한 바람이 불고 있다고 말하니, 마음먹은 일을 펼치기에 좋은 때입니다.', action: '올해 꼭 이루고 싶은 일 하나를 정해, 그 일을 위한 시간을 달력에 먼저 잡아 두세요.' },
      en: { reading: 'For a question about the course of your life, the reading of {title} says a gentle wind is blowing: it is a good time to unfold what you have in mind.', action: 'Choose one thing you truly want this year and block time for it in your calendar before anything else.' },
    },
    mixed: {
      ko: { reading: '삶의 흐름을 묻는 물음에 ‘{title}’의 점괘는 오르막과 내리막이 함께 있는 때를 보여 주니, 흐름을 거스르기보다 읽어 가며 움직이는 것이 지혜입니다.', action: '요즘 잘되는 일과 막히는 일을 나란히 적어 보고, 잘되는 쪽에 힘을 조금 더 실어 주세요.' },
      en: { reading: 'For a question about the course of your life, the reading of {title} shows a time with both climbs and descents, and wisdom lies in reading the current rather than fighting it.', action: 'List side by side what is going well and what is stuck, and put a little more of your strength behind what is going well.' },
    },
    cautious: {
      ko: { reading: '삶의 흐름을 묻는 물음에 ‘{title}’의 점괘는 지금은 지키고 기다릴 때라고 말하니, 씨앗은 겨울에 자라지 않아도 겨울을 견딘 씨앗만이 봄에 싹틉니다.', action: '새로 벌이기보다 이미 가진 것을 정리하고, 몸과 마음이 쉴 틈을 일정에 넣으세요.' },
      en: { reading: 'For a question about the course of your life, the reading of {title} says this is a time to hold and wait: seeds do not grow in winter, yet only seeds that endure the winter sprout in spring.', action: 'Rather than starting new things, put what you already have in order and build room for rest into your schedule.' },
    },
  },
};

/** The inner attitude a lower trigram asks for, and the outward conduct of an upper one. */
export const trigramCounsel: Record<TrigramKey, Localized<{ inner: string; outer: string }>> = {
  heaven: {
    ko: { inner: '안으로는 하늘(乾)처럼 굳센 뜻을 지키세요. 남의 평가에 흔들리지 않는 중심이 지금의 바탕입니다.', outer: '밖으로는 하늘(乾)처럼 꾸준히 움직이세요. 한 번에 크게보다 날마다 조금씩 나아가는 쪽이 멀리 갑니다.' },
    en: { inner: 'Inwardly, keep a will as firm as heaven (乾): a center that does not sway with others’ opinions is your footing now.', outer: 'Outwardly, move steadily like heaven (乾): a little every day goes further than one great leap.' },
  },
  earth: {
    ko: { inner: '안으로는 땅(坤)처럼 너그럽게 받아들이세요. 바꿀 수 없는 것을 인정하는 데서 힘이 생깁니다.', outer: '밖으로는 땅(坤)처럼 앞서기보다 받쳐 주세요. 돕는 자리에서 드러나는 성실함이 결국 길을 엽니다.' },
    en: { inner: 'Inwardly, be receptive like the earth (坤): strength comes from accepting what cannot be changed.', outer: 'Outwardly, support rather than lead, like the earth (坤): diligence shown in a helping role opens the way in the end.' },
  },
  thunder: {
    ko: { inner: '안으로는 우레(震)처럼 깨어 있으세요. 놀랄 일이 생겨도 새로 시작하라는 신호로 받아들이면 됩니다.', outer: '밖으로는 우레(震)처럼, 때가 오면 망설이지 말고 움직이세요. 첫걸음의 힘이 나머지를 끌고 갑니다.' },
    en: { inner: 'Inwardly, stay awake like thunder (震): if something startles you, take it as a signal to begin anew.', outer: 'Outwardly, act like thunder (震) when the moment comes, without hesitating: the force of the first step carries the rest.' },
  },
  water: {
    ko: { inner: '안으로는 물(坎)처럼 중심을 잃지 마세요. 험한 곳을 지나도 물은 제 성질을 버리지 않습니다.', outer: '밖으로는 물(坎)처럼, 막히면 돌아가되 멈추지는 마세요. 꾸준히 흐르는 것이 위험을 건너는 방법입니다.' },
    en: { inner: 'Inwardly, keep your center like water (坎), which never loses its nature even when passing through danger.', outer: 'Outwardly, like water (坎), go around what blocks you but do not stop: steady flowing is how danger is crossed.' },
  },
  mountain: {
    ko: { inner: '안으로는 산(艮)처럼 고요히 멈추는 법을 익히세요. 생각을 멈출 줄 알아야 보이는 것이 있습니다.', outer: '밖으로는 산(艮)처럼 멈출 자리에서 멈추세요. 더 나아가지 않는 것도 하나의 분명한 행동입니다.' },
    en: { inner: 'Inwardly, learn to be still like the mountain (艮): some things become visible only when thought comes to rest.', outer: 'Outwardly, stop where it is right to stop, like the mountain (艮): not going further is also a clear act.' },
  },
  wind: {
    ko: { inner: '안으로는 바람(巽)처럼 유연하게 마음을 여세요. 고집을 내려놓을 때 스며들 틈이 생깁니다.', outer: '밖으로는 바람(巽)처럼 부드럽게, 그러나 끊임없이 다가가세요. 밀어붙이기보다 스며드는 쪽이 오래 남습니다.' },
    en: { inner: 'Inwardly, be open and supple like the wind (巽): when you set down stubbornness, a way in appears.', outer: 'Outwardly, approach gently but without pause, like the wind (巽): what seeps in lasts longer than what is pushed.' },
  },
  fire: {
    ko: { inner: '안으로는 불(離)처럼 밝게 보세요. 두려움이나 기대에 가리지 않고 있는 그대로 보는 것이 먼저입니다.', outer: '밖으로는 불(離)처럼 분명하게 드러내세요. 생각과 뜻을 감추기보다 밝히는 편이 오해를 줄입니다.' },
    en: { inner: 'Inwardly, see clearly like fire (離): looking at things as they are, unclouded by fear or hope, comes first.', outer: 'Outwardly, make things clear like fire (離): bringing your thoughts into the light causes fewer misunderstandings than hiding them.' },
  },
  lake: {
    ko: { inner: '안으로는 못(兌)처럼 기쁨을 잃지 마세요. 마음에 여유가 있어야 좋은 판단이 나옵니다.', outer: '밖으로는 못(兌)처럼 사람들과 부드럽게 나누세요. 대화와 웃음이 닫힌 문을 여는 열쇠가 됩니다.' },
    en: { inner: 'Inwardly, keep the joy of the lake (兌): good judgment needs a heart with room in it.', outer: 'Outwardly, share openly and gently like the lake (兌): talk and laughter become the key to closed doors.' },
  },
};

/** What each of the six places means when the changing line stands there (bottom first), as the close of the sentence that names the place. */
export const placeNote: Localized<readonly string[]> = {
  ko: [
    '일이 막 싹트는 맨 아래 자리라 아직 드러나지 않았으니, 서두르기보다 뿌리를 내리는 것이 먼저입니다.',
    '안쪽 세계의 가운데라 제 몫을 성실히 해낼 때 위에서 호응을 얻는 자리입니다.',
    '안에서 밖으로 넘어가는 문턱이라 흔들림이 가장 크니, 지나친 욕심을 덜어야 허물이 없습니다.',
    '바깥 세계에 막 들어서 윗사람과 큰 흐름에 가까운 자리라 신중함이 필요합니다.',
    '바깥 세계의 가운데, 가장 존귀하고 영향력이 큰 자리라 바르게 이끌면 많은 것이 따라옵니다.',
    '한 흐름이 끝에 이른 자리라 더 밀어붙이기보다 잘 마무리하고 다음을 준비할 때입니다.',
  ],
  en: [
    'where things are just sprouting; nothing shows yet, so putting down roots comes before hurrying.',
    'the center of the inner world, where doing your part faithfully wins a response from above.',
    'the threshold from inside to outside, where the ground shakes most; letting go of excess ambition keeps you from blame.',
    'just inside the outer world, close to those in charge and to larger currents, so it calls for care.',
    'the center of the outer world, the place of most honor and influence; lead rightly and much will follow.',
    'where a cycle reaches its end; rather than pressing on, it is time to finish well and prepare for what comes next.',
  ],
};

/** A last line per area, to close the solution. */
export const closing: Record<InsightCategory, Localized<string>> = {
  love: { ko: '마음은 재촉할수록 멀어지고, 믿어 줄수록 가까워집니다.', en: 'Hearts drift when hurried and draw near when trusted.' },
  career: { ko: '지금 쌓는 실력과 신뢰는 어느 자리로 가든 함께 갑니다.', en: 'The skill and trust you build now will go with you wherever you end up.' },
  health: { ko: '몸을 돌보는 일은 미뤄도 되는 일이 아니라, 다른 모든 일을 가능하게 하는 일입니다.', en: 'Caring for your body is not something to postpone; it is what makes everything else possible.' },
  finance: { ko: '돈의 흐름은 마음의 흐름을 닮으니, 조급함을 다스리는 것이 가장 좋은 재테크입니다.', en: 'Money follows the current of the mind; taming impatience is the best financial plan there is.' },
  family: { ko: '가족은 이기고 지는 사이가 아니라, 오래 함께 걸어가는 사이입니다.', en: 'Family is not a contest to win or lose but a long walk taken together.' },
  decision: { ko: '어느 길을 고르든, 스스로 납득하고 고른 길은 후회보다 배움을 남깁니다.', en: 'Whichever path you take, a choice you have truly made your own leaves learning rather than regret.' },
  personal: { ko: '어제의 나보다 한 걸음 나아가는 것, 그것이면 충분합니다.', en: 'One step beyond who you were yesterday is enough.' },
  general: { ko: '흐름을 읽는 사람은 바람을 탓하지 않고 돛을 고쳐 답니다.', en: 'Those who read the current do not blame the wind; they reset their sails.' },
};

/**
 * The Current Insight's step from the outer trigram: its own wording (the 3-Year Plan keeps
 * trigramCounsel), tied to the hexagram of the reading ({title}), so no two reports share it.
 */
export const trigramStep: Record<TrigramKey, Localized<string>> = {
  heaven: {
    ko: '‘{title}’의 위에 놓인 하늘(乾)처럼, 한 번에 크게 뛰기보다 날마다 조금씩 꾸준히 움직이세요.',
    en: 'Like heaven (乾), the upper trigram of {title}, keep moving a little every day rather than trying one great leap.',
  },
  earth: {
    ko: '‘{title}’의 위에 놓인 땅(坤)처럼, 앞장서기보다 곁에서 받쳐 주며 성실함으로 길을 여세요.',
    en: 'Like the earth (坤), the upper trigram of {title}, support from beside rather than lead, and let steady work open the way.',
  },
  thunder: {
    ko: '‘{title}’의 위에 놓인 우레(震)처럼, 때가 왔다 싶으면 첫걸음을 힘 있게 내디디세요.',
    en: 'Like thunder (震), the upper trigram of {title}, take the first step with force once the moment has come.',
  },
  water: {
    ko: '‘{title}’의 위에 놓인 물(坎)처럼, 막히는 곳은 돌아가되 흐름을 멈추지는 마세요.',
    en: 'Like water (坎), the upper trigram of {title}, go around what blocks you without ever stopping the flow.',
  },
  mountain: {
    ko: '‘{title}’의 위에 놓인 산(艮)처럼, 멈출 자리에서는 멈추고 그 멈춤도 하나의 선택으로 여기세요.',
    en: 'Like the mountain (艮), the upper trigram of {title}, stop where it is right to stop and count the stopping as a choice.',
  },
  wind: {
    ko: '‘{title}’의 위에 놓인 바람(巽)처럼, 밀어붙이기보다 부드럽게 자주 다가가 스며드세요.',
    en: 'Like the wind (巽), the upper trigram of {title}, approach gently and often, seeping in rather than pushing.',
  },
  fire: {
    ko: '‘{title}’의 위에 놓인 불(離)처럼, 생각과 뜻을 숨기지 말고 밝게 드러내 오해를 줄이세요.',
    en: 'Like fire (離), the upper trigram of {title}, bring your thoughts into the light rather than hide them, and misunderstandings shrink.',
  },
  lake: {
    ko: '‘{title}’의 위에 놓인 못(兌)처럼, 사람들과 이야기와 웃음을 나누며 닫힌 문을 부드럽게 여세요.',
    en: 'Like the lake (兌), the upper trigram of {title}, share talk and laughter with people and open closed doors gently.',
  },
};

/**
 * The area's step and closing line are the same for every reading of one area: each is said in the
 * time of the reading's own hexagram ({text} is the step or the line), so two readings never share it.
 */
export const readingLeads: Record<'action' | 'closing', Localized<string>> = {
  action: { ko: '‘{title}’의 때에 맞추어, {text}', en: 'In step with the time of {title}, {text}' },
  closing: { ko: '{kor}({name})의 때에도 {text}', en: 'Under {title}, as at any time, {text}' },
};
