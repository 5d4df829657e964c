import { hexagramByPattern } from './library';
import { inversePattern, nuclearPattern, oppositePattern } from './relations';
import type { Hexagram } from './types';

type Relation = 'inverse' | 'opposite' | 'nuclear';

interface RelatedHexagram {
  relation: Relation;
  hexagram: Hexagram;
  /** the relation leads back to the hexagram itself (e.g. 乾 turned upside down is still 乾) */
  isSelf: boolean;
}

const derive: Record<Relation, (h: Hexagram) => string> = {
  inverse: (h) => inversePattern(h.pattern),
  opposite: (h) => oppositePattern(h.pattern),
  nuclear: (h) => nuclearPattern(h.pattern),
};

/** 綜卦 (turned over), 錯卦 (every line changed) and 互卦 (the inner lines) of a hexagram. */
export function relatedHexagrams(h: Hexagram): RelatedHexagram[] {
  return (Object.keys(derive) as Relation[]).map((relation) => {
    const found = hexagramByPattern(derive[relation](h));
    if (!found) throw new Error(`no hexagram for the ${relation} of ${h.number}`);
    return { relation, hexagram: found, isSelf: found.number === h.number };
  });
}
