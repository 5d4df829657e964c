import { describe, expect, it } from 'vitest';
import { canonicalHexagramId } from './route-id';

describe('canonicalHexagramId', () => {
  it('keeps 1-64, reads leading zeros as the integer, and sends everything else to the list', () => {
    expect(canonicalHexagramId('1')).toBe('1');
    expect(canonicalHexagramId('64')).toBe('64');
    expect(canonicalHexagramId('01')).toBe('1');
    for (const id of ['0', '65', 'abc', '-1', '1e2', '999', '1abc', '%20']) expect(canonicalHexagramId(id)).toBe('0');
  });
});
