/**
 * How the crisis screen reads a denial (lib/safety/crisis.ts `cutReading`; docs/safety.md,
 * "Negation scopes"): the scope of a negation over an act, in both languages, built from parts
 * rather than listed sentences.
 *
 * A denial is read on the reading with its clause marks kept (`,` for a comma, a semicolon, a colon
 * or a dash; ` / ` for a sentence end): a negation never reaches over one. What a denial covers is
 * cut (replaced by a bar) before the crisis patterns are tried, with the negations of
 * crisis-phrases.ts and crisis-concepts.ts, and under the same guards:
 *
 * - `before`: what, just before a denial in its sentence, makes it no denial ("why not …", "I
 *   can't promise I won't …", "I told them I'm not …" when a "but" or a lie follows; 왜 …);
 * - `after`: what, right after it, turns it over (a condition 면, a double negative 수 없다 / 날이
 *   없다, a denial reported and then contradicted 없다고 했는데 / 안 한다고 약속했지만, pretending
 *   척, "never wanted to die until last week", "…, but I do").
 *
 * Korean patterns are regular expressions over the repaired reading, with two conveniences added
 * when compiled (`compileDenial` in lib/safety/crisis.ts): between two syllables one space may
 * stand (죽고싶지 = 죽고 싶지), a written space is one space or none (`[ ]` is one space), and `{MOD}` stands for a syllable that closes on ㄴ or ㄹ, the
 * ending of a modifier (한, 죽을, 해칠, 싶은, 싶다는, 던) that a noun of intent follows (생각,
 * 마음, 적, 건). English patterns are plain regular expressions over the English reading.
 */

// English parts: a negator, the words a denial passes through on its way to the act, the act
const EN_NOT = '(not|never|no|nor|zero|without|no longer)';
const EN_THROUGH =
  '(really|ever|even|actually|at|all|seriously|once|truly|honestly|definitely|necessarily|exactly|remotely|currently|slightest|least|single|going|gonna|to|about|that|i|me|would|will|do|did|does|am|was|were|be|been|have|had|has|want|wants|wanted|wanting|wish|wished|wishing|plan|plans|planned|planning|intend|intends|intended|intending|intention|intentions|mean|means|meant|try|tries|tried|trying|attempt|attempts|attempted|attempting|think|thinks|thinking|thought|thoughts|consider|considered|considering|contemplating|say|saying|desire|desires|urge|urges|feel|feeling|like|of|any|a|the|my|own|something|commit|committing|doing|go|way|write|writing|wrote|leave|leaving|on|anything|drastic|stupid|\\w+ or|\\w+ nor)';
const EN_ACT =
  '(die|dies|died|dying|dead|death|be dead|kill(ing|ed|s)? myself|suicide|suicidal|self-harm(ed|ing|s)?|self harm(ed|ing|s)?|(hurt|hurting|harm|harmed|harming|cut|cutting|burn|burning|injure|injuring|starve|starving|punish|punishing) myself|cutting|(take|taking|took|end|ending|ended) my (own )?life|end(ing|ed)? (it|it all|myself|things|everything)|off(ing)? myself|unalive\\w*|jump(s|ed|ing)?|overdos\\w*|hang(ing|ed)? myself|disappear(ing|ed)?|stop (living|existing|being alive)|leave (this|the) world|be gone|(tired|sick) of (living|life|being alive)|(a |my )?(goodbye|farewell|suicide) (note|letter)s?|wish i (was|were) dead)';

// --- Korean -------------------------------------------------------------------------------------

// an act or an end, as the start of its word or phrase (the ending varies: 해치다, 해칠, 해쳐)
const KO_ACT =
  '(죽|쥭|뒤지|뒈지|디지|자살|자해|극단|사라지|사라질|사라져|없어지|없어질|없어져|뛰어내|뛰어들|투신|목숨|목을 매|목 매|목매|끊|해치|해칠|해쳐|긋|그어|그을|그었|번개탄|연탄|유서|수면제|약을|끝내|끝낼|떠나|떠날|따라가|따라 가|세상을 뜨|세상을 등지|나쁜 생각|나쁜 마음|나쁜 짓|살기 싫|사는 게 싫|스스로를|상처를 내|칼로)';
