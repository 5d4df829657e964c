import type { ReactNode } from 'react';

/**
 * A titled part of a page: a <section> named by its own heading (aria-labelledby → the heading's
 * id), so the section is a landmark with the heading's text. Presentational, no imports: usable from
 * server and client components alike. `level` picks the heading element (h2 by default).
 */
export function Section({
  id,
  title,
  level: Heading = 'h2',
  className,
  headingClassName,
  testId,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 'h2' | 'h3';
  className?: string;
  headingClassName?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
