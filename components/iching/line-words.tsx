/** A line's classical text, our rendering of it, and its practical meaning: the reading page and Today's hexagram. */
export function LineWords({ classical, rendering, meaning, practicalLabel }: { classical: string; rendering: string; meaning: string; practicalLabel: string }) {
  return (
    <>
      <blockquote className="mt-4 space-y-1.5">
        <p lang="zh-Hant" className="font-serif text-xl leading-relaxed">
          “{classical}”
        </p>
        <p className="leading-relaxed">“{rendering}”</p>
      </blockquote>
      <p className="mt-4 leading-relaxed text-ink-soft">
        <strong className="font-semibold text-ink">{practicalLabel}</strong> {meaning}
      </p>
    </>
  );
}
