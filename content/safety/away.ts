/**
 * A reason for being away, or for putting one's things in order, that the sentence gives itself: the
 * rules of absence at a time to come and of affairs put in order (crisis-concepts.ts, crisis-phrases.ts)
 * read no crisis beside one, before or after, across the sentence's commas.
 */
// 다음 달이면 저는 없을 거예요, 육아휴직 들어가거든요; 이사 가면서 제 물건 누구한테 줄지 정리 중이에요
const KO_AWAY = '(출장|휴가|여행|이사|이민|유학|입대|군대|휴직|육아|출산|입원|수술|파견|전근|발령|퇴사|퇴직|은퇴|졸업|방학|학기|시험|회의|모임|행사|결혼|이직|해외|본가|친정|시댁|고향|연수|교환 ?학생|워홀|캠프|출국|귀국|정리 ?중|미니멀)';
export const KO_NOT_AWAY = `(?<!${KO_AWAY}.{0,40})(?!.{0,40}${KO_AWAY})`;
// I won't be here next month, I got a job in Seoul; I'll be gone by Friday, heading to my parents' for the holidays
const EN_AWAY =
  '\\b(trip|vacation|holiday|abroad|travel\\w*|visit|flight|fly|flying|business|moving|move|movers?|relocat\\w*|company|team|colleagues?|co-?workers?|retir(e|ing|ement)|graduat\\w*|conference|shift|work|job|office|camp|meeting|class|school|college|party|wedding|appointment|lunch|dinner|parents|family|leave|semester|course|exam|tour|cruise|hospital|surgery|deploy\\w*|festival|gig|concert|game|match|interview|training|retreat)(s|es|ed|ing)?\\b';
export const EN_NOT_AWAY = `(?<!${EN_AWAY}.{0,60})(?!.{0,60}${EN_AWAY})`;
