'use client';

import { ErrorView } from '@/components/errors/error-view';

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView error={error} reset={reset} />;
}
