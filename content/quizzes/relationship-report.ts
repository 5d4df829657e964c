/**
 * Relationship Insight: the long report of each element profile, with the elements each
 * one matches (generating cycle) and clashes with (overcoming cycle). Our own words, 합니다체 in
 * Korean; for self-reflection, never advice on health or money. Shape: report-schema.ts.
 */
import type { Blends, RelationshipReport } from './report-schema';
import type { Element } from './schema';

export const relationshipReports: Record<Element, RelationshipReport> = {
  wood: {
    sections: {
      howYouLove: {
        ko: '사랑을 함께 가꾸는 정원처럼 대합니다. 처음 만난 날보다 석 달 뒤가, 석 달 뒤보다 일 년 뒤가 더 좋아지는 관계를 꿈꾸고, 그래서 둘이 함께 배울 거리와 가 볼 곳을 끊임없이 찾아냅니다. 연인이 새 일에 도전하겠다고 하면 걱정보다 응원을 먼저 건네고, 필요한 정보를 찾아 주며 그 길을 같이 걸어 줍니다. 사랑 고백도 “좋아해”만큼이나 “우리 이것 해 볼까?”라는 말로 자주 나옵니다. 기념일에도 물건보다 둘이 처음 해 보는 경험을 선물하고 싶어 합니다. 그 모든 마음 밑에는 곁에 있는 사람이 가장 좋은 모습으로 피어나기를 바라는 소망이 깔려 있습니다.',
        en: 'You treat love like a garden the two of you tend together. You dream of a relationship that is better three months in than on the first day, and better a year in than at three months, so you keep finding things for the two of you to learn and places to go. When your partner says they want to take on something new, you offer encouragement before worry, dig up the information they need and walk that road beside them. Your declarations of love come as often in the form of “shall we try this?” as “I like you.” Even on anniversaries you would rather give a first-time experience for two than an object. Beneath all of it lies the wish to see the person beside you come into full bloom.',
      },
      needs: {
        ko: '필요한 것은 함께 자라고 있다는 감각입니다. 관계가 같은 자리를 맴돈다고 느끼면 마음이 먼저 시들기 시작하니, 작더라도 둘만의 새로운 목표가 있을 때 다시 살아납니다. 또 내 꿈을 가볍게 여기지 않고 진지하게 들어 주는 사람이 필요합니다. 내놓은 계획에 “그게 되겠어?” 대신 “어떻게 하면 될까?”라고 물어 주는 상대 곁에서 나무는 가장 곧게 뻗습니다. 혼자 자랄 시간을 존중받는 것도 중요합니다. 둘이 함께 크는 시간만큼 각자 따로 크는 시간도 있어야 가지가 서로 엉키지 않습니다.',
        en: 'What you need is the sense that you are growing together. When a relationship feels as if it is circling in place, your heart begins to wilt first, so you come alive when the two of you share a new goal, however small. You also need someone who takes your dreams seriously instead of lightly. Beside a partner who answers your plans with “how could we make it work?” rather than “as if that would work,” your tree grows straightest. Having your time to grow alone respected matters too: branches stay untangled only when there is time to grow apart as well as together.',
      },
      watchFor: {
        ko: '조심할 것은 사랑이 어느새 개선 계획이 되어 버리는 순간입니다. 상대가 더 나아지기를 바라는 마음이 지나치면, 상대는 지금 모습 그대로는 부족하다는 말로 듣습니다. 또 둘의 미래를 너무 빨리, 너무 자세하게 그리다 보면 아직 그 속도를 따라오지 못한 연인이 부담을 느끼기도 합니다. 관계가 잠시 조용한 시기에 들어서면 정체로 읽지 말고, 뿌리가 자리를 잡는 겨울로 여겨 보세요. 말없이 나란히 앉아 보내는 저녁도 함께 자라는 시간이라는 것을, 나무는 겨울마다 다시 배웁니다.',
        en: 'Watch for the moment when love quietly turns into an improvement plan. If the wish for your partner to become better goes too far, they hear that who they are right now is not enough. And if you sketch your shared future too soon and in too much detail, a partner who has not yet caught up with that pace may feel the weight of it. When the relationship enters a quiet stretch, do not read it as stagnation; think of it as a winter in which the roots settle. An evening spent sitting side by side without a word is also time spent growing together, a lesson wood learns again every winter.',
      },
    },
    matches: {
      mother: {
        ko: '물의 기운이 강한 사람은 뿌리를 적셔 주는 짝입니다. 깊이 들어 주고 차분히 헤아려 주는 그 사람 곁에서 성급한 계획은 한 번 더 여물고, 돌봄을 받는다는 안도감 속에서 더 멀리 자랍니다.',
        en: 'Someone strong in water is a partner who soaks your roots. Beside a person who listens deeply and weighs things calmly, your hasty plans ripen once more, and in the relief of being cared for you grow further.',
      },
      child: {
        ko: '불의 기운이 강한 사람은 내가 땔감이 되어 빛나게 해 주는 짝입니다. 응원을 받으면 그 사람의 열정은 더 환하게 타오르고, 사랑하는 이가 빛나는 모습을 보며 큰 기쁨을 얻습니다. 다만 주기만 하다 바닥나지 않도록 살펴야 합니다.',
        en: 'Someone strong in fire is a partner you feed like kindling so they can shine. With your encouragement their passion blazes brighter, and seeing the one you love shine gives you great joy. Just watch that you do not run dry from only giving.',
      },
      controller: {
        ko: '쇠의 기운이 강한 사람과는 부딪히기 쉽습니다. 그 사람의 분명한 기준이 뻗어 가는 가지를 자르려는 가위처럼 느껴지기 때문입니다. 그러나 그 가위질을 공격이 아니라 다듬음으로 받아들이면, 사랑이 그 사람 덕분에 더 단정하고 오래가는 모양을 갖춥니다.',
        en: 'You clash easily with someone strong in metal, because their clear standards can feel like shears aimed at your spreading branches. Yet if you take that trimming as shaping rather than attack, your love gains a neater, longer-lasting form thanks to them.',
      },
      controlled: {
        ko: '흙의 기운이 강한 사람에게는 나도 모르게 부담을 줄 수 있습니다. 내 뿌리가 그 사람의 단단한 땅을 파고들듯, 새로운 것을 하자는 제안이 안정을 아끼는 그에게는 흔들림으로 느껴집니다. 속도를 한 박자 늦추면 그 사람은 누구보다 든든한 터전이 되어 줍니다.',
        en: 'Without realizing it, you can weigh on someone strong in earth. Just as your roots dig into their firm ground, your suggestions to try new things can feel like upheaval to a person who treasures stability. Slow down by one beat and they become the sturdiest home ground you could ask for.',
      },
    },
    season: {
      name: { ko: '신록의 오월', en: 'The fresh green of May' },
      text: {
        ko: '나무 기운의 사랑에 말을 거는 계절은 새잎이 가장 연한 초록으로 빛나는 오월입니다. 꽃이 지고 난 뒤에야 나무는 본격적으로 잎을 키우듯, 관계도 첫 설렘이 가라앉은 뒤부터 진짜로 자라기 시작합니다. 해마다 오월이 오면 연인과 함께 처음 가 보는 길을 하나 걸으며, 올해 둘이 함께 키우고 싶은 것을 이야기해 보세요.',
        en: 'The season that speaks to your love is May, when new leaves glow their palest green. Just as a tree starts growing its leaves in earnest only after the blossoms fall, a relationship truly begins to grow once the first flutter settles. Each May, walk a road neither of you has taken before and talk about what the two of you want to grow together this year.',
      },
    },
    hexagram: {
      id: 32,
      reason: {
        ko: '나무 기운의 사랑에 어울리는 괘는 제32괘 뇌풍항(雷風恆)입니다. 아래에 바람(巽), 위에 우레(震)가 있는데, 옛 오행 배속에서 둘 다 나무에 속합니다. 우레와 바람은 늘 함께 다니며 하나는 일으키고 하나는 퍼뜨리니, 서로 다른 둘이 한 방향으로 오래 가는 짝의 모습입니다. 이 괘가 말하는 한결같음은 굳어 있는 것이 아니라 해와 달처럼 제 길을 지키며 끊임없이 새로워지는 것입니다. 함께 자라는 사랑을 꿈꾸는 사람에게, 방향은 지키고 방법은 자라게 두라고 일러 줍니다.',
        en: 'Your hexagram is number 32, Duration. Wind lies below and thunder above, and in the old assignment of trigrams to the five elements both belong to wood. Thunder and wind always travel together, one stirring and the other spreading: two different partners going a long way in one direction. The constancy it speaks of is not rigidity but renewing oneself endlessly while keeping to one’s course, like the sun and moon. To someone who dreams of love that grows, it says to hold the direction steady and let the ways and means grow.',
      },
    },
    practices: [
      {
        title: { ko: '둘만의 새싹 목록', en: 'A list of shared sprouts' },
        text: {
          ko: '연인과 함께 올해 처음 해 보고 싶은 일을 각자 세 가지씩 적어 바꿔 읽어 보세요. 겹치는 것 하나부터 달력에 날짜를 정해 둡니다.',
          en: 'With your partner, each write down three things you would like to try for the first time this year, then swap and read. Start by putting a date on the calendar for one that overlaps.',
        },
      },
      {
        title: { ko: '응원 대신 질문', en: 'A question instead of a cheer' },
        text: {
          ko: '상대가 고민을 털어놓으면 해결책을 내놓기 전에 “어떻게 하고 싶어요?”라고 먼저 물어보세요. 상대가 스스로 자랄 자리를 남겨 두는 연습입니다.',
          en: 'When your partner shares a worry, ask “What would you like to do?” before offering any solution. It is practice in leaving room for them to grow on their own.',
        },
      },
      {
        title: { ko: '지금 그대로 한 문장', en: 'One sentence about now' },
        text: {
          ko: '일주일에 한 번, 상대의 지금 모습 가운데 바라는 것 없이 그냥 좋은 점 하나를 말로 전합니다. 앞으로의 기대가 아닌 지금에 대한 고마움입니다.',
          en: 'Once a week, tell your partner one thing you simply like about them as they are now, with nothing attached. It is gratitude for the present, not a hope for the future.',
        },
      },
    ],
    shapedBy: {
      mother: {
        ko: '물의 기운이 함께 있어 사랑이 앞으로 나아가면서도 깊이를 잃지 않습니다. 함께할 계획을 세우기 전에 상대의 속마음을 먼저 헤아리니, 제안이 재촉이 아니라 배려로 들립니다.',
        en: 'With water alongside, your love moves forward without losing depth. You sense your partner’s inner feelings before drawing up plans together, so your proposals sound like consideration rather than pressure.',
      },
      child: {
        ko: '불의 기운이 함께 있어 성장의 약속에 설렘의 표현이 더해집니다. 미래를 그리는 말에 따뜻한 애정 표현이 섞여서, 연인은 함께 세운 계획을 숙제가 아니라 선물처럼 받습니다.',
        en: 'With fire alongside, your love adds open affection to its promise of growth. Warm words of tenderness mix with your talk of the future, so your partner receives your plans as gifts rather than homework.',
      },
      controller: {
        ko: '쇠의 기운이 함께 있어 사랑에 지킬 선이 분명합니다. 함께 자라자는 마음이 한없이 번지지 않고 약속과 경계 안에서 자라니, 상대는 그 열정 속에서도 안전하다고 느낍니다.',
        en: 'With metal alongside, your love has clear lines it keeps. The wish to grow together does not sprawl endlessly but grows inside promises and boundaries, so your partner feels safe even within your enthusiasm.',
      },
      controlled: {
        ko: '흙의 기운이 함께 있어 사랑이 꿈과 함께 생활을 돌봅니다. 둘의 미래를 그리면서도 오늘 저녁 식사와 주말의 쉼을 챙기니, 관계가 높이 자라는 만큼 땅에도 단단히 붙어 있습니다.',
        en: 'With earth alongside, your love looks after daily life along with the dream. While picturing your shared future you still see to tonight’s dinner and the weekend’s rest, so the relationship stays firmly grounded as it grows tall.',
      },
    },
  },
  fire: {
    sections: {
      howYouLove: {
        ko: '사랑을 숨기지 못하고, 숨길 생각도 없습니다. 좋아하는 사람이 생기면 눈빛과 목소리와 하루의 일정이 모두 그 사람을 향하고, 마음은 말과 작은 깜짝 선물과 손편지로 바깥에 드러납니다. 불에게 사랑은 함께 웃는 순간을 하나라도 더 만드는 일이라, 퇴근길의 짧은 통화도 작은 축제가 됩니다. 연인이 힘든 날에는 누구보다 먼저 달려가 기운을 북돋고, 좋은 날에는 그 기쁨을 두 배로 키워 줍니다. 그 곁의 사람은 자신이 누군가에게 이렇게 분명히 사랑받고 있다는 사실에 놀라곤 합니다.',
        en: 'You cannot hide love, and you have no wish to. When you fall for someone, your eyes, your voice and your whole schedule turn toward them, and your heart shows outwardly in words, small surprise gifts and handwritten notes. To you love means making one more moment of laughing together, so even a short call on the way home from work becomes a little festival with you. On your partner’s hard days you are the first to rush over and lift their spirits; on good days you double the joy. The person beside you is often amazed at how plainly they are loved.',
      },
      needs: {
        ko: '필요한 것은 돌아오는 반응입니다. 마음을 활짝 열어 건넸는데 아무 대답이 없으면 불꽃이 금세 움츠러듭니다. 말로든 행동으로든 “나도 좋아”라는 신호를 자주 받을 때 안심하고 더 따뜻해집니다. 그리고 밝은 모습만이 아니라 가끔 찾아오는 가라앉은 모습까지 받아 주는 사람이 필요합니다. 늘 분위기를 살리는 쪽이던 내가 아무 말 없이 기대어도 괜찮은 자리, 그곳이 사랑이 가장 오래 타는 화로입니다. 그런 자리를 얻은 불은 곁의 사람들까지 오래 데웁니다.',
        en: 'What you need is a response coming back. When you open your heart wide and offer it, and nothing answers, your flame shrinks quickly. You feel safe and grow warmer when you often receive the signal “I like you too,” whether in words or deeds. You also need someone who accepts not only your brightness but the low moods that sometimes visit. A place where you, always the one who livens things up, may lean in without a word: that is the hearth where your love burns longest. Fire given such a place keeps everyone near it warm for a long time.',
      },
      watchFor: {
        ko: '조심할 것은 감정의 온도가 오르내리는 속도입니다. 기쁠 때 뜨겁게 타오르는 만큼 서운할 때도 순식간에 불길이 번져, 하지 않아도 될 말을 먼저 꺼내기 쉽습니다. 또 설렘이 관계의 전부라고 느끼면, 편안해진 시기를 사랑이 식었다는 신호로 잘못 읽을 수 있습니다. 모닥불은 처음의 큰 불길보다 밤새 은근히 타는 숯불이 더 따뜻합니다. 다툼 뒤에는 이긴 쪽이 되려 하기보다 먼저 불을 낮추는 쪽이 되어 보세요.',
        en: 'Watch the speed at which your emotional temperature rises and falls. As hot as you burn when happy, hurt can spread like wildfire in an instant, and words that never needed saying slip out first. And if you feel that the flutter is the whole of a relationship, you may misread a settled, comfortable stretch as a sign that love has cooled. A campfire’s coals glowing through the night give more warmth than its first big blaze. After a quarrel, rather than trying to be the one who wins, try being the one who turns the flame down first.',
      },
    },
    matches: {
      mother: {
        ko: '나무의 기운이 강한 사람은 불에 땔감을 넉넉히 대 주는 짝입니다. 늘 새로운 계획과 함께 갈 곳을 들고 오는 그 사람 덕분에 설렘이 쉽게 꺼지지 않고, 둘의 일상은 계속해서 새로워집니다.',
        en: 'Someone strong in wood is a partner who keeps your fire well stocked with fuel. Thanks to a person who always turns up with new plans and places to go, your excitement does not easily die out, and your everyday life together keeps renewing itself.',
      },
      child: {
        ko: '흙의 기운이 강한 사람은 내 온기를 받아 포근한 터전을 만들어 주는 짝입니다. 내가 피운 즐거움을 그 사람이 차분한 일상으로 담아내니, 둘이 함께 있으면 들뜸과 편안함이 고루 섞인 집이 됩니다.',
        en: 'Someone strong in earth takes in your warmth and turns it into a cozy home ground. The joy you spark, they hold in a calm everyday rhythm, so together the two of you make a home where excitement and comfort are well mixed.',
      },
      controller: {
        ko: '물의 기운이 강한 사람과는 온도 차로 부딪히기 쉽습니다. 뜨겁게 다가갈수록 그 사람은 한 걸음 물러나 생각하려 하고, 나는 그 침착함을 차가움으로 오해합니다. 그러나 그 차분함은 불길이 번지지 않게 지켜 주는 힘이기도 하니, 서두르지 말고 그 사람의 속도를 기다려 보세요.',
        en: 'You clash easily with someone strong in water over a difference in temperature. The more warmly you approach, the more they step back to think, and you misread that composure as coldness. Yet their calm is also what keeps your blaze from spreading, so do not rush; wait for their pace.',
      },
      controlled: {
        ko: '쇠의 기운이 강한 사람에게는 이 뜨거움이 때로 버겁습니다. 원칙과 계획을 소중히 여기는 그 사람에게 즉흥적인 제안은 애써 세운 틀을 녹이는 열처럼 느껴질 수 있습니다. 그의 약속과 일정을 먼저 존중해 주면, 그 사람은 내 열정을 단단한 믿음으로 돌려줍니다.',
        en: 'Someone strong in metal can find your heat a bit much at times. To a person who prizes principles and plans, your spur-of-the-moment ideas can feel like heat melting a carefully built frame. Respect their commitments and schedule first, and they will return your passion as solid trust.',
      },
    },
    season: {
      name: { ko: '칠석의 여름밤', en: 'A summer night at Chilseok' },
      text: {
        ko: '불 기운의 사랑에 말을 거는 때는 음력 칠월 칠일, 칠석 무렵의 여름밤입니다. 옛이야기 속 견우와 직녀는 일 년에 단 하루, 까마귀와 까치가 놓아 준 다리 위에서 만납니다. 그 하룻밤이 그토록 빛나는 것은 나머지 날들의 기다림이 있기 때문입니다. 해마다 칠석이 오면 연인과 함께 밤하늘을 올려다보며, 바쁜 날들 사이에서도 서로를 기다려 준 마음에 고마움을 전해 보세요.',
        en: 'The time that speaks to your love is a summer night around Chilseok, the seventh day of the seventh lunar month. In the old Korean tale, the herdsman and the weaver meet only once a year, on a bridge that crows and magpies build for them. That single night shines so brightly because of the waiting in all the other days. Each year at Chilseok, look up at the night sky with your partner and thank each other for the patience that carried you through the busy days between.',
      },
    },
    hexagram: {
      id: 55,
      reason: {
        ko: '불 기운의 사랑에 어울리는 괘는 제55괘 뇌화풍(雷火豐)입니다. 아래에 밝음인 불(離), 위에 움직임인 우레(震)가 있어, 밝게 알아보는 마음과 과감한 행동이 만나 가득 찬 때를 이룹니다. 괘사는 근심하지 말고 한낮의 해처럼 두루 비추라고 말하니, 사랑을 아낌없이 드러내는 불의 모습과 닮았습니다. 한편 옛 해설은 해가 중천에 이르면 기운다고 덧붙입니다. 이 괘는 뜨거운 정점을 두려워하지 말고 마음껏 누리되, 그 빛을 붙들려 애쓰기보다 나누라고 일러 줍니다.',
        en: 'Your hexagram is number 55, Abundance. Fire, which is brightness, lies below and thunder, which is movement, lies above: clear-eyed recognition meets bold action to make a time of fullness. The judgment says not to worry and to be like the noonday sun, shining on everything, which resembles the way you show love without holding back. The old commentary adds, though, that when the sun reaches its zenith it begins to decline. The hexagram tells you to enjoy the peak fully and without fear, and to share its light rather than strain to hold on to it.',
      },
    },
    practices: [
      {
        title: { ko: '식히는 문장 정해 두기', en: 'Choose a cooling phrase' },
        text: {
          ko: '다툼이 뜨거워질 때 쓸 짧은 문장 하나를 연인과 미리 정해 두세요. “십 분만 쉬었다가 다시 이야기해요”처럼, 그 말이 나오면 둘 다 잠시 멈추기로 약속합니다.',
          en: 'Agree with your partner in advance on one short phrase for when a quarrel heats up, such as “Let’s take ten minutes and talk again.” When either of you says it, you both promise to pause.',
        },
      },
      {
        title: { ko: '조용한 사랑 알아보기', en: 'Notice the quiet love' },
        text: {
          ko: '일주일 동안 상대가 말없이 해 준 일을 하루 하나씩 찾아 적습니다. 주말에 그 목록을 보여 주며 고맙다고 말하면, 상대도 자기 방식의 사랑이 보였다는 기쁨을 누립니다.',
          en: 'For a week, find and note one thing a day that your partner did for you without saying a word. Show them the list at the weekend with a thank-you, and they get the joy of knowing their kind of love was seen.',
        },
      },
      {
        title: { ko: '숯불 같은 저녁', en: 'An evening like embers' },
        text: {
          ko: '한 달에 한 번은 특별한 이벤트 없이 집에서 함께 밥을 먹고 산책만 하는 저녁을 보내 보세요. 설렘이 아닌 편안함으로도 사랑이 채워진다는 것을 몸으로 익히는 시간입니다.',
          en: 'Once a month, spend an evening with no special event: a meal at home together and a walk, nothing more. It teaches you in your body that love can be filled by ease, not only by excitement.',
        },
      },
    ],
    shapedBy: {
      mother: {
        ko: '나무의 기운이 함께 있어 사랑이 뜨거울 뿐 아니라 자라는 방향이 있습니다. 설렘을 둘의 계획과 배움으로 이어 가니, 관계가 한때의 불꽃으로 끝나지 않고 계속 새 장작을 얻습니다.',
        en: 'With wood alongside, your love is not only hot but has a direction to grow in. You carry excitement on into shared plans and learning, so the relationship does not end as a passing spark but keeps finding fresh fuel.',
      },
      child: {
        ko: '흙의 기운이 함께 있어 뜨거운 사랑이 따뜻한 돌봄으로 가라앉습니다. 큰 고백 뒤에도 밥은 먹었는지 묻는 작은 손길이 따라오니, 연인은 설렘과 함께 깊은 안정감도 느낍니다.',
        en: 'With earth alongside, your passionate love settles into warm care. Even after a grand declaration, small attentions follow, like asking whether they have eaten, so your partner feels deep security along with the thrill.',
      },
      controller: {
        ko: '물의 기운이 함께 있어 사랑에 차분히 헤아리는 깊이가 생깁니다. 감정이 치솟을 때 한 번 더 상대의 마음을 생각하니, 표현이 뜨겁지만 상처를 남기지 않습니다.',
        en: 'With water alongside, your love gains a depth that weighs things calmly. When feelings surge you think once more about your partner’s heart, so your expression is hot but leaves no burns.',
      },
      controlled: {
        ko: '쇠의 기운이 함께 있어 열정이 지키는 약속으로 단단해집니다. 즉흥적인 기쁨 곁에 지킬 선과 정직함이 있으니, 연인은 이 사랑을 즐거울 뿐 아니라 믿을 수 있다고 느낍니다.',
        en: 'With metal alongside, your passion hardens into promises you keep. Lines you hold and honesty sit beside spontaneous joy, so your partner finds your love not only fun but trustworthy.',
      },
    },
  },
  earth: {
    sections: {
      howYouLove: {
        ko: '사랑을 매일 차리는 밥상처럼 합니다. 거창한 고백이나 화려한 이벤트보다, 비 오는 날 우산을 챙겨 주고 피곤해 보이는 날 좋아하는 반찬을 하나 더 올리는 일로 마음을 전합니다. 한번 곁에 둔 사람은 쉽게 놓지 않고, 연인의 가족과 친구까지 자연스럽게 챙기며 둘의 관계를 넓은 울타리로 감쌉니다. 흙에게 사랑은 특별한 하루가 아니라 평범한 날들의 합이어서, 시간이 흐를수록 더 깊고 단단해집니다. 연인은 그 곁에서 처음으로 “집에 왔다”는 느낌을 받았다고 말하곤 합니다.',
        en: 'You love the way you would set a table every day. Rather than grand declarations or flashy events, you show your heart by handing over an umbrella on a rainy day or adding a favorite side dish when they look tired. Once you let someone close you do not easily let go, and you naturally look after your partner’s family and friends too, wrapping the relationship in a wide fence. To you love is not a special day but the sum of ordinary ones, so your love grows deeper and sturdier with time. Partners often say that beside you they felt, for the first time, that they had come home.',
      },
      needs: {
        ko: '필요한 것은 흔들리지 않는 믿음입니다. 약속이 자주 바뀌거나 마음이 어디로 향하는지 알 수 없는 관계에서는 쉽게 불안해지니, 말과 행동이 한결같은 상대 곁에서 비로소 편히 숨을 쉽니다. 또 내 정성을 당연하게 여기지 않고 알아봐 주는 사람이 필요합니다. 차려 준 밥상에 “고마워, 맛있다”는 한마디가 돌아올 때 땅은 다시 기름져집니다. 그리고 가끔은 내가 챙김을 받는 쪽이 되어야 합니다. 내가 피곤한 날 먼저 알아채고 이불을 덮어 주는 사람, 그런 사람과의 사랑이 흙을 오래 살립니다.',
        en: 'What you need is trust that does not waver. In a relationship where plans keep changing or you cannot tell where their heart is heading, you grow anxious easily; you finally breathe freely beside a partner whose words and deeds stay consistent. You also need someone who notices your care instead of taking it for granted. When a table you set is met with “thank you, this is delicious,” your soil grows rich again. And sometimes you need to be the one looked after: a person who notices first when you are tired and pulls the blanket over you is the kind of love that sustains you for years.',
      },
      watchFor: {
        ko: '조심할 것은 돌봄이 어느새 대신 살아 주기가 되는 순간입니다. 상대의 일을 미리 챙기고 걱정을 대신 짊어지다 보면, 상대는 편하면서도 어딘가 작아지는 느낌을 받습니다. 또 서운한 것을 말하지 않고 꾹 참는 버릇이 있어서, 쌓인 마음이 한꺼번에 무너지는 날 상대는 영문을 모른 채 당황합니다. 작은 서운함은 작을 때 꺼내는 편이 둘 다에게 가볍습니다. 변화를 꺼리는 마음이 관계를 제자리에 묶어 두지 않는지도 가끔 살펴보세요.',
        en: 'Watch for the moment when caring turns into living someone’s life for them. If you handle their tasks before they can and shoulder their worries in their place, your partner feels comfortable yet somehow smaller. You also tend to swallow hurt without a word, so on the day the pile-up caves in all at once, your partner is bewildered, not knowing why. Small hurts are lighter for both of you when brought out while still small. Check now and then, too, whether a reluctance to change is tying the relationship in place.',
      },
    },
    matches: {
      mother: {
        ko: '불의 기운이 강한 사람은 땅을 따뜻하게 데워 주는 짝입니다. 그 사람의 웃음과 표현 덕분에 무던한 일상에 생기가 돌고, 사랑받고 있다는 것을 분명한 말로 듣는 기쁨을 누립니다.',
        en: 'Someone strong in fire is a partner who warms your ground. Their laughter and openness bring life into your even-tempered routine, and you get the joy of hearing in plain words that you are loved.',
      },
      child: {
        ko: '쇠의 기운이 강한 사람은 내가 품어 단단하게 길러 주는 짝입니다. 말수가 적고 원칙을 지키는 그 사람은 너그러운 품 안에서 마음을 열고, 그렇게 열린 마음으로 둘의 약속을 누구보다 성실히 지킵니다.',
        en: 'Someone strong in metal is a partner you hold and help grow strong. A person of few words and firm principles opens up within your generous embrace, and with that opened heart keeps their promises to you more faithfully than anyone.',
      },
      controller: {
        ko: '나무의 기운이 강한 사람과는 속도가 달라 부딪히기 쉽습니다. 자꾸 새로운 것을 하자는 그 사람의 제안이 애써 다져 놓은 일상을 파헤치는 뿌리처럼 느껴질 수 있습니다. 그러나 그 뿌리는 굳은 땅에 숨구멍을 내기도 하니, 작은 변화 하나쯤은 함께 시도해 보면 관계가 한결 환기됩니다.',
        en: 'With someone strong in wood, a difference in pace makes clashes likely. Their constant suggestions to do something new can feel like roots tearing up the routine you have carefully leveled. Yet those roots also open breathing holes in packed soil, so try one small change together and the relationship gets a breath of fresh air.',
      },
      controlled: {
        ko: '물의 기운이 강한 사람에게 흙은 든든하지만 때로 답답한 둑이 됩니다. 깊이 생각하고 자유롭게 흐르고 싶은 그 사람에게 내 염려와 챙김이 물길을 막는 것처럼 느껴질 수 있습니다. 그 사람이 혼자 머무는 시간을 존중하면, 그에게 막힘이 아니라 기댈 수 있는 강둑이 됩니다.',
        en: 'To someone strong in water you are a reliable bank, yet sometimes a confining one. For a person who wants to think deeply and flow freely, your concern and attentions can feel like a dam across their channel. Respect their time alone, and you become not a blockage but a riverbank they can lean against.',
      },
    },
    season: {
      name: { ko: '장마 뒤의 늦여름', en: 'Late summer after the rains' },
      text: {
        ko: '흙 기운의 사랑에 말을 거는 때는 장마가 걷히고 볕이 땅을 데우는 늦여름입니다. 긴 비를 머금은 흙이 그 볕을 받아 열매를 살찌우듯, 이 사랑도 함께 견딘 날들을 양분 삼아 무르익습니다. 눈에 띄는 꽃의 계절은 지났지만, 가장 많은 것이 조용히 여무는 때입니다. 해마다 늦여름이 오면 함께 장을 보고 한 끼를 천천히 차려 먹으며, 올해 둘이 함께 버텨 낸 일을 이야기해 보세요.',
        en: 'The time that speaks to your love is late summer, when the monsoon clears and the sun warms the ground. Just as soil that has drunk the long rains takes in that sunshine and fattens the fruit, your love ripens on the days you have weathered together. The season of showy flowers is over, but it is the time when the most things quietly ripen. Each late summer, shop for groceries together, cook one slow meal, and talk about what the two of you came through this year.',
      },
    },
    hexagram: {
      id: 37,
      reason: {
        ko: '흙 기운의 사랑에 어울리는 괘는 제37괘 풍화가인(風火家人)입니다. 집안 사람들이 각자의 자리를 지키며 함께 사는 모습을 다루는 괘로, 아래의 불(離)이 타오르면 위의 바람(巽)이 일어나 밖으로 퍼지니 안에서 밝힌 온기가 바깥까지 미치는 모습입니다. 대상전은 군자가 이를 보고 말에는 내용이 있게 하고 행실에는 한결같음이 있게 한다고 했습니다. 화려한 말보다 매일의 변함없는 정성으로 사랑하는 사람에게 꼭 맞는 가르침입니다. 가장 가까운 관계를 바로 세우는 일이 모든 관계의 뿌리라는 것을 일러 줍니다.',
        en: 'Your hexagram is number 37, The Family. It is the hexagram of a household whose members live together, each keeping their place; when the fire below blazes, the wind above rises and spreads it outward, a picture of warmth kindled inside reaching the world beyond. The Great Image says the person of character, seeing this, gives words substance and conduct constancy. That lesson fits you, who love through unchanging daily care more than through fine words. It tells you that setting the closest bond right is the root of every other relationship.',
      },
    },
    practices: [
      {
        title: { ko: '작은 서운함 바로 꺼내기', en: 'Bring small hurts out early' },
        text: {
          ko: '서운한 일이 생기면 사흘 안에 “이런 일이 있었는데 조금 서운했어요”라고 짧게 말해 보세요. 크기가 작을 때 꺼낸 마음은 다툼이 아니라 대화가 됩니다.',
          en: 'When something stings, say so within three days, briefly: “This happened, and it hurt a little.” Feelings brought out while still small become a conversation, not a fight.',
        },
      },
      {
        title: { ko: '받는 날 정하기', en: 'A day for receiving' },
        text: {
          ko: '한 달에 하루, 연인에게 그날은 내가 챙김을 받는 날이라고 미리 말해 두세요. 그날만큼은 부탁하고, 맡기고, 고맙다는 말만 하는 연습을 합니다.',
          en: 'One day a month, tell your partner in advance that it is your day to be looked after. On that day, practice only asking, handing things over and saying thank you.',
        },
      },
      {
        title: { ko: '함께 바꾸는 한 가지', en: 'One change made together' },
        text: {
          ko: '계절마다 둘의 생활에서 바꿔 볼 작은 것 하나를 함께 골라 보세요. 가구 배치든 산책길이든, 익숙함 속에 새 바람을 들이는 일을 둘이 함께 정하는 것이 핵심입니다.',
          en: 'Each season, choose together one small thing in your shared life to change, whether the furniture layout or a walking route. The point is deciding together how to let a new breeze into the familiar.',
        },
      },
    ],
    shapedBy: {
      mother: {
        ko: '불의 기운이 함께 있어 한결같은 사랑에 환한 표현이 더해집니다. 묵묵히 챙기는 손길 위에 사랑한다는 말이 얹히니, 연인은 그 정성을 짐작이 아니라 확신으로 느낍니다.',
        en: 'With fire alongside, bright expression joins your steady love. Words of love rest on top of your quiet care, so your partner feels your devotion as certainty rather than guesswork.',
      },
      child: {
        ko: '쇠의 기운이 함께 있어 돌봄에 분명한 선이 생깁니다. 무엇을 해 주고 무엇은 상대에게 맡길지 가릴 줄 알아서, 사랑이 지치지 않고 오래 이어집니다.',
        en: 'With metal alongside, your caring has clear lines. You can tell what to do for your partner and what to leave to them, so your love lasts a long time without wearing you out.',
      },
      controller: {
        ko: '나무의 기운이 함께 있어 사랑이 편안함에 머물지 않고 조금씩 자랍니다. 익숙한 일상 사이사이에 둘이 함께 해 볼 새로운 것을 끼워 넣을 줄 알아서, 관계가 오래되어도 고이지 않습니다.',
        en: 'With wood alongside, your love does not rest in comfort but keeps growing a little. You know how to slip something new to try together into the gaps of a familiar routine, so the relationship never goes stale, however long it lasts.',
      },
      controlled: {
        ko: '물의 기운이 함께 있어 사랑이 상대의 속마음까지 헤아립니다. 밥상을 차리듯 챙기면서도 상대가 말하지 않은 걱정을 알아보니, 돌봄이 필요한 곳에 정확히 닿습니다.',
        en: 'With water alongside, your love reads even what your partner keeps inside. While looking after them as you would set a table, you also notice the worries they have not voiced, so your care lands exactly where it is needed.',
      },
    },
  },
  metal: {
    sections: {
      howYouLove: {
        ko: '사랑을 약속으로 합니다. 마음을 쉽게 열지 않고 오래 지켜본 뒤에야 곁을 내주지만, 한번 마음을 정하면 흔들림 없이 그 자리를 지킵니다. 그 사랑은 “언제 도착해?”라는 물음에 정확한 시간으로 답하고, 말한 것은 반드시 하는 데서 드러납니다. 연인의 비밀이 새어 나가는 법이 없고, 다른 사람 앞에서 연인을 깎아내리는 일도 없습니다. 화려한 표현은 드물어도, 그 곁에 오래 있어 본 사람은 그 조용한 한결같음이 얼마나 귀한지 압니다.',
        en: 'You love through promises. You do not open your heart easily and make room for someone only after watching for a long time, but once you have decided, you hold that place without wavering. Your love shows in answering “when will you get here?” with an exact time, and in always doing what you said. A partner’s secret never leaks from you, and you never run them down in front of others. Grand gestures are rare, yet anyone who has stayed beside you for long knows how precious that quiet constancy is.',
      },
      needs: {
        ko: '필요한 것은 정직함과 존중입니다. 작은 거짓말 하나에도 마음의 문이 철컥 닫히니, 불편한 이야기라도 솔직하게 꺼내는 상대 곁에서 안심합니다. 또 혼자만의 시간과 생각을 정리할 공간을 존중받는 것이 중요합니다. 매 순간 함께하기를 바라는 관계보다, 각자의 하루를 지키다가 저녁에 만나 차분히 이야기를 나누는 관계에서 사랑이 더 맑아집니다. 내가 서툴게 꺼낸 한마디의 애정 표현을 가볍게 넘기지 않고 소중히 받아 주는 사람도 필요합니다.',
        en: 'What you need is honesty and respect. A single small lie can slam the door of your heart shut, so you feel safe beside a partner who raises even uncomfortable matters frankly. It is also important that your time alone and your space to sort out your thoughts are respected. Your love runs clearer in a relationship where each of you keeps your own day and then meets in the evening to talk calmly, than in one that wants to be together every moment. You also need someone who does not brush off the awkward word of affection you manage to say, but receives it as a treasure.',
      },
      watchFor: {
        ko: '조심할 것은 옳고 그름이 마음보다 먼저 나오는 순간입니다. 연인이 속상한 이야기를 꺼냈을 때 무엇이 잘못되었는지부터 짚기 쉬운데, 상대가 원한 것은 판정이 아니라 편이 되어 주는 것일 때가 많습니다. 또 서운함을 말하는 대신 조용히 거리를 두는 버릇이 있어서, 상대는 그 침묵을 벌처럼 느끼기도 합니다. 기준을 지키는 것은 좋지만 그 기준을 상대에게 그대로 요구하면 관계가 딱딱해집니다. 한 번쯤은 이기는 대화보다 안아 주는 대화를 골라 보세요.',
        en: 'Watch for the moment when right and wrong come out before the heart does. When your partner brings up something that upset them, you tend to point out first what went wrong, when often what they wanted was not a verdict but someone on their side. You also tend to withdraw quietly instead of voicing hurt, and your partner may feel that silence as a punishment. Keeping standards is good, but demanding that your partner meet them exactly makes the relationship rigid. Once in a while, choose a conversation that embraces over one that wins.',
      },
    },
    matches: {
      mother: {
        ko: '흙의 기운이 강한 사람은 나를 너그럽게 품어 주는 짝입니다. 쉽게 마음을 열지 못하는 나도 그 사람의 변함없는 다정함 앞에서는 천천히 긴장을 풀고, 그 품 안에서 신의가 더 깊어집니다.',
        en: 'Someone strong in earth is a partner who holds you generously. Even you, slow to open up, gradually relax before their unchanging kindness, and within that embrace your loyalty deepens.',
      },
      child: {
        ko: '물의 기운이 강한 사람은 맑은 기준을 받아 깊은 이해로 흘려보내는 짝입니다. 내가 분명하게 말한 것을 그 사람은 속뜻까지 헤아려 듣고, 나는 말을 아껴도 통한다는 드문 편안함을 누립니다.',
        en: 'Someone strong in water takes your clear standards and lets them flow into deep understanding. What you say plainly, they hear down to its underlying meaning, and you enjoy the rare ease of being understood even when you say little.',
      },
      controller: {
        ko: '불의 기운이 강한 사람과는 온도 차로 부딪히기 쉽습니다. 감정을 크게 드러내는 그 사람의 방식이 나에게는 과하게 느껴지고, 그 사람에게는 내 절제가 차갑게 느껴집니다. 그러나 불이 쇠를 녹여 새 모양을 빚듯, 그 사람 곁에서 마음을 표현하는 법을 새로 배울 수 있습니다.',
        en: 'With someone strong in fire, a difference in temperature makes clashes likely. Their big displays of feeling seem excessive to you, and your restraint seems cold to them. Yet just as fire melts metal to cast it anew, beside them you can learn fresh ways to express your heart.',
      },
      controlled: {
        ko: '나무의 기운이 강한 사람에게 내 기준은 때로 가지를 치는 가위처럼 아프게 닿습니다. 꿈과 계획이 많은 그 사람에게 현실적인 지적은 날개를 꺾는 말로 들릴 수 있습니다. 먼저 그 꿈을 끝까지 들어 준 뒤에 다듬을 곳을 말하면, 그 사람은 나를 가장 믿음직한 조언자로 여기게 됩니다.',
        en: 'To someone strong in wood, your standards can sting like shears pruning branches. For a person full of dreams and plans, your realistic remarks may sound like clipping their wings. Hear the dream out to the end first, then say where it could be refined, and they will come to see you as their most trustworthy adviser.',
      },
    },
    season: {
      name: { ko: '첫서리 내리는 늦가을', en: 'Late autumn, at the first frost' },
      text: {
        ko: '쇠 기운의 사랑에 말을 거는 때는 상강 무렵, 첫서리가 내려 공기가 한층 맑아지는 늦가을입니다. 화려한 단풍이 지고 나면 나무의 본래 모양이 드러나듯, 오래된 사랑도 꾸밈이 걷힌 뒤에 참모습을 보여 줍니다. 서리를 맞은 과일이 더 달아지는 것처럼, 함께 겪은 차가운 날들이 둘의 관계를 깊게 합니다. 해마다 이 무렵 연인과 한 해 동안 지킨 약속과 지키지 못한 약속을 솔직하게 돌아보는 시간을 가져 보세요.',
        en: 'The time that speaks to your love is late autumn around the first frost, when the air turns even clearer. Once the bright leaves have fallen a tree shows its true shape, and a long love likewise reveals itself once the decoration is stripped away. Just as fruit touched by frost grows sweeter, the cold days you have come through together deepen the bond. Each year at this time, sit down with your partner and look back honestly at the promises you kept this year and the ones you did not.',
      },
    },
    hexagram: {
      id: 61,
      reason: {
        ko: '쇠 기운의 사랑에 어울리는 괘는 제61괘 풍택중부(風澤中孚)입니다. 아래에 못(兌), 위에 바람(巽)이 있어 바람이 못 위를 불어 물속 깊은 곳까지 움직이는 모습이니, 진실한 마음은 말로 설득하지 않아도 상대의 깊은 곳에 닿는다는 뜻입니다. 한가운데의 두 음효는 비어 열린 마음을, 위아래 괘 가운데의 양효는 단단한 속을 보여 줍니다. 구이의 효사는 그늘에서 학이 우니 새끼가 화답한다고 노래합니다. 말수는 적어도 속이 곧은 사랑이, 소리 없이도 상대의 화답을 얻는다는 것을 일러 주는 괘입니다.',
        en: 'Your hexagram is number 61, Inner Truth. The lake lies below and wind above: wind blowing across the lake stirs the water to its depths, meaning that a sincere heart reaches the depths of another without needing to persuade. The two yin lines at the center show an open, empty heart, and the yang lines at the center of each trigram show a solid core. The second line sings of a crane crying out from the shade and its young answering. It tells you that your love, sparing with words but straight at its core, wins an answer even without a sound.',
      },
    },
    practices: [
      {
        title: { ko: '판정 대신 공감 먼저', en: 'Empathy before the verdict' },
        text: {
          ko: '연인이 힘든 이야기를 꺼내면 첫 마디는 반드시 마음을 받아 주는 말로 시작하세요. “그랬구나, 많이 속상했겠다”를 먼저 말하고, 의견은 상대가 물어볼 때 보탭니다.',
          en: 'When your partner brings up something hard, always open with words that receive the feeling: “Oh, that must have really upset you.” Offer your opinion only when they ask for it.',
        },
      },
      {
        title: { ko: '침묵에 이름 붙이기', en: 'Give your silence a name' },
        text: {
          ko: '혼자 생각할 시간이 필요할 때는 말없이 멀어지지 말고 “생각을 정리하고 저녁에 이야기할게요”라고 알려 주세요. 내 침묵이 벌이 아니라 쉼표라는 것을 상대가 알게 됩니다.',
          en: 'When you need time to think, do not simply drift away in silence; say “I’ll sort out my thoughts and we’ll talk this evening.” Your partner learns that your silence is a comma, not a punishment.',
        },
      },
      {
        title: { ko: '한 달에 한 번 쓰는 편지', en: 'A letter once a month' },
        text: {
          ko: '말로 하기 어려운 애정은 글로 옮겨 보세요. 한 달에 한 번, 상대에게 고마웠던 일 세 가지를 짧은 편지로 써서 건네면 깊은 마음이 눈에 보이는 모양을 얻습니다.',
          en: 'Put into writing the affection that is hard to say aloud. Once a month, write a short letter naming three things you were grateful for, and your deep feelings take on a visible form.',
        },
      },
    ],
    shapedBy: {
      mother: {
        ko: '흙의 기운이 함께 있어 곧은 사랑에 너그러운 품이 생깁니다. 원칙을 지키면서도 상대의 실수를 감싸 줄 줄 알아서, 연인은 그 신의 속에서 편안함까지 느낍니다.',
        en: 'With earth alongside, your upright love gains a generous embrace. You keep your principles yet know how to cover for your partner’s mistakes, so within your loyalty they feel at ease as well.',
      },
      child: {
        ko: '물의 기운이 함께 있어 분명한 사랑에 깊은 헤아림이 흐릅니다. 옳고 그름을 말하기 전에 상대가 왜 그랬는지를 먼저 궁금해하니, 정직함이 날카롭지 않고 깊게 전해집니다.',
        en: 'With water alongside, a deep understanding flows through your clear-cut love. Before speaking of right and wrong you first wonder why your partner acted as they did, so your honesty comes across as deep rather than sharp.',
      },
      controller: {
        ko: '불의 기운이 함께 있어 절제된 사랑이 가끔 뜨겁게 드러납니다. 평소에는 말을 아끼다가도 중요한 순간에는 마음을 분명히 표현할 줄 알아서, 연인은 그 한결같음 속에서 설렘도 맛봅니다.',
        en: 'With fire alongside, your restrained love sometimes shows itself warmly. You usually save your words, yet at the important moments you can express your heart plainly, so your partner tastes excitement inside your constancy.',
      },
      controlled: {
        ko: '나무의 기운이 함께 있어 약속이 지키는 데서 그치지 않고 함께 자라는 쪽으로 뻗어 갑니다. 신의를 바탕으로 둘이 이룰 새로운 목표를 그릴 줄 알아서, 관계가 단단하면서도 앞으로 나아갑니다.',
        en: 'With wood alongside, your promises do not stop at being kept; they reach toward growing together. On a foundation of loyalty you can picture new goals the two of you will reach, so the relationship is solid and still moving forward.',
      },
    },
  },
  water: {
    sections: {
      howYouLove: {
        ko: '사랑을 스며들 듯 합니다. 처음에는 조용히 곁에 머물며 상대의 리듬을 익히고, 어느새 그 사람이 무엇에 웃고 무엇에 움츠러드는지 누구보다 잘 알게 됩니다. 그 사랑은 말보다 알아차림으로 드러나서, 연인이 지나가듯 말한 책을 기억했다가 건네거나 힘든 날 아무것도 묻지 않고 따뜻한 차를 내밉니다. 밤이 깊도록 이어지는 대화 속에서 상대의 가장 깊은 이야기를 듣고, 그 이야기를 소중히 간직합니다. 그와 사랑하는 사람은 처음으로 온전히 이해받는다는 느낌을 경험합니다.',
        en: 'You love by seeping in. At first you stay quietly nearby and learn the other person’s rhythm, and before long you know better than anyone what makes them laugh and what makes them flinch. Your love shows in noticing more than in words: you remember a book your partner mentioned in passing and hand it to them, or on a hard day you set down a warm cup of tea without asking a thing. In conversations that run deep into the night you hear their deepest stories and keep them safe. Whoever you love experiences, perhaps for the first time, what it is to be understood completely.',
      },
      needs: {
        ko: '필요한 것은 깊이입니다. 겉도는 대화와 가벼운 만남만 이어지는 관계에서는 금세 메말라 가니, 속마음을 꺼내 놓을 수 있는 상대 곁에서 비로소 흐르기 시작합니다. 또 혼자 가라앉아 생각할 시간이 꼭 필요한데, 그 시간을 거절로 오해하지 않고 기다려 주는 사람이어야 합니다. 그리고 내가 먼저 말하지 않아도 가끔은 내 마음을 물어봐 주는 사람이 필요합니다. 늘 남을 헤아리던 사람도 누군가 자신을 헤아려 줄 때 깊은 안도감을 느낍니다.',
        en: 'What you need is depth. In a relationship of surface chatter and light meetings you soon run dry; you only begin to flow beside someone to whom you can show what is inside. You also truly need time to sink into your own thoughts alone, and your partner must be someone who waits through that time without mistaking it for rejection. And you need someone who sometimes asks about your heart even when you have not spoken first. You who always read others feel a deep relief when someone reads you.',
      },
      watchFor: {
        ko: '조심할 것은 알아차린 것을 말하지 않고 혼자 결론을 내리는 버릇입니다. 상대의 작은 변화를 읽어 낸 뒤 확인하지 않고 마음속으로만 해석하다 보면, 실제로는 없는 거리감을 스스로 만들기도 합니다. 또 상대에게 맞춰 흐르는 데 익숙해서, 정작 내가 원하는 것을 말하지 않아 관계가 한쪽으로만 기울기 쉽습니다. 물이 너무 오래 고이면 흐림이 생기듯, 서운함과 바람을 마음속에만 두면 관계가 탁해집니다. 읽어 낸 것은 질문으로 바꾸어 건네 보세요.',
        en: 'Watch for the habit of reaching conclusions alone without saying what you noticed. If you read a small change in your partner and interpret it only in your head instead of checking, you can create a distance that does not really exist. You are also so used to flowing around your partner that you may never say what you want, and the relationship easily tilts to one side. Just as water left standing too long turns cloudy, hurts and wishes kept only inside muddy a relationship. Turn what you have read into a question and offer it.',
      },
    },
    matches: {
      mother: {
        ko: '쇠의 기운이 강한 사람은 물을 맑게 길어 올려 주는 짝입니다. 분명하고 믿음직한 그 사람 곁에서 이리저리 흔들리던 생각이 또렷해지고, 그 사람의 약속이 불안을 잔잔하게 가라앉힙니다.',
        en: 'Someone strong in metal is a partner who draws your water up clear. Beside a person so definite and dependable, your wavering thoughts come into focus, and their promises settle your unease into calm.',
      },
      child: {
        ko: '나무의 기운이 강한 사람은 깊은 마음을 마시고 자라는 짝입니다. 내가 건넨 이해와 깨달음을 그 사람은 용기와 행동으로 바꾸어 내고, 나는 사랑하는 이가 내 덕분에 자라는 모습을 지켜보는 보람을 얻습니다.',
        en: 'Someone strong in wood is a partner who drinks from your deep heart and grows. The understanding and insight you offer, they turn into courage and action, and you gain the fulfillment of watching the one you love grow because of you.',
      },
      controller: {
        ko: '흙의 기운이 강한 사람과는 자유와 안정 사이에서 부딪히기 쉽습니다. 챙기고 정해 두기를 좋아하는 그 사람의 방식이 나에게는 흐름을 막는 둑처럼 느껴질 수 있습니다. 그러나 둑이 있어야 물이 흩어지지 않고 깊어지듯, 그 사람의 든든함은 내 마음이 머물 자리를 만들어 줍니다.',
        en: 'With someone strong in earth, clashes come easily between freedom and stability. Their liking for looking after things and settling them can feel to you like a dam blocking your flow. Yet just as water deepens instead of scattering only when there are banks, their steadiness gives your heart a place to stay.',
      },
      controlled: {
        ko: '불의 기운이 강한 사람에게 물의 차분함은 때로 찬물처럼 느껴집니다. 뜨겁게 표현하는 그 사람은 조용한 반응을 보고 마음이 식었나 걱정하기 쉽습니다. 느끼는 것을 조금 더 소리 내어 보여 주면, 그 사람의 불꽃과 물의 깊이는 서로를 살리는 짝이 됩니다.',
        en: 'To someone strong in fire, your calm can feel like cold water at times. A person who expresses things warmly easily worries that your quiet response means your feelings have cooled. Show what you feel a little more out loud, and their flame and your depth become a pair that brings each other to life.',
      },
    },
    season: {
      name: { ko: '첫눈 오는 초겨울', en: 'Early winter, at the first snow' },
      text: {
        ko: '물 기운의 사랑에 말을 거는 때는 첫눈이 내리는 초겨울 밤입니다. 눈은 소리 없이 내려 세상의 소음을 덮고, 그 고요 속에서 사람들은 비로소 가까운 이의 목소리를 또렷이 듣습니다. 이 사랑도 요란하지 않지만, 고요한 때에 가장 깊이 전해집니다. 해마다 첫눈이 오는 날이면 연인에게 짧은 안부를 건네고, 올해 서로에 대해 새로 알게 된 것 하나씩을 이야기해 보세요.',
        en: 'The time that speaks to your love is an early winter night when the first snow falls. Snow comes down without a sound and blankets the world’s noise, and in that hush people finally hear the voices of those close to them clearly. Your love is not loud either, but it carries deepest in quiet times. Each year on the day of the first snow, send your partner a short note, and tell each other one thing you newly learned about the other this year.',
      },
    },
    hexagram: {
      id: 31,
      reason: {
        ko: '물 기운의 사랑에 어울리는 괘는 제31괘 택산함(澤山咸)입니다. 함(咸)은 서로 느끼고 응한다는 뜻으로, 아래의 산(艮) 위에 못(兌)이 있어 못의 물은 산으로 스며들고 산은 못을 떠받치는 모습입니다. 대상전은 군자가 이를 보고 마음을 비워 남을 받아들인다고 했습니다. 효사는 엄지발가락에서 시작해 몸을 따라 올라가며 느낌이 얕을 수도 깊을 수도 있음을 보여 줍니다. 상대에게 스며들어 헤아리는 사람에게, 참된 감응은 억지가 아니라 비운 마음과 진실함에서 나온다고 일러 주는 괘입니다.',
        en: 'Your hexagram is number 31, Influence. Its name means feeling and responding to one another: the lake rests above the mountain, its water seeping into the mountain while the mountain bears the lake up. The Great Image says the person of character, seeing this, receives others with an open, empty heart. The line texts start at the big toe and move up the body, showing that feeling can be shallow or deep. To you, who seep into another person and read them, it says that true response comes not from effort or force but from an emptied heart and sincerity.',
      },
    },
    practices: [
      {
        title: { ko: '읽은 것을 질문으로', en: 'Turn what you read into a question' },
        text: {
          ko: '연인의 기분이 달라 보일 때 혼자 짐작하지 말고 “오늘 조금 조용해 보이는데, 무슨 일 있어요?”라고 물어보세요. 알아차림은 말이 될 때 비로소 다리가 됩니다.',
          en: 'When your partner’s mood seems different, do not guess alone; ask, “You seem a bit quiet today. Is something up?” Noticing becomes a bridge only once it is put into words.',
        },
      },
      {
        title: { ko: '바라는 것 하나 말하기', en: 'Say one thing you want' },
        text: {
          ko: '일주일에 한 번, 작더라도 내가 원하는 것 하나를 먼저 말해 보세요. 저녁 메뉴든 주말 계획이든, 내 바람이 관계에 흐르게 하는 연습입니다.',
          en: 'Once a week, be the first to name one thing you want, however small, whether tonight’s dinner or the weekend plan. It is practice at letting your wishes flow into the relationship.',
        },
      },
      {
        title: { ko: '혼자만의 시간 예고하기', en: 'Announce your alone time' },
        text: {
          ko: '혼자 가라앉는 시간이 필요할 때는 언제까지인지 함께 알려 주세요. “오늘 밤은 혼자 있고 내일 아침에 연락할게요”라는 한 문장이 상대의 불안을 덜어 줍니다.',
          en: 'When you need time to sink into yourself, say how long it will last: “I’ll be on my own tonight and message you tomorrow morning.” That one sentence eases your partner’s worry.',
        },
      },
    ],
    shapedBy: {
      mother: {
        ko: '쇠의 기운이 함께 있어 깊은 사랑에 분명한 약속이 더해집니다. 마음을 헤아리는 데서 그치지 않고 지킬 것을 또렷이 말할 줄 알아서, 연인은 그 깊이를 막연함이 아니라 믿음으로 느낍니다.',
        en: 'With metal alongside, clear commitment joins your deep love. You do not stop at reading hearts but can say plainly what you will keep to, so your partner feels your depth not as vagueness but as trust.',
      },
      child: {
        ko: '나무의 기운이 함께 있어 사랑이 깊이에서 머물지 않고 함께 나아갑니다. 오랜 대화에서 얻은 이해를 둘의 계획과 도전으로 옮길 줄 알아서, 관계가 고요하면서도 자랍니다.',
        en: 'With wood alongside, your love does not stay in the depths but moves forward together. You can carry the understanding gained in long talks into plans and ventures for two, so the relationship grows while staying calm.',
      },
      controller: {
        ko: '흙의 기운이 함께 있어 흐르는 마음에 머물 자리가 생깁니다. 생각이 깊어지다가도 함께하는 일상과 약속으로 돌아올 줄 알아서, 연인은 이 사람이 멀리 떠내려가지 않는다는 안정감을 느낍니다.',
        en: 'With earth alongside, your flowing heart has a place to stay. Even as your thoughts go deep, you know how to return to shared routines and promises, so your partner feels secure that you will not drift far away.',
      },
      controlled: {
        ko: '불의 기운이 함께 있어 조용한 사랑이 따뜻하게 겉으로 드러납니다. 헤아린 마음을 웃음과 표현으로 전할 줄 알아서, 연인은 그 깊은 이해를 느낄 뿐 아니라 눈으로도 봅니다.',
        en: 'With fire alongside, your quiet love shows itself warmly on the outside. You can pass on what you have sensed through laughter and expression, so your partner not only feels your deep understanding but sees it too.',
      },
    },
  },
};

