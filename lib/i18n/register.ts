/**
 * The register of Korean UI and report text (issue 31): 합니다체, one register per surface. A
 * 해요체 sentence ending (-아요/-어요, -예요/-이에요, -나요?, -군요, -드려요 …) is out of place; a
 * polite request in -(으)세요 / 주세요 is the request form that goes with 합니다체 in Korean UI and
 * is allowed. Quoted speech (“…”, "…") is the reader's own voice, written as a reader would, and is
 * not checked.
 */

/** What closes a sentence without being part of its ending. */
const CLOSING = /[\s.!?…~)\]」』’'"]+$/u;

/** Nouns that end in 요 and close a label: 로그인 필요, 중요. */
const NOUNS_IN_YO = /(?:필요|중요|주요|수요|개요)$/u;

/** The sentences of `text` that end in 해요체, quotations and ICU placeholders left out. */
export function haeyoEndings(text: string): string[] {
  const unquoted = text
    .replace(/“[^”]*”/gu, '“”')
    .replace(/"[^"]*"/gu, '""')
    .replace(/[{}]/gu, ' ');
  return unquoted
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      // a closing aside in brackets is not the ending: 쓰셨어요(하루 3회).
      const end = sentence.replace(/\([^()]*\)[\s.!?…]*$/u, '').replace(CLOSING, '');
      return end.endsWith('요') && !end.endsWith('세요') && !NOUNS_IN_YO.test(end);
    });
}
