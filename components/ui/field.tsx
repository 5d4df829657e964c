import type { ComponentProps, ReactNode } from 'react';

type FieldProps = ComponentProps<'input'> & { id: string; label: string; error?: string | null; hint?: ReactNode; trailing?: ReactNode };

/**
 * A labelled input: the label above, an optional hint and error below (both named by
 * aria-describedby; an error also sets aria-invalid), and an optional `trailing` control inside the
 * input's right edge (the password toggle). Presentational: usable from server and client components.
 */
export function Field({ id, label, error, hint, trailing, className = '', ...input }: FieldProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/60 focus:border-yin focus:outline-none focus-visible:outline-2 ${
            error ? 'border-seal' : 'border-line'
          } ${trailing ? 'pr-14' : ''} ${className}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="whitespace-pre-line text-sm text-seal">
          {error}
        </p>
      ) : null}
    </div>
  );
}
