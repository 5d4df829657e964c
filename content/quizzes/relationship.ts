/**
 * Relationship Insight: eight questions about how one loves, and a set of element profiles written
 * for love (separate from the Character set; the illustrations are shared).
 */
import { elementLook } from './elements';
import type { Element, ElementProfiles, ElementQuestion } from './schema';

const answer = (element: Element, ko: string, en: string) => ({ element, text: { ko, en } });

export const relationshipQuestions: readonly ElementQuestion[] = [
  {
    id: 'relationship-1',
    text: {
      ko: '마음에 드는 사람이 생겼을 때, 나는?',
      en: 'When you find yourself drawn to someone, what do you do?',
    },
    answers: [
      answer('fire', '설레는 마음을 숨기지 못하고 먼저 표현해요.', 'I cannot hide the flutter in my heart, so I make the first move.'),
      answer('water', '서두르지 않고, 그 사람을 천천히 알아 가며 마음을 살펴요.', 'I take my time, getting to know them slowly and sensing how they feel.'),
      answer('wood', '함께할 수 있는 일을 만들어 자연스럽게 가까워져요.', 'I find things we can do together and let us grow closer naturally.'),
      answer('metal', '나와 잘 맞는 사람인지 신중하게 살핀 뒤, 마음이 서면 분명하게 다가가요.', 'I think carefully about whether we suit each other, and once I am sure, I say so clearly.'),
      answer('earth', '곁에서 꾸준히 챙겨 주면서 조금씩 믿음을 쌓아요.', 'I look out for them steadily and build trust little by little.'),
    ],
  },
  {
    id: 'relationship-2',
    text: {
      ko: '가장 설레는 데이트는?',
      en: 'Which date sounds the most exciting?',
    },
    answers: [
      answer('earth', '집에서 함께 요리해 먹고 영화 한 편 보는 날', 'Cooking together at home and watching a film'),
      answer('wood', '둘 다 처음 가 보는 동네를 걸으며 새로운 것을 발견하는 날', 'Wandering a neighborhood neither of us knows and discovering new things'),
      answer('metal', '오래 눈여겨본 전시를 보고, 미리 예약해 둔 식당에 가는 날', 'An exhibition I have had my eye on, then a restaurant booked well in advance'),
      answer('fire', '공연이나 축제에서 함께 소리 지르며 신나게 노는 날', 'A concert or festival where we cheer and dance together'),
      answer('water', '밤바다를 걸으며 오래도록 이야기를 나누는 날', 'A long walk by the sea at night, talking for hours'),
    ],
  },
  {
    id: 'relationship-3',
    text: {
      ko: '나는 주로 어떻게 사랑을 표현하나요?',
      en: 'How do you usually show your love?',
    },
    answers: [
      answer('wood', '상대의 꿈을 응원하고, 더 잘될 수 있도록 함께 고민해요.', 'By cheering on their dreams and helping them get there.'),
      answer('earth', '필요한 걸 먼저 챙기고, 힘들 때 곁에 있어 줘요.', 'By taking care of what they need and being there when things are hard.'),
      answer('water', '말하지 않아도 먼저 알아차리는 세심함으로 표현해요.', 'By noticing what they need before they say a word.'),
      answer('fire', '좋아한다는 말과 다정한 스킨십을 아끼지 않아요.', 'With loving words and affectionate touch, and plenty of both.'),
      answer('metal', '작은 약속 하나도 꼭 지키는 것으로 보여 줘요.', 'By keeping every promise, however small.'),
    ],
  },
  {
    id: 'relationship-4',
    text: {
      ko: '연인과 다툼이 생겼을 때, 나는?',
      en: 'You and your partner have an argument. What do you do?',
    },
    answers: [
      answer('metal', '무엇이 문제였는지 분명하게 짚고, 깔끔하게 매듭지어요.', 'I name clearly what the problem was and settle it cleanly.'),
      answer('fire', '감정이 확 올라오지만, 또 금방 풀려요.', 'My feelings flare up fast, but they cool down just as fast.'),
      answer('earth', '관계가 흔들리지 않도록 먼저 다가가 손을 내밀어요.', 'I reach out first so that our bond is not shaken.'),
      answer('water', '잠시 시간을 두고, 마음이 가라앉은 뒤에 조용히 대화해요.', 'I give it some time and talk quietly once we have both calmed down.'),
      answer('wood', '이번 일을 계기로 우리가 어떻게 더 나아질 수 있을지 이야기해요.', 'I talk about how we can grow from this.'),
    ],
  },
  {
    id: 'relationship-5',
    text: {
      ko: '연인에게 가장 바라는 것은?',
      en: 'What do you want most from a partner?',
    },
    answers: [
      answer('water', '말하지 않아도 서로를 깊이 이해하는 것', 'Understanding each other deeply, even without words'),
      answer('earth', '언제나 변함없는 믿음과 안정감', 'Unchanging trust and a sense of security'),
      answer('fire', '시간이 지나도 식지 않는 설렘과 열정', 'Excitement and passion that never fade'),
      answer('wood', '함께 있을수록 둘 다 자라고 있다는 느낌', 'The feeling that we both grow the longer we are together'),
      answer('metal', '거짓 없는 정직함과 서로에 대한 존중', 'Honesty and mutual respect'),
    ],
  },
  {
    id: 'relationship-6',
    text: {
      ko: '떨어져 있는 동안, 나의 연락 스타일은?',
      en: 'When you are apart during the day, how do you keep in touch?',
    },
    answers: [
      answer('fire', '생각날 때마다 바로바로, 이모티콘을 가득 담아 보내요.', 'Whenever they cross my mind, with plenty of emojis.'),
      answer('metal', '필요한 말을 간결하고 확실하게, 정해 둔 때에 주고받아요.', 'Short, clear messages at the times we have agreed on.'),
      answer('wood', '오늘 본 재미있는 것이나 새로 알게 된 것을 나눠요.', 'I share something interesting I saw or learned today.'),
      answer('earth', '밥은 먹었는지, 잘 들어갔는지 꼬박꼬박 챙겨요.', 'I always check in: have you eaten, did you get home safely?'),
      answer('water', '상대의 하루 리듬에 맞춰 부담 없게 연락해요.', 'I match their rhythm so it never feels like pressure.'),
    ],
  },
  {
    id: 'relationship-7',
    text: {
      ko: '기념일이 다가올 때, 나의 계획은?',
      en: 'Your anniversary is coming up. What do you plan?',
    },
    answers: [
      answer('earth', '정성껏 차린 집밥과 손편지를 준비해요.', 'A home-cooked meal and a handwritten letter.'),
      answer('water', '둘만 아는 추억이 담긴 장소를 다시 찾아가요.', 'A return to a place that holds a memory only the two of us share.'),
      answer('metal', '오래 고민해서 꼭 필요한 선물 하나를 골라요.', 'One gift, chosen after long thought, that they truly need.'),
      answer('wood', '함께 배울 수 있는 수업이나 처음 가 보는 여행을 선물해요.', 'A class we can take together, or a trip somewhere new to both of us.'),
      answer('fire', '깜짝 이벤트로 잊지 못할 하루를 만들어요.', 'A surprise that makes it a day to remember.'),
    ],
  },
  {
    id: 'relationship-8',
    text: {
      ko: '관계가 깊어질수록, 나에게 더 소중해지는 것은?',
      en: 'As a relationship deepens, what matters more and more to you?',
    },
    answers: [
      answer('water', '서로를 더 깊이 알아 가는 것', 'Coming to know each other ever more deeply'),
      answer('metal', '서로의 약속과 경계를 지켜 주는 것', 'Keeping our promises and respecting each other’s boundaries'),
      answer('wood', '함께 미래를 그리고 계획을 세우는 것', 'Imagining our future and planning it together'),
      answer('fire', '처음처럼 설레도록 서로 노력하는 것', 'Working to keep the flutter of the early days'),
      answer('earth', '더 편안하고 단단해지는 일상', 'An everyday life that grows more comfortable and secure'),
    ],
  },
];

