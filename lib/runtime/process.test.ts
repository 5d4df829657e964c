import { afterEach, describe, expect, it } from 'vitest';
import { forgetProcessValue, processValue } from './process';

describe('processValue', () => {
  afterEach(() => forgetProcessValue('test.value'));

  it('makes a value once and hands the same one to every caller', () => {
    let made = 0;
    const first = processValue('test.value', () => ({ n: ++made }));
    const second = processValue('test.value', () => ({ n: ++made }));
    expect(second).toBe(first);
    expect(made).toBe(1);
  });

  it('makes it again after it is forgotten', () => {
    processValue('test.value', () => 1);
    forgetProcessValue('test.value');
    expect(processValue('test.value', () => 2)).toBe(2);
  });

  it('keeps every value in one entry on globalThis', () => {
    processValue('test.value', () => 'kept');
    const entries = Object.keys(globalThis).filter((key) => key.startsWith('__gyeol'));
    expect(entries).toEqual(['__gyeolProcess']);
  });
});
