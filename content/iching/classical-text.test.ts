import { describe, expect, it } from 'vitest';
import { rawClassicalText } from '@/content/iching';

/** Every judgement, line and use-line of the classical text, with where it stands. */
const passages = rawClassicalText.flatMap((h) => [
  { where: `${h.number} judgement`, text: h.judgement.text },
  ...h.lines.map((l) => ({ where: `${h.number} line ${l.position}`, text: l.text })),
  ...(h.use_line ? [{ where: `${h.number} ${h.use_line.label}`, text: h.use_line.text }] : []),
]);
const line = (n: number, position: number) => rawClassicalText.find((h) => h.number === n)!.lines.find((l) => l.position === position)!.text;

describe('the classical text in the received characters', () => {
  it('never writes the simplified 系: the received text (周易正義) has 係 (bound to) or 繫 (tied)', () => {
    expect(passages.filter((p) => p.text.includes('系')).map((p) => `${p.where}: ${p.text}`)).toEqual([]);
  });

  it('reads 係 in 隨 (17) lines 2, 3 and 6, as 29 and 33 do, and 繫 where a thing is tied (12, 25, 44)', () => {
    expect(line(17, 2)).toBe('係小子，失丈夫。');
    expect(line(17, 3)).toBe('係丈夫，失小子。隨有求得，利居貞。');
    expect(line(17, 6)).toBe('拘係之，乃從維之。王用亨于西山。');
    expect(line(29, 6)).toMatch(/^係用徽纆/u);
    expect(line(33, 3)).toMatch(/^係遯/u);
    expect([line(12, 5), line(25, 3), line(44, 1)].every((t) => t.includes('繫'))).toBe(true);
  });
});
