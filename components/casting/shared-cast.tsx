'use client';

import { useMemo, useRef } from 'react';
import { useLocalizedRouter } from '@/components/i18n/use-localized-router';
import { parseLines } from '@/lib/iching/lines';
import type { LinePattern } from '@/lib/iching/pattern';
import { readCast } from '@/lib/iching/reading';
import type { HexagramTexts } from '@/lib/iching/reading-texts';
import { CastResult } from './cast-result';
import type { CastingHexagram } from './types';

/**
 * A shared cast on its own page (/iching/cast/{lines}): the same result as /report/iching?lines=,
 * rendered on the server with its texts; "Cast again" goes to the casting screen.
 */
export function SharedCast({ lines, hexagrams, texts }: { lines: string; hexagrams: readonly CastingHexagram[]; texts: readonly HexagramTexts[] }) {
  const router = useLocalizedRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  const byNumber = useMemo(() => new Map(hexagrams.map((h) => [h.number, h])), [hexagrams]);
  const reading = useMemo(() => {
    const table = new Map(hexagrams.map((h) => [h.pattern, h.number]));
    const cast = parseLines(lines);
    return cast ? readCast(cast, (pattern: LinePattern) => table.get(pattern) ?? 0) : undefined;
  }, [lines, hexagrams]);
  if (!reading) return null;
  return <CastResult reading={reading} byNumber={byNumber} question="" headingRef={heading} onCastAgain={() => router.push('/report/iching')} initialTexts={texts} />;
}