// what lies between the act and the denial: no clause or sentence mark, no exclusive focus
// (죽는 것 말고는 생각이 없다, 죽을 생각밖에 없다 are no denials), no clause ended on the way
// (죽고 싶어 계획은 없어, 자살할꺼야 말리지마, 곧 떠날 거라 다시 볼 일 없을 듯), no fear (무섭지 않다)
const KO_GAP = '(?:(?!말고|밖에|빼고|외에|뿐|무섭|무서|두렵|두려|겁|(라|니까|는데|은데|지만|어서|아서|라서|해서|면|야|요|다|네|죠|니다|거든|듯|데|싶어|싫어)[ ]|/|,|\\|).)';
// a noun of intent or of saying, with its particle: what the denial is about
const KO_NOUN = '((?<!흔|실|전)적|건|게|거|것|뜻|말|얘기|이야기|의미|생각|마음|맘|계획|의도|일|짓|충동|엄두|결심|각오|정도|수준)(은|는|이|가|도|을|를|조차|까지|요|이요|까지는|만큼은)?';
// a word right before that noun: a modifier ending, an act noun (자살 생각), or 그런, 같은
const KO_BEFORE_NOUN = '(?<={MOD}|자살|자해|선택|그런|같은|이런|저런|그럴)';
const KO_ADVERB = '(1도|일도|눈곱만큼도|요만큼도|전혀|절대로|절대|결코|하나도|조금도|추호도|꿈에도|단 한 번도|한 번도|정말로|정말|진짜로|진짜|별로|딱히|이제는|이젠|이제|더는|더 이상|지금은|요즘은|요즘|아직은|아직|당연히|물론)';
// "never have": 해 본 적, 생각한 적, 먹어 본 적
const KO_EVER = '((생각|시도)?해 본|해 봤던|생각한|시도한|가져 본|품어 본|먹어 본|먹은|했던|한) 적(은|이|도)?';
// the denying predicate, spelling slips included (업어요, 안아요)
const KO_NOT =
  '(아니(?!면|라면|었으면|었더라면)|아닌(?!가)|아닐|아냐|아녜|아님|아닙|아녀|없(?!어지|어져|어졌|어질|애|앨|었으면|을래)|업어|업서|업써|엄써|업다|업음|안 (해|합|할|했|하|들|나|먹|품|가져|생겨)(?! 수)|하지 (않|안)|않)';
// what the denial covers before the act: an adverb, the self, a place or a means (한강에, 옥상에서)
const KO_BEFORE_ACT = '((절대로|절대|결코|스스로|정말|진짜|전혀|저는|나는|난|전|제가|내가|[가-힣]{1,6}(에|에서|으로|로|을|를))[ ]){0,2}';

