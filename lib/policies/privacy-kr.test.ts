import { describe, expect, it } from 'vitest';
import { privacyPolicyKrEn } from '@/content/policies/privacy-policy-kr.en';
import { privacyPolicyKrKo } from '@/content/policies/privacy-policy-kr.ko';
import type { PolicyBlock, PolicyDocument, PolicyLanguage } from '@/content/policies';
import { privacySettingsSchema, SAMPLE_PRIVACY_SETTINGS, type PrivacySettings } from '@/content/site/privacy-settings';
import { TEST_PRIVACY_SETTINGS } from '@/tests/fixtures/site-identity';
import { parseInline, plainText } from './inline';
import { getPolicy, POLICY_PATHS, policyContext } from './policies';

const configured: PrivacySettings = privacySettingsSchema.parse(TEST_PRIVACY_SETTINGS);
const render = (language: PolicyLanguage, privacy: PrivacySettings = configured, sample = false): PolicyDocument =>
  (language === 'ko' ? privacyPolicyKrKo : privacyPolicyKrEn)(policyContext(language, privacy, sample));

function blockTexts(blocks: PolicyBlock[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === 'p'
      ? [block.text]
      : block.kind === 'table'
        ? [...block.head, ...block.rows.flat()]
        : block.items.flatMap((item) => (typeof item === 'string' ? [item] : [item.term, item.text])),
  );
}
const sectionText = (doc: PolicyDocument, id: string) => {
  const section = doc.sections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return [section.heading, ...blockTexts(section.blocks)].map(plainText).join('\n');
};
const allText = (doc: PolicyDocument) => [...blockTexts(doc.intro), ...doc.sections.map((s) => sectionText(doc, s.id))].map(plainText).join('\n');

/**
 * What PIPA §30(1) (and the items the issue lists from its enforcement decree and §28-8, §35-37)
 * asks a 개인정보 처리방침 to state: the section that states it, and words a reader finds there.
 */
const PIPA_30_ITEMS: { item: string; section: string; phrases: string[] }[] = [
  { item: '§30(1)1 처리 목적', section: 'purposes', phrases: ['개인정보의 처리 목적'] },
  { item: '처리하는 항목, 목적별 필수·선택', section: 'items', phrases: ['처리하는 개인정보 항목', '필수', '선택', '이메일 주소'] },
  { item: '§30(1)2 처리 및 보유 기간, 항목별 근거', section: 'retention', phrases: ['보유 기간', '근거', '5년', '3년', '3개월', '「전자상거래 등에서의 소비자보호에 관한 법률」', '「통신비밀보호법」'] },
  { item: '§30(1)3의2 파기 절차·방법, 법령상 보존 근거와 항목(분리 보관)', section: 'destruction', phrases: ['파기 절차', '파기 방법', '복원할 수 없는 방법으로 영구 삭제', '파쇄', '제21조제1항 단서', '분리하여 보관'] },
  { item: '§30(1)3 제3자 제공', section: 'third-parties', phrases: ['제3자 제공'] },
  { item: '§30(1)4 처리 위탁(수탁자와 위탁 업무)', section: 'processors', phrases: ['위탁', '수탁자', '위탁 업무'] },
  { item: '국외 이전(§28-8): 받는 자, 국가, 연락처, 항목, 시기·방법, 목적, 보유 기간, 거부 방법', section: 'overseas', phrases: ['이전받는 자', '이전되는 국가', '이전받는 자의 연락처', '이전되는 항목', '이전 시기와 방법', '이용 목적', '보유·이용 기간', '거부'] },
  { item: '§30(1)5 정보주체·법정대리인의 권리·의무와 행사 방법(대리인, 10일)', section: 'rights', phrases: ['열람', '정정', '삭제', '처리의 정지', '동의 철회', '대리인', '위임장', '10일 안에', '법정대리인'] },
  { item: '§30(1)7 자동 수집 장치의 설치·운영과 거부', section: 'automatic-collection', phrases: ['쿠키', '접속 기록', '저장을 막거나'] },
  { item: '안전성 확보 조치(관리적·기술적·물리적)', section: 'security', phrases: ['관리적 조치', '기술적 조치', '물리적 조치'] },
  { item: '§30(1)6 개인정보 보호책임자, 고충 처리 부서와 연락처', section: 'privacy-officer', phrases: ['개인정보 보호책임자', '담당 부서', '전화', '이메일'] },
  { item: '권익침해 구제 방법', section: 'remedies', phrases: ['개인정보침해신고센터', '118', '개인정보분쟁조정위원회', '1833-6972', '대검찰청', '1301', '경찰청', '182'] },
  { item: '만 14세 미만 아동', section: 'children', phrases: ['만 14세 미만', '법정대리인의 동의'] },
  { item: '처리방침의 변경과 시행일', section: 'changes', phrases: ['2026년 11월 28일부터 적용', '변경'] },
];

