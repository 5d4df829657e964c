/**
 * Life Book (인생 책 리포트): five questions about how one reads, the five reader types (each tied to a
 * hexagram; its names come from the library, see lib/quiz/type-hexagram.ts) and a book set per type.
 * Every book is a real, published work, checked against a published page (see `book` below):
 * Korean pages name the Korean edition, English pages the English title and first publication.
 * Hidden gems are chosen from outside the Korean bestseller lists. No book appears in two sets.
 */
import type { Book, BookSets, BookType, BookQuestion, SourceKind, TypeProfiles } from './schema';
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
      ko: '성장형 독자에게 책은 오늘에서 더 나은 내일로 건너가는 다리입니다. 첫 번째 괘 중천건(重天乾)의 대상전은 하늘의 운행이 굳건하니 군자는 이를 본받아 스스로 힘쓰기를 쉬지 않는다고 말합니다. 이 독자는 그 가르침처럼 읽은 것을 삶에서 실천할 때 가장 큰 기쁨을 느낍니다. 한 권을 덮을 때마다 작은 결심이 하나씩 생기고, 그 결심들이 쌓여 한 사람을 만들어 갑니다. 책장을 넘기는 손보다 책을 덮고 일어서는 발이 더 바쁜 독자입니다. 이런 독자는 밑줄 그은 문장을 그대로 두지 않습니다. 다음 날 아침의 습관으로, 일하는 방식으로, 사람을 대하는 말씨로 옮겨 봅니다. 그래서 같은 책을 읽어도 남보다 빨리 달라지고, 달라진 만큼 다음 책을 고르는 눈도 밝아집니다. 다만 건괘의 여섯 효가 물에 잠긴 용에서 시작해 하늘을 나는 용을 지나 너무 높이 오른 용의 뉘우침으로 끝나듯, 쉬지 않는 힘에도 때가 있습니다. 더 나아지려는 마음이 지나치면 책이 숙제가 되고, 자신을 늘 모자란 사람으로 보게 됩니다. 읽은 것을 모두 실천하려 하기보다 한 권에서 한 가지를 오래 지키는 편이 이 유형에게는 더 멀리 가는 길입니다. 아래의 책들은 시작하는 용기, 꾸준함의 기술, 잘하려는 마음을 내려놓는 법을 차례로 다룹니다.',
      en: 'For the growth reader, a book is a bridge from today to a better tomorrow. The Great Image of the first hexagram, The Creative, says that heaven moves with unfailing strength, and the person of character, taking it as a model, strengthens themself without pause. This reader lives that teaching: the greatest joy comes from putting what has been read into practice. Every book closed leaves a small resolution behind, and those resolutions, one by one, shape a person. The feet that stand up after the last page are busier than the hand that turns the pages. Such a reader never leaves an underlined sentence where it is. It moves into the next morning’s habits, into a way of working, into the tone used with other people. So the same book changes this reader sooner than others, and each change sharpens the eye for the next book. Yet just as the six lines of The Creative begin with the dragon hidden in the deep, pass the dragon flying in the heavens and end with the regret of the dragon that climbed too high, even tireless strength has its season. When the wish to improve goes too far, books turn into homework, and you start to see yourself as never enough. Rather than trying to practice everything you read, keeping one thing from one book for a long time takes this type further. The books below deal in turn with the courage to begin, the craft of steadiness, and how to let go of the need to do well.',
    },
  },
  creative: {
    name: { ko: '창조형 독자', en: 'The Creative Reader' },
    hexagramId: TYPE_HEXAGRAM_IDS.creative,
    image: '/images/quiz/book-creative.svg',
    description: {
      ko: '창조형 독자는 이야기와 상상 속에서 숨을 쉽니다. 제58괘 중택태(重澤兌)는 두 연못이 이어져 서로를 적시는 모습이고, 대상전은 군자가 이를 본받아 벗과 함께 배우고 익힌다고 말합니다. 이 독자도 책에서 얻은 영감을 혼자 간직하지 않고, 자기만의 표현으로 다시 흘려보냅니다. 아름다운 문장 하나가 하루의 빛깔을 바꾸고, 낯선 세계로 떠나는 여행이 안에 잠든 창작 본능을 깨웁니다. 이런 독자에게 책은 정보가 아니라 재료입니다. 인물의 말투는 내 글의 목소리가 되고, 소설 속 골목의 냄새는 그림 한 장의 색이 됩니다. 줄거리는 잊어도 장면 하나가 오래 남고, 그 장면이 몇 해 뒤 전혀 다른 작품에서 새 모습으로 살아납니다. 태괘가 말하는 기쁨은 혼자 웃는 기쁨이 아니라 나눌 때 커지는 기쁨입니다. 읽고 쓰고 이야기하는 사람들 곁에 있을 때 이 유형의 상상력은 가장 멀리 갑니다. 다만 영감만 모으고 아무것도 만들지 않는 시간이 길어지면, 연못은 넘치지 못하고 고이게 됩니다. 아래의 책들은 보는 눈을 되찾는 일, 나만의 목소리를 찾아가는 길, 서툰 첫 작품을 허락하는 용기를 이야기합니다.',
      en: 'The creative reader breathes through stories and imagination. Hexagram 58, The Joyous, shows two lakes joined and refreshing each other, and its Great Image says the person of character, taking it as a model, joins with friends to study and practice. This reader, too, does not keep the inspiration found in books to themself, but lets it flow back out in a voice of their own. One beautiful sentence can change the color of a day, and a journey into an unfamiliar world wakes the maker sleeping inside. For such a reader a book is not information but material. A character’s way of speaking becomes the voice of one’s own writing, and the smell of an alley in a novel becomes the color of a drawing. The plot may be forgotten while a single scene stays, and years later that scene comes alive again, changed, in a very different piece of work. The joy this hexagram speaks of is not laughing alone but a joy that grows when it is shared. This type’s imagination travels furthest among people who read, write and talk together. But when the time spent gathering inspiration without making anything grows long, the lake cannot overflow and begins to stand still. The books below speak of recovering the eye that sees, of finding a voice of one’s own, and of the courage to allow a clumsy first piece of work.',
    },
  },
  wisdom: {
    name: { ko: '지혜형 독자', en: 'The Wisdom Reader' },
    hexagramId: TYPE_HEXAGRAM_IDS.wisdom,
    image: '/images/quiz/book-wisdom.svg',
    description: {
      ko: '지혜형 독자는 서두르지 않고 한 문장 한 문장을 마음에 새깁니다. 제52괘 중산간(重山艮)은 산이 겹겹이 멈추어 선 모습이고, 대상전은 군자가 이를 보고 생각이 제자리를 벗어나지 않게 한다고 말합니다. 그칠 때 그치고 나아갈 때 나아가는 것이 이 괘의 가르침이며, 이 독자도 고요히 멈출 때 비로소 보이는 것들을 책 속에서 찾습니다. 오래 곱씹은 한 구절이 흔들리는 날 나를 붙잡아 주는 닻이 됩니다. 이런 독자에게 독서는 정보를 쌓는 일이 아니라 마음을 고르는 일입니다. 한 권을 빨리 끝내기보다 한 쪽을 두 번 읽고, 책을 덮은 뒤의 침묵까지 독서의 일부로 여깁니다. 그래서 많이 읽지 않아도 깊이 남고, 같은 책을 몇 해 간격으로 다시 읽으며 그때마다 다른 문장에 밑줄을 긋습니다. 다만 멈춤이 길어지면 고요가 숨을 곳이 될 수 있습니다. 산은 움직이지 않지만 그 안에서는 샘이 솟고 나무가 자랍니다. 책에서 얻은 고요를 일상의 한 장면으로 옮길 때 이 유형의 지혜는 살아 있는 것이 됩니다. 아래의 책들은 단순한 삶, 슬픔을 끝까지 들여다보는 일, 지금 이 순간에 머무는 법을 다룹니다.',
      en: 'The wisdom reader never hurries, letting each sentence settle into the heart. Hexagram 52, Keeping Still, shows mountain upon mountain standing still, and its Great Image says the person of character, seeing this, keeps their thoughts from straying beyond their place. Stopping when it is time to stop and moving when it is time to move is the teaching of this hexagram, and this reader, too, looks in books for what can only be seen in stillness. A passage turned over for years becomes the anchor that holds on unsteady days. For such a reader, reading is not piling up information but settling the mind. Rather than finishing a book quickly, this reader reads one page twice, and counts the silence after closing the book as part of the reading. So even a few books leave a deep mark, and the same book, reread years apart, gets a different sentence underlined each time. Yet when stillness lasts too long, quiet can become a place to hide. A mountain does not move, but within it springs rise and trees grow. This type’s wisdom comes alive when the stillness found in reading is carried into a scene of daily life. The books below are about the simple life, looking at grief to the end, and how to stay in the present moment.',
    },
  },
  analytical: {
    name: { ko: '분석형 독자', en: 'The Analytical Reader' },
    hexagramId: TYPE_HEXAGRAM_IDS.analytical,
    image: '/images/quiz/book-analytical.svg',
    description: {
      ko: '분석형 독자는 세상이 어떻게 움직이는지 이해하고 싶어 합니다. 제57괘 중풍손(重風巽)은 바람이 바람을 따라 작은 틈까지 스며드는 모습이고, 대상전은 군자가 이를 보고 명을 거듭 펴서 일을 행한다고 말합니다. 한 번에 밀어붙이지 않고 거듭 들어가 끝내 구석구석에 닿는 바람처럼, 이 독자는 부드럽지만 꾸준하게 한 주제의 깊은 곳까지 파고듭니다. 놀라운 사실 하나가 생각의 지도를 새로 그리게 하는 순간, 읽는 즐거움이 가장 커집니다. 이런 독자는 저자의 결론보다 그 결론에 이른 길을 먼저 봅니다. 어떤 자료를 썼는지, 다른 설명은 없는지, 숫자가 무엇을 말하고 무엇을 숨기는지 따져 묻습니다. 그래서 책 한 권이 다른 책 세 권으로 이어지고, 읽기가 하나의 작은 연구가 됩니다. 다만 모든 것을 설명하려는 마음이 지나치면, 설명되지 않는 것들의 아름다움을 놓치기 쉽습니다. 바람은 틈으로 스며들 뿐 틈을 부수지 않습니다. 의심과 경이를 함께 지닐 때 이 유형의 분석은 가장 멀리 갑니다. 아래의 책들은 우주와 생명, 우리 자신의 판단, 숫자와 차원을 차례로 다룹니다.',
      en: 'The analytical reader wants to understand how the world works. Hexagram 57, The Gentle, shows wind following wind into the smallest gaps, and its Great Image says the person of character, seeing this, spreads their commands again and again and carries out their affairs. Like a wind that does not force its way at once but enters again and again until it reaches every corner, this reader works gently but steadily into the depths of a subject. The pleasure of reading is greatest in the moment a single surprising fact redraws the map of what one knew. Such a reader looks at the road to the author’s conclusion before the conclusion itself: which sources were used, whether another explanation fits, what the numbers say and what they hide. So one book leads to three more, and reading becomes a small piece of research. But when the wish to explain everything goes too far, it is easy to miss the beauty of what cannot be explained. Wind seeps through a gap; it does not break it. This type’s analysis goes furthest when doubt and wonder travel together. The books below take up, in turn, the universe and life, our own judgment, and numbers and dimensions.',
    },
  },
  philosophical: {
    name: { ko: '사유형 독자', en: 'The Philosophical Reader' },
    hexagramId: TYPE_HEXAGRAM_IDS.philosophical,
    image: '/images/quiz/book-philosophical.svg',
    description: {
      ko: '사유형 독자는 쉽게 답이 나지 않는 질문 앞에 머무를 줄 압니다. 제29괘 중수감(重水坎)은 험한 물길이 거듭되는 모습이지만, 물은 멈추지 않고 흘러 구덩이를 다 채운 뒤에 앞으로 나아갑니다. 대상전은 군자가 이를 본받아 덕행을 한결같이 하고 가르치는 일을 거듭 익힌다고 말합니다. 이 독자도 삶과 죽음, 의미와 자유라는 깊은 물속으로 기꺼이 들어가, 같은 물음을 몇 번이고 다시 건넙니다. 그 깊이에서 길어 올린 생각이 쉽게 흔들리지 않는 사람을 만들어 줍니다. 이런 독자에게 좋은 책은 답을 주는 책이 아니라 더 좋은 질문을 남기는 책입니다. 읽다가 멈춰 창밖을 보는 시간이 길고, 한 문단을 두고 며칠을 생각하기도 합니다. 다른 사람과 밤새 이야기를 나눌 때 생각은 혼자일 때보다 훨씬 멀리 가고, 반박을 들을수록 자기 생각의 모양이 또렷해집니다. 다만 질문이 깊어질수록 일상으로 돌아오는 길을 잃기 쉽습니다. 물은 깊은 곳을 지나도 결국 들판을 적시러 흘러갑니다. 사유를 오늘의 선택 하나로 옮겨 볼 때 이 유형의 생각은 가장 단단해집니다. 아래의 책들은 자유의 경계, 부조리와 죽음, 여가와 만남과 행복이라는 물음을 차례로 건넵니다.',
      en: 'The philosophical reader can stay with questions that have no easy answers. Hexagram 29, The Abysmal, shows danger upon danger in a steep watercourse, yet the water never stops: it fills every hollow before it flows on. Its Great Image says the person of character, taking it as a model, keeps their conduct constant and practices the work of teaching again and again. This reader, too, goes willingly into the deep waters of life and death, meaning and freedom, and crosses the same question again and again. The thoughts drawn up from those depths make a person who is hard to shake. For such a reader a good book is not one that gives answers but one that leaves a better question. Long pauses to look out of the window are part of the reading, and a single paragraph can occupy several days. In talk that runs all night with someone else, thought travels much further than it does alone, and every objection makes the shape of one’s own view clearer. But the deeper the questions go, the easier it is to lose the way back to daily life. Water passes through the depths, yet in the end it flows on to water the fields. This type’s thinking is firmest when it is carried into one choice made today. The books below offer, in turn, the questions of where freedom ends, of the absurd and of death, and of leisure, meeting and happiness.',
    },
  },
};

