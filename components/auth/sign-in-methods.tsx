import type { User } from '@supabase/supabase-js';
import { useStrings } from '@/components/i18n/client-strings';
import { isSignInProvider } from '@/lib/auth/providers';
import { ProviderMark } from './provider-marks';

/** How an account signs in, from its identities' providers (app_metadata.providers): e-mail and password, Kakao, Apple, Google. */
export function signInMethodsOf(user: Pick<User, 'app_metadata' | 'identities'>): string[] {
  const listed: unknown = user.app_metadata.providers;
  const fromMetadata = Array.isArray(listed) ? listed.filter((entry): entry is string => typeof entry === 'string') : [];
  const fromIdentities = (user.identities ?? []).map((identity) => identity.provider);
  return [...new Set([...fromMetadata, ...fromIdentities])].filter((method) => method === 'email' || isSignInProvider(method));
}

export function SignInMethods({ user }: { user: Pick<User, 'app_metadata' | 'identities'> }) {
  const t = useStrings('OAuth');
  const methods = signInMethodsOf(user);
  if (methods.length === 0) return null;
  return (
    <div data-testid="sign-in-methods">
      <h3 className="text-sm text-ink-soft">{t('signInMethods')}</h3>
      <ul className="mt-1.5 flex flex-wrap gap-2">
        {methods.map((method) => (
          <li key={method} className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm font-medium">
            {isSignInProvider(method) ? <ProviderMark provider={method} /> : null}
            {method === 'email' ? t('method_email') : t(`method_${method as 'kakao' | 'apple' | 'google'}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
