import { expect, test, type Page } from '@playwright/test';
import { EMBEDDED_ANON_KEY } from '@/lib/supabase/embedded-anon-key';
import { SIGNUP_CONSENT_VERSION } from '@/lib/consents/signup-consents';
import { POLICY_PATHS } from '@/lib/policies/policies';
import { site } from '@/lib/config/site';
import { confirmThroughMailbox, signUpConfirmed } from './helpers/confirmed-user';

// the Korean privacy notice, consent at sign-up, and a way in, at a phone's width.
test.use({ viewport: { width: 390, height: 844 } });

const PASSWORD = 'Korea-Launch!2026';
const WEBVIEW_UA = `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${site.appUserAgentToken}/1.0`;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const consentsOf = async (page: Page, userId: string) =>
  ((await (await page.request.get(`/api/dev/consents?userId=${userId}`)).json()) as { consents: { consent: string; version: string; agreedAt: string }[] }).consents;

/** The sign-up tab of /auth, once React runs it (the tab's heading is the client's). */
async function openSignUp(page: Page, locale: 'ko' | 'en') {
  await page.goto(locale === 'ko' ? '/auth' : '/en/auth');
  const tab = page.getByRole('button', { name: locale === 'ko' ? '회원가입' : 'Sign up' });
  await expect(async () => {
    await tab.click();
    await expect(page.getByRole('heading', { level: 1, name: locale === 'ko' ? '회원가입' : 'Sign up' })).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test.describe('consent at sign-up', () => {
  test('the form refuses a sign-up without the three required boxes and sends nothing; "모두 동의" ticks them all', async ({ page }) => {
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/auth/v1/signup')) signUps.push(request.url());
    });
    await openSignUp(page, 'ko');
    await page.getByLabel('이메일').fill(uniqueEmail('noconsent'));
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);

    const terms = page.getByRole('checkbox', { name: '(필수) 이용약관에 동의해요' });
    const privacy = page.getByRole('checkbox', { name: '(필수) 개인정보 수집·이용에 동의해요' });
    const age = page.getByRole('checkbox', { name: '(필수) 만 14세 이상이에요' });
    const all = page.getByRole('checkbox', { name: /모두 동의/ });
    // each required item links to its full text (a new tab keeps what was typed)
    await expect(page.getByRole('link', { name: '이용약관 전문 보기' })).toHaveAttribute('href', POLICY_PATHS.terms);
    await expect(page.getByRole('link', { name: '개인정보 처리방침 전문 보기' })).toHaveAttribute('href', POLICY_PATHS.privacyKr);
    // what is collected, why and for how long, in a short table
    const summary = page.getByRole('table', { name: '수집·이용 내용' });
    await expect(summary.getByRole('columnheader')).toHaveText(['항목', '목적', '보유 기간']);
    await expect(summary).toContainText('이메일 주소, 비밀번호');

    await terms.check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '가입하려면 필수 항목에 모두 동의해 주세요.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '메일함을 확인해 주세요' })).toHaveCount(0);

    await all.check();
    for (const box of [terms, privacy, age]) await expect(box).toBeChecked();
    await age.uncheck();
    await expect(all).not.toBeChecked();
    await age.check();
    await expect(all).toBeChecked();
    await all.uncheck();
    for (const box of [terms, privacy, age]) await expect(box).not.toBeChecked();
    expect(signUps).toEqual([]);
  });

  test('the auth API refuses a sign-up without them: 400 consent_required, naming what is missing', async ({ request }) => {
    const response = await request.post('/local-supabase/auth/v1/signup', {
      headers: { apikey: EMBEDDED_ANON_KEY },
      data: { email: uniqueEmail('api'), password: PASSWORD, data: { consents: { terms: true, privacy: true } } },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'consent_required', missing: ['age14'] });
  });

  test('with them, the consents are stored with the account (which version, when) and deleted with it', async ({ page }) => {
    const email = uniqueEmail('consent');
    await openSignUp(page, 'en');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Agree to all/ }).check();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/auth/v1/signup'));
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(JSON.parse((await sent).postData() ?? '{}').data).toEqual({ consents: { terms: true, privacy: true, age14: true, version: SIGNUP_CONSENT_VERSION }, locale: 'en' });
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

    const user = await confirmThroughMailbox(page.request, email);
    const stored = await consentsOf(page, user.userId);
    expect(stored.map((c) => [c.consent, c.version])).toEqual([
      ['age14', SIGNUP_CONSENT_VERSION],
      ['privacy', SIGNUP_CONSENT_VERSION],
      ['terms', SIGNUP_CONSENT_VERSION],
    ]);
    for (const c of stored) expect(Date.parse(c.agreedAt)).not.toBeNaN();

    const deleted = await page.request.delete('/api/account', { headers: { Authorization: `Bearer ${user.token}` } });
    expect(deleted.status()).toBe(200);
    expect(await consentsOf(page, user.userId)).toEqual([]);
  });
});