export const relationshipProfiles: ElementProfiles = {
  wood: {
    name: { ko: '목(木) · 나무의 사랑', en: 'Wood in Love' },
    title: { ko: '함께 자라는 연인', en: 'The Partner Who Grows With You' },
    ...elementLook.wood,
    description: {
      ko: '나무의 사랑은 봄날 나란히 자라며 서로에게 그늘과 햇살이 되어 주는 두 그루의 나무와 닮았습니다. 연인의 꿈을 누구보다 응원하고, 함께 새로운 것을 경험하며 관계가 자라는 것을 느낄 때 가장 행복합니다. 나무에게 사랑은 멈춰 있는 것이 아니라 둘이 함께 만들어 가는 여정입니다. 가끔은 앞으로 나아가는 일을 잠시 멈추고, 지금 곁에 있는 그대로의 상대를 바라봐 주세요.',
      en: 'Wood in love is like two spring trees growing side by side, giving each other shade and sunlight. You champion your partner’s dreams like no one else, and you are happiest when trying new things together and feeling the relationship grow. To you, love is not a fixed state but a journey the two of you build. Now and then, pause the forward motion and simply see your partner as they are, right now.',
    },
    traits: {
      ko: ['연인의 꿈을 진심으로 응원합니다', '함께하는 새로운 경험을 좋아합니다', '다툼도 함께 자라는 기회로 삼습니다', '둘의 미래를 그리며 계획을 세웁니다'],
      en: ['Sincerely champions a partner’s dreams', 'Loves sharing new experiences', 'Turns quarrels into chances to grow', 'Pictures a future together and plans for it'],
    },
  },
  fire: {
    name: { ko: '화(火) · 불의 사랑', en: 'Fire in Love' },
    title: { ko: '뜨겁게 빛나는 연인', en: 'The Passionate Flame' },
    ...elementLook.fire,
    description: {
      ko: '불의 사랑은 한여름 밤의 모닥불처럼 환하고 따뜻합니다. 좋아하는 마음을 숨기지 못하고, 말과 표정과 작은 이벤트로 아낌없이 사랑을 표현합니다. 이 사람과 함께라면 평범한 날도 특별해지고, 연인은 언제나 사랑받고 있다는 것을 느낍니다. 불꽃은 때로 갑자기 타오르기도 하니, 감정이 높아질 때는 한 박자 쉬어 가는 여유를 더해 보세요.',
      en: 'Fire in love is like a campfire on a midsummer night: bright and warm. You cannot hide how you feel, and you express love generously, in words, looks and little surprises. With you, an ordinary day becomes special, and your partner always knows they are loved. Flames can flare up suddenly, so when feelings run high, take a breath before you speak.',
    },
    traits: {
      ko: ['사랑을 솔직하고 아낌없이 표현합니다', '평범한 날을 특별하게 만듭니다', '설렘이 식지 않도록 노력합니다', '화가 나도 금세 풀고 먼저 웃습니다'],
      en: ['Expresses love openly and generously', 'Turns ordinary days into special ones', 'Works to keep the spark alive', 'Quick to flare, quicker to laugh again'],
    },
  },
  earth: {
    name: { ko: '토(土) · 흙의 사랑', en: 'Earth in Love' },
    title: { ko: '한결같은 안식처', en: 'The Safe Harbor' },
    ...elementLook.earth,
    description: {
      ko: '흙의 사랑은 언제 돌아가도 그 자리에 있는 고향 집 마당 같습니다. 화려한 말보다 밥은 먹었는지, 잘 들어갔는지 챙기는 작은 정성으로 사랑을 전합니다. 연인은 그 곁에서 비로소 긴장을 풀고, 시간이 갈수록 더 단단해지는 믿음을 느낍니다. 다만 늘 주기만 하다 지치지 않도록, 내가 받고 싶은 사랑도 솔직하게 말해 보세요.',
      en: 'Earth in love is like the yard of a childhood home: always there whenever you come back. Rather than grand words, you show love through small, steady care: asking whether they have eaten, checking they got home safely. Your partner can finally relax beside you, and feels a trust that grows firmer with time. So that you do not wear yourself out by always giving, tell your partner honestly how you would like to be loved too.',
    },
    traits: {
      ko: ['변함없는 믿음과 안정감을 줍니다', '작은 정성으로 매일 사랑을 전합니다', '다툼이 생기면 먼저 손을 내밉니다', '함께하는 편안한 일상을 소중히 여깁니다'],
      en: ['Offers unwavering trust and stability', 'Shows love daily through small acts of care', 'First to reach out after a quarrel', 'Treasures the comfort of everyday life together'],
    },
  },
  metal: {
    name: { ko: '금(金) · 쇠의 사랑', en: 'Metal in Love' },
    title: { ko: '약속을 지키는 연인', en: 'The Faithful Keeper' },
    ...elementLook.metal,
    description: {
      ko: '쇠의 사랑은 오래 두어도 녹슬지 않는 반지처럼 곧고 변함이 없습니다. 쉽게 마음을 열지 않지만, 한번 마음을 정하면 끝까지 신의를 지킵니다. 정직함과 서로에 대한 존중이 이 사랑의 뼈대이고, 그래서 연인은 그 말을 온전히 믿을 수 있습니다. 때로는 옳고 그름을 따지기보다 상대의 마음을 먼저 안아 주세요. 그러면 사랑이 더 따뜻하게 전해집니다.',
      en: 'Metal in love is like a ring that never tarnishes: true and constant. You do not open your heart easily, but once you have chosen, you stay faithful to the end. Honesty and mutual respect are the backbone of your love, so your partner can trust your word completely. Sometimes, embracing your partner’s feelings before weighing right and wrong will let your love come across more warmly.',
    },
    traits: {
      ko: ['한번 한 약속은 반드시 지킵니다', '정직하고 분명하게 마음을 전합니다', '서로의 경계와 시간을 존중합니다', '신중하게 고른 만큼 깊이 헌신합니다'],
      en: ['Always keeps a promise', 'Speaks the heart honestly and clearly', 'Respects each other’s boundaries and time', 'Chooses carefully, then commits deeply'],
    },
  },
  water: {
    name: { ko: '수(水) · 물의 사랑', en: 'Water in Love' },
    title: { ko: '마음을 읽는 연인', en: 'The Intuitive Soul' },
    ...elementLook.water,
    description: {
      ko: '물의 사랑은 깊은 호수처럼 겉은 고요하지만 그 속이 한없이 깊습니다. 연인이 말하지 않은 마음까지 알아차리고, 상대의 리듬에 맞춰 자연스럽게 스며듭니다. 밤늦도록 이어지는 깊은 대화 속에서 사랑이 무르익는 것을 느낍니다. 다만 마음을 너무 깊이 담아 두면 상대가 나를 헤아리기 어려우니, 내 속마음도 조금씩 흘려보내 주세요.',
      en: 'Water in love is like a lake: calm on the surface, endlessly deep below. You notice what your partner leaves unsaid and flow naturally with their rhythm. For you, love ripens in long conversations that run late into the night. But if you keep everything deep inside, your partner may struggle to understand you, so let your own heart show a little at a time.',
    },
    traits: {
      ko: ['말하지 않아도 마음을 알아차립니다', '상대의 리듬에 맞춰 유연하게 다가갑니다', '깊은 대화로 사랑을 키웁니다', '둘만의 추억을 오래 간직합니다'],
      en: ['Senses feelings without needing words', 'Adapts gently to a partner’s rhythm', 'Grows love through deep conversation', 'Treasures shared memories for a long time'],
    },
  },
};
