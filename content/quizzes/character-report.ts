/**
 * Character Insight: the long report of each element profile. Our own words, 합니다체 in
 * Korean; for self-reflection, never advice on health or money. Shape: report-schema.ts.
 */
import type { Blends, CharacterReport } from './report-schema';
import type { Element } from './schema';

export const characterReports: Record<Element, CharacterReport> = {
  wood: {
    sections: {
      best: {
        ko: '가장 좋을 때는 아직 아무도 가 보지 않은 길 앞에서 먼저 신발 끈을 묶는 사람입니다. 막연한 생각을 “일단 해 보자”는 첫걸음으로 바꾸고, 그 걸음에 다른 사람들이 따라 걷게 만듭니다. 사람 안에 숨은 가능성도 잘 알아봐서, 후배나 친구가 스스로도 몰랐던 재능을 이 사람의 말 한마디에서 처음 발견하곤 합니다. 무엇보다 실패를 끝이 아니라 가지치기로 여깁니다. 잘린 자리에서 새 가지가 더 굵게 돋는다는 것을 몸으로 아는 사람입니다. 그래서 이런 사람이 속한 모임에는 늘 무언가 새로 움트는 기운이 감돕니다.',
        en: 'At your best, you are the one who laces up first at the head of a path nobody has walked yet. You turn a vague idea into a first step, “let’s just try it,” and others find themselves walking behind you. You have an eye for the potential hidden in people, so a younger colleague or a friend often first hears about a talent of theirs from something you said. Above all, you treat failure as pruning rather than an ending. You know in your bones that a cut branch grows back thicker. That is why something always seems to be sprouting in any group you belong to.',
      },
      blindSpots: {
        ko: '약점은 대개 힘이 넘치는 데서 생깁니다. 벌여 놓은 일이 서너 개로 늘어나면 어느 것도 열매를 맺기 전에 새 싹에 마음이 갑니다. 느린 사람을 기다리는 일이 답답해 혼자 앞서가다 보면, 함께 가려던 사람들이 뒤에서 서운함을 삼키기도 합니다. 또 더 자라야 한다는 마음이 지나치면 지금의 자신을 늘 모자란 사람으로 보게 됩니다. 나무는 겨울에도 자라고 있으며, 멈춘 듯한 시간에 뿌리가 깊어진다는 사실을 기억해 두세요.',
        en: 'Your weak spots usually come from having too much drive. Once three or four projects are under way, a new shoot catches your eye before any of them has borne fruit. Waiting for slower people frustrates you, and when you stride ahead alone, the ones who meant to come along quietly swallow their hurt. And when the wish to grow runs too strong, you start to see the person you are today as never quite enough. A tree is growing even in winter: the seasons that look like standing still are when the roots go deeper.',
      },
      recharge: {
        ko: '몸을 움직이고 바깥 공기를 마실 때 가장 빨리 기운을 되찾습니다. 가 보지 않은 골목으로 걷기, 동네 뒷산 오르기, 화분 분갈이처럼 손발이 살아 있는 것과 닿는 일이 머릿속 소음을 가라앉힙니다. 반대로 하루 종일 같은 자리에 앉아 같은 일을 되풀이하면 기운이 눈에 띄게 줄어듭니다. 지쳤다고 느낄 때는 새 목표를 더하기보다 이미 자란 것을 둘러보는 시간을 가져 보세요. 지난 일 년 동안 배운 것 세 가지를 적어 보는 것만으로도 다시 물이 오릅니다.',
        en: 'You get your energy back fastest when you move your body and breathe outside air. Walking down an alley you have never taken, climbing the hill behind your neighborhood, repotting a plant: anything that puts your hands and feet in touch with living things quiets the noise in your head. A whole day in one chair doing one task, on the other hand, visibly drains you. When you feel spent, instead of adding a new goal, take time to look over what has already grown. Simply writing down three things you learned in the past year is enough to bring the sap rising again.',
      },
      work: {
        ko: '일터에서는 ‘처음’을 맡을 때 빛납니다. 새 프로젝트의 뼈대를 세우고, 아무도 손대지 않은 문제를 먼저 붙잡고, 팀이 머뭇거릴 때 방향을 내놓는 자리가 잘 맞습니다. 다만 시작의 설렘이 지나간 뒤 마무리 단계에서 집중이 흩어지기 쉬우니, 끝맺음에 강한 동료와 짝을 이루면 좋습니다. 돈도 쌓아 두기보다 배움과 경험과 새 도구에 쓰고 싶어 합니다. 나무다운 씀씀이지만, 새로 벌이는 일에 쓰기 전에 일주일쯤 마음을 묵혀 두는 작은 규칙을 두면 뒤늦은 아쉬움이 줄어듭니다.',
        en: 'At work you shine when you are given the beginning. Setting up the frame of a new project, grabbing a problem nobody has touched, offering a direction when the team hesitates: these roles suit you. Once the thrill of starting wears off, though, your focus tends to scatter in the finishing stretch, so pair up with a colleague who is strong at closing. With money, too, you would rather spend on learning, experiences and new tools than let it pile up. That is true to who you are; a small rule of letting a purchase for a new venture sit for a week before you make it will spare you some later regret.',
      },
      love: {
        ko: '사랑과 우정에서는 상대가 더 나은 자신이 되도록 곁에서 북돋는 사람입니다. 친구의 새 도전을 누구보다 먼저 축하하고, 연인과는 함께 배우고 여행하며 자라는 관계를 바랍니다. 그런데 응원이 조언으로, 조언이 재촉으로 바뀌는 순간이 있습니다. 상대가 지금은 쉬고 싶어 하는데 “그래도 해 보자”는 말이 목까지 차오른다면, 잠시 물을 주는 대신 햇볕만 되어 주세요. 기다려 줄 때 사람들은 오히려 더 멀리 자랍니다.',
        en: 'In love and friendship you are the one who cheers people on to become a better version of themselves. You are the first to celebrate a friend’s new venture, and with a partner you want a relationship that grows through learning and traveling together. Yet there is a moment when encouragement turns into advice, and advice into pushing. If your partner wants rest right now and “come on, let’s try” rises in your throat, hold back the watering can for a while and simply be sunlight. When you wait for people, they grow further than you would have pushed them.',
      },
    },
    season: {
      name: { ko: '이른 봄', en: 'Early spring' },
      text: {
        ko: '나무 기운이 강한 사람에게 말을 거는 계절은 입춘에서 곡우에 이르는 이른 봄입니다. 바람이 아직 찬데도 가지 끝이 먼저 부풀어 오르는 그때처럼, 남들이 준비가 덜 되었다고 여길 때 이미 움직이고 있습니다. 봄은 서두르지 않아도 반드시 오고, 꽃눈은 한꺼번에 다 터지지 않습니다. 해마다 봄이 오면 지난해 심어 둔 것 가운데 무엇이 움텄는지 살펴보는 날로 삼아 보세요.',
        en: 'The season that speaks to you is early spring, the weeks when the buds swell while the wind is still cold. Like the tips of branches that start before the weather agrees, you are already moving when others think it is too soon. Spring arrives without being hurried, and the buds never open all at once. Each year when it comes back, make one day of it a day to see which of last year’s seeds have sprouted.',
      },
    },
    hexagram: {
      id: 46,
      reason: {
        ko: '나무 기운이 강한 사람에게 어울리는 괘는 제46괘 지풍승(地風升)입니다. 아래에는 나무를 뜻하기도 하는 바람(巽)이, 위에는 땅(坤)이 있어 땅속에서 나무가 자라 올라오는 모습입니다. 나무는 돌을 만나면 밀어붙이지 않고 비켜 가며 조금씩 오르고, 괘사는 걱정하지 말고 밝은 남쪽으로 나아가라고 말합니다. 옛사람들은 이 괘에서 작은 것을 쌓아 높고 큰 것을 이루는 모습을 보았습니다. 많은 것을 한꺼번에 시작하고 싶은 마음에, 한 줄기를 꾸준히 키워 높이 오르는 길을 일러 주는 괘입니다.',
        en: 'Your hexagram is number 46, Pushing Upward. Below sits wind, the trigram that also stands for wood; above it lies earth: a tree growing up from inside the ground. Meeting a stone, the tree does not shove but bends around it and keeps climbing, and the judgment says not to worry and to set out toward the bright south. The ancients saw in it small things piled up until they become high and great. For someone who wants to start everything at once, it shows the way of raising a single stem steadily until it stands tall.',
      },
    },
    practices: [
      {
        title: { ko: '한 줄기 고르기', en: 'Choose one stem' },
        text: {
          ko: '이번 달에 마음이 가는 일을 모두 적은 뒤, 끝까지 키울 하나에만 동그라미를 치세요. 나머지는 ‘다음 봄’ 목록으로 옮겨 두면 버린 것이 아니라 미뤄 둔 것이 됩니다.',
          en: 'List everything that tugs at you this month, then circle the one you will see through to the end. Move the rest to a “next spring” list: not thrown away, only set aside for later.',
        },
      },
      {
        title: { ko: '세 번 숨 고르기', en: 'Three breaths' },
        text: {
          ko: '누군가와 함께 일하다 먼저 말하고 싶어지는 순간, 세 번 숨을 쉬고 상대의 말을 끝까지 들어 보세요. 하루에 한 번이면 충분합니다.',
          en: 'Once a day, when you are working with someone and itch to jump in first, take three breaths and hear them out to the last word.',
        },
      },
      {
        title: { ko: '뿌리 일기', en: 'A root journal' },
        text: {
          ko: '일주일에 한 번, 겉으로 드러나지 않았지만 자란 것 하나를 적습니다. 참아 낸 일, 새로 알게 된 사실, 조금 깊어진 관계처럼 보이지 않는 성장을 기록하는 습관입니다.',
          en: 'Once a week, write down one thing that grew without showing: something you held out through, a fact you learned, a friendship that deepened a little. It trains your eye for growth that happens underground.',
        },
      },
    ],
    shapedBy: {
      mother: {
        ko: '물의 기운이 곁에 있어 나무의 뿌리가 촉촉합니다. 서두르고 싶은 순간에도 한 번 더 헤아리는 깊이가 있어서, 새로운 시작이 충동이 아니라 오래 품어 온 뜻에서 나옵니다.',
        en: 'With water beside it, your wood keeps its roots moist. Even when you long to rush, there is a depth that thinks things through once more, so your new beginnings grow from a purpose long held rather than from impulse.',
      },
      child: {
        ko: '불의 기운은 나무가 타올라 빛이 되는 자리입니다. 세운 계획이 머릿속에 머물지 않고 말과 열정이 되어 사람들에게 번지지만, 불이 나무를 빨리 태우듯 지치는 속도도 빨라질 수 있습니다.',
        en: 'Fire is where your wood catches and turns into light. Your plans do not stay in your head; they spread to others as words and enthusiasm. But just as fire burns through wood quickly, you may also run out of fuel sooner than you expect.',
      },
      controller: {
        ko: '쇠의 기운은 뻗어 가는 가지를 다듬는 가위입니다. 무엇을 자르고 무엇을 남길지 가려내는 눈이 있어서, 성장이 무성하기보다 모양이 바르고, 시작한 일을 정리하는 힘도 함께 지닙니다.',
        en: 'Metal is the pair of shears that shapes your spreading branches. It gives you an eye for what to cut and what to keep, so your growth is well formed rather than overgrown, and you can also tidy up what you have started.',
      },
      controlled: {
        ko: '흙의 기운은 나무가 뿌리를 내리는 땅입니다. 새로운 일을 꿈꾸는 데서 그치지 않고 현실의 자리에 심어 가꾸며, 다만 땅을 너무 세게 파고들면 곁의 사람들이 지칠 수 있습니다.',
        en: 'Earth is the ground your wood roots into. You do not stop at dreaming up something new; you plant it in real soil and tend it. Dig too hard, though, and the people who make up that ground can grow tired.',
      },
    },
  },
  fire: {
    sections: {
      best: {
        ko: '가장 좋을 때는 방 안의 온도를 바꾸는 사람입니다. 어색하게 흩어져 있던 사람들이 농담 하나, 진심 어린 칭찬 하나에 서로를 향해 돌아앉습니다. 느낀 것을 숨기지 않으니 함께 있는 사람도 덩달아 솔직해질 용기를 얻습니다. 좋아하는 것을 이야기할 때면 눈이 반짝이고, 그 반짝임이 듣는 사람에게 “나도 해 보고 싶다”는 마음을 옮겨 붙입니다. 무대에 서면 메시지가 자료보다 목소리로 먼저 전해집니다. 먼저 소리 내어 웃으면 긴장한 사람들의 어깨가 스르르 내려갑니다.',
        en: 'At your best, you are someone who changes the temperature of a room. People standing awkwardly apart turn toward each other after one of your jokes or one sincere compliment. Because you do not hide what you feel, the people with you find the courage to be honest too. When you talk about something you love your eyes light up, and that light passes on to the listener as “I want to try that.” When you take the stage, your message reaches people through your voice before any slide does. When you laugh out loud first, tense shoulders around you drop.',
      },
      blindSpots: {
        ko: '불은 빨리 붙는 만큼 빨리 사그라들기도 합니다. 처음의 뜨거움으로 많은 일을 약속하지만, 열기가 식은 뒤에도 그 약속이 남아 있다는 것을 가끔 잊습니다. 분위기를 살리려는 마음이 앞서 아직 정리되지 않은 생각을 말해 버리기도 하고, 조용한 사람의 침묵을 무관심으로 잘못 읽기도 합니다. 사람들의 반응이 곧 자신의 가치처럼 느껴지는 날에는 작은 무표정에도 마음이 크게 흔들립니다. 박수가 없는 자리에서도 내 빛은 여전히 빛이라는 사실을 스스로에게 자주 들려주세요.',
        en: 'Fire that catches quickly can also die down quickly. In the first heat you promise a great deal, and sometimes forget that the promises remain after the warmth has gone. Eager to lift the mood, you may voice a thought before it is ready, or misread a quiet person’s silence as indifference. On days when other people’s reactions feel like the measure of your worth, even one blank face can shake you badly. Remind yourself often that your light is still light in a room where nobody is clapping.',
      },
      recharge: {
        ko: '다시 타오르게 하는 것은 사람과 즐거움입니다. 마음 맞는 친구와의 긴 저녁 식사, 좋아하는 노래를 크게 따라 부르는 시간, 공연장에서 함께 환호하는 순간에 장작이 다시 쌓입니다. 그러나 모든 충전이 모임일 필요는 없습니다. 약속으로 가득 찬 주간이 이어진 뒤에는 아무에게도 반응하지 않아도 되는 반나절이 꼭 필요합니다. 불씨는 재 속에서 쉬며 열을 지킨다는 것을 떠올리고, 휴대전화를 멀리 둔 채 햇볕 아래 낮잠을 자는 것도 훌륭한 휴식입니다.',
        en: 'What rekindles you is people and delight. A long dinner with a kindred friend, singing along loudly to a favorite song, cheering together in a concert hall: these are the moments that restack your firewood. Yet not every recharge needs to be a gathering. After a week packed with plans, you truly need half a day when you owe nobody a reaction. Remember that an ember keeps its heat by resting under the ash; a nap in the sunlight with your phone in another room counts as excellent rest.',
      },
      work: {
        ko: '일에서는 사람을 움직여야 하는 자리가 잘 맞습니다. 발표, 홍보, 교육, 새 동료를 맞이하는 일처럼 생각을 이야기로 바꾸고 분위기를 만들어야 하는 일에서 실력이 드러납니다. 반면 혼자서 긴 숫자 표를 맞추는 일은 금세 지루해지니, 그런 일은 짧게 나누어 작은 보상을 붙여 두는 편이 좋습니다. 돈 앞에서는 인심이 후해서 선물이나 함께하는 경험에 선뜻 지갑을 엽니다. 그 너그러움은 장점이며, 감정이 한껏 오른 날에는 결정을 다음 날 아침으로 미루는 습관 하나만 더하면 충분합니다.',
        en: 'At work you fit roles where people need to be moved. Presenting, promoting, teaching, welcoming new colleagues: wherever an idea must become a story and a mood must be set, your skill shows. Reconciling a long spreadsheet alone, by contrast, bores you fast, so break such tasks into short stretches with a small reward after each. With money you are open-handed and reach for your wallet readily for gifts and shared experiences. That generosity is a strength; just add one habit of putting off decisions made on a high-feeling day until the next morning.',
      },
      love: {
        ko: '사랑과 우정에서는 아낌없이 주는 사람입니다. 기념일을 잊지 않고, 친구의 좋은 소식에는 본인보다 더 크게 기뻐하며, 사랑한다는 말을 아끼지 않습니다. 다만 내가 표현하는 만큼 상대도 표현해 주기를 바라는 마음이 생기면, 말수가 적은 사람의 조용한 사랑을 놓칠 수 있습니다. 누군가 말없이 건네는 커피 한 잔도 그 사람의 방식으로 피운 작은 불꽃입니다. 다툼이 생겼을 때는 뜨거운 첫마디를 한 번 삼키고, 상대가 식힐 시간을 가진 뒤에 다시 마주 앉는 편이 훨씬 빨리 풀립니다.',
        en: 'In love and friendship you give without holding back. You never forget an anniversary, you rejoice at a friend’s good news more loudly than they do, and you are never stingy with “I love you.” But if you start expecting others to express as much as you do, you may miss the quiet love of someone who speaks less. A person silently handing you a coffee is lighting a small flame in their own way. When a quarrel flares, swallow your hot first sentence once, and sit down together again after the other person has had time to cool; it mends much faster that way.',
      },
    },
    season: {
      name: { ko: '한여름', en: 'Midsummer' },
      text: {
        ko: '불 기운이 강한 사람에게 말을 거는 계절은 해가 가장 높이 뜨는 한여름, 하지 무렵입니다. 낮이 가장 긴 그날처럼 많은 것을 환히 비출 수 있지만, 하지가 지나면 해가 조금씩 짧아지는 것도 자연의 이치입니다. 여름밤이 더위를 식혀 주듯 불에게도 식는 시간이 필요합니다. 해마다 하지가 오면 올해 내가 밝혀 준 사람들의 이름을 적어 보고, 그 가운데 나를 밝혀 준 사람에게도 고마움을 전해 보세요.',
        en: 'The season that speaks to you is midsummer, around the solstice when the sun climbs highest. Like that longest day, you can light up a great deal, and yet it is nature’s way that after the solstice the days slowly shorten. Just as a summer night cools the heat, you need time to cool as well. Each year at the solstice, write down the names of the people you brought light to this year, and thank the ones among them who brought light to you.',
      },
    },
    hexagram: {
      id: 30,
      reason: {
        ko: '불 기운이 강한 사람에게 어울리는 괘는 제30괘 중화리(重火離)입니다. 불(離)이 안과 밖에 겹친 괘로, 밝음이 밝음을 이어 사방을 비추는 모습입니다. 이 괘가 먼저 일러 주는 것은 불에는 제 모양이 없어 무언가에 붙어야만 빛난다는 사실입니다. 그래서 무엇에 마음을 붙이느냐가 빛의 성질을 정합니다. 괘사가 쉽게 날뛰지 않는 암소를 기르면 길하다고 말하듯, 뜨거운 마음은 온순하고 꾸준한 중심에 붙어 있을 때 오래 타오릅니다.',
        en: 'Your hexagram is number 30, The Clinging. Fire appears both inside and outside, brightness carrying on brightness until it lights every direction. What it teaches first is that fire has no shape of its own and shines only by clinging to something. What you attach your heart to therefore decides what kind of light you give. As the judgment says it is good fortune to raise a cow, an animal that does not bolt, your heat burns longest when it clings to a gentle, steady center.',
      },
    },
    practices: [
      {
        title: { ko: '약속 장부', en: 'A promise ledger' },
        text: {
          ko: '신이 나서 “내가 할게요”라고 말한 것을 그날 밤 한 줄씩 적어 두세요. 주말마다 장부를 열어 지킬 것과 정중히 돌려줄 것을 나누면 믿음이 쌓입니다.',
          en: 'Each night, jot down every “I’ll do it!” you said in a burst of excitement. Open the ledger on the weekend and sort what you will keep from what you will politely hand back; trust builds from there.',
        },
      },
      {
        title: { ko: '조용한 한 시간', en: 'One quiet hour' },
        text: {
          ko: '일주일에 한 번, 누구의 반응도 확인하지 않는 한 시간을 정해 두고 혼자 산책하거나 일기를 씁니다. 관객 없이 스스로를 비추는 연습입니다.',
          en: 'Once a week, set aside an hour when you check nobody’s reaction, and walk alone or write in a journal. It is practice at shining for yourself with no audience.',
        },
      },
      {
        title: { ko: '다른 언어의 사랑 찾기', en: 'Spot love in another language' },
        text: {
          ko: '가까운 사람 한 명을 떠올리고, 그가 말 대신 행동으로 보여 준 애정 세 가지를 찾아 적어 보세요. 그리고 그 방식 그대로 한 번 답해 봅니다.',
          en: 'Think of someone close and write down three ways they have shown affection through deeds instead of words. Then answer them once in that same language.',
        },
      },
    ],
    shapedBy: {
      mother: {
        ko: '나무의 기운이 불에 땔감을 대어 줍니다. 그래서 열정의 바탕에 배우고 자라려는 뜻이 깔려 있고, 한순간 반짝이고 마는 대신 새로운 목표로 다시 불붙는 힘이 있습니다.',
        en: 'Wood feeds your fire its kindling. Your passion therefore rests on a wish to learn and grow, and instead of flashing once and going out, it has the power to catch again on a new goal.',
      },
      child: {
        ko: '흙의 기운은 불이 타고 남아 기름진 재가 되는 자리입니다. 뜨거운 마음이 사람들을 챙기는 손길로 이어지고, 들뜬 분위기가 지나간 뒤에도 곁을 지키는 따뜻함이 남습니다.',
        en: 'Earth is where your fire settles into rich ash. Your warm heart turns into hands that look after people, and after the excitement has passed, a steady warmth that stays by their side remains.',
      },
      controller: {
        ko: '물의 기운이 불길을 다스립니다. 감정이 치솟는 순간에도 한 걸음 물러나 바라보는 차분함이 있어서, 드러내는 말과 몸짓이 무모하지 않고 때를 가립니다. 다만 너무 눌리면 하고 싶은 말을 삼키게 되니 알맞은 균형이 필요합니다.',
        en: 'Water tempers your flame. Even when feeling surges, a calm part of you steps back to look, so your expression is not reckless and picks its moment. Pressed too hard, though, it makes you swallow what you want to say, so the balance matters.',
      },
      controlled: {
        ko: '쇠의 기운은 불이 녹여 새 모양을 빚는 재료입니다. 뜨거운 마음을 원칙과 기준으로 벼려 낼 줄 알아서, 열정이 구체적인 결과물로 단단하게 굳습니다.',
        en: 'Metal is the material your fire melts and recasts. You know how to forge a hot heart into principles and standards, so your passion hardens into concrete results.',
      },
    },
  },
  earth: {
    sections: {
      best: {
        ko: '가장 좋을 때는 여러 사람이 기대어 쉬는 큰 마당 같습니다. 모임이 흔들릴 때 목소리를 높이지 않고도 사람들을 다시 한자리에 앉히고, 누가 끼니를 걸렀는지, 누가 오늘 말수가 적은지를 가장 먼저 알아챕니다. 말에 과장이 없어서, 이 사람이 “괜찮을 거예요”라고 하면 사람들은 정말 그렇게 믿습니다. 서두르지 않고 하나씩 쌓아 올린 일은 시간이 지날수록 무게를 더하고, 몇 해 뒤 돌아보면 머물던 자리에 가장 단단한 결과가 남아 있습니다. 화려한 시작보다 오래가는 바탕을 만드는 사람입니다.',
        en: 'At your best, you are like a wide courtyard where many people lean back and rest. When a group wobbles, you seat everyone together again without raising your voice, and you are the first to notice who skipped a meal or who is unusually quiet today. There is no exaggeration in what you say, so when you tell people “it will be all right,” they truly believe it. The work you stack up one piece at a time, without hurrying, gains weight over the years, and looking back later, the sturdiest results are found wherever you stood. You are someone who builds a lasting foundation rather than a dazzling start.',
      },
      blindSpots: {
        ko: '흙은 무엇이든 받아 주기에 스스로 무거워지기 쉽습니다. 부탁을 거절하는 일이 유난히 어려워서, 남의 짐까지 떠안은 채 괜찮다고 웃는 날이 많습니다. 변화가 닥치면 익숙한 방식을 지키고 싶은 마음이 커져, 새로운 길이 더 나은 때에도 한동안 제자리에 머물곤 합니다. 걱정이 많아지는 것도 흙의 그림자입니다. 모두를 챙기려다 보니 일어나지 않은 일까지 미리 끌어안게 됩니다. 내가 내려놓는다고 세상이 무너지지 않는다는 것, 사람들은 생각보다 튼튼하다는 것을 믿어 보세요.',
        en: 'Earth accepts whatever falls on it, and so it easily grows heavy. Saying no is unusually hard for you, and on many days you carry other people’s loads while smiling that it is nothing. When change arrives, the wish to keep the familiar way grows strong, and you may stay put for a while even when the new road is better. Worry is another of your shadows: trying to look after everyone, you end up embracing troubles that have not happened yet. You can afford to trust that the world will not collapse if you set something down, and that people are sturdier than you think.',
      },
      recharge: {
        ko: '몸이 편안하고 일상이 제자리를 찾을 때 가장 잘 쉽니다. 정성껏 밥을 지어 천천히 먹는 저녁, 정리된 방에서 맞는 아침, 흙을 만지는 텃밭이나 오래 다닌 동네 길을 걷는 시간이 마음의 땅을 다시 고르게 만듭니다. 낯선 곳에서 빽빽한 일정을 소화하는 여행은 생각보다 지치게 하니, 쉬는 날만큼은 익숙하고 느린 것을 고르는 편이 좋습니다. 그리고 쉴 때는 아무도 챙기지 않아도 된다고 스스로에게 허락해 주세요. 남을 돌보지 않는 시간이 흙에게는 가장 깊은 휴식입니다.',
        en: 'You rest best when your body is at ease and daily life settles back into place. An evening of cooking with care and eating slowly, a morning in a tidy room, a vegetable patch where you touch soil, a walk down a street you have known for years: these level your ground again. A trip that crams a tight schedule into an unfamiliar place tires you more than you expect, so on days off, choose what is familiar and slow. And when you rest, give yourself permission to look after no one. Time spent not caring for others is the deepest rest you can get.',
      },
      work: {
        ko: '일터에서는 팀의 중심을 잡는 사람입니다. 일정과 약속을 지키고, 흩어진 정보를 모아 모두가 볼 수 있게 정리하고, 부서 사이의 오해를 조용히 풀어내는 일에서 누구보다 믿음직합니다. 사람을 돌보는 일, 운영과 관리, 오래 관계를 이어 가야 하는 일이 특히 잘 맞습니다. 다만 그 수고는 눈에 띄지 않는 곳에서 이루어지기 쉬우니, 해낸 일을 스스로 기록하고 알리는 습관이 필요합니다. 돈은 꾸준히 모으고 아끼는 편이어서 든든하지만, 가족이나 친구를 돕느라 내 몫을 늘 뒤로 미루지는 않는지 가끔 돌아보세요.',
        en: 'At work you are the one who keeps the team’s center of gravity. Keeping schedules and promises, gathering scattered information into something everyone can see, quietly untangling misunderstandings between departments: in all of this you are as reliable as anyone. Caring for people, operations and management, and work that depends on long relationships suit you especially well. Your effort tends to happen where nobody sees it, though, so you need a habit of recording and mentioning what you have done. With money you save and spend carefully, which is reassuring; now and then, check whether helping family or friends keeps pushing your own share to the back.',
      },
      love: {
        ko: '사랑과 우정에서는 돌아갈 곳이 되어 주는 사람입니다. 오래된 친구들은 힘든 일이 생기면 가장 먼저 이 사람에게 전화를 걸고, 연인은 그 곁에서 긴장을 내려놓습니다. 말보다 행동으로, 기념일보다 평범한 화요일의 작은 배려로 마음을 보여 줍니다. 그런데 주는 데 익숙한 만큼 받는 데는 서툴러서, 도와주겠다는 손길을 손사래로 돌려보내곤 합니다. 받아 주는 것도 관계를 깊게 하는 일입니다. 내가 기대면 상대는 자신도 쓸모 있는 사람이라는 기쁨을 얻습니다.',
        en: 'In love and friendship you become the place people return to. Old friends call you first when something hard happens, and a partner lets the tension drain away beside you. You show your heart through deeds more than words, and through small kindnesses on an ordinary Tuesday more than on anniversaries. Yet as used to giving as you are, you are clumsy at receiving, and you often wave off a helping hand. Accepting is also a way of deepening a bond. When you lean on someone, they get the joy of knowing they can be of use to you as well.',
      },
    },
    season: {
      name: { ko: '늦여름과 계절의 사이', en: 'Late summer and the turns between seasons' },
      text: {
        ko: '흙 기운이 강한 사람에게 말을 거는 때는 곡식이 여무는 늦여름, 그리고 한 계절이 다음 계절로 넘어가는 사이의 날들입니다. 옛사람들은 흙의 기운이 어느 한 계절에 머물지 않고 계절마다 끝자락에 깃들어 다음 계절을 받쳐 준다고 보았습니다. 사람들 사이에서 흙이 하는 일도 그와 같습니다. 환절기가 올 때마다 생활의 자리를 한 번 고르고, 다음 계절에 필요한 것과 내려놓을 것을 차분히 정리해 보세요.',
        en: 'The time that speaks to you is late summer, when grain ripens, and the days when one season hands over to the next. The ancients held that earth does not stay in any single season but dwells at the end of each one, bearing up the season to come. What you do among people is much the same. Each time the seasons turn, level the ground of your daily life once, and calmly sort what the next season needs from what you can set down.',
      },
    },
    hexagram: {
      id: 2,
      reason: {
        ko: '흙 기운이 강한 사람에게 어울리는 괘는 제2괘 중지곤(重地坤)입니다. 여섯 효가 모두 음효이고 땅(坤)이 안과 밖에 겹쳐, 떨어지는 모든 것을 받아 싣는 넓고 두터운 땅의 모습입니다. 대상전은 군자가 이를 본받아 두터운 덕으로 만물을 싣는다고 했으니, 사람들을 품는 흙의 바탕과 꼭 닮았습니다. 괘사는 앞장서면 길을 잃고 뒤따르면 주인을 얻는다고도 말합니다. 이는 나서지 말라는 뜻이 아니라, 좋은 방향을 알아보고 그것을 끝까지 길러 내는 힘이 이 성격의 자리라는 뜻으로 읽을 수 있습니다.',
        en: 'Your hexagram is number 2, The Receptive. All six lines are yin and earth lies doubled inside and out: broad, deep ground that catches and carries whatever falls on it. The Great Image says the person of character takes after it and carries all things with a generous character, which is very like the ground you offer people. The judgment also says that going ahead you lose the way, while following you find a master. This is not an order to stay in the background; it can be read as saying your place is the strength to recognize a good direction and raise it to maturity.',
      },
    },
    practices: [
      {
        title: { ko: '하루 한 번의 거절', en: 'One no a day' },
        text: {
          ko: '일주일 동안 하루에 한 번, 작은 부탁 하나를 정중하게 사양해 보세요. “이번에는 어렵겠습니다”라는 한 문장을 입에 익히는 연습입니다.',
          en: 'For one week, politely decline one small request a day. It is practice in getting your mouth used to a single sentence: “I can’t this time.”',
        },
      },
      {
        title: { ko: '내 몫의 밥상', en: 'A table set for you' },
        text: {
          ko: '일주일에 한 끼는 오직 자신을 위해 차리고, 그 시간에는 누구의 연락에도 답하지 않습니다. 남에게 주던 정성을 그대로 자신에게 돌려주는 시간입니다.',
          en: 'Once a week, prepare a meal only for yourself and answer no messages while you eat. It returns to you the same care you usually give away.',
        },
      },
      {
        title: { ko: '보이지 않는 일 적기', en: 'Write down the invisible work' },
        text: {
          ko: '한 달 동안 조용히 해낸 일을 날짜와 함께 적어 두세요. 달이 끝나면 목록을 읽어 보고, 그중 하나는 함께 일하는 사람에게 알려 봅니다.',
          en: 'For a month, note the things you quietly got done, each with its date. At the end of the month, read the list and tell someone you work with about at least one of them.',
        },
      },
    ],
    shapedBy: {
      mother: {
        ko: '불의 기운이 땅을 데워 줍니다. 그래서 든든함에 무뚝뚝함 대신 표현하는 온기가 배어 있고, 사람들은 그 곁에서 안전할 뿐 아니라 즐겁다고도 느낍니다.',
        en: 'Fire warms your ground. Your steadiness therefore carries an expressed warmth instead of gruffness, and people feel not only safe beside you but glad to be there.',
      },
      child: {
        ko: '쇠의 기운은 땅속에서 캐낸 광물입니다. 넉넉히 품는 마음에 분명한 기준과 정리하는 솜씨가 더해져, 돌봄이 한없이 퍼 주기보다 지속할 수 있는 틀을 갖춥니다.',
        en: 'Metal is the ore mined from your ground. A clear standard and a knack for order join your generous heart, so your caring takes on a lasting structure instead of giving endlessly.',
      },
      controller: {
        ko: '나무의 기운이 단단한 땅을 뿌리로 뚫어 숨 쉬게 합니다. 익숙한 자리에 머물고 싶을 때에도 새로운 것을 시도하라는 작은 떠밀림이 있어서, 안정이 고여 있지 않고 조금씩 자랍니다.',
        en: 'Wood pierces your firm ground with roots and lets it breathe. Even when you want to stay where it is familiar, a small push to try something new keeps your stability from going stale; it grows a little at a time.',
      },
      controlled: {
        ko: '물의 기운은 땅이 둑이 되어 담아 주는 것입니다. 깊은 생각과 흔들리는 감정을 받아 제 길로 흐르게 해 주는 사람이라, 고민 많은 친구들이 유난히 이 사람을 찾습니다.',
        en: 'Water is what your ground holds like a riverbank. You take in deep thoughts and unsettled feelings and help them flow along their proper course, which is why troubled friends seek you out in particular.',
      },
    },
  },
  metal: {
    sections: {
      best: {
        ko: '가장 좋을 때는 뒤엉킨 실타래에서 당겨야 할 한 가닥을 찾아내는 사람입니다. 회의가 길어지고 말이 겉돌 때 “그래서 지금 정해야 할 것은 이것입니다”라는 한마디로 방향을 세웁니다. 좋은 것과 그럴듯한 것을 가려내는 눈이 밝고, 한번 맡은 일은 기준에 못 미치면 스스로 다시 손봅니다. 칭찬이 드문 만큼 무게가 있어서, 이 사람에게 인정받은 사람은 그 말을 오래 간직합니다. 옳지 않은 일 앞에서 조용히, 그러나 물러서지 않고 선을 긋는 모습은 주변에 보이지 않는 용기를 나누어 줍니다.',
        en: 'At your best, you are someone who finds the one thread to pull in a tangled skein. When a meeting drags and talk goes in circles, one sentence from you, “so what we need to decide now is this,” sets the direction. You have a sharp eye for telling the good from the merely plausible, and when a piece of work falls short of the standard you rework it yourself without being asked. Your praise is rare and therefore weighty; people you have recognized keep your words for a long time. The way you draw a line before something wrong, quietly but without backing down, lends unseen courage to those around you.',
      },
      blindSpots: {
        ko: '잘 벼린 칼날은 의도하지 않아도 베일 때가 있습니다. 사실을 정확히 말하는 것이 상대를 존중하는 길이라 믿지만, 듣는 사람에게는 그 정확함이 차갑게 닿을 수 있습니다. 기준이 높은 만큼 다른 사람의 서툰 시도를 기다려 주기 어렵고, 결국 “그냥 내가 하고 말지” 하며 일을 떠안기도 합니다. 그 엄격함이 가장 날카롭게 향하는 곳은 사실 자기 자신입니다. 작은 실수 하나를 며칠씩 곱씹는 밤이 있다면, 가을 들판도 완벽하게 거두어지는 일은 없다는 것을 떠올려 보세요.',
        en: 'A well-honed blade can cut even when it does not mean to. You believe that stating the facts precisely is a form of respect, yet to the listener that precision can land coldly. Because your standards are high, it is hard for you to wait out other people’s clumsy attempts, and you often end up taking the task over with a sigh of “I’ll just do it myself.” The place that rigor points most sharply, though, is at you. If there are nights when you chew over one small mistake for days, remember that no autumn field is ever harvested perfectly.',
      },
      recharge: {
        ko: '비우고 정돈할 때 기운이 맑아집니다. 서랍 하나를 비우고, 쌓인 메일함을 정리하고, 꼭 필요한 것만 남은 책상 앞에 앉는 순간 마음의 소음도 함께 줄어듭니다. 이른 아침의 찬 공기 속을 걷거나, 깊이 숨을 쉬는 운동, 혼자 듣는 잔잔한 음악도 잘 맞는 쉼입니다. 시끄럽고 어수선한 모임이 길어지면 말없이 지쳐 가니, 그런 자리 뒤에는 혼자만의 조용한 시간을 일정에 미리 넣어 두세요. 물건을 덜어 낼수록 가벼워지는 것처럼, 해야 할 일 목록도 덜어 낼 때 마음이 다시 선명해집니다.',
        en: 'Your energy clears when you empty and tidy. Clearing out one drawer, sorting a swollen inbox, sitting at a desk with only what is truly needed on it: in that moment the noise in your mind shrinks too. A walk in the cold air of early morning, exercise built around deep breathing, or quiet music listened to alone also suit you as rest. Long, noisy, disorderly gatherings wear you down without a word, so schedule some solitary quiet time after such occasions in advance. Just as you grow lighter by owning fewer things, you grow sharp again when you trim your to-do list.',
      },
      work: {
        ko: '일에서는 품질과 원칙을 지키는 자리에서 가장 믿음직합니다. 검토하고 다듬는 일, 규칙을 세우고 지키는 일, 흩어진 것을 체계로 묶는 일이라면 따라올 사람이 드뭅니다. 다만 판단이 옳더라도 전하는 방식에 따라 결과가 달라지니, 지적하기 전에 상대가 잘한 점 하나를 먼저 말하는 순서를 들여 보세요. 돈은 계획적이고 절제하는 편이라 흐트러짐이 적습니다. 다만 아끼는 것이 목적이 되어 정작 삶을 즐기는 데 쓰는 것을 미루고 있지는 않은지 가끔 물어보는 것도 좋습니다.',
        en: 'At work you are most trustworthy in roles that guard quality and principle. Reviewing and refining, setting rules and keeping them, binding scattered pieces into a system: few can keep up with you there. Yet even when your judgment is right, how you deliver it changes the outcome, so try adopting the order of naming one thing the other person did well before pointing out a flaw. With money you tend to be planned and restrained, so little slips through. It is still worth asking yourself once in a while whether saving has become the goal, and whether you keep postponing spending on actually enjoying life.',
      },
      love: {
        ko: '사랑과 우정에서는 적게 말하고 오래 지키는 사람입니다. 친구가 많지는 않아도 한번 곁에 둔 사람과는 몇십 년을 함께 가고, 약속 시간에 늦는 법이 없으며, 비밀은 무덤까지 가져갑니다. 그런데 그 사랑은 너무 조용해서 상대가 확인받고 싶어 할 때가 있습니다. 나에게는 당연한 마음이라도 소리 내어 말해 줄 때 비로소 상대에게 닿습니다. 다툼이 생기면 옳고 그름을 가리기 전에 “그래서 속상했구나”라는 한 문장을 먼저 건네 보세요. 곧은 마음은 그 한 문장 뒤에서 더 따뜻하게 빛납니다.',
        en: 'In love and friendship you say little and keep faith for a long time. You may not have many friends, but the ones you let close stay for decades; you are never late, and a secret goes with you to the grave. Your love can be so quiet, though, that the other person sometimes wants reassurance. Even a feeling that seems obvious to you reaches them only when you say it aloud. When a quarrel comes, before weighing right and wrong, first offer one sentence: “So that is what hurt you.” Your uprightness shines more warmly behind those words.',
      },
    },
    season: {
      name: { ko: '맑은 가을', en: 'Clear autumn' },
      text: {
        ko: '쇠 기운이 강한 사람에게 말을 거는 계절은 추분에서 상강에 이르는 맑은 가을입니다. 하늘이 가장 높고 공기가 가장 투명해지는 그때, 들판은 거둘 것을 거두고 나무는 잎을 떨구어 겨울을 준비합니다. 가을은 끝이 아니라 정리의 계절이고, 비운 가지에서 다음 해의 눈이 자랍니다. 해마다 가을이 오면 한 해 동안 붙들고 있던 것 가운데 하나를 골라 감사하는 마음으로 내려놓는 날을 가져 보세요.',
        en: 'The season that speaks to you is the clear autumn between the equinox and the first frosts. When the sky is highest and the air most transparent, the fields bring in what is ready and the trees let their leaves fall to prepare for winter. Autumn is not an ending but a season of setting things in order, and next year’s buds form on the bare branches. Each autumn, take a day to choose one thing you held onto all year and set it down with gratitude.',
      },
    },
    hexagram: {
      id: 43,
      reason: {
        ko: '쇠 기운이 강한 사람에게 어울리는 괘는 제43괘 택천쾌(澤天夬)입니다. 아래에 하늘(乾), 위에 못(兌)이 있는데, 옛 오행 배속에서 이 두 괘는 모두 쇠에 속합니다. 굳센 양효 다섯이 아래에서 올라와 맨 위의 음효 하나를 걷어내려는 모습으로, 남은 잘못과 단호하게 결별하는 때를 말합니다. 그런데 괘사는 왕의 뜰에서 진실하게 알리고 먼저 자기 고을에 알리되 곧바로 무력을 쓰지 말라고 덧붙입니다. 옳은 것을 가려내는 날카로운 눈에, 가려낸 것을 떳떳하고 부드럽게 드러내는 방법까지 일러 주는 괘입니다.',
        en: 'Your hexagram is number 43, Breakthrough. Heaven lies below and the lake above, and in the old assignment of trigrams to the five elements both of them belong to metal. Five firm yang lines have risen from below to clear away the one yin line left at the top: a time for a resolute break with a wrong that remains. Yet the judgment adds that the matter should be proclaimed truthfully at the king’s court, made known first in one’s own town, and not settled at once by force. To your edge for discerning what is right, it adds the way of bringing it into the open honestly and gently.',
      },
    },
    practices: [
      {
        title: { ko: '칭찬 먼저', en: 'Praise first' },
        text: {
          ko: '피드백을 줄 일이 생기면 고칠 점을 말하기 전에 구체적으로 잘된 점 하나를 먼저 말합니다. 한 달만 이어 가면 같은 지적이 다르게 받아들여지는 것을 느끼게 됩니다.',
          en: 'Whenever you give feedback, name one specific thing that went well before saying what to fix. Keep it up for a month and you will feel the same critique being received differently.',
        },
      },
      {
        title: { ko: '충분히 좋은 기준', en: 'A good-enough line' },
        text: {
          ko: '새 일을 시작할 때 “이 정도면 충분하다”는 기준을 미리 적어 두고, 그 선에 닿으면 손을 떼세요. 남는 힘은 다음 일의 몫으로 아껴 둡니다.',
          en: 'When starting a task, write down in advance what “good enough” looks like, and stop once you reach that line. Save the strength left over for the next piece of work.',
        },
      },
      {
        title: { ko: '한 달에 하나 비우기', en: 'Let one thing go each month' },
        text: {
          ko: '매달 첫날, 물건이든 습관이든 일정이든 더는 쓰지 않는 것 하나를 골라 떠나보내세요. 그 빈자리에 무엇이 들어오는지 적어 두면 가을의 지혜가 생활이 됩니다.',
          en: 'On the first day of each month, pick one object, habit or commitment you no longer use and let it go. Note what comes to fill the gap, and autumn’s wisdom becomes part of daily life.',
        },
      },
    ],
    shapedBy: {
      mother: {
        ko: '흙의 기운이 쇠를 품어 길러 냅니다. 그래서 원칙의 밑바탕에 사람을 아끼는 마음이 있고, 기준을 지키면서도 상대가 따라올 수 있도록 기다려 주는 너그러움이 배어 있습니다.',
        en: 'Earth holds and nurtures your metal. Care for people underlies your principles, and a patience runs through them that keeps the standard while waiting for others to catch up.',
      },
      child: {
        ko: '물의 기운은 쇠 표면에 맺히는 이슬입니다. 분명한 판단이 깊은 사색으로 이어져, 옳고 그름을 가린 뒤에도 그 너머의 이유를 더 들여다보는 사람이 됩니다.',
        en: 'Water is the dew that beads on the surface of your metal. Clear judgment flows on into deep reflection, so even after you have settled right and wrong, you keep looking into the reasons beyond it.',
      },
      controller: {
        ko: '불의 기운이 쇠를 달구어 부드럽게 만듭니다. 차갑게 굳기 쉬운 기준에 뜨거운 마음이 스며들어, 원칙이 사람을 밀어내는 벽이 아니라 사람을 위한 약속으로 다시 빚어집니다.',
        en: 'Fire heats your metal and makes it pliable. A warm heart seeps into standards that could easily set cold, and your principles are recast from a wall that keeps people out into a promise made for them.',
      },
      controlled: {
        ko: '나무의 기운은 쇠가 다듬어 모양을 잡아 주는 재목입니다. 넘치는 아이디어와 시작들 가운데 살릴 것을 골라 다듬는 재주가 있어, 곁의 사람들이 벌여 놓은 일을 완성으로 이끄는 경우가 많습니다.',
        en: 'Wood is the timber your metal trims into shape. Among an overflow of ideas and beginnings, you have a knack for choosing what to keep and refining it, and you often guide the ventures others start toward completion.',
      },
    },
  },
  water: {
    sections: {
      best: {
        ko: '가장 좋을 때는 다른 사람이 아직 이름 붙이지 못한 것을 먼저 알아보는 사람입니다. 대화의 행간에서 말하지 않은 걱정을 읽어 내고, 사람들이 한쪽으로 우르르 몰려갈 때 “정말 그럴까?” 하고 반대편을 비춰 봅니다. 한 가지를 깊이 파고드는 힘이 있어서, 남들이 지루해서 그만두는 지점에서 오히려 가장 흥미로운 것을 발견합니다. 막다른 골목을 만나도 부딪치기보다 돌아갈 길을 찾아내는 유연함도 물의 보물입니다. 이 사람 곁에 앉으면 사람들은 판단받지 않고 이해받는다는 느낌을 받습니다.',
        en: 'At your best, you are the one who notices what others have not yet found a name for. You read the unspoken worry between the lines of a conversation, and when everyone rushes to one side, you shine a light on the other with “Is that really so?” You have the strength to dig deep into one thing, so at the point where others quit out of boredom, you find what is most interesting. Your flexibility, finding a way around a dead end rather than crashing into it, is another of your treasures. Sitting beside you, people feel understood rather than judged.',
      },
      blindSpots: {
        ko: '물은 깊어질수록 바닥이 보이지 않습니다. 생각이 끝나기 전에는 말하지 않으려 해서, 주변 사람들은 이 사람이 무엇을 느끼는지 몰라 애를 태우곤 합니다. 가능성을 끝까지 따져 보느라 결정을 미루다 보면 좋은 때가 물처럼 흘러가 버리기도 합니다. 또 어떤 그릇에도 맞춰 드는 유연함이 지나치면, 정작 내가 원하는 것이 무엇인지 스스로도 흐려집니다. 혼자 곱씹는 생각이 어두운 쪽으로 고이는 밤이 잦다면, 그 생각을 누군가에게 소리 내어 흘려보내는 것만으로도 물길이 다시 트입니다.',
        en: 'The deeper water grows, the harder it is to see the bottom. You would rather not speak until your thinking is finished, so the people around you are often left anxious, unsure what you feel. Weighing every possibility to the end, you may put off a decision until the right moment has flowed past. And when the flexibility that fits any vessel goes too far, even you lose sight of what you actually want. If there are frequent nights when thoughts you chew over alone pool in a dark place, simply letting them out aloud to someone reopens the channel.',
      },
      recharge: {
        ko: '고요 속에서 다시 채워집니다. 아무 약속 없는 저녁, 창밖에 비가 내리는 소리, 끝까지 읽고 싶은 책 한 권, 혼자 오래 걷는 강변길이 마음의 우물을 다시 맑게 합니다. 물가에 앉아 있거나 따뜻한 물에 몸을 담그는 시간도 이상하리만치 마음을 풀어 줍니다. 사람을 만나는 일이 싫은 것은 아니지만 깊은 대화가 없는 모임이 길어지면 금세 메말라 가니, 한 사람과 천천히 이야기하는 자리를 더 자주 만들어 보세요. 쉴 때 무언가를 배우거나 알아내려 하지 않고 그냥 흘러가게 두는 것도 연습이 필요합니다.',
        en: 'You refill in stillness. An evening with no plans, the sound of rain outside the window, one book you want to read to the last page, a long solitary walk along a river: these clear your well again. Sitting by the water or soaking in a warm bath loosens your mind to a surprising degree. It is not that you dislike meeting people, but long gatherings without deep conversation dry you out fast, so make more occasions to talk slowly with a single person. Resting without trying to learn or figure anything out, simply letting time flow, also takes practice for you.',
      },
      work: {
        ko: '일에서는 깊이 들여다보아야 하는 자리에서 빛납니다. 조사하고 분석하는 일, 글을 쓰고 기획하는 일, 겉으로 드러나지 않는 문제의 뿌리를 찾아내는 일에서 끈기가 결과가 됩니다. 다만 깊이 본 것도 머릿속에만 있으면 아무도 모르니, 생각을 중간중간 짧게라도 나누는 습관이 팀과 나를 함께 살립니다. 돈은 신중하고 멀리 내다보는 편이라 충동적인 씀씀이는 적습니다. 그 대신 걱정 때문에 필요한 지출까지 미루고 있지는 않은지, 한 해에 한 번쯤 스스로 돌아보는 것이 좋습니다.',
        en: 'At work you shine where depth and insight are needed. Research and analysis, writing and planning, tracing a problem to roots that do not show on the surface: in these your persistence becomes results. But insight that stays in your head is known to nobody, so a habit of sharing your thinking along the way, even briefly, serves both the team and you. With money you are cautious and look far ahead, so impulsive spending is rare. In exchange, about once a year, ask yourself whether worry has made you postpone spending that is actually needed.',
      },
      love: {
        ko: '사랑과 우정에서는 사람의 깊은 곳까지 내려가 곁에 머물러 주는 사람입니다. 친구가 털어놓은 이야기를 몇 달 뒤에도 기억해 안부를 묻고, 연인의 표정 변화 하나로 하루가 어땠는지 알아챕니다. 그런데 상대를 헤아리는 만큼 자신을 드러내지는 않아서, 가까운 사람일수록 더 알고 싶어 답답해합니다. 마음을 다 정리한 뒤에 말하려 하지 말고, 정리되지 않은 상태 그대로 조금씩 나누어 보세요. 내가 흘려보낸 한 방울이 상대에게는 나에게 다가올 수 있는 초대장이 됩니다.',
        en: 'In love and friendship you go down to the deep places in people and stay there with them. You remember what a friend confided and ask after it months later, and a single change in your partner’s face tells you how their day went. Yet you do not reveal yourself as much as you read others, so the people closest to you often ache to know you better. Do not wait to speak until your feelings are sorted; share them little by little, unsorted as they are. A single drop you let out becomes, for the other person, an invitation to come closer to you.',
      },
    },
    season: {
      name: { ko: '깊은 겨울', en: 'Deep winter' },
      text: {
        ko: '물 기운이 강한 사람에게 말을 거는 계절은 밤이 가장 긴 동지 무렵의 깊은 겨울입니다. 겉으로는 모든 것이 멈춘 듯하지만, 언 땅 아래에서는 씨앗이 힘을 모으고 물은 얼음 밑으로 쉬지 않고 흐릅니다. 옛사람들은 동지를 작은 설이라 부르며, 가장 어두운 날에 빛이 다시 길어지기 시작한다고 보았습니다. 해마다 동지가 오면 지난 한 해 마음속에 고인 것을 가만히 들여다보고, 새해에 흘려보낼 한 가지를 정해 보세요.',
        en: 'The season that speaks to you is deep winter around the solstice, when the nights are longest. On the surface everything seems to stop, yet beneath the frozen ground seeds are gathering strength, and water keeps flowing under the ice. Korean tradition called the winter solstice the little New Year, holding that on the darkest day the light begins to lengthen again. Each year at the solstice, look quietly at what has pooled in your heart over the year, and choose one thing to let flow out in the new one.',
      },
    },
    hexagram: {
      id: 29,
      reason: {
        ko: '물 기운이 강한 사람에게 어울리는 괘는 제29괘 중수감(重水坎)입니다. 물(坎)이 안과 밖에 겹쳐 구덩이를 지나면 또 구덩이가 나오는 거듭된 험난함을 그리지만, 괘사는 믿음이 있으니 마음을 지키면 형통하다고 말합니다. 물은 쉬지 않고 흘러 모든 웅덩이를 채운 뒤에야 앞으로 나아가고, 어떤 모양이 되어도 제 성질을 잃지 않습니다. 옛사람들은 여기서 덕행을 한결같이 하고 배움을 거듭 익히라는 가르침을 얻었습니다. 생각이 깊어 때로 어두운 물속을 지나는 사람에게, 중심을 지키며 흐르는 한 끝내 건너간다는 것을 일러 주는 괘입니다.',
        en: 'Your hexagram is number 29, The Abysmal. Water lies doubled inside and out, picturing danger upon danger, a pit beyond every pit; yet the judgment says that with sincerity, holding fast to the heart brings success. Water flows on without resting, moves forward only after filling every hollow, and never loses its nature whatever shape it takes. From this the ancients drew the lesson of keeping one’s conduct constant and practicing what one learns again and again. For a deep thinker who sometimes passes through dark water, it says that as long as you keep your center and keep flowing, you will cross in the end.',
      },
    },
    practices: [
      {
        title: { ko: '반쯤 익은 생각 나누기', en: 'Share a half-formed thought' },
        text: {
          ko: '일주일에 한 번, 아직 정리되지 않은 생각 하나를 믿는 사람에게 그대로 말해 보세요. “아직 확실하지 않지만”으로 시작하면 부담이 줄어듭니다.',
          en: 'Once a week, tell someone you trust one thought that is not yet sorted out, just as it is. Starting with “I’m not sure yet, but” takes the pressure off.',
        },
      },
      {
        title: { ko: '결정의 마감', en: 'A deadline for deciding' },
        text: {
          ko: '고민하는 일마다 결정할 날짜를 달력에 적어 두고, 그날이 되면 그때까지 아는 것으로 정합니다. 더 알아볼 것은 결정 뒤에 보태도 늦지 않습니다.',
          en: 'For every matter you are turning over, write a decision date on the calendar, and on that day decide with what you know by then. Anything left to research can still be added afterward.',
        },
      },
      {
        title: { ko: '물길 산책', en: 'A walk by the water' },
        text: {
          ko: '한 달에 두 번, 강이나 개울, 바다처럼 흐르는 물 곁을 삼십 분 걷습니다. 걸으며 떠오른 생각은 붙잡지 말고 흘려보내는 것이 이 산책의 규칙입니다.',
          en: 'Twice a month, walk for thirty minutes beside moving water: a river, a stream or the sea. The one rule of this walk is to let the thoughts that surface drift past instead of catching them.',
        },
      },
    ],
    shapedBy: {
      mother: {
        ko: '쇠의 기운이 물을 맑게 걸러 줍니다. 깊이 흐르는 생각에 분명한 기준과 결단이 더해져, 오래 고민한 끝에 흐릿한 결론이 아니라 또렷한 답을 내놓습니다.',
        en: 'Metal filters your water clear. Firm standards and decisiveness join your deep-flowing thought, so after long reflection you arrive not at a hazy conclusion but at a crisp answer.',
      },
      child: {
        ko: '나무의 기운은 물을 마시고 자라는 새싹입니다. 깊은 생각이 거기서 멈추지 않고 배움과 성장으로 뻗어 나가, 깨달은 것이 곁의 사람들이 자라는 데 쓰이는 양분이 됩니다.',
        en: 'Wood is the sprout that drinks your water and grows. Deep thought does not stop where it is; it branches out into learning and growth, and your insight becomes nourishment that helps the people near you grow.',
      },
      controller: {
        ko: '흙의 기운이 물에 둑을 쌓아 줍니다. 끝없이 흘러가기 쉬운 생각에 현실의 경계가 생겨서, 고민을 고민으로 끝내지 않고 실제 삶의 자리에 담아냅니다. 둑이 너무 높으면 답답해질 수 있다는 것만 기억하면 됩니다.',
        en: 'Earth builds banks for your water. Thoughts that could flow on forever meet the boundaries of reality, so you do not leave a worry as a worry but pour it into the shape of real life. Just keep in mind that banks built too high can make you feel hemmed in.',
      },
      controlled: {
        ko: '불의 기운은 물이 알맞게 식혀 주는 열기입니다. 사람들의 뜨거운 감정을 차분하게 받아 낼 줄 알아서, 다툼의 한가운데서 온도를 낮추는 역할을 자주 맡게 됩니다.',
        en: 'Fire is the heat your water cools to the right degree. You know how to receive people’s hot feelings calmly, and so you are often the one who lowers the temperature in the middle of a quarrel.',
      },
    },
  },
};