test.describe('a way in', () => {
  for (const locale of ['ko', 'en'] as const) {
    const text = locale === 'ko'
      ? { entry: '로그인', mine: '내 리포트', forgot: '비밀번호를 잊으셨나요?', email: '이메일', password: '비밀번호', submit: '로그인', signedIn: '계정으로 로그인했어요' }
      : { signIn: 'Sign in', entry: 'Sign in', mine: 'My reports', forgot: 'Forgot Password?', email: 'E-mail', password: 'Password', submit: 'Sign in', signedIn: 'Signed in as' };
    const prefix = locale === 'ko' ? '' : '/en';

    test(`the header offers sign-in, then "${text.mine}" once signed in; the landing links to /forgot-password (${locale})`, async ({ page, request }) => {
      const user = await signUpConfirmed(request, uniqueEmail(`header-${locale}`), PASSWORD);
      await page.goto(`${prefix}/`);
      const nav = page.getByRole('navigation', { name: locale === 'ko' ? '주 메뉴' : 'Main' });
      const signIn = nav.getByRole('link', { name: text.entry, exact: true });
      await expect(signIn).toBeVisible();
      await expect(nav.getByRole('link', { name: text.mine })).toBeHidden();
      const forgot = page.getByRole('link', { name: text.forgot });
      await expect(forgot).toBeVisible();
      await expect(forgot).toHaveAttribute('href', `${prefix}/forgot-password`);
      await forgot.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/forgot-password$`));

      await page.goto(`${prefix}/`);
      await page.getByRole('navigation', { name: locale === 'ko' ? '주 메뉴' : 'Main' }).getByRole('link', { name: text.entry, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth$`));
      await page.getByLabel(text.email).fill(user.email);
      await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
      await expect(async () => {
        await page.locator('form').getByRole('button', { name: text.submit, exact: true }).click();
        await expect(page.getByText(text.signedIn)).toBeVisible({ timeout: 2000 });
      }).toPass();

      await page.goto(`${prefix}/iching`);
      const mine = page.getByRole('navigation', { name: locale === 'ko' ? '주 메뉴' : 'Main' }).getByRole('link', { name: text.mine });
      await expect(mine).toBeVisible();
      await expect(page.getByRole('navigation', { name: locale === 'ko' ? '주 메뉴' : 'Main' }).getByRole('link', { name: text.entry, exact: true })).toBeHidden();
      await mine.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/reports$`));
    });
  }

  test('neither the header entry nor the landing links show in the app web view', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, userAgent: WEBVIEW_UA, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const [path, entry, forgot] of [['/', '로그인', '비밀번호를 잊으셨나요?'], ['/en', 'Sign in', 'Forgot Password?']] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-webview', '');
      await expect(page.getByRole('link', { name: entry, exact: true })).toBeHidden();
      await expect(page.getByRole('link', { name: forgot })).toBeHidden();
    }
    await context.close();
  });
});

test.describe('the Korean privacy notice', () => {
  for (const locale of ['ko', 'en'] as const) {
    test(`shows the Korean original first with the configured officer and processors, from the footer (${locale})`, async ({ page }) => {
      await page.goto(locale === 'ko' ? '/' : '/en');
      await page.getByRole('contentinfo').getByRole('link', { name: locale === 'ko' ? '개인정보 처리방침' : 'Privacy notice (Korea)', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${locale === 'ko' ? '' : '/en'}${POLICY_PATHS.privacyKr}$`));
      await expect(page.getByRole('radio', { name: '한국어' })).toBeChecked();
      const korean = page.locator('[data-policy-version="ko"]');
      await expect(korean.getByRole('heading', { name: '11. 개인정보 보호책임자와 담당 부서' })).toBeVisible();
      for (const value of [site.privacy.officer.name.ko, site.privacy.officer.department.ko, site.privacy.officer.phone, ...site.privacy.processors.map((p) => p.company)]) {
        await expect(korean.getByText(value, { exact: false }).first()).toBeVisible();
      }
      for (const number of ['국번 없이 118', '1833-6972', '국번 없이 1301', '국번 없이 182']) await expect(korean.getByText(number)).toBeVisible();
      // the embedded defaults are marked as samples, with an impossible registration number
      await expect(korean.getByText('000-00-00000', { exact: false })).toBeVisible();
      await expect(korean.getByText('예시입니다', { exact: false })).toBeVisible();
      await page.getByRole('radio', { name: /English/ }).check();
      await expect(page.locator('[data-policy-version="en"]').getByRole('heading', { name: '11. Privacy officer and the department that handles requests' })).toBeVisible();
      await expect(korean).toBeHidden();
    });
  }

  test('is in the sitemap in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [POLICY_PATHS.privacyKr, `/en${POLICY_PATHS.privacyKr}`]) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^/<]+${path}</loc>`));
  });
});
