import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import { contactParticle } from './contact-particle';

/** The help line of /delete-account as the page renders it (the mail tag keeps its text). */
function helpText(locale: 'ko' | 'en', email: string): string {
  const t = createTranslator({ locale, messages: locale === 'ko' ? ko : en, namespace: 'DeleteAccount' });
  return t.markup('helpText', { email, particle: contactParticle(email), mail: (chunks) => chunks });
}

describe('the particle after the contact address on /delete-account', () => {
  it('an address whose last letters are read with a final consonant takes 으로 (…com 컴)', () => {
    expect(contactParticle('contact@example.com')).toBe('으로');
    expect(helpText('ko', 'contact@example.com')).toContain('contact@example.com으로 메일을 보내 주세요');
  });

  it('an address whose last letters are read ending in a vowel takes 로 (…io 아이오)', () => {
    expect(contactParticle('help@gyeol.io')).toBe('로');
    expect(helpText('ko', 'help@gyeol.io')).toContain('help@gyeol.io로 메일을 보내 주세요');
    expect(helpText('ko', 'help@gyeol.io')).not.toContain('으로');
  });

  it('the English line ignores the particle', () => {
    expect(helpText('en', 'contact@example.com')).toContain('write to contact@example.com from the e-mail address');
  });
});
