import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { finishOAuthSignIn } from '@/lib/auth/finish-oauth';

// The return from a provider's sign-in (Kakao, Apple, Google): lib/auth/finish-oauth.ts.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const known = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  return finishOAuthSignIn(request, known === routing.defaultLocale ? '/auth' : `/${known}/auth`);
}
