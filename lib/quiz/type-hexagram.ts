/**
 * The hexagram of a Life Book reader type, as the report shows it: the spec's hexagram{name, kor,
 * eng} plus the localized title. Names come from the hexagram library, never copied into the quiz
 * content (kept out of content/quizzes/book.ts so the questions never pull in the library).
 */
import { typeProfiles } from '@/content/quizzes/book';
import type { BookType, Localized } from '@/content/quizzes/schema';
import { getHexagram } from '@/lib/iching/library';

export interface TypeHexagram {
  hexagramId: number;
  /** name: the Chinese name (乾), kor: the Korean name (중천건), eng: the English title (The Creative). */
  hexagram: { name: string; kor: string; eng: string };
  /** Our title of the hexagram in each language (굳센 하늘 / The Creative). */
  title: Localized;
}

export function typeHexagram(type: BookType): TypeHexagram {
  const hexagramId = typeProfiles[type].hexagramId;
  const found = getHexagram(hexagramId);
  if (!found) throw new Error(`reader type ${type} names hexagram ${hexagramId}, which the library lacks`);
  return {
    hexagramId,
    hexagram: { name: found.chineseName, kor: found.koreanName, eng: found.name.en },
    title: { ko: found.name.ko, en: found.name.en },
  };
}
