/**
 * The crisis screen's phrase tables (lib/safety/crisis.ts reads them). Written by us; measured on
 * the labelled corpus in lib/safety/crisis-corpus.ts (recall 100 %, false positives ≤ 2 %).
 *
 * `crisis`: statements of suicidal intent or self-harm, direct and indirect. `ordinary`: everyday
 * uses of the same words (idioms, buying, places, tasks), cut out of the text before `crisis` is
 * tried, so "배고파 죽겠다" or "this traffic is killing me" never reach it.
 *
 * Korean patterns are regular expressions over the repaired text (syllables composed, spaces
 * collapsed to one, sentence ends as " / "), with three conveniences added when compiled:
 * - between two syllables (or a syllable and a group) one space may stand: 죽고싶 = 죽고 싶 = 죽 고 싶;
 * - a space in the pattern stands for any spacing, none included;
 * - `<` marks the start of a word (no syllable right before it); `^` the start of a sentence.
 * No `[...]` classes in Korean patterns: write alternatives as groups.
 * English patterns are plain regular expressions over lower-cased text with contractions spelled
 * out ("i'm" → "i am", "don't" → "do not", "wanna" → "want to").
 */

const KO_WANT = '(싶|십|시퍼|시프|시포|픈|프)';
const KO_OBJECT_NOUNS =
  '(주식|코인|비트코인|채권|펀드|달러|금|집|아파트|주택|땅|건물|차|차량|자동차|폰|휴대폰|아이폰|갤럭시|노트북|컴퓨터|태블릿|카메라|물건|옷|가방|신발|책|제품|상품|티켓|이거|그거|저거|이것|그것|저것)';
const KO_LIVING_PLACES =
  '(?<!세상)(?<!세상 )(에서|에|랑|이랑|하고|와|과|처럼|같이|함께|이렇게|그렇게|저렇게|이런 식으로|그런 식으로|이대로|지금처럼|혼자|혼자서|따로|여기|거기|시골|서울|도시|기숙사|원룸|월세|전세|동네)';
const KO_TASKS =
  '(일|업무|과제|숙제|프로젝트|공부|작업|정리|이사|준비|보고서|논문|시험|수업|빨래|청소|계약|대출|빚|할 일|일정|이번 주|오늘|내일|빨리|얼른|안에|까지|연애|관계|장사|사업|알바|학기|군대|육아|설거지|회의|발표|공사|리모델링|정산|마감)';