/** When two elements weigh the same in a Relationship result: the love the two make together. */
export const relationshipBlends: Blends = {
  'wood-fire': {
    ko: '사랑하는 마음에 나무와 불이 같은 무게로 담겨 있습니다. 상생의 흐름대로 함께 자라고 싶은 마음이 곧 뜨거운 표현이 되니, 연인과 미래를 그리면서 그 설렘을 아낌없이 보여 주는 사람입니다. 함께 있으면 늘 무언가가 새로 시작되는 관계를 만들지만, 둘 다 앞으로 달려가는 기운이라 조용히 쉬어 가는 날을 일부러 만들어야 사랑이 오래 탑니다.',
    en: 'Wood and fire weigh the same in your love. Following the generating cycle, the wish to grow together becomes heated expression, so you picture a future with your partner while showing the thrill of it without reserve. You build a relationship where something new is always beginning, but both energies race forward, so your love burns longest when you deliberately make quiet days for resting.',
  },
  'wood-earth': {
    ko: '사랑하는 마음에 나무와 흙이 같은 무게로 담겨 있습니다. 상극의 관계라 새로운 것을 함께 해 보고 싶은 마음과 익숙한 일상을 지키고 싶은 마음이 안에서 자주 줄다리기를 합니다. 그 줄다리기가 오히려 사랑을 균형 있게 만듭니다. 연인에게는 설레는 제안과 편안한 저녁을 함께 건넬 수 있으니, 어느 쪽이 지금 필요한지 상대에게 물어보는 습관만 들이면 됩니다.',
    en: 'Wood and earth weigh the same in your love. The two stand in the overcoming cycle, so a wish to try new things together and a wish to protect a familiar routine often play tug-of-war inside you. That very tug gives your love its balance. You can offer a partner both an exciting proposal and a comfortable evening; you need only the habit of asking which one they need right now.',
  },
  'wood-metal': {
    ko: '사랑하는 마음에 나무와 쇠가 같은 무게로 담겨 있습니다. 상극의 관계에서 쇠가 나무를 다듬듯, 함께 꿈꾸고 싶은 마음 곁에 약속과 경계를 분명히 하려는 마음이 서 있습니다. 그래서 설레면서도 신중한 연인입니다. 다만 스스로의 기대를 너무 일찍 잘라 내면 관계가 피어날 틈이 줄어드니, 꿈꾸는 이야기는 끝까지 나눈 뒤에 현실을 따져 보세요.',
    en: 'Wood and metal weigh the same in your love. As metal trims wood in the overcoming cycle, beside the wish to dream together stands a wish to make promises and boundaries clear. That makes you a partner who is excited yet careful. Cut back your own hopes too early, though, and the relationship has less room to bloom, so share the dreaming talk all the way through before weighing up reality.',
  },
  'wood-water': {
    ko: '사랑하는 마음에 나무와 물이 같은 무게로 담겨 있습니다. 물이 나무를 기르는 상생의 짝이라, 상대를 깊이 헤아린 마음이 자연스럽게 함께 자라자는 응원으로 이어집니다. 연인의 속마음을 먼저 읽고, 그 마음이 원하는 방향으로 함께 걸어가 주는 사람입니다. 깊은 대화와 새로운 경험을 번갈아 나눌 때 두 기운이 모두 살아납니다.',
    en: 'Wood and water weigh the same in your love. Water raises wood in the generating cycle, so your deep understanding of a partner flows naturally into encouragement to grow together. You read your partner’s inner heart first, then walk with them in the direction that heart wants to go. Both energies come alive when you alternate deep conversation with new experiences.',
  },
  'fire-earth': {
    ko: '사랑하는 마음에 불과 흙이 같은 무게로 담겨 있습니다. 불이 흙을 데우는 상생의 짝이라, 뜨거운 고백과 매일의 보살핌이 한 사람 안에서 함께 나옵니다. 연인은 이 사람에게서 설렘과 안식을 동시에 얻고, 그 곁을 떠나기 어려워합니다. 두 기운 모두 주는 데 익숙하니, 받는 연습을 따로 해 두어야 화로가 식지 않습니다.',
    en: 'Fire and earth weigh the same in your love. Fire warms earth in the generating cycle, so passionate declarations and daily care come from one and the same person. Your partner gets both thrill and refuge from you and finds it hard to leave your side. Both energies are used to giving, so practice receiving on purpose to keep your hearth from cooling.',
  },
  'fire-metal': {
    ko: '사랑하는 마음에 불과 쇠가 같은 무게로 담겨 있습니다. 상극의 관계라 마음껏 표현하고 싶은 나와 절제하고 지키려는 내가 자주 부딪칩니다. 어떤 날은 뜨겁게 다가가고 어떤 날은 차갑게 물러서서 상대가 헷갈려 할 수도 있습니다. 그러나 둘이 잘 만나면 뜨거운 약속, 곧 열정적이면서도 끝까지 지켜지는 사랑이 됩니다. 오늘은 어느 쪽의 나인지 연인에게 말로 알려 주세요.',
    en: 'Fire and metal weigh the same in your love. They stand in the overcoming cycle, so the you who wants to express everything often collides with the you who wants restraint and constancy. Some days you approach warmly, other days you step back coolly, and a partner may be puzzled. When the two meet well, though, they make a fiery promise: love that is passionate and also kept to the end. Tell your partner in words which of you is here today.',
  },
  'fire-water': {
    ko: '사랑하는 마음에 불과 물이 같은 무게로 담겨 있습니다. 상극의 관계에서 물이 불을 다스리듯, 뜨겁게 표현하는 연인이면서 동시에 깊이 가라앉아 헤아리는 연인입니다. 이 두 얼굴이 상대에게 예측하기 어렵게 느껴질 수 있지만, 환한 웃음과 깊은 이해를 모두 줄 수 있는 사람은 흔하지 않습니다. 감정이 오를 때와 가라앉을 때를 상대와 솔직하게 나누는 것이 열쇠입니다.',
    en: 'Fire and water weigh the same in your love. As water governs fire in the overcoming cycle, you are a partner who expresses warmly and also one who sinks deep to understand. The two faces can seem unpredictable to the other person, but few people can give both bright laughter and deep understanding. The key is telling your partner honestly when your feelings are rising and when they are settling.',
  },
  'earth-metal': {
    ko: '사랑하는 마음에 흙과 쇠가 같은 무게로 담겨 있습니다. 흙이 쇠를 품는 상생의 짝이라, 너그러운 보살핌과 흔들림 없는 신의가 하나로 엮여 있습니다. 연인은 무슨 일이 있어도 이 사람이 그 자리에 있으리라는 것을 의심하지 않습니다. 두 기운 모두 지키는 쪽이라 관계가 익숙함에 머물기 쉬우니, 가끔은 둘이 함께 처음 해 보는 일을 일부러 만들어 보세요.',
    en: 'Earth and metal weigh the same in your love. Earth holds metal in the generating cycle, so generous care and unwavering loyalty are woven together in you. Your partner never doubts that whatever happens, you will be there. Both energies are keepers, so the relationship can settle into the familiar; now and then, deliberately make something the two of you try for the first time.',
  },
  'earth-water': {
    ko: '사랑하는 마음에 흙과 물이 같은 무게로 담겨 있습니다. 상극의 관계에서 흙이 물길을 잡아 주듯, 마음 안에 깊이 헤아리는 마음과 든든하게 붙들어 주는 마음이 함께 있습니다. 연인의 속마음을 읽고 일상의 보살핌으로 담아낼 줄 아는 사람입니다. 다만 걱정이 많아지면 두 기운이 함께 무거워지니, 마음에 고인 것을 자주 말로 흘려보내야 합니다.',
    en: 'Earth and water weigh the same in your love. As earth guides the course of water in the overcoming cycle, you hold both a heart that reads deeply and a heart that holds on steadily. You can read your partner’s inner feelings and pour them into everyday care. When worries multiply, though, both energies grow heavy together, so let what pools in your heart flow out often in words.',
  },
  'metal-water': {
    ko: '사랑하는 마음에 쇠와 물이 같은 무게로 담겨 있습니다. 쇠가 물을 낳는 상생의 짝이라, 곧은 약속이 깊은 이해로 흐르고 깊은 이해는 다시 맑은 신의로 걸러집니다. 말수가 적지만 한 사람을 오래, 깊이 사랑하는 연인입니다. 두 기운 모두 안으로 향하니, 마음속에 있는 애정을 밖으로 꺼내 보이는 작은 습관이 관계에 온기를 더해 줍니다.',
    en: 'Metal and water weigh the same in your love. Metal gives rise to water in the generating cycle, so firm promises flow into deep understanding, and deep understanding is filtered back into clear loyalty. You speak little, but you love one person long and deeply. Both energies turn inward, so a small habit of bringing the affection inside you out into view adds warmth to the relationship.',
  },
};
