import 'server-only';
import { getConfig } from '@/lib/config';
import { SIGN_IN_PROVIDERS, type SignInProvider } from './providers';

/**
 * The providers whose sign-in buttons the pages show: all three in embedded mode (its local
 * provider page stands in for them), in hosted mode those of AUTH_OAUTH_PROVIDERS (none unless
 * set). Read when a page renders, which for the static pages is the build.
 */
export function signInProviders(): readonly SignInProvider[] {
  const config = getConfig();
  return config.mode === 'embedded' ? SIGN_IN_PROVIDERS : config.hosted.AUTH_OAUTH_PROVIDERS;
}
