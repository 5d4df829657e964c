import { ClientLink } from '@/components/i18n/client-link';
import { buttonClass } from '@/components/ui/button';

export interface LinkNoticeStrings {
  title: string;
  expired: string;
  other: string;
  action: string;
  dismiss: string;
}

/** Shown above the landing view when an e-mail link came back with an error (expired or used). */
export function LinkNotice({ code, strings, onDismiss }: { code: string; strings: LinkNoticeStrings; onDismiss: () => void }) {
  return (
    <div className="mx-auto mt-6 w-full max-w-5xl px-5">
      <div role="alert" className="flex flex-col gap-2 rounded-2xl border border-seal/30 bg-white/80 p-4 text-sm shadow-sm sm:flex-row sm:items-center sm:gap-4">
        <div className="flex-1">
          <p className="font-semibold text-seal">{strings.title}</p>
          <p className="mt-1 leading-relaxed text-ink-soft">{code === 'otp_expired' ? strings.expired : strings.other}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <ClientLink href="/forgot-password" className={buttonClass({ size: 'md' })}>
            {strings.action}
          </ClientLink>
          <button type="button" onClick={onDismiss} className={buttonClass({ variant: 'secondary', size: 'md' })}>
            {strings.dismiss}
          </button>
        </div>
      </div>
    </div>
  );
}
