import type { useStrings } from '@/components/i18n/client-strings';
import { LINE_POSITIONS } from '@/lib/iching/lines';
import type { Reading } from '@/lib/iching/reading';
import type { NameOf } from './types';

type Translate = ReturnType<typeof useStrings<'Casting'>>;

/** Why these texts are the ones to read: the rule of the reading's changing lines, in words. */
export function reasonText(reading: Reading, nameOf: NameOf, t: Translate): string {
  const primary = nameOf(reading.primary.number);
  const relating = reading.relating ? nameOf(reading.relating.number) : primary;
  const changing = reading.changing;
  const steady = LINE_POSITIONS.filter((p) => !changing.includes(p));
  switch (reading.guidance.rule) {
    case 'none':
      return t('reason.none', { primary });
    case 'one':
      return t('reason.one', { primary, a: changing[0]! });
    case 'two':
      return t('reason.two', { primary, a: changing[0]!, b: changing[1]! });
    case 'three':
      return t('reason.three', { primary, relating });
    case 'four':
      return t('reason.four', { relating, a: steady[0]!, b: steady[1]! });
    case 'five':
      return t('reason.five', { relating, a: steady[0]! });
    case 'six':
      return t('reason.six', { relating });
    case 'useNine':
      return t('reason.useNine');
    case 'useSix':
      return t('reason.useSix');
  }
}
