import 'client-only';
import { useState, type FormEvent } from 'react';
import { useStrings } from '@/components/i18n/client-strings';
import { emailProblem } from '@/lib/auth/email';

/** The message box under an auth form: an error, or the success of a request. */
export interface FormMessage {
  tone: 'error' | 'success';
  text: string;
  lang?: string;
}

/**
 * The state every auth form shares: the e-mail field with its checks (spec section 5: required,
 * e-mail shaped), the fields' error texts, the busy flag of a request and the message box. The form's submit handler calls
 * `submit(event, { validate, send, unexpected })`: it clears the message, stops when `validate` says
 * no, and runs `send` busy; a request that throws shows `unexpected`.
 */
export function useAuthForm() {
  const t = useStrings('AuthForm');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  /** The e-mail field's error text, or undefined when the address may be sent (then trimmed). */
  function emailError(): string | undefined {
    const problem = emailProblem(email);
    return problem === 'required' ? t('emailRequired') : problem === 'invalid' ? t('emailInvalid') : undefined;
  }

  const fail = (text: string, lang?: string) => setMessage({ tone: 'error', text, lang });

  async function submit(event: FormEvent, { validate, send, unexpected }: { validate: () => boolean; send: () => Promise<void>; unexpected: string }) {
    event.preventDefault();
    setMessage(null);
    if (!validate()) return;
    setBusy(true);
    try {
      await send();
    } catch {
      fail(unexpected);
    } finally {
      setBusy(false);
    }
  }

  return { email, setEmail, emailError, fieldErrors, setFieldErrors, busy, message, setMessage, fail, submit };
}
