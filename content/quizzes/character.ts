/**
 * Character Insight: seven questions about temperament in daily life, and the five element profiles
 * its result shows. Each answer draws on the traditional correspondences of its element: wood
 * (growth, benevolence, spring), fire (expression, propriety, summer), earth (stability, trust,
 * late summer), metal (clarity, righteousness, autumn), water (wisdom, adaptability, winter).
 */
import { elementLook } from './elements';
import type { Element, ElementProfiles, ElementQuestion } from './schema';

const answer = (element: Element, ko: string, en: string) => ({ element, text: { ko, en } });

export const characterQuestions: readonly ElementQuestion[] = [
  {
    id: 'character-1',
    text: {
      ko: '새로운 한 주가 시작되는 월요일 아침, 가장 먼저 드는 생각은 무엇인가요?',
      en: 'It is Monday morning and a new week begins. What is your first thought?',
    },
    answers: [
      answer('wood', '이번 주엔 뭘 새로 시작해 볼까? 괜히 설레요.', 'What could I start this week? I feel a little thrill.'),
      answer('fire', '누구를 만나고 어떤 재미있는 일이 생길지 벌써 기대돼요.', 'Who will I see, and what fun will turn up? I can hardly wait.'),
      answer('earth', '지난주처럼 하루하루 차분하게 잘 꾸려 가자고 마음먹어요.', 'I tell myself to take each day calmly and keep things steady.'),
      answer('metal', '해야 할 일을 적어 놓고 중요한 순서대로 정리해요.', 'I write down what needs doing and put it in order of importance.'),
      answer('water', '서두르지 않고, 이번 주가 어떻게 흘러갈지 가만히 가늠해 봐요.', 'No rush. I quietly get a feel for how the week will flow.'),
    ],
  },
  {
    id: 'character-2',
    text: {
      ko: '친구가 힘든 고민을 털어놓을 때, 나는?',
      en: 'A friend opens up to you about something hard. What do you do?',
    },
    answers: [
      answer('earth', '끝까지 들어 주고, 말없이 곁을 지켜 줘요.', 'I listen to the end and simply stay by their side.'),
      answer('metal', '문제의 핵심을 짚어서 솔직하게 말해 줘요. 그게 진짜 도움이니까요.', 'I point to the heart of the problem and say it honestly: that is what really helps.'),
      answer('wood', '앞으로 어떻게 하면 좋을지 함께 길을 찾고 응원해 줘요.', 'I help them find a way forward and cheer them on.'),
      answer('water', '말 너머에 숨은 마음이 무엇인지 헤아려 보려고 해요.', 'I try to sense the feeling behind their words.'),
      answer('fire', '기운 나게 맛있는 걸 먹으러 데리고 나가요.', 'I take them out for something delicious to lift their spirits.'),
    ],
  },
  {
    id: 'character-3',
    text: {
      ko: '중요한 결정을 앞두고 있을 때, 나를 움직이는 것은?',
      en: 'You face an important decision. What guides you most?',
    },
    answers: [
      answer('water', '충분히 생각한 뒤, 마지막에는 내 직감을 믿어요.', 'I think it through thoroughly, then trust my intuition in the end.'),
      answer('wood', '어느 쪽이 나를 더 자라게 할지를 따져 봐요.', 'Which path will help me grow the most.'),
      answer('metal', '무엇이 옳은지, 내 원칙에 맞는지를 먼저 봐요.', 'What is right, and what fits my principles.'),
      answer('fire', '가슴이 더 뛰는 쪽을 골라요.', 'Whichever makes my heart beat faster.'),
      answer('earth', '주변 사람들에게 어떤 영향을 줄지, 오래 안정적일지를 생각해요.', 'How it will affect the people around me, and whether it will hold up over time.'),
    ],
  },
  {
    id: 'character-4',
    text: {
      ko: '일이 계획대로 풀리지 않을 때, 나는?',
      en: 'Things are not going to plan. How do you respond?',
    },
    answers: [
      answer('metal', '어디서 어긋났는지 하나하나 짚어 보고, 다음을 위한 기준을 분명히 세워요.', 'I work out exactly where it went wrong and set clear rules for next time.'),
      answer('water', '억지로 밀어붙이지 않아요. 물길이 바뀌듯 다른 방법이 보일 때까지 기다려요.', 'I do not force it. Like water changing course, I wait until another way shows itself.'),
      answer('fire', '속상한 마음은 크게 드러나지만, 금세 털고 다시 힘을 내요.', 'My frustration shows, but I shake it off quickly and fire up again.'),
      answer('earth', '흔들리지 않으려 마음을 다잡고, 주변 사람들과 차근차근 수습해요.', 'I steady myself and sort it out step by step with the people around me.'),
      answer('wood', '새 계획을 세워 다시 도전해요. 오히려 배울 기회라고 생각해요.', 'I make a new plan and try again. To me it is a chance to learn.'),
    ],
  },
  {
    id: 'character-5',
    text: {
      ko: '여럿이 모인 자리에서 나는 주로 어떤 사람인가요?',
      en: 'At a gathering of many people, which one are you usually?',
    },
    answers: [
      answer('fire', '대화의 한가운데서 분위기를 띄우는 사람', 'The one in the middle of the conversation, keeping the room laughing'),
      answer('earth', '모두가 편안한지 살피며 이것저것 챙기는 사람', 'The one making sure everyone is comfortable and looked after'),
      answer('water', '한 발짝 물러서서 사람들과 분위기를 조용히 읽는 사람', 'The one standing back, quietly reading the people and the mood'),
      answer('wood', '다음에 함께할 일이나 새로운 계획을 먼저 꺼내는 사람', 'The one suggesting the next plan or something new to do together'),
      answer('metal', '시간과 약속을 챙기며 모임이 매끄럽게 흘러가게 하는 사람', 'The one keeping an eye on the time so everything runs smoothly'),
    ],
  },
  {
    id: 'character-6',
    text: {
      ko: '온전히 나를 위한 하루가 주어진다면?',
      en: 'You have a whole day just for yourself. How do you spend it?',
    },
    answers: [
      answer('metal', '안 쓰는 물건을 비우고, 내 공간을 깔끔하게 정돈해요.', 'Clearing out what I no longer need and putting my space in order.'),
      answer('wood', '숲길을 걷거나, 전부터 배우고 싶던 것을 시작해요.', 'A walk in the woods, or finally starting something I have wanted to learn.'),
      answer('fire', '친구들과 공연이나 축제에 가서 마음껏 즐겨요.', 'Going to a concert or festival with friends and enjoying every minute.'),
      answer('water', '혼자 책을 읽거나 음악을 들으며 생각에 잠겨요.', 'Reading or listening to music alone, lost in thought.'),
      answer('earth', '가까운 사람들과 집밥을 해 먹으며 느긋하게 보내요.', 'Cooking at home with people I love and taking it slow.'),
    ],
  },
  {
    id: 'character-7',
    text: {
      ko: '사람들이 나에게 자주 하는 말은?',
      en: 'What do people often say about you?',
    },
    answers: [
      answer('earth', '“너랑 있으면 마음이 놓여.”', '“I feel at ease when I am with you.”'),
      answer('water', '“생각이 참 깊구나.”', '“You think so deeply.”'),
      answer('fire', '“네가 오면 분위기가 확 살아나.”', '“The room comes alive when you arrive.”'),
      answer('wood', '“넌 늘 뭔가 새로운 걸 시작하더라.”', '“You are always starting something new.”'),
      answer('metal', '“넌 맺고 끊는 게 참 분명해.”', '“You always know exactly where you stand.”'),
    ],
  },
];

