import type { ReactNode } from 'react';

/** A white panel on the paper: the frame of a form, a report, a step. `as` picks the element. */
export function Card({ children, className = '', as: Element = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'section' | 'article' }) {
  return <Element className={`rounded-2xl border border-line bg-white/80 p-5 shadow-sm sm:p-6 ${className}`}>{children}</Element>;
}
