import { useState, type ComponentProps, type ReactNode } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { Field } from '@/components/ui/field';

type Props = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & { id: string; label: string; onValueChange: (value: string) => void; error?: string | null; hint?: ReactNode };

/**
 * A password input with a show/hide toggle: an eye icon button inside the field's right edge, a
 * 44 px target with one accessible name ("show password") whose pressed state says whether the
 * password is shown. The input keeps its text clear of the button. A new password unless
 * `autoComplete` says otherwise.
 */
export function PasswordField({ onValueChange, autoComplete = 'new-password', ...props }: Props) {
  const t = useStrings('AuthForm');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      autoComplete={autoComplete}
      onChange={(event) => onValueChange(event.target.value)}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t('showPassword')}
          aria-pressed={visible}
          aria-controls={props.id}
          title={visible ? t('hidePassword') : t('showPassword')}
          disabled={props.disabled}
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink-soft transition hover:bg-paper-deep hover:text-ink focus-visible:outline-2 disabled:opacity-50"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
            <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? <path d="M4 20 20 4" /> : null}
          </svg>
        </button>
      }
    />
  );
}
