/**
 * The register of Korean text, one per surface (docs/korean-style.md): the UI chrome (buttons,
 * labels, notices, errors, questions to the reader) in 해요체; report prose, hexagram descriptions,
 * practical meanings and the essays in 합니다체. The one polite request, -(으)세요 / 주세요, goes with
 * both. Quoted speech (“…”, "…") is the reader's own voice, written as a reader would, and is not
 * checked.
 */

/** What closes a sentence without being part of its ending. */
const CLOSING = /[\s.!?…~)\]」』’'"]+$/u;

/** Nouns that end in 요 and close a label: 로그인 필요, 중요. */
const NOUNS_IN_YO = /(?:필요|중요|주요|수요|개요)$/u;

/**
 * The keys of messages/ko.json that are prose, in 합니다체: the quiz report and its notes, the essays
 * on the Book of Changes page and the casting rules, the reading's notes, the policies, and the care
 * screen (one surface of its own, written in 합니다체). Every other key is UI chrome, in 해요체.
 */
export const PROSE_KEYS: readonly RegExp[] = [
  /^Quiz\.report\./u,
  /^Quiz\.(supportingNone|tieNoSharedMatch|tieNoSharedClash)$/u,
  /^BookOfChanges\.intro\d$/u,
  /^Casting\.about\./u,
  /^Casting\.reason\./u,
  /^Casting\.(zhuXi|noChange)$/u,
  /^(CurrentInsight|PlanInsight)\.localNote$/u,
  /^ReportChange\.(lead|relatingLead)$/u,
  /^Policies\./u,
  // the care screen speaks in 합니다체; the calm note above a reading is a word to a tired reader, in 해요체
  /^CareScreen\.(?!note)/u,
];

export function isProseKey(key: string): boolean {
  return PROSE_KEYS.some((pattern) => pattern.test(key));
}

/** The sentences of `text`, quotations and ICU placeholders left out, each with its bare ending. */
function sentenceEnds(text: string): [sentence: string, end: string][] {
  const unquoted = text
    .replace(/“[^”]*”/gu, '“”')
    .replace(/"[^"]*"/gu, '""')
    .replace(/[{}]/gu, ' ');
  return unquoted
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    // a closing aside in brackets or after a colon (a placeholder) is not the ending: 쓰셨어요(하루 3회). / 열어요: {url}
    .map((sentence): [string, string] => [sentence, sentence.replace(/\([^()]*\)[\s.!?…]*$/u, '').replace(/:[^:가-힣]*$/u, '').replace(CLOSING, '')]);
}

/** The sentences of `text` that end in 해요체 (-아요/-어요, -예요, -나요? …), a -세요 request excepted. */
export function haeyoEndings(text: string): string[] {
  return sentenceEnds(text)
    .filter(([, end]) => end.endsWith('요') && !end.endsWith('세요') && !NOUNS_IN_YO.test(end))
    .map(([sentence]) => sentence);
}

/** The sentences of `text` that end in 합니다체 (-ㅂ니다, -습니다, -ㅂ니까?, -습니까?). */
export function hapnidaEndings(text: string): string[] {
  return sentenceEnds(text)
    .filter(([, end]) => /(?:니다|니까)$/u.test(end))
    .map(([sentence]) => sentence);
}

/** The sentences of `text` that end in 해라체 (-다, -라: "괘다.", "이롭다."), the register of the classic only. */
export function haeraEndings(text: string): string[] {
  return sentenceEnds(text)
    .filter(([, end]) => /(?:[^니]다|[^세]라)$/u.test(end))
    .map(([sentence]) => sentence);
}
