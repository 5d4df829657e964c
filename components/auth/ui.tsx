import { Fragment, type ComponentProps, type ReactNode } from 'react';

/** Form primitives of the account pages (presentational: usable from server and client components). */

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-2xl border border-line bg-white/75 p-5 shadow-sm sm:p-6 ${className}`}>{children}</section>;
}

type FieldProps = ComponentProps<'input'> & { id: string; label: string; error?: string | null; hint?: ReactNode; trailing?: ReactNode };

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

export function PrimaryButton({ children, className = '', ...button }: ComponentProps<'button'>) {
  return (
    <button
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-ink px-6 py-3 text-base font-medium text-paper transition hover:bg-ink/85 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...button}
    >
      {children}
    </button>
  );
}

export function SecondaryButton({ children, className = '', ...button }: ComponentProps<'button'>) {
  return (
    <button
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-line bg-white px-6 py-3 text-base font-medium text-ink transition hover:bg-paper-deep disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...button}
    >
      {children}
    </button>
  );
}

type Tone = 'error' | 'success' | 'info';
const TONES: Record<Tone, string> = {
  error: 'border-seal/30 bg-seal/5 text-seal',
  success: 'border-yin/25 bg-yin-soft text-yin',
  info: 'border-line bg-paper-deep text-ink-soft',
};

/** A message box; errors are announced at once (role=alert), the rest politely (role=status). */
export function Notice({ tone, children, className = '', lang }: { tone: Tone; children: ReactNode; className?: string; lang?: string }) {
  return (
    <div lang={lang} role={tone === 'error' ? 'alert' : 'status'} className={`whitespace-pre-line rounded-xl border px-4 py-3 text-sm leading-relaxed ${TONES[tone]} ${className}`}>
      {children}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-ink-soft">
      <svg className="size-5 animate-spin text-yin" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </p>
  );
}

/** The header of an account page: an optional eyebrow, the serif h1 and a lead. */
export function AccountHeader({ title, lead, eyebrow, lang }: { title: ReactNode; lead?: ReactNode; eyebrow?: string; lang?: string }) {
  return (
    <header className="flex flex-col gap-2" lang={lang}>
      {eyebrow ? <p className="text-xs font-medium uppercase tracking-[0.2em] text-yang">{eyebrow}</p> : null}
      <h1 className="break-keep font-serif text-2xl font-semibold leading-snug sm:text-3xl">{title}</h1>
      {lead ? <p className="break-keep text-[15px] leading-relaxed text-ink-soft">{lead}</p> : null}
    </header>
  );
}

/**
 * The frame of a small account page: a centred column with a serif heading. Without a title the
 * page's client part renders its own AccountHeader (the auth screen's heading follows its state).
 */
export function AccountPage({ title, lead, children, eyebrow, lang }: { title?: string; lead?: ReactNode; eyebrow?: string; lang?: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-5 pb-10 pt-10 sm:pt-16">
      {title ? <AccountHeader title={title} lead={lead} eyebrow={eyebrow} lang={lang} /> : null}
      {children}
    </main>
  );
}

/**
 * A formatted client string with simple tags (`<email>…</email>`) turned into elements, for the
 * client components (their formatter has no rich text): each tag's content goes to its renderer.
 */
export function withTags(text: string, tags: Record<string, (chunk: string) => ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const render = tags[match[1]!];
    out.push(text.slice(last, match.index));
    out.push(render ? <Fragment key={match.index}>{render(match[2]!)}</Fragment> : match[2]);
    last = match.index + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}
