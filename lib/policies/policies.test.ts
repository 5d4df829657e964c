import { describe, expect, it } from 'vitest';
import { site } from '@/lib/config/site';
import type { PolicyBlock, PolicyDocument, PolicyKind, PolicyLanguage } from '@/content/policies';
import { parseInline, plainText } from './inline';
import { formatEffectiveDate, getPolicy, POLICY_PATHS } from './policies';

const kinds: PolicyKind[] = ['terms', 'privacy'];
const languages: PolicyLanguage[] = ['ko', 'en'];

/** Every piece of text a document shows, with where it sits (for readable failures). */
function texts(doc: PolicyDocument): { where: string; text: string }[] {
  const fromBlocks = (where: string, blocks: PolicyBlock[]) =>
    blocks.flatMap((block, b) =>
      block.kind === 'p'
        ? [{ where: `${where} block ${b}`, text: block.text }]
        : block.kind === 'table'
          ? [...block.head, ...block.rows.flat()].map((text, i) => ({ where: `${where} block ${b} cell ${i}`, text }))
          : block.items.flatMap((item, i) =>
            typeof item === 'string'
              ? [{ where: `${where} block ${b} item ${i}`, text: item }]
              : [
                  { where: `${where} block ${b} item ${i} term`, text: item.term },
                  { where: `${where} block ${b} item ${i} text`, text: item.text },
                ],
          ),
    );
  return [
    ...fromBlocks('intro', doc.intro),
    ...doc.sections.flatMap((section) => [
      { where: `${section.id} heading`, text: section.heading },
      ...fromBlocks(section.id, section.blocks),
    ]),
  ];
}

const fullText = (doc: PolicyDocument) => texts(doc).map((entry) => plainText(entry.text)).join('\n');

describe.each(kinds)('the %s document', (kind) => {
  const ko = getPolicy(kind, 'ko');
  const en = getPolicy(kind, 'en');

  it('has the same nine section ids, in the same order, in Korean and English', () => {
    expect(ko.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    expect(en.sections).toHaveLength(9);
    expect(new Set(en.sections.map((s) => s.id)).size).toBe(9);
    for (const section of en.sections) expect(section.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each(languages)('has no empty or unfilled text in %s', (language) => {
    const doc = getPolicy(kind, language);
    expect(doc.language).toBe(language);
    expect(doc.intro.length).toBeGreaterThan(0);
    for (const section of doc.sections) expect(section.blocks.length, section.id).toBeGreaterThan(0);
    for (const { where, text } of texts(doc)) {
      expect(text.trim(), where).not.toBe('');
      expect(text, where).not.toMatch(/undefined|null|\$\{|\{[a-z]+\}|TODO/i);
      const seen = plainText(text);
      expect(seen.trim(), where).not.toBe('');
      expect(seen, where).not.toMatch(/\*\*|\]\(|^\s|\s$/);
    }
  });

  it.each(languages)('names the company and contact e-mail from the site config in %s', (language) => {
    const text = fullText(getPolicy(kind, language));
    expect(text).toContain(site.company[language]);
    expect(text).toContain(site.contactEmail);
    expect(text).toContain(site.productName[language]);
  });

  it.each(languages)('links only to pages that exist and to the contact address (%s)', (language) => {
    const known = new Set<string>(['/delete-account', ...Object.values(POLICY_PATHS)]);
    for (const { text } of texts(getPolicy(kind, language))) {
      for (const segment of parseInline(text)) {
        if (segment.type !== 'link') continue;
        if (segment.target === 'page') expect(known).toContain(segment.href);
        else expect(segment.href).toBe(`mailto:${site.contactEmail}`);
      }
    }
  });
});

describe('what the documents promise', () => {
  it('the terms state the age limit, the liability cap, Korean law and the Seoul court', () => {
    const en = fullText(getPolicy('terms', 'en'));
    expect(en).toContain('14 or older to sign up');
    expect(en).toContain('US$100');
    expect(en).toContain('laws of the Republic of Korea');
    expect(en).toContain('Seoul Central District Court');
    expect(en).toContain('entertainment and self-reflection only');
    const ko = fullText(getPolicy('terms', 'ko'));
    for (const phrase of ['만 14세 이상', '미화 100달러', '대한민국 법률', '서울중앙지방법원', '오락과 자기 성찰']) {
      expect(ko).toContain(phrase);
    }
  });

  it('the privacy policy names third parties by kind only and keeps anonymised purchase records', () => {
    const en = fullText(getPolicy('privacy', 'en'));
    for (const phrase of ['backend and database provider', 'AI model providers', 'analytics service', 'push notification service', 'Date of birth', 'user ID is removed']) {
      expect(en).toContain(phrase);
    }
    const ko = fullText(getPolicy('privacy', 'ko'));
    for (const phrase of ['백엔드·데이터베이스 제공업체', 'AI 모델 제공업체', '분석 서비스', '푸시 알림 서비스', '생년월일', '사용자 ID를 지워 익명으로 보관', '설정 → 데이터 관리 → 계정 삭제']) {
      expect(ko).toContain(phrase);
    }
  });

  it('formats the effective date, August 25 2025, per language', () => {
    expect(formatEffectiveDate('en')).toBe('August 25, 2025');
    expect(formatEffectiveDate('ko')).toBe('2025년 8월 25일');
  });
});

describe('parseInline', () => {
  it('splits emphasis, page links and e-mail links from plain text', () => {
    expect(parseInline('Read **this** on [the deletion page](/delete-account) or write to [a@b.co](mailto:a@b.co).')).toEqual([
      { type: 'text', text: 'Read ' },
      { type: 'strong', text: 'this' },
      { type: 'text', text: ' on ' },
      { type: 'link', text: 'the deletion page', href: '/delete-account', target: 'page' },
      { type: 'text', text: ' or write to ' },
      { type: 'link', text: 'a@b.co', href: 'mailto:a@b.co', target: 'email' },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('plain')).toEqual([{ type: 'text', text: 'plain' }]);
  });

  it('refuses link targets outside the site', () => {
    expect(() => parseInline('[x](https://example.com)')).toThrow(/unsupported target/);
    expect(() => parseInline('[x](//example.com)')).toThrow(/unsupported target/);
    expect(() => parseInline('[x](javascript:alert(1))')).toThrow(/unsupported target/);
  });
});
