/**
 * Life Book Insight: five questions about how one reads, the five reader types (each tied to a
 * hexagram; its names come from the library, see lib/quiz/type-hexagram.ts) and a book set per type.
 * Every book is a real, widely read work with Korean and English editions; title and author are
 * given as printed in each. No book appears in two sets.
 */
import type { Book, BookSets, BookType, BookQuestion, TypeProfiles } from './schema';
import { TYPE_HEXAGRAM_IDS } from './schema';

const answer = (type: BookType, ko: string, en: string) => ({ type, text: { ko, en } });

export const bookQuestions: readonly BookQuestion[] = [
  {
    id: 'book-1',
    text: {
      ko: '서점에 들어서면 발길이 가장 먼저 향하는 곳은?',
      en: 'When you walk into a bookshop, where do your feet take you first?',
    },
    answers: [
      answer('analytical', '과학과 역사 서가', 'The science and history shelves'),
      answer('growth', '새로 나온 자기계발서 코너', 'The new self-improvement titles'),
      answer('philosophical', '철학과 고전이 꽂힌 안쪽 서가', 'The back shelves of philosophy and classics'),
      answer('creative', '소설과 시집, 그림책이 놓인 테이블', 'The tables of novels, poetry and picture books'),
      answer('wisdom', '잔잔한 에세이와 명상 책이 있는 조용한 구석', 'A quiet corner of gentle essays and books on meditation'),
    ],
  },
  {
    id: 'book-2',
    text: {
      ko: '나는 왜 책을 읽을까요?',
      en: 'Why do you read?',
    },
    answers: [
      answer('creative', '다른 세계에 푹 빠져 마음껏 상상하고 싶어서', 'To lose myself in other worlds and let my imagination run'),
      answer('wisdom', '마음을 고요히 하고 삶을 돌아보고 싶어서', 'To quiet my mind and look back on my life'),
      answer('growth', '어제보다 나은 내가 되고 싶어서', 'To become a better me than yesterday'),
      answer('philosophical', '쉽게 답이 나지 않는 질문을 붙들고 싶어서', 'To stay with questions that have no easy answers'),
      answer('analytical', '세상이 어떻게 돌아가는지 이해하고 싶어서', 'To understand how the world works'),
    ],
  },
  {
    id: 'book-3',
    text: {
      ko: '책을 읽다가 밑줄을 긋게 되는 문장은?',
      en: 'Which sentences do you find yourself underlining?',
    },
    answers: [
      answer('wisdom', '두고두고 곱씹고 싶은 삶의 조언', 'A piece of life advice I want to return to again and again'),
      answer('philosophical', '나를 뿌리째 흔드는 질문', 'A question that shakes me to the roots'),
      answer('creative', '한 폭의 그림처럼 아름다운 표현', 'A line as beautiful as a painting'),
      answer('analytical', '세상을 보는 눈을 바꾸는 놀라운 사실', 'A surprising fact that changes how I see the world'),
      answer('growth', '당장 오늘부터 실천하고 싶은 한 줄', 'A line I want to put into practice starting today'),
    ],
  },
  {
    id: 'book-4',
    text: {
      ko: '책을 다 읽고 덮었을 때, 나는?',
      en: 'You close a book you have just finished. What happens next?',
    },
    answers: [
      answer('growth', '배운 점을 정리하고, 하나씩 실천할 목록을 만들어요.', 'I sum up what I learned and make a list of things to try.'),
      answer('analytical', '저자의 주장이 맞는지 다른 자료와 비교해 봐요.', 'I check the author’s claims against other sources.'),
      answer('wisdom', '산책을 하며 한동안 조용히 여운에 머물러요.', 'I go for a walk and stay quietly with the afterglow for a while.'),
      answer('creative', '인물들이 머릿속에서 계속 살아 움직여서, 뭔가 쓰거나 그리고 싶어져요.', 'The characters keep living in my head, and I want to write or draw something.'),
      answer('philosophical', '책이 던진 질문을 두고 누군가와 밤새 이야기하고 싶어요.', 'I want to talk through the questions it raised with someone, all night long.'),
    ],
  },
  {
    id: 'book-5',
    text: {
      ko: '책 읽기 가장 좋은 때와 곳은?',
      en: 'When and where do you most like to read?',
    },
    answers: [
      answer('philosophical', '모두가 잠든 깊은 밤, 스탠드 불빛 아래', 'Late at night when everyone is asleep, under a desk lamp'),
      answer('creative', '햇살이 드는 카페, 사람들의 웃음소리 사이', 'In a sunny café, among the sound of people laughing'),
      answer('analytical', '노트와 펜을 곁에 둔 책상 앞', 'At a desk, with a notebook and pen beside me'),
      answer('growth', '하루가 시작되기 전 이른 아침', 'Early in the morning, before the day begins'),
      answer('wisdom', '산사나 인적 드문 도서관처럼 고요한 곳', 'Somewhere still, like a mountain temple or an empty library'),
    ],
  },
];

