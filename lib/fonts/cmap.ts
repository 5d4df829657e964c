/**
 * Which characters a TrueType/OpenType font can draw, read from its 'cmap' table (formats 4 and 12).
 * The Open Graph cards use it to leave out hanja that the bundled system font lacks instead of
 * drawing empty boxes.
 */
export function fontCoverage(font: Uint8Array): (codePoint: number) => boolean {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    if (tag === 'cmap') cmap = view.getUint32(record + 8);
  }
  if (cmap < 0) return () => false;

  let format4 = -1;
  let format12 = -1;
  const subtables = view.getUint16(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const offset = cmap + view.getUint32(record + 4);
    const format = view.getUint16(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12 && format12 < 0) format12 = offset;
    if (format === 4 && format4 < 0) format4 = offset;
  }

  if (format12 >= 0) {
    const groups = view.getUint32(format12 + 12);
    return (codePoint) => {
      for (let g = 0; g < groups; g++) {
        const at = format12 + 16 + g * 12;
        const start = view.getUint32(at);
        const end = view.getUint32(at + 4);
        if (codePoint >= start && codePoint <= end) return view.getUint32(at + 8) + (codePoint - start) !== 0;
      }
      return false;
    };
  }
  if (format4 >= 0) {
    const segments = view.getUint16(format4 + 6) / 2;
    const ends = format4 + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    return (codePoint) => {
      if (codePoint > 0xffff) return false;
      for (let s = 0; s < segments; s++) {
        if (codePoint > view.getUint16(ends + s * 2)) continue;
        const start = view.getUint16(starts + s * 2);
        if (codePoint < start) return false;
        const delta = view.getInt16(deltas + s * 2);
        const rangeOffsetAt = rangeOffsets + s * 2;
        const rangeOffset = view.getUint16(rangeOffsetAt);
        if (rangeOffset === 0) return ((codePoint + delta) & 0xffff) !== 0;
        const glyphAt = rangeOffsetAt + rangeOffset + (codePoint - start) * 2;
        const glyph = view.getUint16(glyphAt);
        return glyph !== 0 && ((glyph + delta) & 0xffff) !== 0;
      }
      return false;
    };
  }
  return () => false;
}

/** True when the font draws every character of the text (spaces aside). */
export function fontDraws(covers: (codePoint: number) => boolean, text: string): boolean {
  return [...text.replace(/\s/g, '')].every((ch) => covers(ch.codePointAt(0) ?? 0));
}
