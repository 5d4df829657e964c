/** What a report gives, as short lines with a check mark (the picker's cards, the no-access card). */
export function OfferPoints({ points, className = '' }: { points: readonly string[]; className?: string }) {
  return (
    <ul className={`flex flex-col gap-2 text-[15px] leading-snug text-ink-soft ${className}`}>
      {points.map((point) => (
        <li key={point} className="flex gap-2.5">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0 text-yang-ink">
            <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
