import 'client-only';
import { useSyncExternalStore } from 'react';

/**
 * The cast lives in the address (?lines=789789), so a shared link reproduces it. The page is
 * statically generated, so the query is read in the browser only: during prerender and hydration
 * there is no cast, then the real query takes over.
 */
const CHANGE_EVENT = 'gyeol:cast-query';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const readQuery = () => new URLSearchParams(window.location.search).get('lines');

/** The raw ?lines value, or null when there is none (always null before hydration). */
export function useLinesQuery(): string | null {
  return useSyncExternalStore(subscribe, readQuery, () => null);
}

/** Replaces ?lines in the address without a navigation (null removes it). */
export function setLinesQuery(value: string | null) {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete('lines');
  else url.searchParams.set('lines', value);
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
