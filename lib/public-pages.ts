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
    { path: '/delete-account', changeFrequency: 'yearly', priority: 0.3 },
  ];
}
