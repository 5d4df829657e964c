import { useEffect, useState, type DependencyList, type Dispatch, type SetStateAction } from 'react';
import { acquirePageToken } from './page-token';

/** What a page that loads for the signed-in user shows: its own ready state, or one of the three shared ones. */
export type TokenLoadState<Ready, Failure = undefined> = { name: 'loading' } | { name: 'signedOut' } | { name: 'failed'; error?: Failure } | Ready;

/**
 * Loads a page's data for the signed-in user once the page token is known (acquirePageToken: the
 * app's token or the web session): no token is `signedOut`; `load` answers the rest. A load that
 * throws (the bridge or supabase-js did not load) is a failure to retry; `retry` loads again. A
 * result that arrives after the page moved on is dropped.
 */
export function useTokenLoad<Ready, Failure = undefined>(
  load: (token: string) => Promise<TokenLoadState<Ready, Failure>>,
  deps: DependencyList,
): { state: TokenLoadState<Ready, Failure>; setState: Dispatch<SetStateAction<TokenLoadState<Ready, Failure>>>; retry: () => void } {
  const [state, setState] = useState<TokenLoadState<Ready, Failure>>({ name: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const token = await acquirePageToken();
      return token ? load(token) : ({ name: 'signedOut' } as const);
    })().then(
      (next) => !cancelled && setState(next),
      () => !cancelled && setState({ name: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
    // `load` is read afresh on each attempt; what it depends on is in `deps`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  return { state, setState, retry: () => setAttempt((n) => n + 1) };
}
