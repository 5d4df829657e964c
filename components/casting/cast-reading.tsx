import { useMemo, type ComponentProps } from 'react';
import type { CastLines } from '@/lib/iching/lines';
import type { LinePattern } from '@/lib/iching/pattern';
import { readCast } from '@/lib/iching/reading';
import { CastResult } from './cast-result';

/**
 * A finished cast read by Zhu Xi's rules and shown. Its own module so that the reading rules and
 * the result load with the result (dynamically, see casting-screen.tsx), not with the first screen.
 */
export function CastReading({
  cast,
  numberOf,
  ...result
}: { cast: CastLines; numberOf: (pattern: LinePattern) => number } & Omit<ComponentProps<typeof CastResult>, 'reading'>) {
  const reading = useMemo(() => readCast(cast, numberOf), [cast, numberOf]);
  return <CastResult reading={reading} {...result} />;
}