describe('the Korean privacy notice (개인정보 처리방침)', () => {
  const ko = render('ko');

  it.each(PIPA_30_ITEMS)('states $item', ({ section, phrases }) => {
    const text = sectionText(ko, section);
    for (const phrase of phrases) expect(text, `${section}: ${phrase}`).toContain(phrase);
  });

  it('has one section per item, in the same order in Korean and English, and nothing else', () => {
    expect(ko.sections.map((s) => s.id)).toEqual(PIPA_30_ITEMS.map((i) => i.section).sort((a, b) => ko.sections.findIndex((s) => s.id === a) - ko.sections.findIndex((s) => s.id === b)));
    expect(new Set(ko.sections.map((s) => s.id))).toEqual(new Set(PIPA_30_ITEMS.map((i) => i.section)));
    expect(render('en').sections.map((s) => s.id)).toEqual(ko.sections.map((s) => s.id));
    expect(ko.intro.map((b) => plainText(blockTexts([b])[0]!)).join(' ')).toContain('「개인정보 보호법」 제30조');
  });

  it.each(['ko', 'en'] as const)('names the configured processors, overseas recipients and privacy officer (%s)', (language) => {
    const doc = render(language);
    const processors = sectionText(doc, 'processors');
    for (const processor of configured.processors) {
      expect(processors).toContain(processor.company);
      expect(processors).toContain(processor.task[language]);
    }
    const overseas = sectionText(doc, 'overseas');
    for (const recipient of configured.overseas) {
      for (const value of [recipient.company, recipient.contact, recipient.country[language], recipient.items[language], recipient.when[language], recipient.purpose[language], recipient.retention[language]]) {
        expect(overseas).toContain(value);
      }
    }
    const officer = sectionText(doc, 'privacy-officer');
    for (const value of [configured.officer.name[language], configured.officer.department[language], configured.officer.phone, configured.officer.email]) expect(officer).toContain(value);
    // configured settings carry no sample banner, and none of the samples
    expect(allText(doc)).not.toMatch(/예시입니다|are samples/);
    expect(`${processors}${overseas}`).not.toMatch(/예시|Sample/);
  });

  it('says so when nothing is entrusted, transferred or provided, instead of an empty table', () => {
    const none = { ...configured, processors: [], overseas: [], thirdParties: [] };
    expect(sectionText(render('ko', none), 'processors')).toContain('맡기지 않습니다');
    expect(sectionText(render('ko', none), 'overseas')).toContain('국외로 이전하지 않습니다');
    expect(sectionText(render('ko', none), 'third-parties')).toContain('제공하지 않습니다');
    const provided = { ...configured, thirdParties: [{ company: '테스트 제휴사', purpose: { ko: '경품 발송', en: 'Sending prizes' }, items: { ko: '이메일 주소', en: 'E-mail address' }, retention: { ko: '발송 후 1개월', en: '1 month after sending' } }] };
    expect(sectionText(render('ko', provided), 'third-parties')).toContain('테스트 제휴사');
  });

  it('marks the embedded samples as samples, in both languages', () => {
    expect(allText(render('ko', SAMPLE_PRIVACY_SETTINGS, true))).toContain('예시입니다');
    expect(allText(render('en', SAMPLE_PRIVACY_SETTINGS, true))).toContain('are samples');
  });

  it.each(['ko', 'en'] as const)('has no empty or unfilled text and links only to our pages and mail (%s)', (language) => {
    const doc = getPolicy('privacyKr', language);
    const known = new Set<string>(['/delete-account', ...Object.values(POLICY_PATHS)]);
    for (const text of [...blockTexts(doc.intro), ...doc.sections.flatMap((s) => [s.heading, ...blockTexts(s.blocks)])]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/undefined|null|\$\{|TODO/);
      for (const segment of parseInline(text)) if (segment.type === 'link' && segment.target === 'page') expect(known).toContain(segment.href);
    }
    for (const section of doc.sections) {
      for (const block of section.blocks) if (block.kind === 'table') for (const row of block.rows) expect(row).toHaveLength(block.head.length);
    }
  });
});
