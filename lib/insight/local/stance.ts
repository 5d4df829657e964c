import { leaningOf, type TextLeaning } from '@/content/insight/leanings';
import type { Stance } from '@/content/insight/phrases/argument';
import type { Tone } from './lines';
import type { Casting, FocusText } from './cast';

/**
 * The stance of a reading, from the texts the casting rules select (never from the area of the
 * question alone): the governing text's leaning in the reviewed table (content/insight/leanings);
 * when it is mixed and neither favours nor checks a move, the second selected text (the lower of
 * two lines, the relating Judgement of three changing lines, the upper still line) decides.
 */
export function leaningOfFocus(focus: FocusText): TextLeaning {
  if (focus.kind === 'line') return leaningOf(focus.hexagram.number, 'line', focus.position);
  if (focus.kind === 'use') return leaningOf(focus.hexagram.number, 'useLine');
  return leaningOf(focus.hexagram.number, 'judgement');
}

/** One text's direction: its action when it names one, else its leaning. */
export function directionOf(text: TextLeaning): Stance {
  if (text.action === 'advance') return 'go';
  if (text.action === 'hold') return 'wait';
  return text.leaning === 'favourable' ? 'go' : text.leaning === 'unfavourable' ? 'wait' : 'weigh';
}

export interface CastStance {
  stance: Stance;
  /** the text whose words decided it */
  decidedBy: FocusText;
  leaning: TextLeaning;
}

export function stanceOf(cast: Pick<Casting, 'focus' | 'secondary'>): CastStance {
  const first = leaningOfFocus(cast.focus);
  const stance = directionOf(first);
  if (stance === 'weigh' && cast.secondary) {
    const second = leaningOfFocus(cast.secondary);
    const next = directionOf(second);
    if (next !== 'weigh') return { stance: next, decidedBy: cast.secondary, leaning: second };
  }
  return { stance, decidedBy: cast.focus, leaning: first };
}

/** The area counsel's tone for a stance. */
export function toneOfStance(stance: Stance): Tone {
  return stance === 'go' ? 'favourable' : stance === 'wait' ? 'cautious' : 'mixed';
}
