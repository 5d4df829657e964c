import { POLICY_PATHS } from '@/lib/policies/policies';

/**
 * The public, indexable pages of the site (paths without the locale prefix). The sitemap is built
 * from this list; each feature adds its pages here.
 */
export interface PublicPage {
  path: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export function publicPages(): PublicPage[] {
  return [
    { path: '/', changeFrequency: 'weekly', priority: 1 },
    { path: POLICY_PATHS.terms, changeFrequency: 'yearly', priority: 0.3 },
    { path: POLICY_PATHS.privacy, changeFrequency: 'yearly', priority: 0.3 },
    { path: '/report/iching', changeFrequency: 'monthly', priority: 0.8 },
    { path: '/report', changeFrequency: 'monthly', priority: 0.7 },
    { path: '/purchase', changeFrequency: 'monthly', priority: 0.5 },
  ];
}