/**
 * One recommendation: the Korean edition (as published in Korea: its title, the author's name as
 * that edition spells it, its publisher and year) for Korean pages, the English title with the year
 * the work was first published for English pages, why it suits the type and how to read it, and
 * where each edition was checked: `source.koEdition` is the page the Korean edition was checked
 * against and `source.kind` says what kind of page it is (see SOURCE_KINDS in schema.ts);
 * `source.original` is where the original's title and year were checked. Every one of the thirty
 * Korean editions is checked against the publisher's own page, a library's record (a university,
 * public or research library's catalogue or e-book page) or a government list (the Ministry of
 * Culture's recommended books). A Korean edition's year is given only where the page it was
 * checked against shows it (for 월든, whose page is an e-library's, the year of that e-book).
 */
const book = (
  ko: { title: string; author: string; publisher: string; year?: number },
  en: { title: string; author: string; year: number },
  why: [ko: string, en: string],
  source: { koEdition: string; kind: SourceKind; original: string },
): Book => ({ ko, en, why: { ko: why[0], en: why[1] }, source });

export const bookSets: BookSets = {
  growth: {
    mustReads: [
      book(
        { title: '데미안', author: '헤르만 헤세', publisher: '민음사', year: 1998 },
        { title: 'Demian', author: 'Hermann Hesse', year: 1919 },
        [
          '익숙한 세계를 깨고 나와 진짜 자신이 되어 가는 한 소년의 여정이, 자란다는 것에는 용기가 필요하다는 것을 일깨워 줍니다. 알을 깨고 나오는 새의 비유는 무언가를 새로 시작하려는 날마다 다시 떠오를 것입니다. 처음 읽는다면 싱클레어가 데미안을 만나는 앞부분을 천천히, 다시 읽는다면 꿈과 편지가 나오는 뒷부분에 밑줄을 그으며 읽어 보세요.',
          'A young man’s journey out of the familiar world and into himself shows that growing up takes courage. Its image of the bird breaking out of the egg will come back to you every time you set out to begin something new. On a first reading, go slowly through the opening chapters where Sinclair meets Demian; on a second, underline the later pages with his dreams and letters.',
        ],
        {
          koEdition: 'http://minumsa.minumsa.com/book/397', kind: 'publisher',
          original: 'http://uedeko.or.kr/wiki2/index.php?diff=cur&oldid=2317&title=%EB%8D%B0%EB%AF%B8%EC%95%88_%28Demian%29',
        },
      ),
      book(
        { title: '노인과 바다', author: '어니스트 헤밍웨이', publisher: '열린책들' },
        { title: 'The Old Man and the Sea', author: 'Ernest Hemingway', year: 1952 },
        [
          '여든나흘 동안 한 마리도 잡지 못한 늙은 어부가 다시 홀로 먼바다로 나가, 거대한 청새치와 며칠 밤낮을 버티는 이야기입니다. 애써 잡은 고기를 끝내 지키지 못하고 돌아오지만, 노인은 소년과 다시 함께 바다에 나갈 날을 이야기합니다. 그 모습은 꾸준함이 결과에서 오지 않고 날마다 다시 나서는 태도에서 온다는 것을 조용히 보여 줍니다. 얇은 소설이니 한자리에서 읽고, 노인이 바다 위에서 혼자 중얼거리는 말 가운데 마음에 남은 한 문장을 골라 한 주 동안 책상 앞에 붙여 두세요.',
          'An old fisherman who has gone eighty-four days without a catch rows out alone again, far from shore, and holds on to a giant marlin for days and nights. He cannot keep the fish he fought so hard for, yet at the end he is talking with the boy about the next time they will go out together. It shows, quietly, that steadiness comes not from results but from the habit of setting out again each day. The book is short, so read it in one sitting, then choose one sentence from the old man’s talk with himself on the water and pin it above your desk for a week.',
        ],
        {
          koEdition: 'https://ebook.pusan.ac.kr/ebook/detail/?goods_id=4808932911984', kind: 'library',
          original: 'https://www.gklibrarykor.com/bestsellerdetail/?isbn13=9788954617291',
        },
      ),
      book(
        { title: '몰입의 즐거움', author: '미하이 칙센트미하이', publisher: '해냄', year: 2021 },
        { title: 'Finding Flow', author: 'Mihaly Csikszentmihalyi', year: 1997 },
        [
          '하고 있는 일에 깊이 빠져들어 시간 가는 줄 모르는 순간을 오래 연구한 심리학자가, 그런 순간이 언제 찾아오고 어떻게 늘릴 수 있는지 일상의 언어로 풀어 줍니다. 과제가 너무 쉬우면 지루하고 너무 어려우면 불안해진다는 설명은, 어제보다 조금 더 어려운 일을 골라 꾸준히 이어 가려는 독자에게 좋은 나침반이 됩니다. 읽는 동안 하루 가운데 가장 몰입했던 시간과 가장 무료했던 시간을 한 줄씩 적어 두고, 한 주 뒤에 둘을 견주어 보세요.',
          'A psychologist who spent years studying the moments when we are so absorbed in what we do that we lose track of time explains, in everyday language, when those moments come and how to have more of them. His account, that a task too easy for us turns to boredom and one too hard turns to anxiety, is a good compass for a reader who wants to keep choosing something a little harder than yesterday. As you read, note each day the hour you were most absorbed and the hour you were most bored, and after a week compare the two.',
        ],
        { koEdition: 'https://www.hainaim.com/book/steady.php?ptype=view&prdcode=2303230051', kind: 'publisher', original: 'https://www.hainaim.com/book/steady.php?ptype=view&prdcode=2303230051' },
      ),
    ],
    hiddenGems: [
      book(
        { title: '손으로, 생각하기', author: '매튜 B. 크로포드', publisher: '사이', year: 2017 },
        { title: 'Shop Class as Soulcraft', author: 'Matthew B. Crawford', year: 2009 },
        [
          '정치철학 박사 학위를 받고 싱크탱크에서 일하던 저자가 그 자리를 떠나 오토바이 수리점을 차린 뒤, 손으로 고치고 만드는 일이 머리를 얼마나 깊이 쓰게 하는지 풀어낸 책입니다. 고장 난 엔진 앞에서 원인을 하나씩 좁혀 가는 과정은 실력이 쌓일수록 일이 좋아진다는 것을 몸으로 보여 주어, 먼저 열정을 찾아야 한다는 조급함을 덜어 줍니다. 읽는 동안 고장 난 물건 하나를 골라 직접 고쳐 보거나, 지금 하는 일에서 손에 익혀야 할 기술 하나를 정해 한 달 동안 연습해 보세요.',
          'The author earned a doctorate in political philosophy and worked at a think tank, then left to open a motorcycle repair shop; here he shows how much thinking goes into fixing and making things by hand. Narrowing down the cause of a failed engine step by step, he shows in practice that love for the work grows as the skill does, which eases the hurry to find a passion first. While you read, pick one broken thing to fix yourself, or one skill your present work asks of your hands, and practice it for a month.',
        ],
        {
          koEdition: 'https://library.korea.ac.kr/detail/?cid=CAT000045914455&ctype=m', kind: 'library',
          original: 'https://www.amazon.com/Shop-Class-Soulcraft-Inquiry-Value/dp/1594202230',
        },
      ),
      book(
        { title: '완벽의 추구', author: '탈 벤-샤하르', publisher: '위즈덤하우스', year: 2010 },
        { title: 'The Pursuit of Perfect', author: 'Tal Ben-Shahar', year: 2009 },
        [
          '하버드에서 행복을 가르치던 심리학자가 흠 없는 결과만 바라는 완벽주의와, 실패를 배움의 재료로 받아들이는 최적주의를 나란히 놓고 살핀 책입니다. 더 나아지려는 마음이 지나쳐 스스로를 늘 모자란 사람으로 보게 되는 성장형 독자에게, 잘하려는 마음을 내려놓아도 성장은 멈추지 않는다는 것을 차분히 보여 줍니다. 장마다 붙은 짧은 연습 가운데 하나를 골라 한 주 동안 해 보고, 그 주에 저지른 실수 세 가지를 적은 뒤 하나하나에서 배운 점을 한 줄씩 덧붙여 보세요.',
          'A psychologist who taught happiness at Harvard sets perfectionism, which will settle for nothing short of a flawless result, beside what he calls optimalism, which takes failure as material to learn from. To a growth reader whose wish to improve can tip into seeing themself as never enough, it shows calmly that growth does not stop when you let go of the need to do well. Pick one of the short exercises that come with each chapter and do it for a week, then write down three mistakes you made that week and add a line to each on what it taught you.',
        ],
        {
          koEdition: 'https://nypi.re.kr/lib/10110/contents/6193202', kind: 'library',
          original: 'http://www.marketwired.com/press-release/mcgraw-hill-releases-the-latest-book-by-tal-ben-shahar-980188.htm',
        },
      ),
      book(
        { title: '멍키스패너', author: '프리모 레비', publisher: '돌베개', year: 2013 },
        { title: 'The Monkey’s Wrench', author: 'Primo Levi', year: 1978 },
        [
          '철탑과 다리, 석유 시추 설비를 세우러 세계 곳곳을 떠도는 조립공 파우소네가, 먼 일터에서 만난 화학자에게 저녁마다 자기가 해낸 일을 들려주는 소설입니다. 아우슈비츠에서 살아 돌아온 작가 프리모 레비가 썼지만, 이 책을 채우는 것은 어렵고 위험한 현장을 맡아 제 손으로 끝까지 해내는 사람의 자부심입니다. 돈이나 남의 눈보다 일을 제대로 해냈다는 데서 기쁨을 찾는 파우소네는, 성장을 점수와 속도로만 재기 쉬운 독자에게 다른 잣대 하나를 건네줍니다. 대화로 이어지는 열네 개의 장이니 하루에 한 장씩 읽고, 다 읽으면 지금 하는 일에서 끝까지 해내 뿌듯했던 순간 하나를 골라 누군가에게 들려주듯 한 쪽으로 적어 보세요.',
          'Faussone, a rigger who travels the world putting up steel towers, bridges and oil rigs, tells a chemist he meets at a distant work site, evening after evening, about the jobs he has done. Primo Levi, who came back from Auschwitz, wrote it, yet what fills this novel is the pride of someone who takes on hard and dangerous jobs and sees them through with his own hands. Faussone finds his joy less in money or in other people’s eyes than in a job done properly, and he hands a growth reader, who can easily measure progress only in scores and speed, a different yardstick. Its fourteen chapters run on as conversation, so read one a day; when you finish, pick one moment in your present work that you saw through to the end and were proud of, and write a page about it as if telling it to someone.',
        ],
        {
          koEdition: 'http://dolbegae.co.kr/book/2833/', kind: 'publisher',
          original: 'https://wikimili.com/en/The_Wrench',
        },
      ),
    ],
    nextSteps: {
      ko: '이번 달에는 한 권을 골라, 책에서 얻은 실천 하나를 30일 동안 이어 가 보세요. 실천은 작을수록 좋습니다. 아침에 물 한 잔, 자기 전에 한 쪽, 하루를 마치며 한 줄처럼 빠뜨리기 어려운 크기로 정하세요. 달력에 날마다 표시를 하면 끊기지 않은 줄 자체가 힘이 됩니다. 하루를 놓쳤다면 자책하지 말고 다음 날 다시 이어 가면 됩니다. 이틀 연달아 놓치지 않는 것만 지키면 충분합니다. 다 읽은 뒤에는 배운 점 세 가지를 짧게 적어 두세요. 그 가운데 실제로 해 본 것과 아직 해 보지 않은 것을 나누어 보면, 다음 책이 채워 줄 빈자리가 보입니다. 석 달쯤 지나 그 메모를 다시 읽어 보세요. 읽은 것이 삶이 된 자리를 확인할 때 성장형 독자의 힘이 가장 크게 드러납니다. 그리고 한 달에 한 권은 실천 목록 없이 그저 좋아서 읽는 책을 곁에 두세요. 쉬어 가는 독서가 다음 성장의 뿌리가 됩니다.',
      en: 'This month, pick one book and keep up a single practice from it for thirty days. The smaller the practice, the better: a glass of water in the morning, one page before bed, one line at the end of the day, something too small to skip. Mark each day on a calendar; the unbroken line becomes a strength of its own. If you miss a day, don’t blame yourself; just pick it up again the next day. Never missing two days in a row is enough. When you finish, write down three things you learned. Sort them into what you have actually tried and what you have not tried yet, and you will see the gap your next book can fill. Read those notes again after three months or so. A growth reader’s strength shows most clearly in finding where reading has turned into living. And once a month, keep a book beside you that you read with no list of practices at all, only for the pleasure of it. Reading to rest is the root of the next stretch of growth.',
    },
  },
  creative: {
    mustReads: [
      book(
        { title: '어린 왕자', author: '생텍쥐페리', publisher: '비룡소', year: 2000 },
        { title: 'The Little Prince', author: 'Antoine de Saint-Exupéry', year: 1943 },
        [
          '어른이 되며 잃어버린 눈, 보이지 않는 것을 보는 마음을 다시 떠올리게 해 주는 작은 보석 같은 책입니다. 어린 왕자가 길들인 장미 이야기는 오래 들여다본 것만이 내 것이 된다는, 만드는 일의 첫 비밀을 조용히 일러 줍니다. 어릴 때 읽었다면 지금 다시 펼쳐 보세요. 어른이 되어 읽으면 여우의 말과 장미의 투정이 전혀 다른 무게로 다가옵니다.',
          'A small jewel of a book that gives back the eyes we lose as we grow up: a heart that sees what is invisible. The story of the rose the little prince tamed quietly tells the first secret of making things: only what you have looked at for a long time becomes your own. If you read it as a child, open it again now: read as an adult, the fox’s words and the rose’s complaints carry a very different weight.',
        ],
        {
          koEdition: 'http://bir.co.kr/book/12526/', kind: 'publisher',
          original: 'https://m.chekccori-bookhouse.com/product/zoom.html?product_no=15600',
        },
      ),
      book(
        { title: '젊은 예술가의 초상', author: '제임스 조이스', publisher: '문학동네' },
        { title: 'A Portrait of the Artist as a Young Man', author: 'James Joyce', year: 1916 },
        [
          '더블린의 한 소년 스티븐이 집과 학교와 교회의 목소리 사이에서 흔들리다가, 마침내 글 쓰는 사람이 되기로 마음먹기까지를 따라가는 조이스의 자전적 소설입니다. 어린 시절의 감각이 문장 속에서 자라나고 말투가 나이에 따라 바뀌어 가는 방식은, 한 사람의 목소리가 어떻게 만들어지는지 보여 주는 살아 있는 교본이 됩니다. 한 장을 읽을 때마다 그 장에서 가장 선명하게 떠오른 장면 하나를 내 어린 시절의 기억으로 바꾸어 짧게 써 보세요.',
          'Joyce’s autobiographical novel follows Stephen, a boy in Dublin torn between the voices of home, school and church, until he resolves at last to become a writer. The way childhood sensations grow inside the sentences, and the style itself changes as he grows older, makes it a living lesson in how a voice is formed. After each chapter, take the scene that stayed most vivid and write it briefly as a memory from your own childhood.',
        ],
        {
          koEdition: 'https://ebook.pusan.ac.kr/ebook/detail/?goods_id=4808954649445', kind: 'library',
          original: 'http://uljuebook.ulju.ulsan.kr/ebook/detail/?goods_id=101481698',
        },
      ),
      book(
        { title: '자기만의 방', author: '버지니아 울프', publisher: '시공사', year: 2020 },
        { title: 'A Room of One’s Own', author: 'Virginia Woolf', year: 1929 },
        [
          '글을 쓰려면 얼마간의 돈과 자기만의 방이 있어야 한다는 유명한 주장으로, 만드는 일에는 영감만큼 시간과 자리가 필요하다는 것을 일깨우는 강연 에세이입니다. 재능이 있어도 글을 쓸 자리를 얻지 못했던 여성들의 역사를 따라가다 보면, 내 작업을 위한 작은 자리를 지키는 일이 사치가 아니라는 것을 알게 됩니다. 다 읽은 뒤에는 집 안이나 하루 일과 안에서 오롯이 만드는 일에만 쓰는 자리 하나를 정하고, 그곳에서 한 달 동안 작업해 보세요.',
          'Its famous claim, that to write you need some money and a room of your own, reminds you that making things takes time and space as much as inspiration. It began as lectures, and as it follows the history of women who had the gift but never the room to write, you see that guarding a small place for your own work is no luxury. When you finish, choose one place, in your home or in your day, kept only for making, and work there for a month.',
        ],
        { koEdition: 'http://sigongsa.com/books/bookView.php?bookcode=SB006803&catecode=01011101&TF=T', kind: 'publisher', original: 'http://sigongsa.com/books/bookView.php?bookcode=SB006803&catecode=01011101&TF=T' },
      ),
    ],
    hiddenGems: [
      book(
        { title: '젊은 시인에게 보내는 편지', author: '라이너 마리아 릴케', publisher: '태동출판사', year: 2003 },
        { title: 'Letters to a Young Poet', author: 'Rainer Maria Rilke', year: 1929 },
        [
          '시인을 꿈꾸는 청년에게 보낸 열 통의 편지가, 왜 쓰는지 스스로에게 묻고 고독을 견디는 법을 조용히 가르쳐 줍니다. 밖에서 답을 구하지 말고 자신 안으로 들어가 보라는 권유는 남의 평가에 흔들리는 날마다 다시 펼쳐 볼 만합니다. 하루에 편지 한 통만 읽고 그 편지가 남긴 질문 하나를 적어 두는 식으로, 열흘에 걸쳐 읽어 보세요.',
          'Ten letters to a young man who wanted to be a poet quietly teach you to ask yourself why you make things, and how to bear the solitude it takes. Its counsel to stop seeking answers outside and go into yourself is worth opening again on every day that other people’s judgment shakes you. Read one letter a day, writing down one question each letter leaves you with, and let the book take ten days.',
        ],
        {
          koEdition: 'https://lib.baewha.ac.kr/Naver/NaverDetail?isbn=8984971871', kind: 'library',
          original: 'http://elib.gbelib.kr:8083/books/book_info.php?MENU_ID=2&bookcd=1210356000010&ctg=4',
        },
      ),
      book(
        { title: '글쓰기의 항해술', author: '어슐러 K. 르 귄', publisher: '황금가지', year: 2010 },
        { title: 'Steering the Craft', author: 'Ursula K. Le Guin', year: 1998 },
        [
          '어스시 이야기로 이름난 르 귄이 자기 글쓰기 워크숍에서 다듬은 작법서로, 문장의 소리와 길이, 반복, 시점처럼 이야기를 받치는 기본기를 열 개의 장에서 하나씩 익히게 합니다. 짧은 문장이 좋다거나 한 단락에서 같은 낱말을 되풀이하지 말라는 익숙한 규칙조차 그대로 믿지 말고 직접 써 보며 시험해 보라고 권하니, 잘 쓴 한 편이 아니라 서툰 연습 한 장을 쓰는 일이 부끄럽지 않게 됩니다. 장마다 혼자서도 여럿이서도 할 수 있는 연습 문제가 붙어 있으니, 글 쓰는 벗 두세 사람과 한 주에 하나씩 써 와서 서로 소리 내어 읽어 주는 모임으로 읽어 보세요.',
          'Drawn from the writing workshop of Ursula K. Le Guin, the author of A Wizard of Earthsea, this craft book takes the basics that hold a story up, the sound of a sentence, its length, repetition, point of view, one at a time across ten chapters. It asks you not to trust even the familiar rules, that short sentences are best or that a word must never be repeated within a paragraph, but to test them by writing, so that a clumsy practice page, rather than one polished piece, becomes nothing to be ashamed of. Every chapter ends with an exercise you can do alone or in company: read it with two or three friends who write, each bringing one exercise a week and reading it aloud to the others.',
        ],
        { koEdition: 'http://goldenbough.minumsa.com/book/846/', kind: 'publisher', original: 'https://www.publishersweekly.com/978-0-544-61161-0' },
      ),
      book(
        { title: '보이지 않는 도시들', author: '이탈로 칼비노', publisher: '민음사', year: 2016 },
        { title: 'Invisible Cities', author: 'Italo Calvino', year: 1972 },
        [
          '마르코 폴로가 들려주는 상상 속 도시들이 한 편 한 편 시처럼 빛나며 읽는 이의 상상력에 날개를 달아 줍니다. 짧은 장마다 도시 하나가 담겨 있어, 하루에 한 도시씩 읽고 나만의 도시를 하나 지어 보는 놀이로 이어 가기 좋습니다. 순서대로 읽지 않아도 되니, 아무 쪽이나 펼쳐 그날 만난 도시를 짧은 글이나 그림으로 옮겨 보세요.',
          'Marco Polo’s tales of imagined cities shine like poems, one after another, and give your imagination wings. Each short chapter holds a city of its own, so it lends itself to a game: read one city a day and build one of your own. You need not read it in order: open it anywhere and turn the city you meet that day into a short piece of writing or a sketch.',
        ],
        { koEdition: 'https://minumsa.minumsa.com/book/9523/', kind: 'publisher', original: 'https://minumsa.minumsa.com/book/9523/' },
      ),
    ],
    nextSteps: {
      ko: '마음에 남은 문장을 노트에 옮겨 적고, 그 옆에 나만의 한 줄을 덧붙여 보세요. 베껴 쓴 문장과 내가 쓴 문장이 나란히 쌓이면, 몇 주 뒤에는 내 목소리가 어디서 왔고 어디로 가는지 보이기 시작합니다. 일주일에 한 번은 평소라면 고르지 않을 장르의 책을 펼쳐 보세요. 시만 읽던 사람은 과학책에서, 소설만 읽던 사람은 요리책에서 뜻밖의 재료를 얻습니다. 읽은 것을 그림이나 짧은 글로 되받아 표현할 때, 책은 비로소 내 것이 됩니다. 잘 만들려고 애쓰지 말고 십 분 안에 끝나는 작은 화답이면 충분합니다. 그리고 그 화답을 한 사람에게라도 보여 주세요. 태괘의 두 연못처럼, 나눈 상상은 돌아와 나를 다시 적십니다. 함께 읽는 모임이나 글쓰기 벗이 있다면 한 달에 한 번 서로의 노트를 바꿔 읽어 보는 것도 좋습니다. 한 해가 끝날 무렵에는 그 노트를 처음부터 넘겨 보며 가장 마음에 드는 내 문장 하나를 골라 보세요. 그 한 줄이 다음 해에 쓰거나 그릴 것의 씨앗이 됩니다.',
      en: 'Copy the sentences that stay with you into a notebook, and add a line of your own beside each. As copied sentences and your own pile up side by side, within a few weeks you begin to see where your voice comes from and where it is going. Once a week, open a book in a genre you would never usually choose. A reader of poetry finds unexpected material in a science book, a reader of novels in a cookbook. When you answer what you read with a drawing or a short piece of writing, the book finally becomes yours. Don’t try to make it good: a small reply finished within ten minutes is enough. Then show that reply to at least one person. Like the two lakes of The Joyous, imagination you share comes back and refreshes you in turn. If you have a reading group or a writing friend, swapping notebooks once a month is a fine habit too. Near the end of the year, leaf through the notebook from the beginning and choose the one sentence of your own you like best. That line becomes the seed of what you write or draw the following year.',
    },
  },
  wisdom: {
    mustReads: [
      book(
        { title: '월든', author: '헨리 데이비드 소로', publisher: '문예출판사', year: 2014 },
        { title: 'Walden', author: 'Henry David Thoreau', year: 1854 },
        [
          '숲속 오두막에서 보낸 두 해의 기록이, 꼭 필요한 것만 남긴 단순한 삶이 얼마나 풍요로운지 조용히 들려줍니다. 호숫가의 계절을 따라가다 보면 덜 가지는 것이 곧 더 자유로워지는 길이라는 생각이 자연스럽게 스며듭니다. 처음부터 끝까지 읽기보다 계절이 바뀔 때마다 그 계절을 다룬 장을 골라 읽으면, 한 해 내내 천천히 곁에 둘 수 있습니다.',
          'Two years in a cabin in the woods quietly reveal how rich a simple life, with only what is needed, can be. Following the seasons by the pond, you find the thought seeping in that owning less is a way of becoming freer. Rather than reading it from start to finish, pick the chapter for each season as it arrives, and the book can stay beside you slowly through a whole year.',
        ],
        {
          koEdition: 'http://hec.dasangng.co.kr/FxLibrary/product/view/?num=140404279', kind: 'library',
          original: 'http://m.newspic.kr/view.html?cp=D9uGm29b&nid=2025102910000052281&pn=180',
        },
      ),
      book(
        { title: '헤아려 본 슬픔', author: 'C. S. 루이스', publisher: '홍성사' },
        { title: 'A Grief Observed', author: 'C. S. Lewis', year: 1961 },
        [
          '늦은 나이에 결혼한 아내를 몇 해 만에 암으로 떠나보낸 루이스가, 그 뒤의 나날을 공책 네 권에 적어 내려간 슬픔의 기록입니다. 신을 향한 의심과 아내를 향한 그리움, 천천히 돌아오는 믿음이 다듬어지지 않은 문장 속에서 오가며, 고통을 서둘러 설명하지 않고 끝까지 들여다보는 법을 보여 줍니다. 얇은 책이니 한 장씩 천천히 읽고, 잃어버린 무언가를 떠올리며 그날 마음에 남은 문장 하나를 옮겨 적어 보세요.',
          'Lewis married late in life and lost his wife to cancer only a few years later; this book is the four notebooks he filled with the days that followed. Doubt toward God, longing for his wife and a faith that slowly returns pass back and forth in unpolished sentences, and they show how to look at suffering to the end instead of hurrying to explain it. It is a slim book: read it a chapter at a time, slowly, and with something you have lost in mind, copy out the one sentence that stayed with you that day.',
        ],
        { koEdition: 'https://shop.hongsungsa.com/product/ebook%ed%97%a4%ec%95%84%eb%a0%a4-%eb%b3%b8-%ec%8a%ac%ed%94%94', kind: 'publisher', original: 'https://medhum.med.nyu.edu/view/434' },
      ),
      book(
        { title: '싯다르타', author: '헤르만 헤세', publisher: '문예출판사', year: 2014 },
        { title: 'Siddhartha', author: 'Hermann Hesse', year: 1922 },
        [
          '스승의 가르침이 아니라 강물과 삶에서 스스로 깨달음을 얻어 가는 구도자의 여정을 맑고 고요하게 그립니다. 강가의 뱃사공 곁에서 귀 기울이는 법을 배우는 마지막 장면들은 멈춤과 들음이 곧 지혜라는 것을 보여 줍니다. 문장이 짧고 리듬이 고르니 소리 내어 읽어도 좋고, 한 장을 읽은 뒤에는 흐르는 물소리를 떠올리며 잠시 앉아 있어 보세요.',
          'In clear, calm prose, it follows a seeker who finds enlightenment not from a teacher but from the river and from life itself. Its closing scenes, where he learns to listen beside the ferryman on the river, show that stillness and listening are themselves wisdom. Its sentences are short and evenly paced, good for reading aloud; after each chapter, sit a moment with the sound of flowing water in your mind.',
        ],
        { koEdition: 'https://library.korea.ac.kr/?p=11610', kind: 'library', original: 'http://ebook.dgist.ac.kr/ebook/detail/?goods_id=9791158250157' },
      ),
    ],
    hiddenGems: [
      book(
        { title: '혼자 산다는 것', author: '메이 사튼', publisher: '까치' },
        { title: 'Journal of a Solitude', author: 'May Sarton', year: 1973 },
        [
          '시인 메이 사튼이 뉴햄프셔의 작은 마을에서 홀로 보낸 한 해를 적은 일기입니다. 정원과 계절, 찾아오는 손님과 끝없이 쓰게 되는 편지, 글이 나오지 않는 날의 가라앉은 마음까지 숨김없이 담았습니다. 혼자 있는 시간은 외로움이 아니라 자기에게 돌아오는 자리라는 생각이 하루하루 흔들리고 고쳐 쓰이면서 단단해지는 과정을 곁에서 지켜보게 됩니다. 날짜가 붙은 짧은 글들이니 하루에 한 편씩 읽고, 읽기 전에 그날 창밖의 날씨를 한 줄 적어 두세요.',
          'Poet May Sarton’s journal of a year spent alone in a small New Hampshire village sets down her garden and the seasons, the visitors who came, the letters she could not stop writing, and, without hiding them, the low days when the writing would not come. At close range you watch the thought that time alone is not loneliness but a way back to oneself being shaken and rewritten day after day until it holds. The entries are short and dated, so read one a day, and before you do, write a line about the weather outside your own window.',
        ],
        { koEdition: 'https://www.kachibooks.co.kr/books/book_view.php?book_idx=200002286361848', kind: 'publisher', original: 'http://www.storycircle.org/SartonMemoirAward/maysarton.php' },
      ),
      book(
        { title: '걷기의 역사', author: '리베카 솔닛', publisher: '민음사', year: 2003 },
        { title: 'Wanderlust', author: 'Rebecca Solnit', year: 2000 },
        [
          '두 발로 처음 일어선 인류에서 순례자와 산책하던 철학자들, 거리를 메운 행진과 도시의 밤길을 걷는 여성들까지, 걷는다는 평범한 일이 사람의 생각과 삶을 어떻게 빚어 왔는지 따라가는 책입니다. 생각은 걸음의 속도로 움직인다는 저자의 생각은, 서두르지 않고 멈출 줄 아는 지혜형 독자에게 걷는 시간 자체가 또 하나의 읽기라는 것을 일깨워 줍니다. 두꺼운 책이니 한 장을 읽은 날에는 목적지 없이 30분쯤 걸으며 그 장에서 마음에 남은 문장 하나를 곱씹어 보세요.',
          'From the first humans to stand on two feet to pilgrims and philosophers on their walks, to marches that filled the streets and women walking city streets at night, it follows how the ordinary act of walking has shaped human thought and life. The author’s idea that the mind moves at the pace of the feet reminds a wisdom reader, who knows how to stop and not hurry, that the time spent walking is a kind of reading in itself. It is a thick book, so on a day you finish a chapter, walk for thirty minutes with nowhere to go and turn over one sentence from it that stayed with you.',
        ],
        {
          koEdition: 'http://minumsa.minumsa.com/book/702/', kind: 'publisher',
          original: 'https://jacklimpert.com/tag/best-books/',
        },
      ),
      book(
        { title: '섬', author: '장 그르니에', publisher: '민음사', year: 2020 },
        { title: 'Islands', author: 'Jean Grenier', year: 1933 },
        [
          '고양이 물루를 떠나보낸 이야기, 어린 시절 하늘을 올려다보다 그 하늘이 텅 빈 곳으로 가라앉는 듯했던 순간, 가 보지 못한 섬들에 대한 몽상을 짧은 산문으로 엮은 책입니다. 무엇도 크게 주장하지 않고 멈춰 서서 바라보는 문장들이, 지나가는 것을 지나가기에 더 아끼는 마음을 조용히 가르쳐 줍니다. 한 편이 길지 않으니 하루에 한 편씩 읽고, 그 글이 데려간 장소나 기억 하나를 공책에 두세 줄로 적어 두세요.',
          'Short prose pieces on losing his cat, on a childhood moment when the sky he lay looking at seemed to sink into emptiness, and on islands he never reached make up this book, which argues for nothing loudly. Its sentences stop and look, and they quietly teach you to cherish what passes precisely because it passes. Each piece is short, so read one a day and write down, in two or three lines, a place or a memory it took you to.',
        ],
        { koEdition: 'https://minumsa.minumsa.com/bookclub_shop/26006/', kind: 'publisher', original: 'https://www.audiaturbok.no/forlag/green-integer/islands-lyrical-essays' },
      ),
    ],
    nextSteps: {
      ko: '하루 십 분, 휴대전화를 멀리 두고 한 쪽을 천천히 두 번 읽어 보세요. 처음에는 뜻을 따라 읽고, 두 번째에는 문장의 숨을 따라 읽습니다. 마음에 닿은 구절은 손으로 옮겨 적어 두었다가, 흔들리는 날 다시 꺼내 보세요. 적어 둔 구절이 스무 개쯤 모이면 그것만으로 나를 위한 작은 경전이 됩니다. 읽은 뒤에는 바로 다음 일로 넘어가지 말고 일 분만 눈을 감고 앉아 있어 보세요. 그 짧은 멈춤 속에서 문장이 마음에 자리를 잡습니다. 한 해에 한두 권은 예전에 읽은 책을 다시 펼쳐, 그때와 지금 밑줄 그은 곳이 어떻게 다른지 견주어 보세요. 달라진 밑줄이 그동안 걸어온 길을 보여 줍니다. 빨리 많이 읽기보다 한 권을 오래 곁에 두는 것이 지혜형 독자에게 가장 잘 맞는 방법입니다. 읽을 자리를 정해 두는 것도 도움이 됩니다. 창가의 의자 하나, 잠들기 전의 머리맡처럼 늘 같은 자리에서 읽으면 그 자리에 앉는 것만으로 마음이 먼저 고요해집니다.',
      en: 'For ten minutes a day, put your phone out of reach and read a single page slowly, twice. The first time, follow the meaning; the second time, follow the breath of the sentences. Copy out by hand the passages that touch you, and take them out again on days when you feel unsteady. Once twenty or so have gathered, they make a small scripture of your own. After reading, don’t rush on to the next task; sit with your eyes closed for just a minute. In that short pause the sentence finds its place in you. Once or twice a year, open a book you read long ago and compare where you underlined then with where you underline now. The changed lines show the road you have walked since. Keeping one book beside you for a long time, rather than reading many quickly, suits the wisdom reader best. It also helps to settle on a place to read. Read always in the same spot, a chair by the window or the head of the bed before sleep, and simply sitting there will quiet the mind first.',
    },
  },
  analytical: {
    mustReads: [
      book(
        { title: '코스모스', author: '칼 세이건', publisher: '사이언스북스', year: 2006 },
        { title: 'Cosmos', author: 'Carl Sagan', year: 1980 },
        [
          '별의 탄생에서 인류의 과학까지, 우주를 이해하려는 여정을 경이와 논리로 함께 안내합니다. 과학이 무엇을 아는지만큼 어떻게 알게 되었는지를 함께 들려주어, 앎이 쌓여 온 길을 따라 걷게 합니다. 장마다 물음 하나를 골라 오늘의 과학은 어디까지 왔는지 찾아보며 읽으면, 그 뒤 사십여 년의 시간까지 함께 읽게 됩니다.',
          'From the birth of stars to the story of human science, it guides you through our quest to understand the universe with both wonder and logic. It tells how science came to know as much as what it knows, so you walk the road along which knowledge was built. Pick one question from each chapter and look up how far science has come on it since, and you read the forty-odd years in between as well.',
        ],
        { koEdition: 'https://sciencebooks.minumsa.com/book/260', kind: 'publisher', original: 'https://jongbosam.tistory.com/tag/%EC%BD%94%EC%8A%A4%EB%AA%A8%EC%8A%A4' },
      ),
      book(
        { title: '이기적 유전자', author: '리처드 도킨스', publisher: '을유문화사', year: 2018 },
        { title: 'The Selfish Gene', author: 'Richard Dawkins', year: 1976 },
        [
          '생명을 유전자의 눈으로 바라보는 대담한 관점이, 익숙한 세계를 전혀 다른 각도에서 보게 합니다. 비유 하나가 어디까지 설명하고 어디서 멈추는지 따져 보며 읽으면 과학의 언어를 읽는 훈련으로도 좋습니다. 뒤에 붙은 저자의 주석까지 함께 읽으면, 한 과학자가 자기 생각을 어떻게 다듬고 고쳐 왔는지 볼 수 있습니다.',
          'Its bold idea of seeing life through the eyes of genes makes the familiar world look entirely new. Read it while asking how far one metaphor explains and where it stops, and it becomes good training in reading the language of science. Read the endnotes the author added for later editions too, and you can see how a scientist refined and corrected his own thinking.',
        ],
        {
          koEdition: 'http://www.bcl.go.kr/site/program/book/bookinfo?boardtypeid=12&boardid=70871&menuid=019004001001&isbn=8932473900%209788932473901', kind: 'library',
          original: 'https://www.todaysbooks.ca/products/%EC%9D%B4%EA%B8%B0%EC%A0%81-%EC%9C%A0%EC%A0%84%EC%9E%90',
        },
      ),
      book(
        { title: '생각에 관한 생각', author: '대니얼 카너먼', publisher: '김영사', year: 2012 },
        { title: 'Thinking, Fast and Slow', author: 'Daniel Kahneman', year: 2011 },
        [
          '빠른 직관과 느린 이성이 어떻게 우리의 판단을 이끌고 또 속이는지 보여 주며, 분석의 눈을 자신의 생각에 돌리게 합니다. 이름이 붙은 여러 편향을 알아 두면 뉴스를 보거나 회의를 할 때 내가 어떤 지름길로 판단하는지 알아차리게 됩니다. 두꺼운 책이니 한 번에 끝내려 하지 말고, 각 장 끝의 짧은 예문을 일주일 동안 내 일상에서 찾아보는 식으로 천천히 읽어 보세요.',
          'It turns your analysis on your own mind, showing how fast intuition and slow reason guide our judgments, and fool them. Once you know its many named biases, you start to notice which shortcut you take when you judge the news or a meeting. It is a thick book, so don’t try to finish it at once; read slowly, spending a week looking for each chapter’s closing examples in your own day.',
        ],
        {
          koEdition: 'https://www.mcst.go.kr/kor/s_culture/book/bookView.jsp?pDetailSeq=296', kind: 'government',
          original: 'https://www-test.barnesandnoble.com/w/thinking-fast-and-slow-daniel-kahneman/1100169801?ean=9780374533557',
        },
      ),
    ],
    hiddenGems: [
      book(
        { title: '복잡한 세계 숨겨진 패턴', author: '닐 존슨', publisher: '바다출판사', year: 2015 },
        { title: 'Two’s Company, Three Is Complexity', author: 'Neil Johnson', year: 2007 },
        [
          '교통 체증과 주식 시장의 급락, 군중의 움직임과 전쟁의 양상처럼 저마다 달라 보이는 일들이, 서로 영향을 주고받는 많은 구성원이 모일 때 생기는 같은 종류의 패턴이라는 것을 물리학자가 풀어 주는 복잡계 입문서입니다. 수식 대신 일상의 예로 설명하면서도 무엇을 알 수 있고 무엇을 예측할 수 없는지 분명히 가르는 태도가, 한 현상을 끝까지 캐묻는 독자에게 잘 맞습니다. 한 장을 읽을 때마다 출근길이나 단체 대화방처럼 내 주변에서 같은 패턴이 보이는 곳을 한 군데씩 찾아 적어 보세요.',
          'A physicist’s introduction to complexity, it shows that traffic jams and market crashes, the movement of crowds and the pattern of wars, unlike as they seem, are patterns of one kind, arising wherever many parts that act on one another come together. It explains with everyday examples instead of equations, yet keeps a clear line between what can be known and what cannot be predicted, which suits a reader who presses one phenomenon to the end. After each chapter, find one place around you where the same pattern shows, such as the morning commute or a group chat, and write it down.',
        ],
        {
          koEdition: 'http://lib.sau.ac.kr/Naver/NaverDetail?isbn=9788955617658', kind: 'library',
          original: 'https://www.timeshighereducation.com/books/crowd-dynamics-dating-war-all-in-a-single-theory/310588.article',
        },
      ),
      book(
        { title: '숫자에 속아 위험한 선택을 하는 사람들', author: '게르트 기거렌처', publisher: '살림', year: 2013 },
        { title: 'Calculated Risks', author: 'Gerd Gigerenzer', year: 2002 },
        [
          '유방암 검진이나 유전자 감식 결과처럼 확률로 말해지는 숫자 앞에서 의사와 판사조차 얼마나 쉽게 잘못 읽는지 보여 주고, 확률을 사람 수로 바꾸어 다시 읽는 간단한 방법을 알려 주는 책입니다. 확실해 보이는 숫자에 기대고 싶은 마음이 판단을 흐린다는 지적은, 숫자가 무엇을 말하고 무엇을 숨기는지 따지려는 분석형 독자의 손에 가장 쓸모 있는 도구 하나를 쥐여 줍니다. 읽는 동안 기사나 광고에서 퍼센트로 적힌 위험 하나를 골라 ‘100명 가운데 몇 명’으로 바꾸어 써 보고, 받는 느낌이 어떻게 달라지는지 견주어 보세요.',
          'It shows how easily even doctors and judges misread numbers given as probabilities, such as the result of a breast cancer screening or a DNA match, and teaches a simple remedy: turn the probability into counts of people and read it again. Its point, that the wish to lean on numbers that look certain is what clouds judgment, puts one of the most useful tools there is into the hands of an analytical reader who wants to know what numbers say and what they hide. As you read, take one risk stated as a percentage in an article or an advertisement, rewrite it as “how many out of 100 people,” and compare how differently it strikes you.',
        ],
        {
          koEdition: 'https://mcst.go.kr/kor/s_culture/book/bookView.jsp?pDetailSeq=500', kind: 'government',
          original: 'https://www.newscientist.com/article/mg17423445.400-lie-detector/',
        },
      ),
      book(
        { title: '수학의 파노라마', author: '클리퍼드 픽오버', publisher: '사이언스북스', year: 2015 },
        { title: 'The Math Book', author: 'Clifford A. Pickover', year: 2009 },
        [
          '1억 5000만 년 전 개미의 걸음 세기에서 57차원까지, 수학의 역사를 만든 250개의 생각을 한 쪽의 글과 한 쪽의 그림으로 짝지어 연대순으로 펼쳐 놓은 책입니다. 항목마다 길이가 짧고 서로 이어져 있어서, 숫자와 도형과 차원이 어떻게 한 생각에서 다음 생각으로 건너갔는지 따라가는 재미가 큽니다. 처음부터 읽지 않아도 되니, 마음이 가는 항목 하나를 펼쳐 읽고 그 항목이 가리키는 다른 항목을 따라 하루에 세 칸씩 건너가 보세요.',
          'From an ant counting its steps 150 million years ago to the 57th dimension, it lays out 250 ideas that made the history of mathematics in time order, each a page of text facing a page of pictures. The entries are short and point to one another, so the pleasure lies in following how numbers, shapes and dimensions passed from one idea to the next. You need not start at the beginning: open any entry that draws you, then follow the entries it points to, three a day.',
        ],
        { koEdition: 'https://sciencebooks.tistory.com/628', kind: 'publisher', original: 'http://www.maa.org/publications/periodicals/convergence/review-of-the-math-book' },
      ),
    ],
    nextSteps: {
      ko: '책을 읽으며 핵심 주장과 그 근거를 한 쪽에 나란히 적어 보세요. 근거 옆에는 그것이 실험인지, 통계인지, 일화인지도 짧게 표시해 두세요. 표시가 쌓이면 어떤 주장이 튼튼하고 어떤 주장이 이야기의 힘에 기대는지 한눈에 보입니다. 같은 주제를 다르게 보는 책 두 권을 골라 견주어 읽으면, 분석형 독자의 눈이 한층 더 날카로워집니다. 두 저자가 어디서 갈라지는지 한 문장으로 적어 보는 것이 좋은 연습입니다. 궁금한 점이 생기면 출처를 따라가 원래의 연구를 찾아보세요. 요약과 원문 사이의 거리를 재 보는 일은 그 자체로 즐거운 탐정 놀이입니다. 그리고 한 달에 한 번은 전혀 모르는 분야의 입문서를 한 권 골라 보세요. 낯선 분야에서 얻은 생각의 도구가 익숙한 분야의 문제를 뜻밖에 풀어 주곤 합니다. 읽은 내용을 아무것도 모르는 친구에게 오 분 안에 설명해 보는 것도 좋은 점검입니다. 말이 막히는 곳이 바로 아직 이해하지 못한 곳입니다.',
      en: 'As you read, write down each key claim with its evidence side by side. Beside the evidence, note briefly whether it is an experiment, a statistic or an anecdote. As the notes pile up, you see at a glance which claims are sturdy and which lean on the power of a story. Pick two books that take different views of the same subject and read them against each other; it will sharpen an analytical reader’s eye. A good exercise is to write, in one sentence, where the two authors part ways. When a question comes up, follow the sources back to the original research. Measuring the distance between a summary and its source is an enjoyable bit of detective work in itself. And once a month, pick an introduction to a field you know nothing about. A tool for thinking picked up on unfamiliar ground often solves, unexpectedly, a problem on familiar ground. Explaining what you read, in five minutes, to a friend who knows nothing about it is a good check too. Where your words get stuck is exactly where you have not understood yet.',
    },
  },
  philosophical: {
    mustReads: [
      book(
        { title: '자유론', author: '존 스튜어트 밀', publisher: '책세상', year: 2018 },
        { title: 'On Liberty', author: 'John Stuart Mill', year: 1859 },
        [
          '남에게 해를 끼치지 않는 한 생각하고 말하고 살아가는 방식은 저마다에게 맡겨야 한다는 원칙을, 다수의 여론이 개인을 누르는 힘까지 경계하며 끝까지 밀고 나간 고전입니다. 틀린 의견조차 막아서는 안 되는 까닭을 따지는 둘째 장은, 물음을 피하지 않고 반박을 들을수록 생각이 또렷해지는 사유형 독자에게 철학으로 들어가는 단단한 문이 됩니다. 분량이 길지 않으니 둘째 장부터 읽고, 요즘 내가 옳다고 믿는 의견 하나를 골라 그 반대편에서 낼 수 있는 가장 좋은 논거를 세 줄로 적어 보세요.',
          'A classic that carries to its end the principle that, so long as we harm no one else, how we think, speak and live must be left to each of us, and that is wary even of the power of majority opinion to press the individual down. Its second chapter, on why even a wrong opinion must not be silenced, is a firm door into philosophy for a reader who does not run from questions and whose thinking grows clearer with every objection. It is not long: start with the second chapter, then choose one opinion you now hold to be right and write, in three lines, the best argument the other side could make.',
        ],
        {
          koEdition: 'https://library.korea.ac.kr/detail/?cid=CAT000045939410&ctype=m', kind: 'library',
          original: 'https://www.britannica.com/topic/On-Liberty',
        },
      ),
      book(
        { title: '시지프 신화', author: '알베르 카뮈', publisher: '열린책들', year: 2020 },
        { title: 'The Myth of Sisyphus', author: 'Albert Camus', year: 1942 },
        [
          '끝없이 바위를 밀어 올리는 시지프에게서 부조리한 삶을 긍정하는 용기를 길어 올리는 사유의 모험입니다. 삶이 의미 없어 보이는 날에도 살아갈 이유를 스스로 만들 수 있다는 생각이 물음을 피하지 않는 독자에게 단단한 발판이 됩니다. 문장이 촘촘하니 한 번에 다 읽으려 하지 말고, 마지막 장을 먼저 읽은 뒤 처음으로 돌아가는 방법도 괜찮습니다.',
          'An adventure in thought that draws, from Sisyphus endlessly pushing his boulder, the courage to say yes to an absurd life. The thought that even on days when life seems meaningless we can make our own reasons to live gives a firm footing to a reader who does not run from questions. Its prose is dense, so don’t try to read it all at once; it is fine to read the last chapter first and then go back to the beginning.',
        ],
        {
          koEdition: 'https://kinu.or.kr/library/10110/contents/6498755', kind: 'library',
          original: 'https://www.kimdirector.co.kr/tag/%EC%B6%94%EC%B2%9C%EB%8F%84%EC%84%9C',
        },
      ),
      book(
        { title: '이반 일리치의 죽음', author: '레프 니콜라예비치 톨스토이', publisher: '창비', year: 2012 },
        { title: 'The Death of Ivan Ilyich', author: 'Leo Tolstoy', year: 1886 },
        [
          '남부럽지 않게 출세한 판사가 원인 모를 병으로 죽어 가며, 남들 보기에 흠 없던 자기 삶이 과연 옳았는지 처음으로 묻게 되는 톨스토이의 중편소설입니다. 죽음을 끝까지 외면하던 사람이 마지막에 이르러서야 삶의 뜻을 다시 붙잡는 과정은, 삶과 죽음이라는 깊은 물음 앞에 머무는 독자에게 웬만한 철학서보다 생생한 질문을 남깁니다. 한두 시간이면 읽을 수 있는 분량이니 한자리에서 읽고, 남들 보기에 좋아서 해 온 일 하나와 정말 원해서 해 온 일 하나를 나란히 적어 보세요.',
          'Tolstoy’s novella follows a judge whose career has gone just as it should and who, dying of an illness no one can name, asks for the first time whether the life that looked so faultless to others was the right one. Watching a man who turned away from death until the very end take hold of the meaning of his life only at the last leaves a reader who stays with the deep questions of life and death a sharper question than most works of philosophy do. It can be read in an hour or two, so read it at one sitting, then write side by side one thing you have done because it looked good to others and one thing you have done because you truly wanted to.',
        ],
        {
          koEdition: 'http://www.jungnanglib.seoul.kr/ywlib/index.php?g_page=search&m_page=search03&libCho=MF&act=book_view&bkCode=2102&cate=&page=6', kind: 'library',
          original: 'https://www.encyclopedia.com/arts/culture-magazines/death-ivan-ilyich',
        },
      ),
    ],
    hiddenGems: [
      book(
        { title: '게으를 수 있는 권리', author: '폴 라파르그', publisher: '새물결', year: 2005 },
        { title: 'The Right to Be Lazy', author: 'Paul Lafargue', year: 1880 },
        [
          '일을 신성하게 떠받드는 믿음이 오히려 일하는 사람을 가난하게 만든다고 꼬집으며, 하루 세 시간의 노동이면 충분하지 않으냐고 도발적으로 묻는 짧은 글입니다. 백 년도 더 전에 쓰였지만 쉬지 않는 것을 미덕으로 여기는 지금의 습관을 낯설게 보게 하고, 여가가 무엇을 위한 시간인지 스스로 답하게 합니다. 얇은 책이니 한자리에서 읽고, 지난 한 주 동안 아무것도 만들지 않고 그저 머문 시간이 얼마나 있었는지 세어 본 뒤 그 까닭을 적어 보세요.',
          'A short, provocative piece that mocks the faith that makes work sacred, arguing that it leaves working people poorer, and asks whether three hours of labor a day would not be enough. Written more than a century ago, it makes today’s habit of treating restlessness as a virtue look strange, and asks you to answer for yourself what leisure is for. It is a slim book, so read it at one sitting, then count the hours last week when you made nothing and simply stayed where you were, and write down why there were so few or so many.',
        ],
        { koEdition: 'https://library.korea.ac.kr/detail/?cid=CAT000045225020&ctype=m', kind: 'library', original: 'https://actualitte.com/livres/1566498/le-droit-a-la-paresse-paul-lafargue-9782824913735' },
      ),
      book(
        { title: '나와 너', author: '마르틴 부버', publisher: '대한기독교서회', year: 2020 },
        { title: 'I and Thou', author: 'Martin Buber', year: 1923 },
        [
          '사람과 세상을 쓸모로 대하는 관계와 온 존재로 마주하는 만남을 나누어, 참된 삶은 만남에 있다는 생각을 짧은 잠언처럼 펼쳐 보입니다. 문장 하나하나가 잠언처럼 짧아서, 하루에 몇 줄씩 읽고 오래 곱씹기에 알맞습니다. 처음에는 뜻이 다 잡히지 않아도 괜찮으니, 오늘 만난 한 사람을 떠올리며 그 만남이 어느 쪽이었는지 생각해 보세요.',
          'Setting the relation that treats people and things as means apart from the encounter that meets them with one’s whole being, it unfolds, in brief aphoristic lines, the thought that all real living is meeting. Its sentences are as short as proverbs, well suited to reading a few lines a day and turning them over for a long time. It is fine if the meaning does not all come at first; think of one person you met today and ask which kind of meeting it was.',
        ],
        { koEdition: 'http://www.clsk.org/shop/item.php?it_id=1585635593&ca_id=1114', kind: 'publisher', original: 'https://wikisum.wiki/wiki/I_and_Thou' },
      ),
      book(
        { title: '아주 오래된 행복론', author: '알랭', publisher: '아르테', year: 2025 },
        { title: 'Alain on Happiness', author: 'Alain', year: 1925 },
        [
          '프랑스의 철학 교사 알랭이 서른 해 동안 신문에 실은 짧은 글 가운데 행복을 다룬 것들을 모은 책으로, 행복은 찾아오기를 기다리는 선물이 아니라 스스로 길러야 하는 습관이라고 말합니다. 기분에 끌려가지 말고 몸을 움직이고 표정부터 바꾸어 보라는 권유는, 생각이 깊어질수록 일상으로 돌아오는 길을 잃기 쉬운 사유형 독자에게 물음을 오늘의 행동으로 옮기는 다리가 되어 줍니다. 한 편이 두어 쪽이니 아침마다 한 편씩 읽고, 그날 해 볼 작은 행동 하나를 정해 두었다가 저녁에 어땠는지 한 줄 적어 보세요.',
          'Alain, a French philosophy teacher, wrote short pieces for the newspapers over thirty years; this book gathers those on happiness, and it says that happiness is not a gift to wait for but a habit to cultivate. His advice, not to be led by a mood but to move the body and change one’s expression first, gives a philosophical reader, who can lose the way back to daily life as the questions deepen, a bridge from a question to something done today. Each piece runs to two pages or so: read one every morning, settle on one small thing to try that day, and in the evening write a line on how it went.',
        ],
        {
          koEdition: 'https://mcst.go.kr/site/s_culture/book/bookView.jsp?pDetailSeq=2054', kind: 'government',
          original: 'https://fr.wikipedia.org/wiki/Propos_sur_le_bonheur',
        },
      ),
    ],
    nextSteps: {
      ko: '책에서 만난 질문 하나를 골라 일주일 동안 일기장 맨 위에 적어 두고, 매일 조금씩 다른 답을 써 보세요. 일주일 뒤 일곱 개의 답을 나란히 읽으면, 어느 답이 머리에서 나왔고 어느 답이 삶에서 나왔는지 구별됩니다. 생각이 다른 사람과 한 권을 함께 읽고 이야기를 나누세요. 사유는 혼자일 때보다 훨씬 깊어집니다. 동의하지 않는 대목을 먼저 말하고 그 이유를 끝까지 들어 보는 것이 좋은 대화의 시작입니다. 고전이 어렵게 느껴진다면 좋은 해설서를 곁에 두고 천천히 읽어도 괜찮습니다. 한 장을 읽고 한 장만큼 생각하는 속도면 충분합니다. 그리고 한 해에 한 번은 그해 읽은 책 가운데 삶을 가장 많이 바꾼 한 권을 골라, 무엇이 어떻게 달라졌는지 짧은 글로 남겨 보세요. 그 글이 모이면 내 생각의 역사가 됩니다. 생각이 너무 무거워지는 날에는 산책을 나가 그 질문을 발걸음에 실어 보세요.',
      en: 'Choose one question from your reading, write it at the top of your journal for a week, and each day write a slightly different answer. After a week, read the seven answers side by side and you can tell which came from the head and which from life. Read a book together with someone who thinks differently, and talk it over. Thought goes much deeper than it does alone. A good conversation begins when you name the passage you disagree with first and then hear the other person’s reasons to the end. If the classics feel hard, it is fine to read slowly with a good commentary beside you. Reading a chapter and then thinking for as long as the chapter took is pace enough. And once a year, choose the one book from that year’s reading that changed your life most, and write a short piece on what changed and how. Gathered together, those pieces become a history of your thinking. On days when thought grows too heavy, take the question for a walk and let your steps carry it.',
    },
  },
};