export const typeProfiles: TypeProfiles = {
  growth: {
    name: { ko: '성장형 독자', en: 'The Growth Reader' },
    hexagramId: TYPE_HEXAGRAM_IDS.growth,
    image: '/images/quiz/book-growth.svg',
    description: {
      ko: '당신에게 책은 오늘에서 더 나은 내일로 건너가는 다리입니다. 하늘이 쉬지 않고 운행하듯 스스로를 끊임없이 단련하라는 첫 번째 괘의 가르침처럼, 당신은 읽은 것을 삶에서 실천할 때 가장 큰 기쁨을 느낍니다. 한 권을 덮을 때마다 작은 결심이 하나씩 생기고, 그 결심들이 쌓여 당신을 만들어 갑니다.',
      en: 'For you, a book is a bridge from today to a better tomorrow. True to the first hexagram’s teaching that, as heaven moves without rest, we should strengthen ourselves without pause, you find your greatest joy in putting what you read into practice. Every book you close leaves a small resolution behind, and those resolutions, one by one, shape who you become.',
    },
  },
  creative: {
    name: { ko: '창조형 독자', en: 'The Creative Reader' },
    hexagramId: TYPE_HEXAGRAM_IDS.creative,
    image: '/images/quiz/book-creative.svg',
    description: {
      ko: '당신은 이야기와 상상 속에서 숨을 쉬는 독자입니다. 두 연못이 서로를 적시며 기쁨을 나누는 이 괘의 모습처럼, 당신은 책에서 얻은 영감을 자기만의 표현으로 다시 흘려보냅니다. 아름다운 문장 하나가 하루를 바꾸고, 낯선 세계로 떠나는 여행이 당신 안의 창작 본능을 깨웁니다.',
      en: 'You are a reader who breathes through stories and imagination. Like this hexagram’s image of two lakes refreshing each other and sharing their joy, you let the inspiration you find in books flow back out in your own ways of expression. A single beautiful sentence can change your day, and every journey into an unfamiliar world wakes the maker in you.',
    },
  },
  wisdom: {
    name: { ko: '지혜형 독자', en: 'The Wisdom Reader' },
    hexagramId: TYPE_HEXAGRAM_IDS.wisdom,
    image: '/images/quiz/book-wisdom.svg',
    description: {
      ko: '당신은 서두르지 않고 한 문장 한 문장을 마음에 새기는 독자입니다. 산이 겹겹이 멈추어 선 이 괘의 모습처럼, 당신은 고요히 멈출 때 비로소 보이는 것들을 책 속에서 찾습니다. 오래 곱씹은 한 구절이 흔들리는 날 당신을 붙잡아 주는 닻이 됩니다.',
      en: 'You are a reader who never hurries, letting each sentence settle into the heart. Like this hexagram’s image of mountain upon mountain standing still, you look in books for what can only be seen when you stop. A passage you have turned over for years becomes the anchor that holds you on unsteady days.',
    },
  },
  analytical: {
    name: { ko: '분석형 독자', en: 'The Analytical Reader' },
    hexagramId: TYPE_HEXAGRAM_IDS.analytical,
    image: '/images/quiz/book-analytical.svg',
    description: {
      ko: '당신은 세상이 어떻게 움직이는지 이해하고 싶어 하는 독자입니다. 바람이 작은 틈까지 스며들어 구석구석 닿는 이 괘의 모습처럼, 당신은 부드럽지만 꾸준하게 한 주제의 깊은 곳까지 파고듭니다. 놀라운 사실 하나가 생각의 지도를 새로 그리게 하는 순간, 당신은 읽는 즐거움을 가장 크게 느낍니다.',
      en: 'You are a reader who wants to understand how the world works. Like this hexagram’s image of wind slipping through every gap and reaching every corner, you work your way gently but steadily into the depths of a subject. Your greatest pleasure comes in the moment a single surprising fact redraws the map of what you thought you knew.',
    },
  },
  philosophical: {
    name: { ko: '사유형 독자', en: 'The Philosophical Reader' },
    hexagramId: TYPE_HEXAGRAM_IDS.philosophical,
    image: '/images/quiz/book-philosophical.svg',
    description: {
      ko: '당신은 쉽게 답이 나지 않는 질문 앞에 머무를 줄 아는 독자입니다. 험한 물길이 거듭되어도 물은 멈추지 않고 흘러 끝내 바다에 이른다는 이 괘의 가르침처럼, 당신은 삶과 죽음, 의미와 자유라는 깊은 물속으로 기꺼이 들어갑니다. 그 깊이에서 길어 올린 생각이 당신을 쉽게 흔들리지 않는 사람으로 만들어 줍니다.',
      en: 'You are a reader who can stay with questions that have no easy answers. True to this hexagram’s teaching that water meets danger upon danger yet keeps flowing until it reaches the sea, you willingly dive into the deep waters of life and death, meaning and freedom. The thoughts you draw up from those depths make you someone who is hard to shake.',
    },
  },
};

