/**
 * The crisis screen's concept rules (lib/safety/crisis.ts reads them after the phrase tables of
 * crisis-phrases.ts): patterns composed from parts instead of listed sentences.
 *
 * - an act or an end (dying, disappearing, not waking up, jumping, hanging, cutting, pills,
 *   charcoal, the river or a bridge, a goodbye letter, ending one's life);
 * - the self as its subject, stated or implied (not a third person, a game or a story);
 * - an intent, a wish or a plan (싶다, 하려고, 할까, 생각, 충동, 계획, 결심; want, going to, plan,
 *   keep thinking, wish, hope, should just).
 *
 * Negation scopes ("…은 건 아니에요", "…같은 건 안 해요", "…한 적 없어요"; "not", "never", "no …
 * plan to" before an act) and the uses of the same words in stories, news, grief about others and
 * plans that are not an end (유학 갈 준비, a new job) are cut out before matching, with the idioms
 * of crisis-phrases.ts. Korean parts follow crisis-phrases.ts's conventions (optional space between
 * syllables, `<` a word start, no [classes]); English parts are plain regular expressions over the
 * English reading (contractions spelled out, sentence and clause ends as " / ").
 */

const KO_WANT = '(싶|십|시퍼|시픈|시프|시포|픈|프)';
// the self, stated (나, 내가, 저, 제가) or as the one the others would be better without
const KO_SELF = '(나|내가|저|제가|난|전|나는|저는|나 하나|저 하나|나만|저만|내 존재|제 존재|나라는 존재|나 같은 (게|건|애)|저 같은 (게|건))';

const EN_NEG_FILL =
  '(really|ever|even|actually|at all|going|gonna|to|want|wanna|wish|plan|planning|intend|intending|thinking|thought|about|of|mean|have|had|attempted|tried|consider|considering|would|will|do|did|i|am|was|were|be|any|a|the|my|thoughts?|intention|desire|urge|urges|own|something|that|like|here)';
const EN_ACT =
  '(die|dead|dying|death|kill myself|killing myself|suicide|suicidal|self-harm|self harm(ing|ed)?|hurt(ing)? myself|harm(ing)? myself|cut(ting)? myself|take my (own )?life|taking my (own )?life|end(ing)? (it|it all|my life|myself|things)|off(ing)? myself|unalive\\w*|jump(ing)?|overdos\\w*|hang(ing)? myself|disappear(ing)?|wish i (was|were) dead)';

