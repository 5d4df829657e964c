'use client';

import { useEffect } from 'react';
import { errorKind, errorStrings } from '@/components/errors/error-strings';
import './globals.css';

// Last resort when the locale layout itself fails: no translations are available here, so both
// languages are shown.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="ko">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="font-serif text-2xl font-semibold">
          문제가 생겼어요 <span lang="en" className="block text-lg text-ink-soft">Something went wrong</span>
        </h1>
        <p className="max-w-md leading-relaxed text-ink-soft">
          {errorStrings.ko[errorKind(error)]} <span lang="en" className="mt-1 block text-sm">{errorStrings.en[errorKind(error)]}</span>
        </p>
        <button type="button" onClick={reset} className="rounded-full bg-ink px-4 py-2 text-sm text-paper">
          다시 시도 · <span lang="en">Try again</span>
        </button>
      </body>
    </html>
  );
}
