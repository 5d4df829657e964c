import { POLICY_PATHS } from '@/lib/policies/policies';
import { HEXAGRAM_COUNT } from '@/lib/iching/constants';

/**
 * The public, indexable pages of the site (paths without the locale prefix). The sitemap is built
 * from this list; each feature adds its pages here.
 */
interface PublicPage {
  path: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

/** The Book of Changes library: the landing, the flag page, the chooser, Today's hexagram and the 64 readings. */
function libraryPages(): PublicPage[] {
  return [
    { path: '/bookofchange', changeFrequency: 'monthly', priority: 0.8 },
    { path: '/korea', changeFrequency: 'yearly', priority: 0.6 },
    { path: '/iching', changeFrequency: 'monthly', priority: 0.9 },
    { path: '/iching/today', changeFrequency: 'daily', priority: 0.8 },
    ...Array.from({ length: HEXAGRAM_COUNT }, (_, i): PublicPage => ({
      path: `/iching/${i + 1}`,
      changeFrequency: 'monthly',
      priority: 0.7,
    })),
  ];
}

export function publicPages(): PublicPage[] {
  return [
    { path: '/', changeFrequency: 'weekly', priority: 1 },
    ...libraryPages(),
    { path: '/report/iching', changeFrequency: 'monthly', priority: 0.8 },
    { path: POLICY_PATHS.terms, changeFrequency: 'yearly', priority: 0.3 },
    { path: POLICY_PATHS.privacy, changeFrequency: 'yearly', priority: 0.3 },
    { path: POLICY_PATHS.privacyKr, changeFrequency: 'yearly', priority: 0.4 },
    { path: '/report', changeFrequency: 'monthly', priority: 0.7 },
    { path: '/purchase', changeFrequency: 'monthly', priority: 0.5 },
    { path: '/delete-account', changeFrequency: 'yearly', priority: 0.3 },
  ];
}