export const crisisConcepts = {
  ko: {
    crisis: [
      // dying as the self's intent, plan, wish or question, whatever the ending
      '<(죽|쥭)(기로|을 결심|을까 말까|는 상상|는 장면을 (계속 |자꾸 )?(떠올|상상|그려|생각)|는 (것|거|게) ?(뿐|밖에|말고는)|어도 (될까|되나|돼요|괜찮을까|되겠|될 것 같)|어 ?버리(면|고|자|기|려)|어 ?버렸으면|으면 (다|모든|편|싸움|좋겠))',
      '(같이|함께) 죽(을|자|을래|고 ' + KO_WANT + ')',
      '동반 ?자살',
      '(누가|누군가) (나|날|나를|저를|저) (좀 )?죽여',
      '(이|그) 고통(을|에서)? .{0,10}(죽는|죽어야|죽음)',
      // leaving the world in its formal and soft words
      '(세상|이 세상|이승)(을|과|에서)? (하직|작별)',
      '(생|삶|인생|목숨)(을|을 스스로|도)? (스스로 )?(마무리|마감|정리)(하려|하고 ' + KO_WANT + '|할까|할 생각|할래|하기로)',
      '(하늘나라|저세상|저 세상|천국)\\S{0,2} .{0,12}(곁으로|따라) (가고|갈래|가려|갈까)',
      '(곁으로|따라) 가고 ' + KO_WANT,
      '(세상|이 세상)(에|에서)? (더 |더는 |더 이상 )?(있고 ' + KO_WANT + '지 않|남고 ' + KO_WANT + '지 않|머물고 ' + KO_WANT + '지 않)',
      '(내 손으로|제 손으로|스스로) (다 |그만 )?끝내',
      '살아 ?있고 (싶지 않|싶지가 않|싶지도 않)',
      '끝내기로 (했|마음|결심)',
      '(해|날)(가|이)? (뜨기|밝기) 전에 (다 )?(끝낼|끝내|갈|떠날)',
      // not being there any more: the self missing, and those left better off
      KO_SELF + '\\S{0,2} (없으면|없어지면|없어져도|사라지면|사라져도|죽으면|죽어도|사라져야|없어져야|없는 게|떠나면) .{0,20}(아무도|행복|편하|편할|편해|해결|멈출|멈추|나을|낫|모를|안 슬퍼|괜찮|다들|모두|가족)',
      '(존재|존재 자체)(가|를)? (없어졌으면|사라졌으면|지우고|지워 버리|없애고)',
      '사라(지려고|지려|지기로|질 거|질게|질래|지고 말)',
      '(조용히|영영|영원히|흔적 없이|흔적도 없이|아무도 모르게|완전히) (사라지|없어지)',
      // not waking up, and tomorrow not coming
      '(안|못|다시는) 깨어나(면 좋|기를|지 않기를|지 않았으면)',
      '내일(이)? (안 왔으면|오지 않았으면|안 오면 좋|오지 않으면 좋)',
      '(잠들어서|잠든 채로|자다가|자는 동안) (그대로 |영영 )?(안 일어났|안 깼|일어나지 않|깨지 않|못 깨)',
      // a place or a means, with the self going there or using it
      '한강\\S{0,2} (갈까|갈 생각|가야겠|가려|갈래|갈 거|갈거|가고 ' + KO_WANT + '|갈 뻔)',
      '(옥상|난간|베란다|창문)\\S{0,3} .{0,10}(열려 있는지|올라가 ?봤|올라왔|서 있|밖을 보면 뛰어)',
      '(기차|지하철|선로|차도|트럭|철로|달리는 차|버스|차)\\S{0,3} .{0,12}뛰어들(고 ' + KO_WANT + '|까|려|고 말)',
      '(밧줄|올가미)(을|를)? (준비|샀|사 ?왔|사 ?놨|걸어|묶어|매달)',
      '목 ?(매|맬|매는|매달|매달 수 있는)\\S{0,2} (방법|법|곳|데|끈)',
      '(약|수면제|진통제|알약|처방약|신경안정제)(을|를|도)? .{0,10}(모아 ?두|모아 ?놓|모아 ?놨|모아 ?뒀|모으고 있|모으는 중|모으기 시작)',
      '(약|알약|수면제|진통제)(을|를)? (한꺼번에 |한 번에 |다 )?털어 ?넣',
      '칼(을|로)? (목|손목|팔|배)(에|을)? (대|갖다 대|긋)',
      '(바다|강|물|호수)(에|로|속으로)? (들어가서|걸어 들어가서|뛰어들어서) .{0,6}(안 나오|나오지 않|안 돌아|돌아오지 않)',
      '(물에|바다에|강에) 빠져 (죽|죽고)',
      '(몇 층|몇층|어느 높이|얼마나 높은)\\S{0,3} .{0,12}(떨어지면|뛰어내리면) .{0,6}(죽|확실)',
      // self-harm: cutting, burning, hitting oneself, blood as relief
      '(면도날|칼|커터|커터칼|가위|유리)\\S{0,3} (로 )?(긋|그어|그었|그을|긋는|긁어서 피)',
      '(?<!(선|줄|밑줄|금)(을|를)? )(또|다시|계속|자꾸) (긋|그어|그었|그을|긋게)',
      '(팔|손목|허벅지|몸|다리)(을|를|에)? .{0,6}(긁어서|긁어) 피',
      '(나|날|나를|저를|내 몸을|제 몸을|스스로를|스스로|나 자신을)\\S{0,2} (때리고 ' + KO_WANT + '|때렸|벌줬|벌주고|벌했|벌하고)',
      '피(를|가)? (봐야|나야|흘려야) .{0,14}(진정|편|괜찮|살아 있|살 것|안심)',
      // goodbyes and a plan carried out
      '(남길|남겨 둘|마지막) (편지|글|인사|메시지)(를|을)? (다 |미리 )?(썼|써 ?놨|써 ?뒀|남겼|남기려)',
      '마지막 (글|인사|편지)(이에요|입니다|이야|예요|이 될|로 남)',
      '(정말|영원히|마지막|진짜|이젠|이제는) 안녕(?!하|히)',
      '(내 |제 )?(물건|소지품|짐)(들)?(을|를)? .{0,10}(다|전부|모두) (나눠 ?줬|나눠 ?주고|나눠 ?주는 중)',
      '(정리|준비)(를|도)? (다 )?(끝냈|했|마쳤).{0,20}(이제 (떠나|가려|가도|갈게))',
      '이제 (떠나도|가도) 될 것 같',
      '(내일이면|곧|이제) (난|나는|저는|전) (여기|이 세상에|세상에) 없',
      '(그때까지|내년까지|그날까지) 살아 ?있을 (자신|것 같지)',
      '내년(이|은)? 없을 것 같',
    ],
    negation: [
      // "it is not that …": a wish named and then denied, or called a joke
      '(?<!\\S)(\\S+ ){0,2}\\S+ (건|게|것은|거는|말은|말도|건요) (\\S+ ){0,2}(아니(?!면)|농담|진심 아니)',
      // "… like that I don't do / never thought of"
      '(?<!\\S)(\\S+ ){0,2}\\S+(?<!(^|\\s)(나|저)) 같은 (건|거|것은|것도) (\\S+ )?(안 |안해|생각도 안|생각조차 안|한 번도|절대|전혀|없(?!어))',
      // "I have never …"
      '(?<!\\S)(\\S+ ){0,3}(한|해 본|해본|시도한|그은|생각한|써 본|해 봤던) 적(은|이|도)? (한 번도 )?(없|전혀)',
      '(?<!\\S)(\\S+ ){0,2}\\S+ 한 번도 (\\S+ )?(한 적|안 해|안 했|없)',
      // "no thought of …" (but "살고 싶은 마음이 없어요" is no wish to live: kept)
      '(?<!살고 |살 |살아갈 |살아야 할 )(?<!\\S)(?!살고|살아)(\\S+ ){0,1}\\S+ (생각|마음|계획|의도)(은|는|도) (전혀 |절대 |조금도 |하나도 )?(없(?!어지)|안 해|안 들)',
    ],
    ordinary: [
      // a story, a film, the news: the act is someone else's
      '(영화|드라마|소설|웹툰|만화|게임|뉴스|기사|작품|연극|극 중|소설 속|노래)\\S{0,3} .{0,40}?(장면|결말|내용|이야기|소식|줄거리|촬영지)',
      '(생을 마감한|세상을 떠난|세상 떠난|돌아가신|숨진|투신한|자살한|떠나신|하늘나라로 간|무지개다리 건넌) (\\S+ )?(작가|가수|배우|사람|분|친구|연예인|반려견|강아지|엄마|아빠|아버지|어머니|할머니|할아버지|고양이|동생|형|언니|오빠|누나|선배|동료)',
      '(돌아가신|떠나신) (뒤|후)(에)? .{0,10}유서',
      '유서(를)? (발견|찾았|읽었|공개)',
      // places for a day out
      '(마포대교|한강 다리|한강|옥상)\\S{0,2} (근처|주변|맛집|공원|뷰|야경|산책|자전거|드라이브|불꽃|라면|치맥|텃밭|정원|바베큐|피크닉)',
      // leaving for a place, a school or a job
      '(떠날|갈) 준비.{0,30}(유학|여행|이사|출국|비행기|출장|휴가|이민|귀국|입대)',
      '(유학|여행|이사|출국|출장|휴가|이민|입대).{0,30}(떠날|갈) 준비',
      '(이제 갈게|먼저 갈게|그동안 고마웠\\S*|다들 고마웠\\S*).{0,20}(내일 봐|다음에 봐|또 봐|새 회사|이직|퇴사|전학|이사|졸업|연락할게|다음 주부터)',
      '잠들어 있는 (공주|숲|미녀)',
      '(잠수 타고|주말 동안|주말에|며칠만|잠깐|당분간|일주일만|하루만) (\\S+ )?사라지고 ' + KO_WANT,
    ],
    distress: [
      '(너무|정말|진짜|매일매일이|하루하루가|살기가|사는 게|모든 게|숨 쉬는 것도|살아남는 것만으로도|요즘) (너무 )?(버거|버겁|벅차|벅찬)',
      '(견디기|버티기|견딜|버틸)(가|도)? (너무 )?(힘들|힘드|어렵|수가 없|수 없|힘이 없)',
      '이렇게(는)? (더 |계속 |더는 )?(못 살|살 수는? 없|살 수 없)',
      '(앞이|미래가|출구가|빛이) (하나도 |전혀 |도무지 )?(안 보|보이지 않|깜깜|캄캄|없)',
      '나아(지지 않|질 것 같지 않|질 거라는 생각이 안|지지도 않|지지가 않)',
      '(뭘|무엇을|아무리|뭘 해도|노력해도) .{0,6}(소용이? 없|안 돼|제자리)',
      '(모든 게|모든 것이|다|인생이|삶이|사는 게) (다 )?의미 없',
      '(인생|삶|사는 것|사는 게|살기)(이|가|는)? (너무|정말|진짜) (힘들|힘드|버거|고달|괴롭)',
      '(잠깐이라도|다|모든 게|모든 것이|세상이|시간이) (다 )?멈췄으면',
      '아무것도 (하고 ' + KO_WANT + '지 않|하기 싫|손에 안 잡|못 하겠)',
      '(일어날|움직일|웃을|살아갈|버틸|견딜) (힘|기운)(이|도)? (하나도 )?(없|안 나)',
      '이제 (힘이|기운이) 없',
      '(아무|하나도) 쓸모(가)? 없|쓸모없는 (사람|인간|존재)|무가치',
      '아무도 (내|제) (마음|편)',
      '(세상에|세상에서|이 세상에) (나|저) 혼자',
      '(아무|어떤) (감정|느낌)(도|이)? (안 느껴|없|안 들)',
      '의욕(이|도)? (하나도 |전혀 )?없',
      '번아웃(이)? (왔|너무|심해|심하|온 것)',
      '(답답해서|괴로워서|힘들어서) 미칠',
      '(매일|밤마다|날마다|하루 종일|맨날) (울어|울다|울고|운다|울면서)',
      '눈물이 (멈추지 않|안 멈|계속 나)',
      '(마음|가슴)이 너무 아파서',
      '견딜 수가 없',
      '(멘탈|마음|정신)(이|도)? (다 )?(무너졌|무너져|무너질|나갔)',
      '무너질 것 같|무너져 내리',
      '(도망가고|도망치고|숨어 버리고|숨어버리고|사라져 버리고) ' + KO_WANT,
      '아무도 (모르는|없는) (곳|데)(에|으로|로)? .{0,10}(가고 ' + KO_WANT + '|있고 ' + KO_WANT + '|숨고|가서)',
      '(모든 게|모든 것이) (다 )?(싫어|싫다|지긋지긋)|다 (귀찮고|지긋지긋)',
      '(나 자신|내 자신|제 자신)(이|가)? (너무 )?(싫어(?!하)|싫다|미워|혐오스러)|(내가|제가) (너무 )?(미워|혐오스러|너무 싫)',
      '발버둥',
      '(터널|늪|구렁텅이|수렁) (같|속|에 빠)',
      '(즐거운|재미있는|행복한|기쁜) (게|일이|것이|일도) (하나도|아무것도|전혀) 없',
      '(기대|기대할 게|기대가) (안 돼|없)',
      '(내|제|나의) (인생|삶)(은|이)? (망했|끝났|끝난)',
      '고통(이)? .{0,6}(평생|영원히)',
      '마음이 (너덜너덜|찢어지|갈기갈기)',
      '(다|많이) 힘들(어|다|어요|네요)',
      '아무도 (나를|날|저를) (안 찾|찾지 않)',
      '언제까지 (이렇게 )?(버텨|견뎌|참아)야',
      '(것도|게|데) 지쳐',
      '손(을)? 놓고 ' + KO_WANT,
      '짐 같(아|다|은)',
      '바닥까지',
      '(막막해|막막하)',
      '(잠도|잠을) 못 자고 (밥도|밥을) 못',
      '공허(해|하다|합니다|함|감|하고)|공허한 (마음|기분)',
    ],
  },
  en: {
    crisis: [
      // acting on the self: ending, killing, unaliving, in any tense
      '\\bend(ing|ed)? myself\\b',
      '\\bshould (just )?end (it|it all|everything|things|my life)\\b',
      '\\bways to end (it|it all|things|my life)\\b',
      '\\bend(ing)? (it|things|everything) (for good|permanently|forever)\\b',
      '\\b\\w*(wanttodie|killmyself|endmylife|wanttokms)\\w*\\b',
      // hoping something ends one's life
      '\\b(hope|hoping|wish|wishing|pray|praying)( that)? (i|something|someone|a \\w+|the \\w+) (would |will |could |might )?(just |finally )?(die|dies|kill me|kills me|hits? me|run me over|crash)\\b',
      '\\b(hope|wish|pray)\\b.{0,30}\\band die\\b',
      // not existing: stopping, vanishing, not being here
      '\\b(want|wish|would like|rather|just|ready)\\b.{0,20}\\b(not exist|stop existing|cease to exist|not be here|not be alive|(be |was |were )?gone forever|gone for good|vanish forever|disappear forever|fall asleep forever|sleep forever|be gone)\\b',
      '\\b(want|wish|ready|long|wanna) to (go (home )?to heaven|be with .{1,20} in heaven|join .{1,20} in heaven)\\b',
      '\\b(death|dying|being dead)\\b (sounds|seems|feels|looks|would be|is) (so |more |like )?(peaceful|easier|better|a relief|nice|appealing|the answer)\\b',
      '\\bwant out\\b.{0,20}\\b(for good|permanently|of (this|my) life|of life)\\b|\\bi want out\\s*$',
      '\\bcannot do life\\b|\\bcannot (live|exist|be alive) any ?more\\b',
      // means: pills, rope, charcoal, a car, a height, the tracks
      '\\b(bottle|handful|stash|pile) of (pills|meds|tablets|sleeping pills)\\b',
      '\\b(take|took|taking|swallow|swallowed)\\b (\\d{2,}|fifty|forty|thirty|twenty|a hundred|every one of) .{0,12}\\b(pills|tablets|meds)\\b',
      '\\b(mix|mixed|mixing) (my )?(pills|meds|sleeping pills)\\b.{0,12}\\b(alcohol|vodka|wine|booze|whiskey)\\b',
      '\\bsav(e|ing|ed) (up )?(my )?(pills|meds)\\b',
      '\\b(bought|got|have|tied|made|hung|ready|buy)\\b.{0,12}\\b(a |the )?(rope|noose)\\b(?!.{0,25}\\b(climb\\w*|camp\\w*|tent|boat|swing|tow\\w*|jump|dog|gym|garden|laundry)\\b)',
      '\\bnoose\\b.{0,20}\\b(ready|tied|hung|up)\\b',
      '\\bcharcoal\\b.{0,25}\\b(tape|sealed|bedroom|in the car)\\b',
      '\\bengine running\\b.{0,30}\\bgarage\\b|\\bgarage\\b.{0,30}\\bengine running\\b',
      '\\b(standing|stood|sitting|sat) (on|at) (the|a) (ledge|tracks|railway|railing|edge of the roof)\\b',
      '\\bi am (on|at) (the|a) (bridge|ledge|roof)( right now| now)?\\s*$',
      '\\b(think|thinking|thought) (about|of) (jumping|the bridge|the tracks|the train|the rope|the pills|the noose)\\b(?! (in|into|on|at|to|rope|jacks))',
      '\\bhow (high|far|tall|many floors)\\b.{0,40}\\b(to die|kill (me|you|a person)|fatal|lethal)\\b',
      '\\b(drove|walked|went) to the (bridge|tracks|cliff)\\b.{0,30}\\b(sat|stood|stared|there for)\\b',
      // self-harm in its words
      '\\bself[ -]?harm(ed|ing|s)?\\b',
      '\\b(cut|cutting|slit|slash|slashing) (my )?(wrists?|arms?|thighs?)\\b(?! (on|while|shaving|when|in|at|by accident))',
      '\\b(urge|urges|itch) to (cut|self-harm|hurt myself|bleed)\\b|\\bneed to (self-harm|hurt myself|bleed|cut myself)\\b',
      '\\bcutting\\b.{0,20}\\b(only thing|helps|addicted|relapse|urges?)\\b(?!.{0,10}\\b(carbs|sugar|costs|hair|back))',
      '\\bcarv(e|ed|ing) (into )?my (skin|arms?|legs?|thighs?|wrists?)\\b',
      '\\bwant to bleed\\b|\\bcut deeper\\b|\\bscratch\\w* .{0,20}until (it|they) bled?\\b',
      '\\b(razor|blades?)\\b.{0,40}\\b(when it gets bad|for when|hidden|hide|my (arms?|wrists?|skin|legs?|thighs?))\\b',
      '\\bscars?\\b.{0,30}\\bwant (more|another)\\b',
      // goodbyes and a plan carried out
      '\\b(this is|these are) my (final |last )?goodbyes?\\b(?! (party|present|gift|card|to (my|the) (team|job|office|class)))',
      '\\bsaying my (final |last )?goodbyes\\b(?! (to|at|before|and moving|as i))',
      '\\bgave away (all|most) (of )?my (things|stuff|belongings|possessions)\\b(?! (to charity|before|because|since))',
      '\\bafter i am (gone|dead)\\b',
      '\\bfind my (note|body|letters?)\\b',
      '\\bin case i do not make it\\b(?! (to|in|on|back|home))',
      '\\b(have|got) the means\\b',
      '\\b(tonight|today) is my last (night|day)\\b(?! (in|at|of|before|here|with|on))',
      '\\bmade (my )?peace with (it|dying|death)\\b',
      '\\bmade my will\\b.{0,30}\\bgoodbye\\b',
      '\\b(picked|chose|set) a date\\s*$',
      '\\b(least painful|painless|easiest|quickest|peaceful) (way|ways|method) to (go|die|do it|end it)\\b',
    ],
    negation: [
      // a negator governing the act within a few plain words: "I never cut myself", "no plan to die"
      `\\b(not|never|no|no longer)\\b( ${EN_NEG_FILL}){0,4} ${EN_ACT}\\b`,
      // "suicide is not something I would ever consider"
      `\\b${EN_ACT} (is|was) not something\\b`,
      '\\bnot (depressed|sad|lonely|hopeless|exhausted|okay with|ok with)\\b',
    ],
    ordinary: [
      // a story, a film, the news, other people
      '\\b(movie|film|show|book|novel|story|episode|series|game|news|article|song|play|villain|hero|character)\\b.{0,40}\\b(ends? with|scene|plot|where|said|story|about)\\b.{0,40}',
      '\\b(died|dies) by suicide\\b',
      '\\bhow do i (help|support)\\b.{0,60}',
      '\\boverdos(e|ed|ing) (crisis|epidemic|deaths|story|on chocolate|on candy|on sweets)\\b',
      '\\blethal (dose|amount)\\b(?=.{0,40}\\b(toxicology|pharmacology|pharmacy|nursing|chemistry|biology) (class|exam|course|lecture)\\b)',
      '\\bhow many \\w+ (pills|tablets) can i take\\b',
      '\\b(last post on this account|switching to a new one)\\b',
      '\\b(will not|would not) be here tomorrow\\b.{0,10}\\b(flying|traveling|travelling|going|working|visiting|off)\\b',
      '\\b(never|not) wake up (at|before|early|late|on time|in time)\\b',
      '\\bjump (start|on the bed|on a call|into the lake with|in the lake with|to conclusions)\\b',
      '\\b(be )?dead broke\\b',
    ],
    distress: [
      '\\b(i am|i feel|feeling|so|completely|emotionally|mentally|physically) (so |completely |totally |really |emotionally |mentally )?(exhausted|drained|burnt out|burned out|worn out|depleted|overwhelmed)\\b(?! (after|from (the|my|work|a|this|that|running)|by the))',
      '\\b(every day|each day|life|living|everything|getting up|waking up) (is|feels|has become) (like )?(a |such a )?(struggle|hell|nightmare|torture|too hard|so hard|unbearable|pointless|a chore)\\b',
      '\\blife is (so |too |really )?hard( right now)?\\b',
      '\\bi am (struggling so much|struggling to (cope|breathe|get out of bed|keep going|survive|function))\\b|\\bbarely (surviving|functioning|coping|breathing|holding on|move)\\b|\\bnot living,? just surviving\\b',
      '\\b(so|very|really|incredibly) (lonely|sad|alone|empty|numb|hopeless|miserable|depressed|lost)\\b(?! (that|about|when|movie|song|to see))',
      '\\b(sad|miserable|tired) all the time\\b',
      '\\bhave (nobody|no one)\\b',
      '\\bfeel (invisible|completely lost|so lost|heavy|so heavy|dead inside)\\b|\\bdead inside\\b',
      '\\b(sadness|pain|hurt|loneliness|emptiness) (never|will not|does not) (goes away|go away|ends|end|stop|stops)\\b|\\bpain never ends\\b',
      '\\b(cannot|can not) stop crying\\b|\\bcrying (for hours|all day|all night|every day|myself to sleep)\\b|\\bcry myself to sleep\\b',
      '\\b(not|have not) (left|gotten out of) (my )?bed\\b',
      '\\b(have|see) no future\\b|\\bmy future (is|looks) (dark|bleak|hopeless|empty)\\b',
      '\\b(hate|dread|dreading) waking up\\b|\\b(scared|afraid) of tomorrow\\b',
      '\\bdo not know how (to|i can) (keep going|go on|hold on|survive|continue)\\b|\\blosing the will\\b|\\btired of trying\\b',
      '\\b(cannot|can not) (handle|bear|stand) (this|it|anything|life)( any ?more)?\\b|\\bi cannot any ?more\\b',
      '\\bno (energy|motivation|will|desire) (to do anything|for anything|left)\\b',
      '\\bnothing (makes me happy|brings me joy|excites me)\\b|\\b(do not|cannot) enjoy anything\\b|\\bnothing (i do )?(ever )?(matters|works out)\\b',
      '\\bpanic attacks?\\b|\\banxiety\\b.{0,15}\\b(unbearable|crippling|out of control|too much)\\b',
      '\\b(i am|i feel) (so )?(useless|pathetic|hopeless|unlovable|a mess)\\b|\\b(am|i am|i feel like|feel like i am|think i am) a disappointment\\b',
      '\\bdrag (everyone|everybody|people|them) down\\b|\\beveryone is (tired|sick) of me\\b',
      '\\bmy life is (a mess|a disaster|falling apart|ruined|over)\\b',
      '\\b(want|wish)\\b.{0,10}\\b(the world|everything|it all|time|life) to (stop|pause)\\b',
      '\\b(want|need) to (stop being me|stop feeling (like this|this way|anything))\\b|\\bscream and disappear\\b|\\bdisappear for a (while|bit|few days)\\b',
      '\\b(everyone|they|people|my family)\\b would be (happier|better( off)?)\\b.{0,15}\\bif i\\b',
      '\\bsick and tired of (my life|life|everything|living)\\b',
      '\\bheart (feels|is) (so )?heavy\\b|\\blosing my mind\\b|\\bso much pain\\b|\\bfading away\\b',
      '\\bthings (keep getting|are getting|only get) worse\\b',
      '\\bwhat is (even )?the point\\b',
      '\\b(life|everything|it all) (feels|seems|is) (so |completely |totally )?(pointless|meaningless|empty)\\b',
      '\\bnot ok\\b',
      '\\bburn ?out\\b.{0,20}\\b(eating|killing|destroying|too much|so bad)\\b',
    ],
  },
} as const;
