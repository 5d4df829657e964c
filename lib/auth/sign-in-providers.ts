import 'server-only';
import { runtime } from '@/lib/runtime';
import type { SignInProvider } from './providers';

/**
 * The providers whose sign-in buttons the pages show (lib/runtime): all three in embedded mode (its
 * local provider page stands in for them), in hosted mode those of AUTH_OAUTH_PROVIDERS (none unless
 * set). Read when a page renders, which for the static pages is the build.
 */
export function signInProviders(): readonly SignInProvider[] {
  return runtime().signInProviders;
}
