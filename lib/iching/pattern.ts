/**
 * Line patterns are ALWAYS written bottom to top: the first character is line 1 (the bottom line).
 * '1' is yang (solid), '0' is yin (broken). A hexagram has six lines, a trigram three.
 */
export type LinePattern = string & { readonly __bottomToTop: unique symbol };

const HEXAGRAM_PATTERN = /^[01]{6}$/;

function isHexagramPattern(value: string): value is LinePattern {
  return HEXAGRAM_PATTERN.test(value);
}

export function asHexagramPattern(value: string): LinePattern {
  if (!isHexagramPattern(value)) throw new Error(`not a six-line bottom-to-top pattern: ${value}`);
  return value;
}
