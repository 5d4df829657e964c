import type { Locale } from '@/i18n/routing';

/**
 * The `situation` of a check that met a crisis statement (POST /api/insight/current/check answers
 * `crisis: true, valid: false`): the page shows the care screen instead, but a client that only
 * reads `situation` still says something kind and true. Our own words.
 */
export const careSituation: Record<Locale, string> = {
  ko: '적어 주신 글에서 지금 많이 힘드시다는 것이 느껴집니다. 이 글로는 풀이를 만들지 않습니다. 지금은 109(자살예방상담전화, 24시간)에서 이야기를 들어 줄 사람과 먼저 이야기해 보세요.',
  en: 'What you wrote sounds like you are going through something very painful. We will not make a reading from it. Please talk to someone now: in the US call or text 988, in the UK and Ireland call Samaritans on 116 123, elsewhere see findahelpline.com.',
};
