import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';

/**
 * The frame of an insight report page: Back (hidden in the app), the title, the flow. The form's
 * instructions are the input step's own (insight-flow.tsx), so neither the server's HTML nor a
 * stored report reopening ever carries them.
 */
export function ReportPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-5 pt-6 pb-16 [html[data-webview]_&]:pt-16">
      <div>
        <BackLink href="/report" />
      </div>
      <header className="flex flex-col items-center pt-8 pb-8 text-center">
        <h1 className="font-serif text-3xl font-semibold">{title}</h1>
      </header>
      {children}
    </main>
  );
}