export const crisisDenials = {
  ko: {
    denials: [
      // the act named, then a noun of intent denied: 죽을 생각은 없어요, 죽고 싶었던 적은 없어요,
      // 죽고 싶다는 건 아니고, 자해 충동 없어요, 자살 같은 건 생각해 본 적도 없어요
      `${KO_BEFORE_ACT}${KO_ACT}${KO_GAP}{0,12}?${KO_BEFORE_NOUN} ?${KO_NOUN} ?(${KO_ADVERB} ){0,2}(${KO_EVER} )?(${KO_ADVERB} )?${KO_NOT}`,
      // an act noun denied as such: 자해 아니에요, 유서가 아니라
      `(자해|자살|유서|극단적인? 선택|투신|자살 시도)(가|이|는|도)? (${KO_ADVERB} )?(아니(?!면)|아냐|아님|아닌|아닙)`,
      // a means gathered, denied as such: 약 모으는 거 아니에요, 수면제를 모아 둔 건 아니고
      `(약|수면제|알약|진통제|번개탄|밧줄)(을|를)? (사 ?)?(모으는|모아 ?둔|모아 ?놓은|모은|사 ?모으는) (거|건|게|것은|것도) (${KO_ADVERB} )?(아니|아냐|아님|아닙)`,
      // the long negation on the act's own verb: 죽고 싶지 않아요, 끊지 않을, 싶진 않은데, 싶지 안아요,
      // 수면제를 먹지 않아요; only that verb (with 싶다 or 하려고 하다): in 수면제를 버리지 않고 모아 두고
      // 있어요 the verb denied is another, and the means stays
      `${KO_BEFORE_ACT}${KO_ACT}[가-힣]{0,2}( ?(고 ?싶|려고 ?하|먹))?(지|진|질)(는|도|가|요)? ?(않|안 ?아|안 ?았|안 ?을|안 ?는|안 ?습|말|마)`,
      // the short negation before it: 안 죽어요, 절대 안 뛰어내릴 거예요 (not 안 죽었어요, after an attempt)
      `${KO_BEFORE_ACT}안 (죽(?!었|어지|어 지|더라|네|겠)|뛰어내릴|뛰어내려|해칠|자살할|자해할|긋)`,
      // the act noun, then 안 하다: 자해 안 해요, 자해는 앞으로도 안 할 거예요
      `(자해|자살|극단적인? 선택|나쁜 짓)(는|은|를|을|도)? ((${KO_ADVERB}|앞으로도|다시는|다시) ){0,2}안 (해|합|할|했|하|한(?= 지))`,
      // stopped long since: 자해를 끊은 지 2년, 안 한 지 1년
      `${KO_ACT}${KO_GAP}{0,6}?(끊은|그만둔|멈춘|안 한|참은) 지 (\\d+|한|두|세|네|다섯|여섯|몇|일|이|삼|반)`,
      // what must not be done: 자살하면 안 된다는 거 알아요
      `${KO_ACT}${KO_GAP}{0,6}?(으면|면) 안 (된다|된다는|된다고|되잖|되는 거|되니까|됩니다|되는 걸)`,
      // dying disliked or feared: 죽는 건 싫어요, 죽기 싫어 (not 무섭지 않다, which is no fear)
      '(죽기|죽는 (건|게|것은|것이|거)) ((정말|너무|진짜) )?(싫|시러|무서|두려|겁나)(?!지|진|다는 생각이 안)',
      // past, and over now: 죽고 싶었던 적이 있긴 했지만 지금은 전혀 아니에요, 예전에 자해했었는데 지금은 안 한 지 3년
      `${KO_ACT}[^/]{0,30}?(었|았|했|였|던)[^/]{0,14}?(지만|는데|데|다가) ?[^/]{0,10}?(지금은|이제는|요즘은|요새는|이젠|지금|이제) (전혀 |더는 |다 |완전히 )?(아니|안 (해|그래|들|한 지|한지|하고)|없(?!어)|괜찮|극복|나았|좋아졌|잘 지내|달라졌|벗어났|벗어난|이겨냈|회복|끊었|살고 싶(?!지|진|은 마음(이|은)? 없))`,
      // an old matter now: 자해했던 건 예전 일이고 지금은 안 해요, 그런 생각을 한 건 고등학교 때 얘기예요
      `${KO_ACT}[^/]{0,30}?(오래전|오래 전|예전|옛날|옛|지난|몇 년 전|과거|어릴 때|학생 때|고등학교 때|중학교 때|학창 시절|십 대 때|10대 때|20대 초반)(의|에)? ?(일|얘기|이야기)(이에요|예요|이야|이고|이죠|입니다|일 뿐|이라|이니까)(?![^/]{0,20}(다시|또|요즘 들어|요새 들어|근데|그런데|하지만))`,
      // someone else's words: 죽고 싶다고 하셨던, 죽고 싶다는 친구한테
      `${KO_ACT}${KO_GAP}{0,8}?(다고|라고|다며|다면서|다는 말을?) ?(하셨|하시|말씀|하더|했대|하던|그러셨|그러시|그러더|그러던|하대)`,
      `${KO_ACT}${KO_GAP}{0,8}?(다는|단|라는) (친구|동생|언니|오빠|형|누나|엄마|아빠|어머니|아버지|할머니|할아버지|사람|분|애|아이|학생|지인|동료|후배|선배|환자|남편|아내|남자친구|여자친구|딸|아들)`,
      // a wish named, then what it is about (a cleft whose focus is not oneself): 더 이상 살기 싫은 건 이
      // 원룸이에요, 끝내고 싶은 건 남자친구와의 관계지
      `${KO_ACT}${KO_GAP}{0,6}?(?<=고 싶|기 싫|려고 하|고 싶었)(은|는|던) (건|게|것은|거는|거) ((?!진심|사실|정말|진짜|인생|삶|목숨|죽|자살|세상|마음|뿐|이유|때문|전부|모든|내가|제가|나를|저를|자신|(?<![가-힣])(나|저|제|내)(?![가-힣]))[^/,|]){1,15}?(이에요|예요|이야|이지|지|입니다|이고|이라서|라서|이거든|거든)(?![가-힣])`,
      // a wish named, then explained as another: 사라지고 싶을 때는 있어 근데 그건 잠깐 쉬고 싶은 마음인 듯
      `${KO_ACT}[^/]{0,24}? ((근데|그런데|하지만|그치만) )?(그건|그게|그 말은|그 마음은) ((?!${KO_ACT})[^/]){0,20}?(고 싶은|려는|자는|는|은) (마음|뜻|의미|말|얘기)(인 듯|이에요|예요|이야|이었|였|일 뿐|인 것 같|일 거|이죠|이지)`,
      // the act named, then said not to be meant in the same sentence: 죽고 싶다는 말을 버릇처럼 하는데
      // 진짜 그런 건 아니에요 (진짜 그런 건 아니다: it is not so, for real)
      `${KO_ACT}[^/]{0,30}?(진짜로|진짜|진심으로|정말로|정말|실제로) (그런|그러려는|그럴) ?(건|게|거|것은|뜻은|마음은|생각은|마음|생각)(은|는|이|가)? (${KO_ADVERB} )?(아니(?!면)|아냐|아님|없(?!어지|어져|었으면))`,
      // a wish named, then explained as another in the same sentence: 사라지고 싶다는 말은 잠수 타고
      // 싶다는 거예요 (not when it is said to be meant: 진짜, 정말, 말 그대로)
      `${KO_ACT}[^/]{0,10}?(다는|단|라는) (말은|건|거는|게) ((?!진짜|정말|진심|그대로|죽|자살|목숨|세상)[^/]){1,30}?(다는|자는|려는|는|은|란) (거|뜻|의미|말|얘기)(예요|이에요|야|이야|입니다|이었|였|일 뿐|죠|지)`,
      // … 끝내고 싶다는 건 이 계약 얘기예요: the wish named, then said to be about another matter
      `${KO_ACT}[^/]{0,10}?(다는|단|라는|은|는) (말은|건|거는|게) ((?!진짜|정말|진심|그대로|죽|자살|목숨|세상|인생|삶)[^/]){1,30}? ?(얘기|이야기|문제)(예요|이에요|야|이야|입니다|이었|였|죠|지)(?![^/]{0,6}(근데|그런데|하지만))`,
      // a question about the act put back to the asker, then answered no in the next sentence:
      // 죽고 싶냐고요 / 아뇨, 그런 마음은 없어요 (not when a yes or a "but" follows: 아뇨 근데 사실은)
      `(?<=^|/ )[^/]{0,6}${KO_ACT}[^/]{0,12}?(냐고요|냐고|냐구요|냐구|나고요|냐는 (질문|말)이면|냐면요|냐면) / (아뇨|아니요|아니오|아니|아니에요|전혀요|절대요|절대 아니에요)(?! ?(근데|그런데|하지만|사실|솔직히))( ?, ((그런|그럴) ?${KO_NOUN} ?(${KO_ADVERB} ){0,2}${KO_NOT}[^/]{0,8})?)?`,
      // a short question about the act, then denied: 죽을 생각이요 / 그럴 생각은 전혀 없어요
      `(?<=^|/ )[^/]{0,6}${KO_ACT}[^/]{0,10}? / (그럴|그런) ?${KO_NOUN} ?(${KO_ADVERB} ){0,2}${KO_NOT}`,
    ],
    before: [
      // a question why not: 왜 죽으면 안 돼
      '왜[^/,|]{0,12}$',
    ],
    // what, inside a listed negation, turns it over: 죽고 싶다는 게 농담이 아니라 (not a joke: meant)
    within: ['(농담|장난|거짓말|빈말|허풍)(이|은)? ?아니$'],
    after: [
      // a condition: 자해 안 하면 못 버텨요
      '^[가-힣]*(으면|면)(?![가-힣])',
      // a double negative: 죽을 생각을 안 할 수가 없다, 안 한 날이 없다
      '^[가-힣]* ?(수 ?(가|는|도)? ?없|(날|때|순간|밤)(이|은)? ?(하루도 ?)?없)',
      // trying not to, and failing: 안 하려고 해도 자꾸
      '^[가-힣]*(려고|려) ?(해도|했는데|하는데|하지만|했지만|애|노력)',
      // a denial reported and then contradicted: 없다고 했는데 사실은, 안 한다고 약속했지만
      '^[가-힣]*(다|라|는다|한다)?고 ?(했|말했|말하|약속했|약속|다짐했|다짐|그랬|스스로|달래|써)[가-힣 ]{0,8}?(는데|지만)',
      '^[가-힣]*(다는|단|라는) ?(건|게|말은|말도) ?(거짓말|뻥|거짓)',
      // pretending: 죽고 싶지 않은 척
      '^[가-힣]*(은|는)? ?척',
      // stopped, then done again: 자해 끊은 지 1년 됐는데 어제 다시 했어
      '(다시|또) (했|해 버렸|그었|시작했|하고 말았)',
    ],
    // everyday uses the denials' sets showed, cut with them (a class on writing one's will)
    ordinary: ['유서 ?(쓰기|쓰는|를 쓰는|작성|작성하는) ?(체험|프로그램|수업|교육|캠프|시간|과제|행사)|웰다잉'],
  },

  // --- English ----------------------------------------------------------------------------------
  en: {
    denials: [
      // a question about the act, answered no in the next sentence: "do I want to die / no / not even close"
      `\\b(do|am|would|will|did|have) i( \\w+){0,3} ${EN_ACT}\\b( \\w+){0,2} / (no|nope|not at all|absolutely not|of course not|never|not really)\\b(?! ,? (but|yes|maybe|actually))( / not even close\\b)?`,
      // "I'm not stockpiling anything", "I'm not hoarding my meds"
      `\\b(not|never|no longer) (\\w+ ){0,2}(stockpiling|hoarding|stashing|saving up|collecting)\\b( (anything|pills|meds|my meds|medication|tablets|blades))?`,
      // "I self-harmed in my teens, but that's long behind me"
      `\\bi( \\w+)? ${EN_ACT}( \\w+){0,3}? (in my (teens|twenties|youth)|as a (teen|teenager|kid|student)|when i was (\\d+|young|a (teen|teenager|kid|student))|in (college|high school|school|university)|(\\w+ )?years ago|back then)(?= , (but|and) (that|it)(\\x27s| is| was) (long |well |all |so )?(over|behind me|in the past|done)\\b)`,
      // a word explained as another (read first, before "not die" is cut alone): "when I say I want to disappear I mean go off-grid, not die"
      `\\bwhen i say\\b[^/]{0,40}?\\bi (just |only |really )?mean\\b(?! it\\b)[^/]{0,60}?\\bnot (to )?(die|dying|kill myself|suicide|end my life|literally)\\b`,
      // a negator governing the act through a few words of intent: "I'm not going to kill myself",
      // "no plans to hurt myself", "never once thought about ending my life", "not depressed or suicidal",
      // "it's not that I want to die", "there is no way I'd hurt myself"
      `\\b${EN_NOT}( ${EN_THROUGH}){0,6} ${EN_ACT}\\b`,
      // the act first, then denied: "suicide has never crossed my mind", "killing myself was never an
      // option", "dying isn't what I want", "hurting myself is not on the table"
      `\\b((thoughts? of|the thought of|the idea of) )?${EN_ACT}( for me| itself)? (is|was|has|have|had|would|will|does|did)( been| be| ever| really| just)? (not|never|no longer)( \\w+){0,2}? (an option|option|something|the answer|an answer|on the table|what i (want|need|am (after|asking|looking|planning))|crossed my mind|on my mind|in my mind|in my head|a thought|my plan|the plan|happening|going to happen|a choice|for me|my thing|a thing|in the cards|anything i)\\b`,
      // the act, then disowned: "I think about dying a lot, not because I want to"
      `\\b${EN_ACT}\\b[^/,]{0,40} , (not|and not|but not) (because|that|as if|like) i (really |actually )?(want|wish|mean|plan|intend|would|am going)`,
      // stopped: "I stopped wanting to die", "no longer feeling suicidal"
      `\\b(stopped|quit|stopping|gave up|no longer|have not been|not been) (wanting|trying|thinking about|thinking of|being|feeling|having thoughts of)( to)? ${EN_ACT}\\b`,
      // over now: "I used to want to die but not anymore", "used to be suicidal years ago but I'm in a good place now"
      `\\b(used to|years ago i|months ago i|back then i|once i)( \\w+){0,4} ${EN_ACT}\\b(?=[^/]{0,50}?\\b(but|and|though)\\b[^/]{0,30}?\\b(not any ?more|no longer|anymore|any more|in a (good|better|great) place|doing (well|better|good|okay|ok|fine|great)|(i am|i feel|feel|feeling|am) (much )?(better|okay|ok|fine|safe|good|well|stable|happy|great)|recovered|over it|past that|behind me)\\b)`,
      `\\b(was|were|felt|been) ${EN_ACT}( \\w+){0,2} (years|months|a long time|a while) ago(?=[^/]{0,10}?\\b(but|and|though)\\b[^/]{0,30}?\\b(not any ?more|no longer|anymore|in a (good|better|great) place|doing (well|better|good|okay|ok|fine|great)|(i am|i feel|am) (much )?(better|okay|ok|fine|safe|good|well|stable|happy|great)|recovered)\\b)`,
      // a past told as over: "I struggled with self-harm as a teen but that's over", "I had suicidal
      // thoughts in college but that's long behind me", "I used to self-harm but I've been clean for years"
      `\\b(used to|had|struggled with|went through|dealt with|battled|fought)( \\w+){0,3} ${EN_ACT}\\b(?=[^/]{0,40}?\\bbut\\b[^/]{0,12}?\\b((that|it|those|all that)( is|'s|s| was| are)? (long |well |all |so |completely )?(over|behind me|in the past|done)|(i have been|i have stayed|been|i am) (clean|free|sober) (for|since))\\b)`,
      // a past told as long ago, with nothing after it taking it back: "Self-harm was years ago", "that is
      // all behind me"; an attempt when young, then "but I'm in a really good place now"
      `\\b${EN_ACT} (was|is|were) (a long time|years|ages|so long|long|many years|a few years|decades|months) ago\\b(?![^/]{0,40}\\b(but|until|again|relapsed|started|lately|recently)\\b)`,
      `\\b${EN_ACT} (is|was|are) (long |well |all |now )?(behind me|in the past)\\b(?![^/]{0,40}\\b(but|until|again|relapsed)\\b)`,
      `\\b(attempted|tried|was|were|felt|been)( \\w+){0,2} ${EN_ACT}( \\w+){0,4}? (when i was (\\d+|a (teen|teenager|kid|student))|as a (teen|teenager|kid|student)|in (college|high school|school|university|my (teens|twenties))|(\\w+ )?years ago|back then)(?=[^/]{0,10}?\\b(but|and|though)\\b[^/]{0,30}?\\b(not any ?more|no longer|in a ((really|very|much|pretty) )?(good|better|great) place|doing (really |much )?(well|better|good|okay|ok|fine|great)|(i am|i feel|am) (really |much )?(better|okay|ok|fine|safe|good|well|stable|happy|great)|recovered)\\b)`,
      // recovered: "clean from self harm two years now", "self-harm free"
      `\\b(clean|free|recovered|sober) (from|of) ${EN_ACT}\\b|\\b${EN_ACT}[ -]free\\b`,
    ],
    before: [
      // "why not just end it", "why I should not kill myself"
      '\\bwhy( \\w+){0,3} $',
      // "I can't promise I won't", "not sure I won't"
      '\\b(cannot|can not|could not|not|never) (promise|guarantee|swear|say for sure|be sure|sure|say)( \\w+){0,3} $',
      '\\b(hard|difficult|impossible) to (promise|say|know)( \\w+){0,3} $',
      // "no reason not to kill myself": a double negative
      '\\b(no|any) (good )?(reason|point) $',
    ],
    after: [
      // the denial given back: "…, but I do", "…, but I am"
      '^ , but i (do|am|did|will|have|really do|kind of do|sort of do|kind of am|sort of am)( now| though| actually| sometimes| lately)?( ,| /|$)',
    ],
    within: [] as string[],
    // everyday uses the denials' sets showed: away for a while ("I want to be gone on holiday"), a
    // leap that is a change of career ("the bridge I want to jump is a career one")
    ordinary: [
      '\\bbe gone (on|for) (a |the |my )?(holiday|vacation|trip|week|weekend|month|business|work|lunch|day|while)\\b',
      '\\b(want|wanted|going) to jump (is|was|are|were)\\b',
    ],
  },
};

/** The reported denial taken back: "I told my therapist I'm not suicidal, but I am." */
export const EN_REPORTED = '\\b(told|tell|telling|said|say|says|promised|promise|swore|swear|pretend\\w*|claim\\w*|act like|acting like|insist\\w*|keep saying|kept saying)( \\w+){0,4} $';
export const EN_TAKEN_BACK = '\\b(but|though|yet|however|actually|truth|truthfully|lie|lied|lying|lies)\\b';
/** A past denial that the rest of the sentence ends: "I never wanted to die until last week". */
export const EN_PAST_DENIAL = '\\b(did not|was not|were not|had not|had never|never wanted|never thought|never planned|never considered|never felt|never had|never used)\\b';
export const EN_UNTIL_NOW = '^[^/]{0,40}?\\b((until|till) (now|today|tonight|recently|lately|last|this|yesterday|a few|the)|but (now|lately|recently|these days|today|tonight|this (week|month|year|time))|(before|till|until) now)\\b';