/** When two elements weigh the same in a Character result: what the two make together. */
export const characterBlends: Blends = {
  'wood-fire': {
    ko: '나무와 불이 같은 무게로 자리 잡고 있습니다. 나무가 불을 살리는 상생의 짝이라, 떠오른 생각이 곧바로 열정이 되고 열정은 다시 새 계획을 낳습니다. 시작하는 힘과 알리는 힘을 함께 지녔으니 사람들을 새 일로 불러 모으는 데 누구보다 능합니다. 두 기운 모두 밖으로 뻗어 가는 성질이라, 일부러 쉬는 시간을 달력에 먼저 적어 두어야 오래 탑니다.',
    en: 'Wood and fire weigh the same in you. Wood feeds fire in the generating cycle, so an idea turns straight into enthusiasm, and enthusiasm gives birth to a new plan. Holding both the power to start and the power to spread the word, you are unusually good at rallying people to something new. Both energies reach outward, so you burn longest when you write rest into the calendar before anything else.',
  },
  'wood-earth': {
    ko: '나무와 흙이 같은 무게로 삶을 이끕니다. 상극의 관계에서 나무는 흙을 뚫고 뿌리를 내리니, 마음 안에 새로 시작하려는 마음과 지금 가진 것을 지키려는 마음이 함께 삽니다. 두 마음이 다툴 때는 답답하지만, 잘 어우러지면 뿌리 깊은 성장, 곧 무너지지 않는 도전이 됩니다. 새 일을 벌일 때 무엇을 지키며 갈지 먼저 정해 두면 두 기운이 서로를 돕습니다.',
    en: 'Wood and earth lead you with equal weight. In the overcoming cycle wood breaks through earth to root itself, so a wish to start afresh lives in you beside a wish to protect what you already have. When the two argue it feels stuck, but when they blend they become deep-rooted growth: ventures that do not collapse. Decide first what you will keep safe whenever you launch something new, and the two energies will help each other.',
  },
  'wood-metal': {
    ko: '나무와 쇠가 같은 무게로 자리 잡고 있습니다. 상극의 관계에서 쇠는 나무를 다듬으니, 아이디어를 넘치게 떠올리는 사람이면서 동시에 그것을 냉정하게 골라내는 사람입니다. 이 긴장 덕분에 계획이 무성하지 않고 날렵하지만, 스스로에게 너무 일찍 가위를 대면 싹이 자라기도 전에 잘리기도 합니다. 떠올리는 시간과 고르는 시간을 하루 안에서라도 나누어 두면 좋습니다.',
    en: 'Wood and metal weigh the same in you. In the overcoming cycle metal trims wood, so you are both someone who comes up with ideas in abundance and someone who culls them coolly. Thanks to that tension your plans are lean rather than overgrown, but if you take the shears to yourself too soon, shoots get cut before they can grow. Keep the time for dreaming up and the time for choosing apart, even if only within a single day.',
  },
  'wood-water': {
    ko: '나무와 물이 같은 무게로 삶을 이끕니다. 물이 나무를 기르는 상생의 짝이라, 깊이 생각한 것이 자연스럽게 성장과 실행으로 이어집니다. 도전은 충동이 아니라 오래 품은 물음에서 나오고, 사색은 결국 무언가를 자라게 하는 데 쓰입니다. 다만 생각하는 물과 나아가는 나무 사이에서 때를 놓치지 않도록, 고민에 기한을 정해 두는 것이 좋습니다.',
    en: 'Wood and water lead you with equal weight. Water nourishes wood in the generating cycle, so what you think through deeply flows naturally into growth and action. Your ventures come not from impulse but from questions long held, and your reflection ends up helping something grow. To keep from missing the moment between thinking water and advancing wood, give your deliberations a deadline.',
  },
  'fire-earth': {
    ko: '불과 흙이 같은 무게로 자리 잡고 있습니다. 불이 흙을 살리는 상생의 짝이라, 뜨거운 마음이 사람을 돌보는 꾸준한 손길로 바뀝니다. 분위기를 띄우는 사람이면서 모임이 끝난 뒤 뒷정리까지 남는 사람이어서, 사람들이 그 곁에 오래 머뭅니다. 두 기운 모두 남을 향하기 쉬우니, 나를 데우고 받쳐 주는 시간도 따로 챙기세요.',
    en: 'Fire and earth weigh the same in you. Fire enriches earth in the generating cycle, so a warm heart turns into steady hands that look after people. You lift the mood and you are also the one who stays to clean up after the party, which is why people linger near you. Both energies lean toward others, so set aside time to warm and hold up yourself as well.',
  },
  'fire-metal': {
    ko: '불과 쇠가 같은 무게로 삶을 이끕니다. 상극의 관계에서 불은 쇠를 녹이니, 마음 안에 뜨거운 감정과 차가운 원칙이 나란히 앉아 있습니다. 때로는 마음이 시키는 일과 기준이 허락하는 일 사이에서 오래 망설이지만, 둘이 만나면 열정을 정확한 결과물로 벼려 내는 대장장이가 됩니다. 감정이 뜨거울 때는 쇠의 기준을, 기준이 차가울 때는 불의 온기를 빌려 오세요.',
    en: 'Fire and metal lead you with equal weight. In the overcoming cycle fire melts metal, so hot feeling and cool principle sit side by side in you. Sometimes you hesitate long between what the heart asks and what the standard allows, but when the two meet you become a smith who forges passion into precise results. When feeling runs hot, borrow metal’s standard; when the standard runs cold, borrow fire’s warmth.',
  },
  'fire-water': {
    ko: '불과 물이 같은 무게로 자리 잡고 있습니다. 상극의 관계에서 물은 불을 다스리니, 사람들 앞에서는 환하게 빛나다가도 혼자가 되면 깊이 가라앉는 두 얼굴을 지녔습니다. 이 낙차가 스스로도 헷갈릴 때가 있지만, 밝게 드러내는 힘과 깊이 헤아리는 힘을 함께 가진 사람은 드뭅니다. 빛나는 날과 가라앉는 날을 번갈아 허락하면, 두 기운이 서로를 지치지 않게 지켜 줍니다.',
    en: 'Fire and water weigh the same in you. In the overcoming cycle water governs fire, so you have two faces: radiant in front of people, sinking deep when you are alone. The drop can confuse even you, yet few people hold both the power to show things brightly and the power to fathom them deeply. Allow yourself bright days and deep days in turn, and the two energies will keep each other from burning or drowning out.',
  },
  'earth-metal': {
    ko: '흙과 쇠가 같은 무게로 삶을 이끕니다. 흙이 쇠를 품어 기르는 상생의 짝이라, 사람을 아끼는 마음이 분명한 기준과 함께 움직입니다. 따뜻하지만 물렁하지 않고, 원칙을 지키지만 차갑지 않은 사람으로 신뢰를 얻습니다. 두 기운 모두 지키고 쌓는 쪽이라 변화 앞에서 무거워지기 쉬우니, 해마다 작은 새로움 하나를 일부러 들여 보세요.',
    en: 'Earth and metal lead you with equal weight. Earth holds and raises metal in the generating cycle, so your care for people moves together with clear standards. You earn trust as someone warm but not soft, principled but not cold. Both energies lean toward keeping and building, which can make you heavy in the face of change, so each year, deliberately let in one small novelty.',
  },
  'earth-water': {
    ko: '흙과 물이 같은 무게로 자리 잡고 있습니다. 상극의 관계에서 흙은 물을 막아 둑이 되니, 마음 안에 깊이 흐르려는 생각과 현실에 발을 붙이려는 마음이 함께 있습니다. 둘이 어긋나면 걱정이 고여 오래 머물지만, 잘 만나면 깊은 생각을 생활의 지혜로 담아내는 저수지가 됩니다. 생각이 넘칠 때는 손으로 하는 일 하나로 마음을 땅에 내려놓아 보세요.',
    en: 'Earth and water weigh the same in you. In the overcoming cycle earth dams water into a bank, so in you a mind that wants to flow deep lives beside a heart that wants its feet on the ground. When they are at odds, worry pools and lingers, but when they meet well you become a reservoir that holds deep insight as practical wisdom. When thoughts overflow, bring your mind down to earth with one task done by hand.',
  },
  'metal-water': {
    ko: '쇠와 물이 같은 무게로 삶을 이끕니다. 쇠가 물을 낳는 상생의 짝이라, 또렷한 판단이 깊은 사색으로 흐르고 사색은 다시 맑은 결론으로 걸러집니다. 조용하지만 날카로워서, 말수는 적어도 한번 입을 열면 핵심을 짚습니다. 두 기운 모두 안으로 향하니, 생각한 것을 밖으로 나누는 자리를 일부러 만들어야 그 지혜가 다른 사람에게까지 흘러갑니다.',
    en: 'Metal and water lead you with equal weight. Metal gives rise to water in the generating cycle, so crisp judgment flows into deep reflection, and reflection is filtered back into clear conclusions. You are quiet but sharp: you speak little, yet when you do, you touch the heart of the matter. Both energies turn inward, so make a conscious habit of sharing what you think; that is how your wisdom flows on to others.',
  },
};