export const crisisPhrases = {
  ko: {
    crisis: [
      // wanting to die, in its many endings and spellings
      `(죽|쥭)고 ${KO_WANT}`,
      '(죽|쥭)어 버(리고|릴|리겠|리자|리려|려)',
      '(죽|쥭)어(야|야겠|야 할 것 같|야 하나|야 할까|야 될 것 같)',
      '(죽는|죽어 버리는) (게|것이|것도|편이|쪽이) (낫|나을|나아|편하|편할|편해|답|차라리)',
      '(죽으면|죽어 버리면) (편하|편할|편해|다 끝|끝나|끝날|해결|좋겠|괜찮|모든 게)',
      '(죽을|죽는) (생각|방법|결심|용기|준비|날짜|계획|장소)',
      '죽을까 (생각|고민|하는|해요|싶)',
      '(어떻게|언제|어디서|어디에서) 죽(을지|을까|으면|을 수|는 게)',
      '(죽었으면|죽어 없어졌으면|죽어 버렸으면|죽어졌으면) (좋겠|해|한다|하는)',
      '(편하게|안 아프게|아프지 않게|고통 없이|조용히|깔끔하게) (죽|죽는|죽을|죽고)',
      '(뒤지|디지|뒈지)고 ' + KO_WANT,
      '(뒤져|디져|뒈져) ?버(리|릴)',
      // not wanting to live
      '살고 (싶지 않|싶지가 않|싶지도 않|싶은 마음이 없|싶은 생각이 없|싶은 이유가 없)',
      '(그만|더 이상|더는|더이상) (살고 ' + KO_WANT + '|살기 싫|살아야|살아서|살아갈|살고 싶지|살 자신)',
      '살기 (싫|시러|실어)',
      '살 (자신|힘|의욕|용기)(이|도|가)? (없|안 )',
      '(사는|살아가는|살아 있는|살아있는) (게|것이|것도|거|것 자체가) (너무 |정말 |진짜 |좀 |다 )?(의미|무의미|지겹|지겨|싫|괴롭|괴로|고통|지옥|죽는 것보다)',
      '(살|살아갈|살아야 할|살아야 하는|살아야 될|살아 있을|살아있을|살아갈) (이유|의미|가치)(가|를|도|는)? (없|모르|못 찾|안 보|안 느껴|잃|하나도)',
      '(살아서|살아 봤자|살아봤자|살아 봐야|살아 있어 봤자|살아 있어봤자) (뭐|무슨|뭘|뭣|의미)',
      // disappearing, not waking, not having been born
      '(사라지|없어지|증발하|소멸하)고 ' + KO_WANT,
      '(사라져|없어져) 버리고 ' + KO_WANT,
      '(내가|나|제가|저|나란 사람이|나 같은 건) (그냥 )?(사라졌으면|없어졌으면|없었으면|죽었으면|태어나지 않았으면)',
      '나 ?같은 (건|것은|게|사람은|애는|인간은) (없어져|사라져|죽어|태어나지)',
      '(세상|이 세상)(에서|을|에)? (사라지|없어지|떠나고 ' + KO_WANT + '|등지)',
      '흔적도 없이 (사라|없어)',
      '(태어나지|안 태어났|태어나지 않았|태어나지를) (말았어야|않았으면|않았더라면|말 걸|말걸|말았으면|말았을)',
      '(괜히|왜) 태어(났|나서|나 가지고)',
      '눈을? (뜨지 않았으면|안 떴으면|뜨지 말았으면|안 뜨면 좋겠|뜨지 않으면 좋겠|뜨고 싶지 않|안 뜨고 싶|다시 안 뜨)',
      '(깨어나지|깨지|일어나지) (않았으면|않으면 좋|말았으면|않고 싶|않기를|못하게)',
      '영원히 (잠들|자고 싶|쉬고 싶|잠자고)',
      '(나 하나|내가|제가|저 하나|나 같은 게|저 같은 게) (없어도|없어지면|없어지는 게|없으면|사라져도|사라지면|사라지는 게|죽어도|죽으면) (아무도|다들|모두|세상|가족|부모님|다 (편|행복|나을)|더 (편|낫|나을|행복))',
      // ending it
      '(모든 (걸|것을|것|게)|인생(을|도)?|삶(을|도)?|목숨(을|도)?|이 생(을)?|생(을|도)?|내 인생(을)?|나를|저를|내 삶(을)?) (다 |그만 |스스로 |이제 )?(끝내|끝낼|끝장|끊|끊을|마감|마칠|마치고|놓고 ' + KO_WANT + '|놓아 버리)',
      '(^|그냥|이제|차라리|정말|진짜|그만|지쳐서|힘들어서|모든 게 싫어서) ?다 (끝내|끝장내|끝내 버리|끝낼까)',
      '다 끝내 버리(고|고 싶|고싶|자)',
      '(스스로|제 손으로|내 손으로) (목숨|생|삶|인생|세상)',
      // named acts and words
      '<자살',
      '<자해',
      '<유서',
      '극단(적|적인)? (선택|생각이 들|생각을 해|생각을 하|시도)',
      '(다리|옥상|한강|건물|아파트|베란다)\\S{0,3} 투신',
      '투신 (자살|하고 ' + KO_WANT + '|할까|하려|해 버리)',
      '(옥상|다리|한강|베란다|창문|아파트|건물|난간|지붕|고층)\\S{0,4} (뛰어내리|뛰어 내리|떨어지고 ' + KO_WANT + '|몸을 던지)',
      '뛰어내리고 ' + KO_WANT,
      '뛰어내(릴까|리면 (편|끝|다)|릴 거|리려고|릴 생각)',
      '한강 (물 )?(온도|수온)',
      '한강(에|으로) (뛰어|몸을|들어가고)',
      '목(을)? (매달|매고 ' + KO_WANT + '|매고 죽|맬까|매려고|매서 죽|매어 죽|을 매어)',
      '(손목|팔목|팔|허벅지|몸)(을|에|도)? (긋|그어|그었|그을|칼질|커터|상처를 내|상처를 냈|상처 내|상처 냈)',
      '(칼|커터칼|면도칼|면도날|커터)(로|을|으로)? (그어|긋고|그었|그을|찌르고 ' + KO_WANT + ')',
      '(나 자신을|내 자신을|스스로를|제 자신을|저 자신을|내 몸을|제 몸을) (해치고|해칠|해쳤|해치려|다치게|아프게|망가뜨리고|망가뜨릴|때리고|때릴|때렸|벌하고|벌주)',
      '(나를|저를) (해치고 ' + KO_WANT + '|해칠|해치려|다치게 하고 ' + KO_WANT + '|아프게 하고 ' + KO_WANT + '|해하고 ' + KO_WANT + ')',
      '(수면제|약|진통제|타이레놀|신경안정제|안정제|알약)(을|를)? (한꺼번에|한 번에|왕창|몽땅|잔뜩|한 통|통째로|전부 털어|다 털어)',
      '(수면제|약|진통제|알약)(을|를)? (모으|모아|모았|사 모)',
      '(방|차 안|방 안|문 닫고|창문 닫고)\\S{0,3} 번개탄',
      '번개탄 (피우고 ' + KO_WANT + '|으로 죽|피워서 죽)',
      '(가족|모두|모두에게|가족에게|부모님께|부모님에게|친구들에게|세상에)\\S{0,2} (마지막|작별) ?(인사|편지)',
      '<자살각',
      '(모든 게|모든 것이|이 모든 게|내 인생이|인생이|삶이) (다 |그냥 )?(끝났으면|끝나 버렸으면|끝나면 좋겠)',
      '(나|난|저|전|그냥|차라리|진짜) (진짜 |그냥 |차라리 |이제 )?죽을래',
      '(사라질래|사라져야겠|없어져야겠)',
      '(삶|인생|사는 것|살아가는 것)(이|은|도)? (너무 |정말 |다 |그냥 )?(무의미|의미가 없|의미 없)',
      '(내가|제가|나|저|난|전) 죽으면 (누가|아무도|다들|가족|부모님|슬퍼)',
      '(나|나 자신|저|제 자신|내 자신|스스로)(를|을)? 죽(이고|이려|일|이는 상상)',
    ],
    ordinary: [
      // the idioms of excess: 배고파 죽겠다, 웃겨 죽겠다, 죽을 맛, 죽도록, 죽을 뻔, 죽고 못 산다
      '죽(겠|겄|것)',
      '죽을 (맛|뻔|것 같|거 같|만큼|힘|각오|똥|죄)',
      '죽도록',
      '죽어라',
      '죽고 못',
      '죽이 되든',
      '(죽여주|죽여 주|죽이는 (맛|곳|집|노래|풍경|경치)|죽인다|죽이네|죽이더라)',
      '<기(가|도)? 죽',
      '숨(을)? 죽',
      // a word that only looks like one on the list
      '자살 ?(예방|률|골|특공|폭탄|테러|통계|방지)',
      '자해 ?(공갈|예방)',
      '유서 ?(깊|가 깊|있는|를 자랑)',
      // 살 as "buy", and living somewhere or some way
      KO_OBJECT_NOUNS + '\\S{0,2} (굳이 |지금 |꼭 |당장 |새로 |미리 |먼저 |더 |또 )?살 (이유|가치|필요|의미|만한|만 한)',
      '(을|를) (굳이 |지금 |꼭 |당장 |새로 |미리 |먼저 |더 |또 )?살 (이유|가치|필요|의미|만한|만 한)',
      KO_LIVING_PLACES + ' (살기|살고|사는|살아가는|살 자신)',
      // finishing tasks and relationships, and starting again
      KO_TASKS + '(을|를|은|는|도|이|가)? (다 )?(끝내|끝장|끝낼)',
      '(관계|연애|사이|계약|대화|싸움|만남)(을|를)? (끝내|끝낼|끝장)',
      '(끝내|끝장내)고 (새로|다시|처음부터|이직|떠나|여행|시작|쉬|놀|퇴근|자|잠|밥)',
      // 정치에 투신하다: to throw oneself into a field
      '(정치|정계|정치권|사업|학계|업계|현장|운동|노동|독립|혁명|예술|연예계|교육|봉사|선교|종교|창업)(에|계에|판에|계로|으로|로)? 투신',
      // jumping for sport, and holding on to something hard (돈에 목매다)
      '(번지|스카이다이빙|다이빙|낙하산|점프|패러글라이딩|수영장)\\S{0,6} 뛰어',
      '(에|에게|한테|만|돈|승진|성적|결과|점수|시험|연애|사랑)\\S{0,2} 목(을|만)? (매|맨|맬|메)',
    ],
  },
  en: {
    crisis: [
      '\\bkill(ing|ed|s)? ?my ?self\\b',
      '\\bkms\\b',
      '\\bsuicid(e|al|ality)\\b',
      '\\bunalive(d|ing)?\\b',
      '\\bsewer ?slide\\b',
      "\\b(want|wanted|wanting|wish|wished|wishing|need|needed|ready|plan|planning|plans|decided|deciding|trying|tried|tempted|urge|urges|thinking of|thinking about|thought about|think about|considering|keep thinking about) (to |that i could |i could |i would |i was |i were |i had |i would be |i could just )?(just )?(die|be dead|dying|dead)\\b",
      '\\bwish(ed)? i (was|were|had|would|could) (dead|die|never been born|not (been )?born|not alive|gone for good|never wake up)',
      '\\bshould (never|not) have been born\\b',
      '\\b(do not|no longer|not|never) (want|wish) to (live|be alive|exist|be here any ?more|go on|keep (going|living)|wake up( ever| again| any ?more| tomorrow)?\\b(?! (early|at|for|before|so|on|in time)))',
      '\\b(no|not a|not any|not have a|not have any|no more|zero|lost (my|the|all)|without a|cannot find a|cannot see a|see no|lost my) (single )?(reason|point|will|purpose|desire) (to|for|in) (live|living|life|keep living|go on|going on|be alive|being alive|stay alive|staying alive|keep going|exist|existing)\\b',
      '\\bnothing (left )?to live for\\b',
      '\\b(life|living|my life) (is|feels|seems) (not|no longer|not even) worth (it|living)\\b',
      '\\bnot worth living\\b',
      '\\b(my )?life (is|feels) (pointless|meaningless|worthless)\\b',
      '\\b(better off|be better|happier|easier) (dead|without me|if i (was|were) (dead|gone|not (here|around|alive))|if i (died|disappeared))\\b',
      '\\b(end|ending|ended|take|taking|took) (it all|my (own )?life|my life)\\b',
      '\\b(want|going|plan|planning|ready|need|decided) to end (it|everything|things)\\b',
      '\\bend(ing)? (everything|it) (for good|permanently|tonight|once and for all)\\b',
      '\\bend my suffering\\b',
      '\\b(hurt|hurting|harm|harming|cut|cutting|burn|burning|injure|injuring|punish|punishing|starve|starving) ?my ?self\\b',
      '\\bself[ -]?(harm|harming|injur\\w*|mutilat\\w*)\\b',
      '\\b(overdos(e|ed|ing)|od on)\\b',
      '\\b(take|taking|took|swallow|swallowing|swallowed) (all|a bottle of|a handful of|every one of) (my |the )?(pills|meds|medication|tablets|sleeping pills)\\b',
      '\\bhang(ing|ed)? my ?self\\b',
      '\\bslit(ting)? my (wrists?|throat)\\b',
      '\\b(jump|jumping|throw myself|throwing myself) (off|from|in front of) (a|the|my) (bridge|roof|building|cliff|balcony|train|window|tower|car|bus|ledge)\\b',
      '\\b(jump|jumped|jumping) to my death\\b',
      '\\b(writing|wrote|write|written|leave|left|leaving) (a |my )?(goodbye|farewell|final|last) (letters?|notes?)\\b',
      '\\b(cannot|can not) go on (living|any ?more)\\b',
      '\\bgive up on (life|living)\\b',
      '\\b(tired|sick) of (living|being alive|existing|life itself|life)\\b',
      '\\b(thoughts?|thinking|thought) (of|about) (suicide|killing myself|ending (it|my life|it all)|dying)\\b',
      '\\b(how|ways?|best way|easiest way|painless way|methods?) (to|can i|do i|could i|should i) (die|kill myself|end my life|commit suicide)\\b',
      '\\b(want|wish|wanna|just want) (to )?disappear\\b',
      '\\bdisappear (forever|for good|permanently|from (this|the) world|from existence)\\b',
      '\\b(want|wish|rather|prefer) (to )?(stop existing|cease to exist|not exist|stop being alive|not be alive|not being alive|never wake up)\\b',
      '\\b(hope|wish|want|pray|praying) (to |that i |i )?(would |could |do not |will )?(fall asleep and )?(never|not) wake up\\b',
      '\\bfeel(ing)? like (dying|ending it|killing myself|disappearing forever)\\b',
      '\\b(want|wish|wanna) (to )?(go to )?sleep (forever|and never wake)',
      '\\b(do not|cannot|can not|no longer|never) see (the|any) point (in|of) (living|life|going on|being alive|staying alive|waking up)\\b',
      '\\b(nobody|no one|noone|no-one) (would|will|even|would even) (care|notice|miss me|be sad) if i (died|was gone|were gone|disappeared|killed myself|was dead|were dead|was not here|were not here)\\b',
      '\\b(the )?(pain|suffering|hurting|it all) to (stop|end) (forever|for good|permanently)\\b',
      '\\bdeath (would be|is|seems) (a relief|easier|better|the only way)\\b',
    ],
    ordinary: [
      '\\b(dying|die|died) (to (know|see|try|hear|meet|tell|go)|for a|of (laughter|boredom|embarrassment|shame|curiosity|happiness|old age))',
      '\\bdie (laughing|trying)\\b',
      '\\b(to die for|die-hard|die hard)\\b',
      '\\b(bored|scared|sick|worried|tired|frozen|starved) to death\\b',
      '\\b(die|dye|dying) (my|her|his|their|the) (hair|beard|clothes|shirt|shoes|eyebrows|jeans)\\b',
      '\\bkill(ing|ed|s)? ?my ?self (laughing|with laughter|at (work|the gym|the office)|working|studying|over (this|that|the) (project|exam|job|assignment|deadline)|to (finish|get|make|meet))',
      '\\bsuicide (squad|prevention|awareness|rates?|statistics|hotline volunteer|bomb\\w*|doors?|mission|run|drills?|sprints?|king|knot)\\b',
      '\\b(hurt|hurting|injured|injure|cut|burned|burnt) (my ?self) (at|while|during|playing|lifting|running|skiing|snowboarding|cooking|shaving|on (a|the)|in (a|an|the) (fall|accident|game|gym|match|kitchen)|badly (at|while)|when i (fell|slipped|tripped))',
      '\\bcut(ting)? my ?self (some|a little|any) (slack|break)\\b',
      '\\bburn(ing|ed|t|s)? my ?self out\\b',
      '\\bend (it|things|everything|this) (with|between)\\b',
      '\\b(bungee|cliff diving|skydiv\\w*|parachut\\w*|base jump\\w*)\\b.{0,40}',
      '\\bdisappear (from (social|the internet|instagram|facebook|work|the office|town|this city|the party|the group chat)|for a (while|week|few|month|bit|day|weekend)|on (a|vacation|holiday)|to (a|an|the) )',
      '\\bgo on (a|the|this|that|my|vacation|holiday|trips?|dates?|with)\\b',
      '\\bwant to live (in|with|near|at|abroad|alone|together|there|here|like this|like that|closer)\\b',
      '\\btired of (life|living) (in|with|at|as|paycheck)\\b',
      '\\boverdos(e|ed|ing) (on|of) (caffeine|coffee|sugar|netflix|anime|work)\\b',
    ],
  },
} as const;
