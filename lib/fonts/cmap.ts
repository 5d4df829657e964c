import { brotliDecompressSync } from 'node:zlib';

/**
 * Which characters a TrueType/OpenType or WOFF2 font can draw, read from its 'cmap' table (formats
 * 4 and 12). The tests use it to prove that the bundled fonts draw what the pages and cards show.
 */
export function fontCoverage(font: Uint8Array): (codePoint: number) => boolean {
  if (font.byteLength >= 4 && String.fromCharCode(...font.subarray(0, 4)) === 'wOF2') return woff2Coverage(font);
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  if (font.byteLength < 12) return () => false;
  const tables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    if (tag === 'cmap') cmap = view.getUint32(record + 8);
  }
  if (cmap < 0) return () => false;
  return cmapCoverage(view, cmap);
}

/**
 * WOFF2 (the web fonts): the tables sit one after another in a Brotli stream; find 'cmap' in it.
 * Only the directory is read; transformed glyf/loca tables are skipped by their lengths.
 */
function woff2Coverage(font: Uint8Array): (codePoint: number) => boolean {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = view.getUint16(12);
  const compressedSize = view.getUint32(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = view.getUint8(at++);
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('bad UIntBase128 in a WOFF2 directory');
  };
  let offset = 0;
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const flags = view.getUint8(at++);
    const known = flags & 0x3f;
    let tag = known === 0 ? 'cmap' : '';
    if (known === 63) {
      tag = String.fromCharCode(...font.subarray(at, at + 4));
      at += 4;
    }
    const version = flags >> 6;
    let length = base128();
    const glyfOrLoca = known === 10 || known === 11;
    if ((glyfOrLoca && version === 0) || (!glyfOrLoca && version !== 0)) length = base128();
    if (tag === 'cmap') cmap = offset;
    offset += length;
  }
  if (cmap < 0) return () => false;
  const stream = brotliDecompressSync(font.subarray(at, at + compressedSize));
  return cmapCoverage(new DataView(stream.buffer, stream.byteOffset, stream.byteLength), cmap);
}

function cmapCoverage(view: DataView, cmap: number): (codePoint: number) => boolean {
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
