import type { ComponentProps } from 'react';

/**
 * The app's buttons, one look each (presentational: usable from server and client components).
 * `buttonClass` styles a link that looks like a button; `Button` is a <button> with that look.
 * - primary: ink on paper, the one action of a screen;
 * - outline: white with an ink border, the second choice beside a primary (a plan, an open link);
 * - secondary: white with a hairline border, a quiet alternative (back, cancel, read for free).
 * Sizes: lg (48 px, the main action of a page) and md (44 px, inside cards and dialogs).
 * A busy button (aria-busy) shows the wait cursor; a disabled one (disabled or aria-disabled) fades.
 */
type ButtonVariant = 'primary' | 'outline' | 'secondary';
type ButtonSize = 'lg' | 'md';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-busy:cursor-wait';
const SIZES: Record<ButtonSize, string> = {
  lg: 'min-h-12 px-6 py-3 text-base',
  md: 'min-h-11 px-6 py-2.5 text-sm',
};
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-ink/85',
  outline: 'border border-ink bg-white text-ink hover:bg-paper-deep',
  secondary: 'border border-line bg-white text-ink hover:bg-paper-deep',
};

export function buttonClass({ variant = 'primary', size = 'lg', className = '' }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]}${className ? ` ${className}` : ''}`;
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...button }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...button} />;
}
