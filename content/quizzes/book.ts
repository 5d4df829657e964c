/**
 * Life Book Insight: five questions about how one reads, the five reader types (each tied to a
 * hexagram; its names come from the library, see lib/quiz/type-hexagram.ts) and a book set per type.
 * Every book is a real, published work, checked against a published source (see `book` below):
 * Korean pages name the Korean edition, English pages the English title and first publication.
 * Hidden gems are chosen from outside the Korean bestseller lists. No book appears in two sets.
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

/**
 * One recommendation: the Korean edition (as published in Korea: its title, the author's name as
 * that edition spells it, its publisher and year) for Korean pages, the English title with the year
 * the work was first published for English pages, a sentence on why it fits the type, and where
 * each edition was checked (`source.koEdition`, `source.original`: the pages found with the search
 * tool on 2026-11-26). A book that could not be checked this way is not listed.
 */
const book = (
  ko: { title: string; author: string; publisher: string; year: number },
  en: { title: string; author: string; year: number },
  why: [ko: string, en: string],
  source: { koEdition: string; original: string },
): Book => ({ ko, en, why: { ko: why[0], en: why[1] }, source });

export const bookSets: BookSets = {
  growth: {
    mustReads: [
      book(
        { title: '데미안', author: '헤르만 헤세', publisher: '민음사', year: 2000 },
        { title: 'Demian', author: 'Hermann Hesse', year: 1919 },
        [
          '익숙한 세계를 깨고 나와 진짜 자신이 되어 가는 한 소년의 여정이, 자란다는 것에는 용기가 필요하다는 것을 일깨워 줍니다.',
          'A young man’s journey out of the familiar world and into himself shows that growing up takes courage.',
        ],
        {
          koEdition: 'https://m.chekccori-bookhouse.com/product/zoom.html?product_no=17142',
          original: 'http://uedeko.or.kr/wiki2/index.php?diff=cur&oldid=2317&title=%EB%8D%B0%EB%AF%B8%EC%95%88_%28Demian%29',
        },
      ),
      book(
        { title: '연금술사', author: '파울로 코엘료', publisher: '문학동네', year: 2001 },
        { title: 'The Alchemist', author: 'Paulo Coelho', year: 1988 },
        [
          '자신만의 보물을 찾아 길을 떠난 양치기 소년의 이야기가, 꿈을 향해 첫걸음을 내디딜 용기를 줍니다.',
          'A shepherd boy’s search for his treasure gives you the nerve to take the first step toward your own dream.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/cjh9600/433196', original: 'https://blog.aladin.co.kr/717741123/4493370' },
      ),
      book(
        { title: '아주 작은 습관의 힘', author: '제임스 클리어', publisher: '비즈니스북스', year: 2019 },
        { title: 'Atomic Habits', author: 'James Clear', year: 2018 },
        [
          '아주 작은 변화가 쌓여 큰 차이를 만든다는 것을, 오늘 바로 써먹을 수 있는 방법으로 보여 줍니다.',
          'It shows, with methods you can use today, how tiny changes add up to remarkable results.',
        ],
        {
          koEdition: 'https://blog.aladin.co.kr/760587194?CommunityType=AllView&cnt=92&page=5',
          original: 'https://en.wikipedia.org/wiki/Atomic_Habits',
        },
      ),
    ],
    hiddenGems: [
      book(
        { title: '열정의 배신', author: '칼 뉴포트', publisher: '부키', year: 2019 },
        { title: 'So Good They Can’t Ignore You', author: 'Cal Newport', year: 2012 },
        [
          '좋아하는 일을 먼저 찾으라는 흔한 조언을 뒤집고, 실력을 쌓는 동안 일에 대한 애정이 자라난다는 것을 여러 직업인의 이야기로 보여 줍니다.',
          'It turns the usual advice to find your passion first on its head, showing through many working lives that love for the work grows as the skill does.',
        ],
        { koEdition: 'http://bookedit.tistory.com/tag/%EB%B6%80%ED%82%A4', original: 'https://www.indiebound.org/book/9781455509119' },
      ),
      book(
        { title: '테니스 이너 게임', author: '티머시 갤웨이', publisher: '소우주', year: 2022 },
        { title: 'The Inner Game of Tennis', author: 'W. Timothy Gallwey', year: 1974 },
        [
          '잘하려고 애쓸수록 몸이 굳는 이유를 테니스 코트에서 찾아, 스스로를 다그치는 목소리를 잠재우고 믿고 맡길 때 실력이 자란다고 말합니다.',
          'Looking on the tennis court for why trying harder makes us stiffer, it shows that skill grows when you quiet the voice that scolds you and learn to trust yourself.',
        ],
        {
          koEdition: 'https://blog.aladin.co.kr/723598200/14959886',
          original: 'https://resourcehub.coaching-focus.com/resources/programme/ilm-level-5/module/module-5/resource/the-inner-game-of-tennis-by-w-timothy-gallwey',
        },
      ),
      book(
        { title: '더 피어오르기 위한 전쟁', author: '스티븐 프레스필드', publisher: '인간희극', year: 2025 },
        { title: 'The War of Art', author: 'Steven Pressfield', year: 2002 },
        [
          '해야 할 일을 자꾸 미루게 만드는 마음속 저항에 이름을 붙이고, 매일 책상에 앉는 사람이 결국 이긴다고 짧고 단호하게 말합니다.',
          'It gives a name to the inner resistance that keeps us putting off what matters, and says, briefly and firmly, that the one who sits down every day wins in the end.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/hee012?CommunityType=AllView&cnt=1935&page=4', original: 'https://translators.co.kr/new-books/1838' },
      ),
    ],
    nextSteps: {
      ko: '이번 달에는 한 권을 골라, 책에서 얻은 실천 하나를 30일 동안 이어 가 보세요. 읽은 것이 삶이 될 때 성장형 독자의 힘이 가장 크게 드러납니다. 다 읽은 뒤 배운 점 세 가지를 짧게 적어 두면, 다음 책을 고르는 나침반이 되어 줄 것입니다.',
      en: 'This month, pick one book and keep up a single practice from it for thirty days. A growth reader is at their strongest when reading turns into living. When you finish, jot down three things you learned; they will point you to your next book.',
    },
  },
  creative: {
    mustReads: [
      book(
        { title: '어린 왕자', author: '앙투안 드 생텍쥐페리', publisher: '열린책들', year: 2015 },
        { title: 'The Little Prince', author: 'Antoine de Saint-Exupéry', year: 1943 },
        [
          '어른이 되며 잃어버린 눈, 보이지 않는 것을 보는 마음을 다시 떠올리게 해 주는 작은 보석 같은 책입니다.',
          'A small jewel of a book that gives back the eyes we lose as we grow up: a heart that sees what is invisible.',
        ],
        {
          koEdition: 'https://m.chekccori-bookhouse.com/product/zoom.html?product_no=15600',
          original: 'https://blog.aladin.co.kr/766046131/11832857',
        },
      ),
      book(
        { title: '아티스트 웨이', author: '줄리아 캐머런', publisher: '위즈덤하우스', year: 2025 },
        { title: 'The Artist’s Way', author: 'Julia Cameron', year: 1992 },
        [
          '매일 아침 쓰는 세 쪽의 글과 일주일에 한 번 혼자 떠나는 작은 나들이로, 막혀 있던 창조성을 다시 흐르게 하는 열두 주의 안내서입니다.',
          'A twelve-week guide that gets blocked creativity flowing again with three pages of writing every morning and a small outing on your own once a week.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/748358174/16579795', original: 'https://blog.aladin.co.kr/789199194/16565572' },
      ),
      book(
        { title: '훔쳐라, 아티스트처럼', author: '오스틴 클레온', publisher: '중앙북스', year: 2013 },
        { title: 'Steal Like an Artist', author: 'Austin Kleon', year: 2012 },
        [
          '모든 창작은 좋아하는 것들을 배우고 섞는 데서 시작된다는 사실을 경쾌하게 일러 주는 얇은 책입니다.',
          'A slim, lively book reminding you that all creative work starts by learning from, and remixing, what you love.',
        ],
        {
          koEdition: 'https://blog.aladin.co.kr/ryutaku/8222980',
          original: 'https://www.routeindex.xyz/2025/12/austin-kleon-steal-like-artist.html?m=1',
        },
      ),
    ],
    hiddenGems: [
      book(
        { title: '젊은 시인에게 보내는 편지', author: '라이너 마리아 릴케', publisher: '고려대학교출판부', year: 2006 },
        { title: 'Letters to a Young Poet', author: 'Rainer Maria Rilke', year: 1929 },
        [
          '시인을 꿈꾸는 청년에게 보낸 열 통의 편지가, 왜 쓰는지 스스로에게 묻고 고독을 견디는 법을 조용히 가르쳐 줍니다.',
          'Ten letters to a young man who wanted to be a poet quietly teach you to ask yourself why you make things, and how to bear the solitude it takes.',
        ],
        {
          koEdition: 'https://kupress.com/books/21767/',
          original: 'http://elib.gbelib.kr:8083/books/book_info.php?MENU_ID=2&bookcd=1210356000010&ctg=4',
        },
      ),
      book(
        { title: '쓰기의 감각', author: '앤 라모트', publisher: '웅진지식하우스', year: 2018 },
        { title: 'Bird by Bird', author: 'Anne Lamott', year: 1994 },
        [
          '엉망인 초고를 허락하고 한 번에 한 걸음씩 쓰라는, 웃음과 솔직함이 가득한 글쓰기 수업입니다.',
          'A writing lesson full of humor and candor that gives you permission for a messy first draft and asks you to take one small step at a time.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/annshilrey/13519342', original: 'https://brunch.co.kr/@thehappyletter/72' },
      ),
      book(
        { title: '보이지 않는 도시들', author: '이탈로 칼비노', publisher: '민음사', year: 2007 },
        { title: 'Invisible Cities', author: 'Italo Calvino', year: 1972 },
        [
          '마르코 폴로가 들려주는 상상 속 도시들이 한 편 한 편 시처럼 빛나며 당신의 상상력에 날개를 달아 줍니다.',
          'Marco Polo’s tales of imagined cities shine like poems, one after another, and give your imagination wings.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/ghost0221/6739243', original: 'https://www.flybook.kr/book/615' },
      ),
    ],
    nextSteps: {
      ko: '마음에 남은 문장을 노트에 옮겨 적고, 그 옆에 나만의 한 줄을 덧붙여 보세요. 일주일에 한 번은 평소라면 고르지 않을 장르의 책을 펼쳐 상상력의 지도를 넓혀 보세요. 읽은 것을 그림이나 짧은 글로 되받아 표현할 때, 책은 비로소 당신의 것이 됩니다.',
      en: 'Copy the sentences that stay with you into a notebook, and add a line of your own beside each one. Once a week, open a book from a genre you would never usually pick, to widen the map of your imagination. A book truly becomes yours when you answer it with a drawing or a few lines of your own.',
    },
  },
  wisdom: {
    mustReads: [
      book(
        { title: '월든', author: '헨리 데이비드 소로우', publisher: '은행나무', year: 2011 },
        { title: 'Walden', author: 'Henry David Thoreau', year: 1854 },
        [
          '숲속 오두막에서 보낸 두 해의 기록이, 꼭 필요한 것만 남긴 단순한 삶이 얼마나 풍요로운지 조용히 들려줍니다.',
          'Two years in a cabin in the woods quietly reveal how rich a simple life, with only what is needed, can be.',
        ],
        {
          koEdition: 'https://blog.aladin.co.kr/pulmi/7636738',
          original: 'http://m.newspic.kr/view.html?cp=D9uGm29b&nid=2025102910000052281&pn=180',
        },
      ),
      book(
        { title: '죽음의 수용소에서', author: '빅터 프랭클', publisher: '청아출판사', year: 2005 },
        { title: 'Man’s Search for Meaning', author: 'Viktor E. Frankl', year: 1946 },
        [
          '가장 어두운 곳에서도 삶의 의미를 선택할 자유만은 빼앗을 수 없다는 것을 몸소 증언한 책입니다.',
          'A first-hand witness that even in the darkest place, no one can take away our freedom to choose the meaning of our lives.',
        ],
        { koEdition: 'https://comers.tistory.com/563', original: 'https://litlovers.com/reading-guides/non-fiction/mans-search-for-meaning-frankl' },
      ),
      book(
        { title: '싯다르타', author: '헤르만 헤세', publisher: '민음사', year: 2002 },
        { title: 'Siddhartha', author: 'Hermann Hesse', year: 1922 },
        [
          '스승의 가르침이 아니라 강물과 삶에서 스스로 깨달음을 얻어 가는 구도자의 여정을 맑고 고요하게 그립니다.',
          'In clear, calm prose, it follows a seeker who finds enlightenment not from a teacher but from the river and from life itself.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/corelk/2289756', original: 'https://blog.aladin.co.kr/corelk/2289756' },
      ),
    ],
    hiddenGems: [
      book(
        { title: '바다의 선물', author: '앤 머로 린드버그', publisher: '북포레스트', year: 2022 },
        { title: 'Gift from the Sea', author: 'Anne Morrow Lindbergh', year: 1955 },
        [
          '바닷가에서 주운 조개껍데기 하나하나에 비추어 일과 관계, 혼자 있는 시간의 균형을 돌아보는, 짧고 맑은 사색의 기록입니다.',
          'A short, clear meditation that holds up one seashell after another to look again at the balance of work, love and time alone.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/772883135/13485855', original: 'https://gimssine.com/products/9791192025032' },
      ),
      book(
        { title: '불안이 주는 지혜', author: '앨런 와츠', publisher: '마디', year: 2014 },
        { title: 'The Wisdom of Insecurity', author: 'Alan Watts', year: 1951 },
        [
          '붙잡으려 할수록 달아나는 안정 대신, 지금 이 순간에 온전히 머무는 것이 불안을 건너는 길이라고 동양의 지혜로 풀어 줍니다.',
          'Drawing on Eastern wisdom, it suggests that the way through anxiety is not the security we grasp at, which slips away, but being wholly in this moment.',
        ],
        { koEdition: 'https://www.bookprice.co.kr/compare.jsp?isbn=9791195149100', original: 'https://librarycat.org/lib/silver55/item/225261748' },
      ),
      book(
        { title: '스즈키 선사의 선심초심', author: '스즈키 순류', publisher: '물병자리', year: 2007 },
        { title: 'Zen Mind, Beginner’s Mind', author: 'Shunryu Suzuki', year: 1970 },
        [
          '앉는 자세와 숨 쉬는 법처럼 소박한 이야기로, 무엇을 하든 처음 배우는 사람의 마음을 잃지 말라고 일러 주는 법문 모음입니다.',
          'Talks that start from things as plain as how to sit and breathe, and ask you to keep the mind of someone learning for the first time, whatever you do.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/777032133/3044651', original: 'https://inquiringmind.com/article/2501_31_chadwick/' },
      ),
    ],
    nextSteps: {
      ko: '하루 십 분, 휴대폰을 멀리 두고 한 페이지를 천천히 두 번 읽어 보세요. 마음에 닿은 구절은 손으로 옮겨 적어 두었다가, 흔들리는 날 다시 꺼내 보세요. 빨리 많이 읽기보다 한 권을 오래 곁에 두는 것이 지혜형 독자에게 가장 잘 맞는 방법입니다.',
      en: 'Spend ten minutes a day with your phone out of reach, reading a single page slowly, twice. Copy out by hand any passage that touches you, and return to it on unsteady days. Keeping one book close for a long time suits a wisdom reader far better than reading many books fast.',
    },
  },
  analytical: {
    mustReads: [
      book(
        { title: '코스모스', author: '칼 세이건', publisher: '사이언스북스', year: 2006 },
        { title: 'Cosmos', author: 'Carl Sagan', year: 1980 },
        [
          '별의 탄생에서 인류의 과학까지, 우주를 이해하려는 여정을 경이와 논리로 함께 안내합니다.',
          'From the birth of stars to the story of human science, it guides you through our quest to understand the universe with both wonder and logic.',
        ],
        { koEdition: 'https://sciencebooks.minumsa.com/book/260', original: 'https://jongbosam.tistory.com/tag/%EC%BD%94%EC%8A%A4%EB%AA%A8%EC%8A%A4' },
      ),
      book(
        { title: '이기적 유전자', author: '리처드 도킨스', publisher: '을유문화사', year: 2018 },
        { title: 'The Selfish Gene', author: 'Richard Dawkins', year: 1976 },
        [
          '생명을 유전자의 눈으로 바라보는 대담한 관점이, 익숙한 세계를 전혀 다른 각도에서 보게 합니다.',
          'Its bold idea of seeing life through the eyes of genes makes the familiar world look entirely new.',
        ],
        {
          koEdition: 'https://www.todaysbooks.ca/products/%EC%9D%B4%EA%B8%B0%EC%A0%81-%EC%9C%A0%EC%A0%84%EC%9E%90',
          original: 'https://www.todaysbooks.ca/products/%EC%9D%B4%EA%B8%B0%EC%A0%81-%EC%9C%A0%EC%A0%84%EC%9E%90',
        },
      ),
      book(
        { title: '생각에 관한 생각', author: '대니얼 카너먼', publisher: '김영사', year: 2012 },
        { title: 'Thinking, Fast and Slow', author: 'Daniel Kahneman', year: 2011 },
        [
          '빠른 직관과 느린 이성이 어떻게 우리의 판단을 이끌고 또 속이는지 보여 주며, 분석의 눈을 자신의 생각에 돌리게 합니다.',
          'It turns your analysis on your own mind, showing how fast intuition and slow reason guide our judgments, and fool them.',
        ],
        {
          koEdition: 'https://www.mcst.go.kr/kor/s_culture/book/bookView.jsp?pDetailSeq=296',
          original: 'https://www-test.barnesandnoble.com/w/thinking-fast-and-slow-daniel-kahneman/1100169801?ean=9780374533557',
        },
      ),
    ],
    hiddenGems: [
      book(
        { title: '괴델, 에셔, 바흐', author: '더글러스 호프스태터', publisher: '까치', year: 2017 },
        { title: 'Gödel, Escher, Bach', author: 'Douglas R. Hofstadter', year: 1979 },
        [
          '수학과 그림과 음악을 오가며 마음이 어떻게 생겨나는지 묻는, 오래 씨름할 만한 지적 모험입니다.',
          'An intellectual adventure worth wrestling with, moving between mathematics, art and music to ask how a mind arises.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/health21c/9496803', original: 'https://blog.aladin.co.kr/health21c/9496803' },
      ),
      book(
        { title: '새빨간 거짓말, 통계', author: '대럴 허프', publisher: '더불어책', year: 2004 },
        { title: 'How to Lie with Statistics', author: 'Darrell Huff', year: 1954 },
        [
          '평균과 그래프와 표본이 어떻게 진실을 비틀 수 있는지 재치 있게 보여 주어, 숫자 앞에서 먼저 질문하는 습관을 길러 줍니다.',
          'With wit, it shows how averages, graphs and samples can bend the truth, and trains the habit of asking questions before believing a number.',
        ],
        { koEdition: 'https://seadeuk.tistory.com/15942487', original: 'https://thebestschools.org/magazine/statistics-lie-review/' },
      ),
      book(
        { title: '플랫랜드', author: '에드윈 애벗', publisher: '늘봄', year: 2009 },
        { title: 'Flatland', author: 'Edwin A. Abbott', year: 1884 },
        [
          '평면 세계에 사는 정사각형이 삼차원을 처음 알게 되는 이야기로, 익숙한 틀 밖을 상상하는 사고 실험의 즐거움을 안겨 줍니다.',
          'The tale of a square in a flat world who first learns of a third dimension gives you the pleasure of a thought experiment that reaches beyond the frame you know.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/725020103/9205681', original: 'https://blog.aladin.co.kr/725020103/9205681' },
      ),
    ],
    nextSteps: {
      ko: '책을 읽으며 핵심 주장과 그 근거를 한 쪽에 나란히 적어 보세요. 같은 주제를 다르게 보는 책 두 권을 골라 견주어 읽으면, 분석형 독자의 눈이 한층 더 날카로워집니다. 궁금한 점이 생기면 출처를 따라가 원래의 연구를 찾아보는 것도 좋은 다음 걸음입니다.',
      en: 'As you read, write down each key claim with its evidence side by side. Pick two books that take different views of the same subject and read them against each other; it will sharpen an analytical reader’s eye. When a question comes up, follow the sources back to the original research: that is a fine next step.',
    },
  },
  philosophical: {
    mustReads: [
      book(
        { title: '소피의 세계', author: '요슈타인 가아더', publisher: '현암사', year: 1994 },
        { title: 'Sophie’s World', author: 'Jostein Gaarder', year: 1991 },
        [
          '열네 살 소녀에게 도착한 수수께끼 편지를 따라, 서양 철학의 큰 흐름을 소설처럼 즐겁게 여행합니다.',
          'Following the mysterious letters sent to a fourteen-year-old girl, you travel through the great currents of Western philosophy as if in a novel.',
        ],
        {
          koEdition: 'https://blog.aladin.co.kr/735122193/303696',
          original: 'https://filakia.tistory.com/entry/%EC%B1%85-Sophies-World-by-Jostein-Gaarder',
        },
      ),
      book(
        { title: '시지프 신화', author: '알베르 카뮈', publisher: '민음사', year: 2016 },
        { title: 'The Myth of Sisyphus', author: 'Albert Camus', year: 1942 },
        [
          '끝없이 바위를 밀어 올리는 시지프에게서 부조리한 삶을 긍정하는 용기를 길어 올리는 사유의 모험입니다.',
          'An adventure in thought that draws, from Sisyphus endlessly pushing his boulder, the courage to say yes to an absurd life.',
        ],
        {
          koEdition: 'https://www.kimdirector.co.kr/tag/%EC%B6%94%EC%B2%9C%EB%8F%84%EC%84%9C',
          original: 'https://www.kimdirector.co.kr/tag/%EC%B6%94%EC%B2%9C%EB%8F%84%EC%84%9C',
        },
      ),
      book(
        { title: '사랑의 기술', author: '에리히 프롬', publisher: '문예출판사', year: 2006 },
        { title: 'The Art of Loving', author: 'Erich Fromm', year: 1956 },
        [
          '사랑은 저절로 빠지는 감정이 아니라 배우고 연습하는 능력이라는 물음을 던지며, 나와 타인을 대하는 태도를 근본부터 되묻게 합니다.',
          'It asks whether love is not a feeling we fall into but a capacity we learn and practice, and makes you rethink from the ground up how you meet yourself and others.',
        ],
        {
          koEdition: 'https://blog.aladin.co.kr/710449164?CommunityType=AllView&cnt=393&page=5',
          original: 'http://www.dtnews.co.kr/news/articleView.html?idxno=1468',
        },
      ),
    ],
    hiddenGems: [
      book(
        { title: '게으름에 대한 찬양', author: '버트런드 러셀', publisher: '사회평론', year: 2005 },
        { title: 'In Praise of Idleness', author: 'Bertrand Russell', year: 1935 },
        [
          '일 자체가 미덕이라는 믿음을 유쾌하게 의심하며, 여가와 쓸모없어 보이는 앎이 왜 삶을 풍요롭게 하는지 따져 묻는 에세이들입니다.',
          'Essays that cheerfully doubt the belief that work is a virtue in itself, and argue why leisure and seemingly useless knowledge make a life richer.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/709000129?CommunityType=AllView&page=9&cnt=94', original: 'https://russell-j.com/32IPOI-P.HTM' },
      ),
      book(
        { title: '나와 너', author: '마르틴 부버', publisher: '대한기독교서회', year: 2020 },
        { title: 'I and Thou', author: 'Martin Buber', year: 1923 },
        [
          '사람과 세상을 쓸모로 대하는 관계와 온 존재로 마주하는 만남을 나누어, 참된 삶은 만남에 있다는 생각을 짧은 잠언처럼 펼쳐 보입니다.',
          'Setting the relation that treats people and things as means apart from the encounter that meets them with one’s whole being, it unfolds, in brief aphoristic lines, the thought that all real living is meeting.',
        ],
        { koEdition: 'http://www.clsk.org/shop/item.php?it_id=1585635593&ca_id=1114', original: 'https://wikisum.wiki/wiki/I_and_Thou' },
      ),
      book(
        { title: '선과 모터사이클 관리술', author: '로버트 메이너드 피어시그', publisher: '문학과지성사', year: 2010 },
        { title: 'Zen and the Art of Motorcycle Maintenance', author: 'Robert M. Pirsig', year: 1974 },
        [
          '아들과 함께한 긴 모터사이클 여행을 따라가며, 좋은 것이란 무엇인가라는 물음을 기계 손질과 일상의 언어로 끝까지 파고듭니다.',
          'Following a long motorcycle trip with his son, it pursues the question of what makes a thing good all the way down, in the language of engine repair and everyday life.',
        ],
        { koEdition: 'https://blog.aladin.co.kr/702340115/4335318', original: 'https://library.korea.ac.kr/campaign-list50' },
      ),
    ],
    nextSteps: {
      ko: '책에서 만난 질문 하나를 골라 일주일 동안 일기장 맨 위에 적어 두고, 매일 조금씩 다른 답을 써 보세요. 생각이 다른 사람과 한 권을 함께 읽고 이야기를 나누면, 사유는 혼자일 때보다 훨씬 깊어집니다. 고전이 어렵게 느껴진다면 좋은 해설서를 곁에 두고 천천히 읽어도 괜찮습니다.',
      en: 'Choose one question from your reading, write it at the top of your journal for a week, and answer it a little differently each day. Read a book together with someone who thinks differently and talk it through: thought goes much deeper in company. If a classic feels like hard going, it is fine to read it slowly with a good companion guide beside you.',
    },
  },
};
