/**
 * The shape of a policy document. The text is written per language as a function of the site
 * identity (product, company, contact e-mail come from content/site/site.ts, never hard-coded).
 *
 * Inline markup inside any text: `[label](/path)` links to a page of this site (locale-aware),
 * `[label](mailto:…)` to an e-mail address, `**words**` is emphasis.
 */
export type PolicyLanguage = 'ko' | 'en';

export interface PolicyTerm {
  term: string;
  text: string;
}

export type PolicyBlock = { kind: 'p'; text: string } | { kind: 'list'; items: (string | PolicyTerm)[] };

export interface PolicySection {
  /** Stable anchor id, the same in every language (checked by lib/policies/policies.test.ts). */
  id: string;
  heading: string;
  blocks: PolicyBlock[];
}

export interface PolicyDocument {
  language: PolicyLanguage;
  intro: PolicyBlock[];
  sections: PolicySection[];
}

/** What a document's text may mention: the site identity and the routes it links to. */
export interface PolicyContext {
  product: string;
  company: string;
  email: string;
  businessRegistrationNumber: string;
  deleteAccountPath: string;
  termsPath: string;
  privacyPath: string;
}

/** Small helpers that keep the content files readable. */
export const p = (text: string): PolicyBlock => ({ kind: 'p', text });
export const list = (...items: (string | PolicyTerm)[]): PolicyBlock => ({ kind: 'list', items });
export const term = (name: string, text: string): PolicyTerm => ({ term: name, text });
