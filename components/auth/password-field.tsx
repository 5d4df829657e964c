'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
import { useStrings as useTranslations } from '@/components/i18n/client-strings';
import { Field } from './ui';

type Props = Omit<ComponentProps<'input'>, 'type'> & { id: string; label: string; error?: string | null; hint?: ReactNode };

/** A password input with a labelled show/hide toggle. */
export function PasswordField(props: Props) {
  const t = useTranslations('AuthForm');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={props.id}
          className="rounded-lg px-2 py-1.5 text-xs font-medium text-yin hover:bg-yin-soft"
        >
          {visible ? t('hidePassword') : t('showPassword')}
        </button>
      }
    />
  );
}
