/**
 * The app's buttons, one look each: `buttonClass()` is the class of every <button> and of every link
 * that looks like one, in server and client components alike.
 * - primary: ink on paper, the one action of a screen;
 * - outline: white with an ink border, the second choice beside a primary (a plan, an open link);
 * - secondary: white with a hairline border, a quiet alternative (back, cancel, read for free);
 * - danger: paper on seal red, the final step of something that cannot be undone (deleting an account).
 * Sizes: lg (48 px, the main action of a page) and md (44 px, inside cards and dialogs).
 * A busy button (aria-busy) shows the wait cursor; a disabled one (disabled or aria-disabled) fades.
 * The styles are the btn utilities of app/globals.css, and this module has no JSX: a button adds next
 * to nothing to a page's client JS.
 */
type ButtonVariant = 'primary' | 'outline' | 'secondary' | 'danger';
type ButtonSize = 'lg' | 'md';

// whole class names, so Tailwind finds them in the source
const SIZES: Record<ButtonSize, string> = { lg: 'btn-lg', md: 'btn-md' };
const VARIANTS: Record<ButtonVariant, string> = { primary: 'btn-primary', outline: 'btn-outline', secondary: 'btn-secondary', danger: 'btn-danger' };

export function buttonClass({ variant = 'primary', size = 'lg', className = '' }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `btn ${SIZES[size]} ${VARIANTS[variant]}${className ? ` ${className}` : ''}`;
}
