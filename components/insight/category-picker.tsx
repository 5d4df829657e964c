import { useId } from 'react';
import { insightCategories, type InsightCategory } from '@/lib/insight/categories';

/**
 * The area of a Current Insight on its confirm step, as a row of chips: the checked one is what the
 * check found, and one tap on another changes what the reading is written for. Real radio buttons
 * lie over their labels (one tap target, native keyboard: arrows move the choice).
 */
export function CategoryPicker({
  value,
  onChange,
  legend,
  hint,
  label,
}: {
  value: InsightCategory;
  onChange: (category: InsightCategory) => void;
  /** the group's name, as the confirm step shows it ("분야") */
  legend: string;
  /** one line on what a tap does */
  hint: string;
  label: (category: InsightCategory) => string;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm text-ink-soft">{legend}</legend>
      <p id={hintId} className="mt-1 text-xs leading-relaxed text-ink-soft">
        {hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {insightCategories.map((category) => (
          <label
            key={category}
            className="relative flex min-h-11 items-center rounded-full border border-line bg-white/70 px-3 text-sm font-medium text-ink-soft transition-colors hover:text-ink has-checked:border-yin has-checked:bg-yin-soft has-checked:text-yin has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-yin"
          >
            <input
              type="radio"
              name={name}
              value={category}
              checked={value === category}
              onChange={() => onChange(category)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            {label(category)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
