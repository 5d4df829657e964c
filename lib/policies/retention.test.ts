import { describe, expect, it } from 'vitest';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import type { PolicyDocument, PolicyLanguage, PolicyTable } from '@/content/policies';
import { MINIMUM_AGE, RETENTION, RETENTION_HEAD, retentionCells } from '@/content/policies/retention';
import { privacySettingsSchema } from '@/content/site/privacy-settings';
import { TEST_PRIVACY_SETTINGS } from '@/tests/fixtures/site-identity';
import { policyDocuments } from '@/content/policies';
import { plainText } from './inline';
import { policyContext } from './policies';

const privacy = privacySettingsSchema.parse(TEST_PRIVACY_SETTINGS);
const render = (kind: 'terms' | 'privacy' | 'privacyKr', language: PolicyLanguage): PolicyDocument => policyDocuments[kind][language](policyContext(language, privacy, false));
const LANGUAGES: PolicyLanguage[] = ['ko', 'en'];

/** The retention table of a document: the table under its `retention` section with the shared header. */
function retentionTable(doc: PolicyDocument, language: PolicyLanguage): PolicyTable {
  const section = doc.sections.find((s) => s.id === 'retention');
  const table = section?.blocks.find((b): b is PolicyTable => b.kind === 'table' && b.head.join('|') === RETENTION_HEAD[language].join('|'));
  if (!table) throw new Error(`no retention table in the ${language} document`);
  return table;
}
/** item → period, as a reader finds them in a table. */
const periods = (table: PolicyTable) => new Map(table.rows.map((row) => [plainText(row[0]!), plainText(row[3]!)]));

describe('one retention table for the Korean notice, the global policy and /delete-account', () => {
  it.each(LANGUAGES)('the notice and the global policy (%s) list the same items with the same periods, every row of the table', (language) => {
    const notice = periods(retentionTable(render('privacyKr', language), language));
    const global = periods(retentionTable(render('privacy', language), language));
    expect([...notice.entries()]).toEqual([...global.entries()]);
    expect([...notice.keys()]).toEqual(RETENTION.map((row) => row.item[language]));
  });

  it('covers what the product collects: analytics, crash data, IP-derived region, chat, the crisis check, the e-commerce records, flags', () => {
    const ids = RETENTION.map((row) => row.id);
    for (const id of ['usage', 'crash', 'location', 'chat', 'crisis-screen', 'payments', 'contracts', 'complaints', 'flag-details', 'flag-reasons'] as const) expect(ids).toContain(id);
    const row = (id: string) => RETENTION.find((r) => r.id === id)!;
    // the e-commerce periods of the enforcement decree, article 6
    expect(row('payments').period.ko).toMatch(/^5년/);
    expect(row('contracts').period.ko).toMatch(/^5년/);
    expect(row('complaints').period.ko).toBe('3년');
    expect(row('crisis-screen')).toMatchObject({ onDeletion: 'not-stored' });
    expect(row('crisis-screen').basis.ko).toContain('제23조');
    // what DELETE /api/account does (lib/account/delete-account.ts): a flag's details erased, its reasons kept anonymised
    expect(row('flag-details').onDeletion).toBe('erased');
    expect(row('flag-reasons').onDeletion).toBe('kept');
  });

  it('lists journal notes: what, why, kept encrypted and never sent to an AI provider, until the note or the account is deleted; both privacy documents take effect on 2026-11-28', () => {
    const journal = RETENTION.find((r) => r.id === 'journal')!;
    expect(journal.onDeletion).toBe('erased');
    expect(journal.item.ko).toContain('그 뒤의 이야기');
    expect(journal.purpose.ko).toMatch(/암호화.*AI 제공업체/);
    expect(journal.purpose.en).toMatch(/encrypted.*never sent to AI providers/);
    expect(journal.period.en).toMatch(/until you delete the note or your account/);
    for (const language of LANGUAGES) {
      for (const kind of ['privacy', 'privacyKr'] as const) {
        const doc = render(kind, language);
        const text = JSON.stringify(doc.sections);
        expect(text, `${kind} ${language}`).toMatch(language === 'ko' ? /주역 일기/ : /Journal/);
        expect(text, `${kind} ${language}`).toContain('AES-256-GCM');
        expect(doc.effective, `${kind} ${language}`).toBe('2026-11-28');
      }
    }
  });

  it('states a period, a purpose and a basis for every row in both languages, Korean rows in Korean', () => {
    for (const language of LANGUAGES) {
      for (const cells of retentionCells(language)) for (const cell of cells) expect(cell.trim().length, cells[0]).toBeGreaterThan(1);
    }
    for (const row of RETENTION) for (const key of ['item', 'purpose', 'basis', 'period'] as const) expect(row[key].ko, `${row.id}.${key}`).toMatch(/[가-힣]/);
  });

  it('no document keeps the old wording that contradicted the table (flag details kept, "for a period")', () => {
    for (const language of LANGUAGES) {
      const text = JSON.stringify(render('privacy', language)) + JSON.stringify(render('privacyKr', language));
      expect(text).not.toMatch(/details you wrote remain|적은 설명은 남습니다/);
    }
    expect(JSON.stringify(ko.DeleteAccount) + JSON.stringify(en.DeleteAccount)).not.toMatch(/같은 계정으로 로그인할 수 없습니다|cannot sign in with this account/);
  });
});

/** Every age a text states as a limit: 만 14세, 14 or older, under 14, 13 years old, 13-year-old. */
function statedAges(text: string): number[] {
  const patterns = [
    /만\s*(\d+)\s*세/g,
    /(\d+)\s*(?:or older|and over|or over|years? old)/g,
    /(?:under|younger than)\s*(?:the age of\s*)?(\d+)(?!\s*(?:hours?|days?|weeks?|months?|%|\d))/gi,
    /(\d+)-year-old/g,
    /between\s*(\d+)\s*and\s*(\d+)(?=[^.]*(?:old|age))/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].flatMap((m) => m.slice(1).filter(Boolean).map(Number)));
}

describe('one age rule', () => {
  const texts: [string, string][] = [
    ...(['terms', 'privacy', 'privacyKr'] as const).flatMap((kind) => LANGUAGES.map((language): [string, string] => [`${kind}.${language}`, plainText(JSON.stringify(render(kind, language)))])),
    ['ko SignUpConsent', JSON.stringify(ko.SignUpConsent)],
    ['en SignUpConsent', JSON.stringify(en.SignUpConsent)],
    ['ko AuthErrors.consentRequired', ko.AuthErrors.consentRequired],
    ['en AuthErrors.consentRequired', en.AuthErrors.consentRequired],
    ['ko Policies.termsDescription', ko.Policies.termsDescription],
    ['en Policies.termsDescription', en.Policies.termsDescription],
  ];

  it.each(texts)('%s states only the one age', (_name, text) => {
    const ages = statedAges(text);
    expect(ages.length).toBeGreaterThan(0);
    expect(new Set(ages)).toEqual(new Set([MINIMUM_AGE]));
  });

  it('finds a different age when one is written (the check can fail)', () => {
    expect(statedAges('You must be at least 13 years old; under 18 needs a guardian.')).toEqual([13, 18]);
    expect(statedAges('만 13세 이상만 이용할 수 있습니다')).toEqual([13]);
  });
});
