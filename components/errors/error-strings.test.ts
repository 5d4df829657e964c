import { describe, expect, it } from 'vitest';
import { errorKind, errorStrings } from './error-strings';

describe('what the error boundary says', () => {
  it('names a lost connection as such, anything else in general words', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(errorKind(chunk)).toBe('offline');
    expect(errorKind(new TypeError('Failed to fetch'))).toBe('offline');
    expect(errorKind(new TypeError('Load failed'))).toBe('offline');
    expect(errorKind(new Error('Cannot read properties of undefined (reading "x")'))).toBe('text');
  });

  it('has every string in both languages, and no English on the Korean side', () => {
    expect(Object.keys(errorStrings.ko)).toEqual(Object.keys(errorStrings.en));
    for (const text of Object.values(errorStrings.ko)) expect(text).toMatch(/[가-힣]/);
  });
});
