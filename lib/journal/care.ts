import 'server-only';
import { screen } from '@/lib/safety/guard';

/**
 * A note is the person's own record: it is kept whatever it says, and the crisis screen reads it
 * only to tell the page which care to show beside it: 'crisis' (the care screen with the
 * helplines, above the note), 'distress' (the calm care note), or null.
 */
export type NoteCare = 'crisis' | 'distress' | null;

export function noteCare(text: string): NoteCare {
  const verdict = screen('journal', text);
  return verdict.crisis ? 'crisis' : verdict.care ? 'distress' : null;
}
