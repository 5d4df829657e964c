import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import type { FormMessage } from './use-auth-form';

/** The e-mail input of the auth forms. */
export function EmailField({ id, label, value, onValueChange, error }: { id: string; label: string; value: string; onValueChange: (value: string) => void; error?: string | null }) {
  return <Field id={id} label={label} type="email" autoComplete="email" inputMode="email" value={value} onChange={(e) => onValueChange(e.target.value)} error={error} />;
}

/** The message box of an auth form, when there is a message. */
export function FormNotice({ message }: { message: FormMessage | null }) {
  return message ? (
    <Notice tone={message.tone} lang={message.lang}>
      {message.text}
    </Notice>
  ) : null;
}

/** The submit button of an auth form: disabled and aria-busy while its request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass()}>
      {busy ? busyLabel : label}
    </button>
  );
}
