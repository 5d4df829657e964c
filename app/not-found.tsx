import NextLink from 'next/link';
import './globals.css';
import { buttonClass } from '@/components/ui/button';

// Reached only by paths outside the locale routing (the proxy localises everything else).
export default function RootNotFound() {
  return (
    <html lang="ko">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-3 px-6 text-center">
        <h1 className="font-serif text-2xl font-semibold">
          페이지를 찾을 수 없어요 <span lang="en" className="block text-lg text-ink-soft">Page not found</span>
        </h1>
        <NextLink href="/" className={buttonClass({ size: 'md' })}>홈으로 · <span lang="en">Home</span></NextLink>
      </body>
    </html>
  );
}