const book = (title: [ko: string, en: string], author: [ko: string, en: string], why: [ko: string, en: string]): Book => ({
  title: { ko: title[0], en: title[1] },
  author: { ko: author[0], en: author[1] },
  why: { ko: why[0], en: why[1] },
});

export const bookSets: BookSets = {
  growth: {
    mustReads: [
      book(['데미안', 'Demian'], ['헤르만 헤세', 'Hermann Hesse'], [
        '익숙한 세계를 깨고 나와 진짜 자신이 되어 가는 한 소년의 여정이, 자란다는 것에는 용기가 필요하다는 것을 일깨워 줍니다.',
        'A young man’s journey out of the familiar world and into himself shows that growing up takes courage.',
      ]),
      book(['연금술사', 'The Alchemist'], ['파울로 코엘료', 'Paulo Coelho'], [
        '자신만의 보물을 찾아 길을 떠난 양치기 소년의 이야기가, 꿈을 향해 첫걸음을 내디딜 용기를 줍니다.',
        'A shepherd boy’s search for his treasure gives you the nerve to take the first step toward your own dream.',
      ]),
      book(['아주 작은 습관의 힘', 'Atomic Habits'], ['제임스 클리어', 'James Clear'], [
        '아주 작은 변화가 쌓여 큰 차이를 만든다는 것을, 오늘 바로 써먹을 수 있는 방법으로 보여 줍니다.',
        'It shows, with methods you can use today, how tiny changes add up to remarkable results.',
      ]),
    ],
    hiddenGems: [
      book(['갈매기의 꿈', 'Jonathan Livingston Seagull'], ['리처드 바크', 'Richard Bach'], [
        '먹이보다 나는 일 자체를 사랑한 갈매기 조나단이, 한계를 넘어서는 기쁨을 짧고 강렬하게 들려줍니다.',
        'Jonathan, a gull who loves flying more than food, tells in a few short pages what joy there is in going beyond your limits.',
      ]),
      book(['마인드셋', 'Mindset'], ['캐럴 드웩', 'Carol S. Dweck'], [
        '능력은 타고나는 것이 아니라 자라는 것이라는 관점 하나가 실패를 대하는 태도를 얼마나 바꾸는지 알려 줍니다.',
        'It shows how one shift in view, seeing ability as something that grows, changes the way you meet failure.',
      ]),
      book(['그릿', 'Grit'], ['앤절라 더크워스', 'Angela Duckworth'], [
        '재능보다 오래 버티는 열정과 끈기가 결국 더 멀리 데려간다는 것을 풍부한 연구로 설득합니다.',
        'Drawing on a wealth of research, it makes the case that lasting passion and perseverance carry you further than talent.',
      ]),
    ],
    nextSteps: {
      ko: '이번 달에는 한 권을 골라, 책에서 얻은 실천 하나를 30일 동안 이어 가 보세요. 읽은 것이 삶이 될 때 성장형 독자의 힘이 가장 크게 드러납니다. 다 읽은 뒤 배운 점 세 가지를 짧게 적어 두면, 다음 책을 고르는 나침반이 되어 줄 거예요.',
      en: 'This month, pick one book and keep up a single practice from it for thirty days. A growth reader is at their strongest when reading turns into living. When you finish, jot down three things you learned; they will point you to your next book.',
    },
  },
  creative: {
    mustReads: [
      book(['어린 왕자', 'The Little Prince'], ['앙투안 드 생텍쥐페리', 'Antoine de Saint-Exupéry'], [
        '어른이 되며 잃어버린 눈, 보이지 않는 것을 보는 마음을 다시 떠올리게 해 주는 작은 보석 같은 책입니다.',
        'A small jewel of a book that gives back the eyes we lose as we grow up: a heart that sees what is invisible.',
      ]),
      book(['아티스트 웨이', 'The Artist’s Way'], ['줄리아 카메론', 'Julia Cameron'], [
        '매일 아침 쓰는 세 쪽의 글로 막혀 있던 창조성을 다시 흐르게 하는, 오래 사랑받아 온 안내서입니다.',
        'A much-loved guide that gets blocked creativity flowing again with three pages of writing every morning.',
      ]),
      book(['훔쳐라, 아티스트처럼', 'Steal Like an Artist'], ['오스틴 클레온', 'Austin Kleon'], [
        '모든 창작은 좋아하는 것들을 배우고 섞는 데서 시작된다는 사실을 경쾌하게 일러 주는 얇은 책입니다.',
        'A slim, lively book reminding you that all creative work starts by learning from, and remixing, what you love.',
      ]),
    ],
    hiddenGems: [
      book(['백년의 고독', 'One Hundred Years of Solitude'], ['가브리엘 가르시아 마르케스', 'Gabriel García Márquez'], [
        '한 가문의 백 년을 마술처럼 엮어 낸 이야기가, 상상력이 현실을 얼마나 깊이 비출 수 있는지 보여 줍니다.',
        'The magical tale of one family across a hundred years shows how deeply imagination can illuminate reality.',
      ]),
      book(['보이지 않는 도시들', 'Invisible Cities'], ['이탈로 칼비노', 'Italo Calvino'], [
        '마르코 폴로가 들려주는 상상 속 도시들이 한 편 한 편 시처럼 빛나며 당신의 상상력에 날개를 달아 줍니다.',
        'Marco Polo’s tales of imagined cities shine like poems, one after another, and give your imagination wings.',
      ]),
      book(['채식주의자', 'The Vegetarian'], ['한강', 'Han Kang'], [
        '고기를 거부하기로 한 한 여성의 이야기를 세 사람의 시선으로 그려 내, 형식 자체가 표현이 될 수 있음을 보여 줍니다.',
        'Told through three different pairs of eyes, the story of a woman who refuses meat shows that form itself can be a way of expression.',
      ]),
    ],
    nextSteps: {
      ko: '마음에 남은 문장을 노트에 옮겨 적고, 그 옆에 나만의 한 줄을 덧붙여 보세요. 일주일에 한 번은 평소라면 고르지 않을 장르의 책을 펼쳐 상상력의 지도를 넓혀 보세요. 읽은 것을 그림이나 짧은 글로 되받아 표현할 때, 책은 비로소 당신의 것이 됩니다.',
      en: 'Copy the sentences that stay with you into a notebook, and add a line of your own beside each one. Once a week, open a book from a genre you would never usually pick, to widen the map of your imagination. A book truly becomes yours when you answer it with a drawing or a few lines of your own.',
    },
  },
  wisdom: {
    mustReads: [
      book(['월든', 'Walden'], ['헨리 데이비드 소로', 'Henry David Thoreau'], [
        '숲속 오두막에서 보낸 두 해의 기록이, 꼭 필요한 것만 남긴 단순한 삶이 얼마나 풍요로운지 조용히 들려줍니다.',
        'Two years in a cabin in the woods quietly reveal how rich a simple life, with only what is needed, can be.',
      ]),
      book(['죽음의 수용소에서', 'Man’s Search for Meaning'], ['빅터 프랭클', 'Viktor E. Frankl'], [
        '가장 어두운 곳에서도 삶의 의미를 선택할 자유만은 빼앗을 수 없다는 것을 몸소 증언한 책입니다.',
        'A first-hand witness that even in the darkest place, no one can take away our freedom to choose the meaning of our lives.',
      ]),
      book(['싯다르타', 'Siddhartha'], ['헤르만 헤세', 'Hermann Hesse'], [
        '스승의 가르침이 아니라 강물과 삶에서 스스로 깨달음을 얻어 가는 구도자의 여정을 맑고 고요하게 그립니다.',
        'In clear, calm prose, it follows a seeker who finds enlightenment not from a teacher but from the river and from life itself.',
      ]),
    ],
    hiddenGems: [
      book(['예언자', 'The Prophet'], ['칼릴 지브란', 'Kahlil Gibran'], [
        '사랑과 일, 기쁨과 슬픔에 관한 짧고 시적인 가르침들이 인생의 고비마다 다시 펼쳐 보고 싶은 위로가 됩니다.',
        'Short, poetic teachings on love, work, joy and sorrow that you will want to reopen at every turning point in life.',
      ]),
      book(['화', 'Anger'], ['틱낫한', 'Thich Nhat Hanh'], [
        '화를 억누르지도 터뜨리지도 않고 따뜻하게 돌보는 법을, 숨 쉬듯 쉬운 말로 일러 줍니다.',
        'In words as simple as breathing, it teaches you neither to bottle up nor to unleash your anger, but to tend it gently.',
      ]),
      book(['모리와 함께한 화요일', 'Tuesdays with Morrie'], ['미치 앨봄', 'Mitch Albom'], [
        '죽음을 앞둔 옛 스승과 나눈 화요일의 대화가, 무엇이 정말 중요한지 잔잔하게 되묻게 합니다.',
        'Tuesday conversations with an old teacher nearing death gently ask you what really matters.',
      ]),
    ],
    nextSteps: {
      ko: '하루 십 분, 휴대폰을 멀리 두고 한 페이지를 천천히 두 번 읽어 보세요. 마음에 닿은 구절은 손으로 옮겨 적어 두었다가, 흔들리는 날 다시 꺼내 보세요. 빨리 많이 읽기보다 한 권을 오래 곁에 두는 것이 지혜형 독자에게 가장 잘 맞는 방법입니다.',
      en: 'Spend ten minutes a day with your phone out of reach, reading a single page slowly, twice. Copy out by hand any passage that touches you, and return to it on unsteady days. Keeping one book close for a long time suits a wisdom reader far better than reading many books fast.',
    },
  },
  analytical: {
    mustReads: [
      book(['코스모스', 'Cosmos'], ['칼 세이건', 'Carl Sagan'], [
        '별의 탄생에서 인류의 과학까지, 우주를 이해하려는 여정을 경이와 논리로 함께 안내합니다.',
        'From the birth of stars to the story of human science, it guides you through our quest to understand the universe with both wonder and logic.',
      ]),
      book(['이기적 유전자', 'The Selfish Gene'], ['리처드 도킨스', 'Richard Dawkins'], [
        '생명을 유전자의 눈으로 바라보는 대담한 관점이, 익숙한 세계를 전혀 다른 각도에서 보게 합니다.',
        'Its bold idea of seeing life through the eyes of genes makes the familiar world look entirely new.',
      ]),
      book(['사피엔스', 'Sapiens'], ['유발 하라리', 'Yuval Noah Harari'], [
        '평범한 동물이던 인류가 어떻게 지구의 주인이 되었는지, 긴 역사를 하나의 큰 그림으로 꿰어 보여 줍니다.',
        'It threads a long history into one big picture of how an unremarkable animal came to rule the planet.',
      ]),
    ],
    hiddenGems: [
      book(['생각에 관한 생각', 'Thinking, Fast and Slow'], ['대니얼 카너먼', 'Daniel Kahneman'], [
        '빠른 직관과 느린 이성이 어떻게 우리의 판단을 이끌고 또 속이는지 보여 주며, 자신의 생각을 분석하게 만듭니다.',
        'It turns your analysis on your own mind, showing how fast intuition and slow reason guide our judgments, and fool them.',
      ]),
      book(['침묵의 봄', 'Silent Spring'], ['레이첼 카슨', 'Rachel Carson'], [
        '꼼꼼한 관찰과 증거로 살충제의 위험을 밝혀 세상을 바꾼, 근거가 지닌 힘을 보여 주는 고전입니다.',
        'A classic that changed the world by exposing the dangers of pesticides through careful observation and evidence.',
      ]),
      book(['괴델, 에셔, 바흐', 'Gödel, Escher, Bach'], ['더글러스 호프스태터', 'Douglas R. Hofstadter'], [
        '수학과 그림과 음악을 오가며 마음이 어떻게 생겨나는지 묻는, 오래 씨름할 만한 지적 모험입니다.',
        'An intellectual adventure worth wrestling with, moving between mathematics, art and music to ask how a mind arises.',
      ]),
    ],
    nextSteps: {
      ko: '책을 읽으며 핵심 주장과 그 근거를 한 쪽에 나란히 적어 보세요. 같은 주제를 다르게 보는 책 두 권을 골라 견주어 읽으면, 분석형 독자의 눈이 한층 더 날카로워집니다. 궁금한 점이 생기면 출처를 따라가 원래의 연구를 찾아보는 것도 좋은 다음 걸음입니다.',
      en: 'As you read, write down each key claim with its evidence side by side. Pick two books that take different views of the same subject and read them against each other; it will sharpen an analytical reader’s eye. When a question comes up, follow the sources back to the original research: that is a fine next step.',
    },
  },
  philosophical: {
    mustReads: [
      book(['명상록', 'Meditations'], ['마르쿠스 아우렐리우스', 'Marcus Aurelius'], [
        '로마 황제가 스스로에게 쓴 이 메모들은, 통제할 수 없는 것에 흔들리지 않는 마음을 이천 년 가까이 일깨워 왔습니다.',
        'Notes a Roman emperor wrote to himself, which for nearly two thousand years have taught a mind unshaken by what it cannot control.',
      ]),
      book(['도덕경', 'Tao Te Ching'], ['노자', 'Lao Tzu'], [
        '다투지 않고 낮은 곳으로 흐르는 물처럼 사는 지혜를 짧은 구절 속에 깊이 담은 동양 사유의 뿌리입니다.',
        'A root of Eastern thought that packs into brief verses the wisdom of living like water, flowing low and never contending.',
      ]),
      book(['논어', 'The Analects'], ['공자', 'Confucius'], [
        '배우고 익히는 기쁨부터 사람다움의 의미까지, 공자와 제자들의 대화가 지금도 살아 있는 질문을 던집니다.',
        'From the joy of learning to what it means to be humane, the conversations of Confucius and his students still pose living questions.',
      ]),
    ],
    hiddenGems: [
      book(['소피의 세계', 'Sophie’s World'], ['요슈타인 가아더', 'Jostein Gaarder'], [
        '열네 살 소녀에게 도착한 수수께끼 편지를 따라, 서양 철학의 큰 흐름을 소설처럼 즐겁게 여행합니다.',
        'Following the mysterious letters sent to a fourteen-year-old girl, you travel through the great currents of Western philosophy as if in a novel.',
      ]),
      book(['시지프 신화', 'The Myth of Sisyphus'], ['알베르 카뮈', 'Albert Camus'], [
        '끝없이 바위를 밀어 올리는 시지프에게서 부조리한 삶을 긍정하는 용기를 길어 올리는 사유의 모험입니다.',
        'An adventure in thought that draws, from Sisyphus endlessly pushing his boulder, the courage to say yes to an absurd life.',
      ]),
      book(['소년이 온다', 'Human Acts'], ['한강', 'Han Kang'], [
        '광주의 오월을 살아 낸 사람들의 목소리를 따라가며, 인간의 존엄과 고통에 대해 깊이 묻게 하는 소설입니다.',
        'Following the voices of those who lived through May 1980 in Gwangju, this novel asks deep questions about human dignity and suffering.',
      ]),
    ],
    nextSteps: {
      ko: '책에서 만난 질문 하나를 골라 일주일 동안 일기장 맨 위에 적어 두고, 매일 조금씩 다른 답을 써 보세요. 생각이 다른 사람과 한 권을 함께 읽고 이야기를 나누면, 사유는 혼자일 때보다 훨씬 깊어집니다. 고전이 어렵게 느껴진다면 좋은 해설서를 곁에 두고 천천히 읽어도 괜찮아요.',
      en: 'Choose one question from your reading, write it at the top of your journal for a week, and answer it a little differently each day. Read a book together with someone who thinks differently and talk it through: thought goes much deeper in company. If a classic feels like hard going, it is fine to read it slowly with a good companion guide beside you.',
    },
  },
};
