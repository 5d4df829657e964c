/** Plain-text helpers shared by the oracle: sentences, shortening, quoting. */
import { screenText } from '@/lib/safety/crisis';

/** Sentences of a paragraph, split after . ! ? (and their full-width forms) followed by a space. */
export function sentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?。！？])\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Collapses runs of white space (new lines included) into single spaces. */
export function squash(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * The text cut to at most `max` characters (code points) at a word boundary where one is near,
 * with an ellipsis when anything was cut. Trailing punctuation before the ellipsis is dropped.
 */
export function ellipsize(text: string, max: number): string {
  const clean = squash(text);
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const room = chars.slice(0, max - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= room.length * 0.6 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?·、，。]+$/u, '')}…`;
}

/** Whether a text, quoted in a report, gets the crisis screen or a care note (reports are read by the rules alone). */
export const trips = (text: string) => {
  const verdict = screenText(text, { learned: false });
  return verdict.crisis || verdict.care;
};

/**
 * A person's words cut short for quoting (ellipsize), or whole where the cut would read as a crisis
 * statement the whole does not: a cut can drop the words that made them ordinary ("I need to cut
 * myself…" of "… some slack", "We watched Suicide…" of "… Squad"), and a report that trips the
 * crisis screen is replaced by the care screen instead of being read.
 */
export function excerpt(text: string, max: number): string {
  const cut = ellipsize(text, max);
  return cut !== squash(text) && trips(cut) && !trips(text) ? squash(text) : cut;
}

/** Text without its final sentence punctuation, for quoting inside another sentence. */
export function unterminated(text: string): string {
  return squash(text).replace(/[\s.!?。！？]+$/u, '');
}

/** Fills {name} slots; a missing value is an error, so a template can never leak a raw slot. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/gu, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`missing value for {${key}}`);
    return String(value);
  });
}

/** An English title with a name in brackets: "Opposition (睽)", "Keeping Still (Mountain, 艮)". */
export function titled(title: string, name: string): string {
  return title.endsWith(')') ? `${title.slice(0, -1)}, ${name})` : `${title} (${name})`;
}
