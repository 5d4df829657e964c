import 'client-only';
import { useEffect, useState } from 'react';
import { isHexagramTexts, type HexagramTexts } from '@/lib/iching/reading-texts';

/**
 * The texts of the hexagrams a reading needs, fetched on demand from the static files
 * /iching-data/{locale}/{n}.json (a few kB each) and kept for the session.
 */
const cache = new Map<string, Promise<HexagramTexts>>();

function load(locale: string, number: number): Promise<HexagramTexts> {
  const key = `${locale}/${number}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = fetch(`/iching-data/${key}.json`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`status ${response.status}`))))
      .then((body: unknown) => (isHexagramTexts(body, number) ? body : Promise.reject(new Error('unexpected payload'))));
    pending.catch(() => cache.delete(key)); // a failed load may be tried again
    cache.set(key, pending);
  }
  return pending;
}

export type TextsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; texts: ReadonlyMap<number, HexagramTexts> };

/** `initial`: texts the server already rendered with (a shared cast's page): no loading state, no fetch. */
export function useReadingTexts(locale: string, numbers: readonly number[], initial?: readonly HexagramTexts[]): TextsState {
  const key = `${locale}:${[...new Set(numbers)].join(',')}`;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; attempt: number; texts?: ReadonlyMap<number, HexagramTexts> } | null>(() => {
    if (!initial) return null;
    for (const texts of initial) cache.set(`${locale}/${texts.number}`, Promise.resolve(texts));
    return { key, attempt: 0, texts: new Map(initial.map((t) => [t.number, t])) };
  });

  useEffect(() => {
    let live = true;
    const wanted = key.slice(key.indexOf(':') + 1).split(',').map(Number);
    Promise.all(wanted.map((n) => load(locale, n))).then(
      (list) => live && setSettled({ key, attempt, texts: new Map(list.map((t) => [t.number, t])) }),
      () => live && setSettled({ key, attempt }),
    );
    return () => {
      live = false;
    };
  }, [key, locale, attempt]);

  if (!settled || settled.key !== key || settled.attempt !== attempt) return { status: 'loading' };
  if (!settled.texts) return { status: 'error', retry: () => setAttempt((a) => a + 1) };
  return { status: 'ready', texts: settled.texts };
}
