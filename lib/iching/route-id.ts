/**
 * How the proxy reads /iching/{id}: an id parsed as an integer that matches a hexagram selects it
 * (so '01' is hexagram 1); anything else shows the list, which is served from the one prerendered
 * page /iching/0 so that junk ids never create new cached pages.
 */
export const UNKNOWN_HEXAGRAM_ID = '0';

export function canonicalHexagramId(id: string): string {
  if (!/^\d{1,3}$/.test(id)) return UNKNOWN_HEXAGRAM_ID;
  const n = Number.parseInt(id, 10);
  return n >= 1 && n <= 64 ? String(n) : UNKNOWN_HEXAGRAM_ID;
}
