import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';

/** The frame of an insight report page: Back (hidden in the app), the title, the lead (until the report shows), the flow. */
export function ReportPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col px-5 pt-6 pb-16 [html[data-webview]_&]:pt-16">
      <div>
        <BackLink href="/report" />
      </div>
      <header className="flex flex-col items-center pt-8 pb-8 text-center">
        <h1 className="font-serif text-3xl font-semibold">{title}</h1>
        {/* instructions for the form: hidden once the report is shown (data-report-ready, app/globals.css) */}
        <p data-report-lead className="mt-3 leading-relaxed text-ink-soft">
          {lead}
        </p>
      </header>
      {children}
    </main>
  );
}
