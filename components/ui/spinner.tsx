/**
 * The one busy indicator: a turning ring, hidden from screen readers (a button's text or a status
 * line says what is happening); size and color from `className`. A status line with a text beside
 * it: `<p role="status" className="flex items-center gap-3"><Spinner className="size-5 text-yin" /> …`.
 */
export function Spinner({ className = 'mt-0.5 size-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`shrink-0 animate-spin motion-reduce:animate-none ${className}`}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A status line with the spinner before its text: "checking…", "deleting…". */
export function SpinnerStatus({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-ink-soft">
      <Spinner className="size-5 text-yin" />
      <span>{label}</span>
    </p>
  );
}
