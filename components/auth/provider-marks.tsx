import type { SignInProvider } from '@/lib/auth/providers';

/**
 * The providers' marks, drawn here in a few strokes (no logo files): Kakao's speech bubble, an
 * apple, and a G in Google's four colours. Decorative: the button's label names the provider.
 */
export function ProviderMark({ provider }: { provider: SignInProvider }) {
  if (provider === 'kakao') {
    return (
      <svg className="size-5 shrink-0" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 3.5c-5.2 0-9.3 3.2-9.3 7.2 0 2.6 1.7 4.8 4.3 6.1l-1 3.7c-.1.4.3.7.6.5l4.4-2.9c.3 0 .7.1 1 .1 5.2 0 9.3-3.2 9.3-7.2S17.2 3.5 12 3.5Z" fill="#000" />
      </svg>
    );
  }
  if (provider === 'apple') {
    return (
      <svg className="size-5 shrink-0" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M12 8.4c-1-.6-2.2-.9-3.4-.6C6 8.4 4.6 11 5.1 14.2c.5 3.1 2.5 6.3 4.4 6.3.9 0 1.5-.5 2.5-.5s1.6.5 2.5.5c1.7 0 3.3-2.4 4.1-4.6-1.6-.7-2.6-2.2-2.6-3.9 0-1.4.7-2.6 1.8-3.3-.8-1.1-2-1.7-3.3-1.7-1 0-1.8.3-2.5.7Z" />
        <path d="M12.2 7.1c-.1-1.9 1.3-3.5 3.2-3.8.1 1.9-1.3 3.6-3.2 3.8Z" />
      </svg>
    );
  }
  return (
    <svg className="size-5 shrink-0" viewBox="0 0 24 24" aria-hidden="true" fill="none" strokeWidth="3.4">
      <path d="M12 12h7a7 7 0 0 1-2.05 4.95" stroke="#4285F4" />
      <path d="M16.95 16.95A7 7 0 0 1 7.05 16.95" stroke="#34A853" />
      <path d="M7.05 16.95A7 7 0 0 1 5.94 8.5" stroke="#FBBC05" />
      <path d="M5.94 8.5A7 7 0 0 1 16.95 7.05" stroke="#EA4335" />
    </svg>
  );
}
