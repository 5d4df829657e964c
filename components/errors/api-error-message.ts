import 'client-only';
import { useCallback } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import type { ApiFailure } from '@/lib/api/client';
import { apiErrorHint } from '@/lib/api/error-keys';

/**
 * The one way a client component says why an API call failed: `(error, own)` gives the
 * ApiErrors text when the cause is worth naming (no connection, signed out, too many requests;
 * lib/api/error-keys.ts decides), else the screen's own sentence for what failed. Never the
 * server's message. The page must hand down the ApiErrors namespace.
 */
export function useApiErrorText() {
  const t = useStrings('ApiErrors');
  return useCallback((error: Pick<ApiFailure, 'status' | 'code'>, own: string): string => {
    const hint = apiErrorHint(error);
    return hint ? t(hint) : own;
  }, [t]);
}
