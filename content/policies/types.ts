/**
 * The shape of a policy document. The text is written per language as a function of the site
 * identity (product, company, contact e-mail come from content/site/site.ts, never hard-coded).
 *
 * Inline markup inside any text: `[label](/path)` links to a page of this site (locale-aware),
 * `[label](mailto:…)` to an e-mail address, `**words**` is emphasis.
 */
import type { PrivacySettings } from '@/content/site/privacy-settings';

export type PolicyLanguage = 'ko' | 'en';

export interface PolicyTerm {
  term: string;
  text: string;
}

/** A small table: a header row and rows of the same length (on phones each row reads as a card). */
export interface PolicyTable {
  kind: 'table';
  head: string[];
  rows: string[][];
}

export type PolicyBlock = { kind: 'p'; text: string } | { kind: 'list'; items: (string | PolicyTerm)[] } | PolicyTable;

export interface PolicySection {
  /** Stable anchor id, the same in every language (checked by lib/policies/policies.test.ts). */
  id: string;
  heading: string;
  blocks: PolicyBlock[];
}

export interface PolicyDocument {
  language: PolicyLanguage;
  /** ISO date the document takes effect, when it is not POLICY_EFFECTIVE_DATE. */
  effective?: string;
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
  privacyKrPath: string;
  /** The privacy officer, processors, overseas recipients and third parties (SITE_PRIVACY_JSON). */
  privacy: PrivacySettings;
  /** True when the identity shown is embedded mode's marked sample. */
  sample: boolean;
}

export const table = (head: string[], ...rows: string[][]): PolicyTable => ({ kind: 'table', head, rows });

/** Small helpers that keep the content files readable. */
export const p = (text: string): PolicyBlock => ({ kind: 'p', text });
export const list = (...items: (string | PolicyTerm)[]): PolicyBlock => ({ kind: 'list', items });
export const term = (name: string, text: string): PolicyTerm => ({ term: name, text });
