import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/lib/config/site';
import { signUpConsentData } from '@/lib/consents/signup-consents';
import { newestMail, startTestAuth, STRONG_PASSWORD, uniqueEmail, type TestAuth } from '@/tests/api/embedded-auth';
import { renderAuthMail } from './mail';

/** Latin words in a text, once the product's own name (which may be Latin) is taken out. */
const latinWords = (text: string) => text.replaceAll(site.productName.en, '').replaceAll(site.productName.ko, '').match(/[A-Za-z]+/g) ?? [];

let auth: TestAuth;
beforeAll(async () => {
  auth = await startTestAuth();
}, 300_000);
afterAll(async () => {
  await auth.db.close();
});

/** Signs up with the sign-up form's metadata (its consents and the page's locale) and reads the confirmation mail. */
async function confirmationMail(locale?: 'ko' | 'en') {
  const email = uniqueEmail();
  const data = locale ? { ...signUpConsentData(), locale } : signUpConsentData();
  const { error } = await auth.client().auth.signUp({ email, password: STRONG_PASSWORD, options: { data } });
  expect(error).toBeNull();
  const mail = await newestMail(auth, email, /./);
  expect(mail?.action_link).toContain('type=signup');
  return { email, mail: mail! };
}

describe('the account mails speak the sign-up’s language', () => {
  it('a Korean sign-up’s confirmation mail is in Korean only, subject and body', async () => {
    const { mail } = await confirmationMail('ko');
    expect(mail.subject).toBe(`[${site.productName.ko}] 이메일 주소를 확인해 주세요`);
    expect(latinWords(mail.subject)).toEqual([]);
    expect(mail.body_text).toContain('가입을 마무리해 주세요');
    expect(mail.body_text).not.toContain('Finish signing up');
    expect(mail.body_html).toContain('<html lang="ko">');
    expect(mail.body_html).not.toContain('lang="en"');
  });

  it('an English sign-up’s confirmation mail is in English only', async () => {
    const { mail } = await confirmationMail('en');
    expect(mail.subject).toBe(`Confirm your e-mail for ${site.productName.en}`);
    expect(mail.subject).not.toMatch(/[가-힣]/);
    expect(mail.body_text).not.toMatch(/[가-힣]/);
    expect(mail.body_html).toContain('<html lang="en">');
  });

  it('a sign-up that sends no locale (an older app) gets both languages, Korean first', async () => {
    const { mail } = await confirmationMail();
    expect(mail.subject).toBe(`[${site.productName.ko}] 이메일 주소를 확인해 주세요 · Confirm your e-mail for ${site.productName.en}`);
  });

  it('a later password reset follows the language the account signed up in', async () => {
    const { email, mail } = await confirmationMail('ko');
    expect((await auth.fetch(mail.action_link!, { redirect: 'manual' })).status).toBe(303);
    const { error } = await auth.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    const reset = await newestMail(auth, email, /비밀번호/);
    expect(reset?.subject).toBe(`[${site.productName.ko}] 비밀번호 재설정 안내`);
    expect(reset?.body_text).not.toContain('Reset your password');
  });
});

describe('renderAuthMail in one language', () => {
  it.each(['recovery', 'confirmation', 'already-registered', 'provider-only'] as const)('%s: the Korean subject has no Latin word but the product name, the English one no Hangul', (kind) => {
    const providers = { ko: '카카오', en: 'Kakao' };
    const ko = renderAuthMail(kind, 'https://example.com/verify?token=x', providers, 'ko');
    const en = renderAuthMail(kind, 'https://example.com/verify?token=x', providers, 'en');
    expect(latinWords(ko.subject)).toEqual([]);
    expect(en.subject).not.toMatch(/[가-힣]/);
    expect(en.text).not.toMatch(/[가-힣]/);
    // one button, one spelled-out link
    expect(ko.html.split('href="https://example.com/verify?token=x"')).toHaveLength(3);
  });
});
