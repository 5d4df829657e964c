import { describe, expect, it } from 'vitest';
import { canonicalHexagramId, hexagramRedirectPath } from './route-id';

describe('canonicalHexagramId', () => {
  it('keeps 1-64, reads leading zeros as the integer, and sends everything else to the list', () => {
    expect(canonicalHexagramId('1')).toBe('1');
    expect(canonicalHexagramId('64')).toBe('64');
    expect(canonicalHexagramId('01')).toBe('1');
    for (const id of ['0', '65', 'abc', '-1', '1e2', '999', '1abc', '%20']) expect(canonicalHexagramId(id)).toBe('0');
  });
});

describe('hexagramRedirectPath', () => {
  it('leaves the 64 canonical addresses and every other path alone', () => {
    for (const path of ['/iching/1', '/iching/64', '/en/iching/30', '/iching', '/en/iching', '/iching/cast/777777', '/iching/1/opengraph-image', '/korea', '/iching/today', '/en/iching/today', '/ko/iching/today', '/iching/today/opengraph-image']) {
      expect(hexagramRedirectPath(path), path).toBeNull();
    }
  });
  it('sends a non-canonical number to its hexagram and anything else to the list, in the same language', () => {
    expect(hexagramRedirectPath('/iching/01')).toBe('/iching/1');
    expect(hexagramRedirectPath('/en/iching/007')).toBe('/en/iching/7');
    expect(hexagramRedirectPath('/iching/1/')).toBe('/iching/1');
    expect(hexagramRedirectPath('/iching/today/')).toBe('/iching/today');
    expect(hexagramRedirectPath('/en/iching/today/')).toBe('/en/iching/today');
    // only the exact word is Today's page: other spellings name no hexagram
    for (const id of ['Today', 'TODAY', 'today1', 'tod']) expect(hexagramRedirectPath(`/iching/${id}`)).toBe('/iching');
    for (const id of ['0', '65', '99', 'abc', '%20', '-1']) {
      expect(hexagramRedirectPath(`/iching/${id}`)).toBe('/iching');
      expect(hexagramRedirectPath(`/en/iching/${id}`)).toBe('/en/iching');
      expect(hexagramRedirectPath(`/ko/iching/${id}`)).toBe('/ko/iching');
    }
  });
});
