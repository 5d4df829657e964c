import { ClientLink } from '@/components/i18n/client-link';

/** The "forgot your password?" link under a sign-in form. */
export function ForgotPasswordLink({ label }: { label: string }) {
  return (
    <p className="text-center text-sm">
      <ClientLink href="/forgot-password" className="inline-flex min-h-11 items-center px-2 text-yin underline-offset-4 hover:underline">
        {label}
      </ClientLink>
    </p>
  );
}
