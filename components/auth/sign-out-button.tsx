import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';

/** A secondary button that signs out: busy while the sign-out runs; `disabled` while another request of the form runs. */
export function SignOutButton({ label, busyLabel, onSignOut, disabled = false }: { label: string; busyLabel: string; onSignOut: () => Promise<void>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'secondary' })}
      disabled={busy || disabled}
      onClick={() => {
        setBusy(true);
        onSignOut().finally(() => setBusy(false));
      }}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