export const characterProfiles: ElementProfiles = {
  wood: {
    name: { ko: '목(木) · 나무', en: 'Wood' },
    title: { ko: '봄을 여는 개척자', en: 'The Pioneer of Spring' },
    ...elementLook.wood,
    description: {
      ko: '나무의 기운은 봄에 언 땅을 뚫고 올라오는 새싹처럼 위로, 앞으로 뻗어 가는 힘입니다. 새로운 일을 시작할 때 가장 빛나고, 어제보다 한 뼘 더 자라는 데서 기쁨을 느낍니다. 옛사람들이 나무에 어짊(仁)을 짝지었듯, 이 성장은 혼자만의 것이 아니라 곁에 있는 사람들까지 함께 키웁니다. 다만 너무 많은 가지를 한꺼번에 뻗으면 뿌리가 지치니, 때로는 한 줄기에 힘을 모아 보세요.',
      en: 'Wood is the energy of a spring shoot breaking through frozen ground: it reaches upward and outward. You shine brightest when starting something new, and you find joy in growing a little more each day. The ancients paired wood with benevolence, and your growth is never yours alone: it helps the people around you grow too. Stretch out too many branches at once, though, and the roots grow tired, so now and then gather your strength into a single stem.',
    },
    traits: {
      ko: ['새로운 시작을 두려워하지 않는 용기', '어제보다 나아지려는 꾸준한 성장', '다른 사람의 가능성을 믿어 주는 너그러움', '막힌 곳에서도 길을 찾아내는 추진력'],
      en: ['Courage to begin something new', 'A steady urge to grow a little every day', 'Generosity that believes in other people’s potential', 'Drive that finds a way around any obstacle'],
    },
  },
  fire: {
    name: { ko: '화(火) · 불', en: 'Fire' },
    title: { ko: '빛을 나누는 표현가', en: 'The Radiant Communicator' },
    ...elementLook.fire,
    description: {
      ko: '불의 기운은 한여름의 햇살처럼 밝고 뜨겁게 퍼져 나가는 힘입니다. 마음에 품은 것을 표현할 때 살아 있음을 느끼고, 이 사람이 있는 자리에는 자연스레 온기와 웃음이 모입니다. 옛사람들은 불에 예(禮)를 짝지었는데, 이는 딱딱한 형식이 아니라 사람과 사람 사이를 환하게 밝히는 마음씨를 뜻합니다. 불꽃이 오래 타오르려면 장작이 필요하듯, 열정을 쏟은 만큼 쉬어 가는 시간도 꼭 챙기세요.',
      en: 'Fire is the energy of the midsummer sun: bright, warm and spreading outward. You feel most alive when you express what is in your heart, and warmth and laughter gather wherever you are. The ancients paired fire with propriety, meaning not stiff manners but a grace that lights up the space between people. A flame needs fuel to keep burning, so for every burst of passion, make time to rest.',
    },
    traits: {
      ko: ['주변을 환하게 만드는 밝은 에너지', '감정을 솔직하고 생생하게 표현하는 힘', '사람과 사람을 이어 주는 따뜻한 사교성', '마음이 움직이면 바로 뛰어드는 열정'],
      en: ['Bright energy that lights up a room', 'Expresses feelings openly and vividly', 'Warm sociability that brings people together', 'Passion that leaps in the moment the heart is moved'],
    },
  },
  earth: {
    name: { ko: '토(土) · 흙', en: 'Earth' },
    title: { ko: '모두를 품는 든든한 중심', en: 'The Steady Center' },
    ...elementLook.earth,
    description: {
      ko: '흙의 기운은 늦여름 들판에서 곡식을 여물게 하는 땅처럼, 모든 것을 받쳐 주고 길러 내는 힘입니다. 어떤 상황에서도 쉽게 흔들리지 않고, 사람들은 그 곁에서 마음을 놓습니다. 옛사람들이 흙에 믿음(信)을 짝지었듯, 쌓아 온 신뢰는 시간이 갈수록 단단해집니다. 다만 남을 챙기느라 정작 자신을 돌보지 못할 때가 있으니, 내 마음밭에도 물을 주세요.',
      en: 'Earth is the energy of the ground in late summer, ripening the grain: it holds everything up and helps it grow. You are hard to shake, and people relax in your presence. The ancients paired earth with trust, and the trust you build grows firmer with every year. Just remember that in caring for everyone else you can forget yourself, so water your own field too.',
    },
    traits: {
      ko: ['쉽게 흔들리지 않는 안정감', '한번 한 약속은 지키는 믿음직함', '사람들 사이를 잇고 다독이는 포용력', '묵묵히 곁을 지키는 따뜻한 배려'],
      en: ['A calm that is hard to shake', 'Reliable: a promise made is a promise kept', 'Brings people together and smooths over conflict', 'Quiet, warm care for those nearby'],
    },
  },
  metal: {
    name: { ko: '금(金) · 쇠', en: 'Metal' },
    title: { ko: '맑고 곧은 원칙가', en: 'The Clear-Minded Keeper of Principle' },
    ...elementLook.metal,
    description: {
      ko: '쇠의 기운은 가을 하늘처럼 맑고, 잘 벼린 칼날처럼 분명한 힘입니다. 복잡한 상황에서도 핵심을 꿰뚫어 보고, 옳다고 믿는 것을 흔들림 없이 지켜 냅니다. 옛사람들이 쇠에 의로움(義)을 짝지었듯, 그 단단한 기준은 주변 사람들이 믿고 기댈 수 있는 나침반이 됩니다. 가을 나무가 잎을 떨구듯 불필요한 것을 과감히 내려놓는 것도 쇠의 힘이지만, 그 엄격함을 자신에게 들이댈 때는 조금 너그러워져도 괜찮습니다.',
      en: 'Metal is the energy of an autumn sky, clear and crisp, and of a well-tempered blade. You see to the heart of a tangled situation and hold firmly to what you believe is right. The ancients paired metal with righteousness, and your steady standards become a compass others can rely on. Like an autumn tree shedding its leaves, you know how to let go of what is no longer needed; just be a little gentler when you turn that rigor on yourself.',
    },
    traits: {
      ko: ['핵심을 꿰뚫어 보는 명료한 판단력', '옳은 것을 지키는 곧은 신념', '군더더기 없이 정돈하는 능력', '맡은 일을 끝까지 해내는 책임감'],
      en: ['Clear judgment that goes straight to the point', 'Firm conviction in doing what is right', 'A gift for cutting clutter and bringing order', 'Sees every responsibility through to the end'],
    },
  },
  water: {
    name: { ko: '수(水) · 물', en: 'Water' },
    title: { ko: '깊이 흐르는 지혜의 탐구자', en: 'The Deep-Flowing Seeker' },
    ...elementLook.water,
    description: {
      ko: '물의 기운은 겨울의 고요 속에서 깊이 스며들고, 막히면 돌아서라도 끝내 바다에 이르는 힘입니다. 겉으로 드러난 것 너머를 보고, 말하지 않은 마음까지 헤아리는 사람입니다. 옛사람들이 물에 지혜(智)를 짝지었듯, 서두르지 않고 때를 기다릴 줄 알며 어떤 그릇에도 자연스럽게 스며듭니다. 다만 생각이 너무 깊어져 고이지 않도록, 마음에 담아 둔 이야기를 가끔은 밖으로 흘려보내세요.',
      en: 'Water is the energy of winter stillness: it sinks deep and, when blocked, finds a way around until it reaches the sea. You see beyond the surface and sense what others leave unsaid. The ancients paired water with wisdom: you know how to wait for the right moment, and you settle naturally into whatever shape life gives you. Only take care that deep thought does not grow still and stagnant; let the stories you hold flow out now and then.',
    },
    traits: {
      ko: ['겉보다 속을 읽어 내는 깊은 눈', '어떤 상황에도 스며드는 유연함', '때를 기다릴 줄 아는 인내', '홀로 있을 때 더 깊어지는 사색'],
      en: ['Insight that reads beneath the surface', 'Adapts gracefully to any situation', 'Patience to wait for the right moment', 'A reflective mind that deepens in solitude'],
    },
  },
};
