import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Sign-in with a provider in embedded mode: the buttons, the embedded server's local provider page
 * standing in for Kakao, the return through /auth/callback, and deletion of a provider-only account
 * on /delete-account with its identities.
 */
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.com`;

const WORDS = {
  ko: {
    prefix: '',
    kakao: '카카오 로그인',
    continue: '계속 · Continue',
    signedIn: '내 계정',
    signUp: '회원가입',
    agreeAll: /모두 동의/,
    agree: '동의하고 가입 마치기',
    decline: '동의하지 않고 로그아웃',
    missing: '가입하려면 필수 항목에 모두 동의해 주세요.',
    agreed: '동의를 저장했어요. 가입을 마쳤어요. 환영해요!',
    signedOutNotice: '로그아웃되었어요.',
    method: '카카오',
    signOut: '로그아웃',
    signedOut: '로그인이 필요해요',
    deleteButton: '계정 삭제',
    confirm: '네, 영구적으로 삭제할게요',
    deleted: /계정이 삭제되었어요/,
    cancelled: '로그인을 취소했어요. 다시 시도하거나 다른 방법으로 로그인해 주세요.',
    failed: '로그인하지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
  en: {
    prefix: '/en',
    kakao: 'Login with Kakao',
    continue: '계속 · Continue',
    signedIn: 'Your account',
    signUp: 'Sign up',
    agreeAll: /Agree to all/,
    agree: 'Agree and finish sign-up',
    decline: 'Do not agree and sign out',
    missing: 'To sign up, please agree to all the required items.',
    agreed: 'Your agreement is saved and your account is ready. Welcome!',
    signedOutNotice: 'You have signed out.',
    method: 'Kakao',
    signOut: 'Sign out',
    signedOut: 'Sign-in required',
    deleteButton: 'Delete account',
    confirm: 'Yes, delete permanently',
    deleted: /account has been deleted/i,
    cancelled: 'Sign-in was canceled. Try again, or sign in another way.',
    failed: 'We could not sign you in. Please try again in a moment.',
  },
} as const;

/** Waits for the local provider page, does what `act` says there, and waits for the page it returns to. */
async function atProvider(page: Page, act: () => Promise<void>, back: RegExp) {
  await page.waitForURL(/\/local-supabase\/auth\/v1\/local-provider\?state=/);
  await act();
  await page.waitForURL(back);
  await waitForHydration(page);
}

/** A new Kakao account from /auth: the button, a new address typed on the provider page, back on /auth. */
async function newKakaoAccount(page: Page, locale: 'ko' | 'en', email: string) {
  const w = WORDS[locale];
  await page.goto(`${w.prefix}/auth`);
  const kakao = page.getByRole('button', { name: w.kakao });
  await expect(kakao).toBeVisible();
  await kakao.click();
  await atProvider(
    page,
    async () => {
      await page.locator('#email').fill(email);
      await page.getByRole('button', { name: w.continue }).click();
    },
    new RegExp(`${w.prefix}/auth$`),
  );
}

for (const locale of ['ko', 'en'] as const) {
  const w = WORDS[locale];
  test(`Kakao on /auth and on /delete-account, then the account and its identity are deleted (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`kakao-${locale}`);
    await newKakaoAccount(page, locale, email);
    const identities = async () => (await page.request.get(`/api/dev/identities?${new URLSearchParams({ email })}`)).json();
    // the provider made the account without the sign-up form: its consents are asked first
    await expect(page.getByRole('heading', { level: 1, name: w.signUp })).toBeVisible();
    await page.getByRole('button', { name: w.agree }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.missing })).toBeVisible();
    expect(await identities()).toEqual({ user: true, identities: ['kakao'], consents: [] });
    await page.getByRole('checkbox', { name: w.agreeAll }).check();
    await page.getByRole('button', { name: w.agree }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.signedIn })).toBeVisible();
    await expect(page.getByText(w.agreed)).toBeVisible();
    await expect(page.getByTestId('sign-in-methods')).toContainText(w.method);
    await expect(page.getByText(email)).toBeVisible();
    expect(await identities()).toEqual({ user: true, identities: ['kakao'], consents: ['age14', 'privacy', 'terms'] });

    await page.getByRole('button', { name: w.signOut }).click();
    await page.goto(`${w.prefix}/delete-account`);
    await expect(page.getByText(w.signedOut)).toBeVisible();
    await page.getByRole('button', { name: w.kakao }).click();
    // the account used before is offered on the provider page
    await atProvider(page, () => page.getByRole('button', { name: email }).click(), new RegExp(`${w.prefix}/delete-account$`));
    await expect(page.getByTestId('signed-in-email')).toHaveText(email);
    await expect(page.getByTestId('sign-in-methods')).toContainText(w.method);
    await page.getByRole('button', { name: w.deleteButton }).click();
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByText(w.deleted)).toBeVisible();
    expect(await identities()).toEqual({ user: false, identities: [], consents: [] });
  });

  test(`a provider account that does not agree is signed out, and kept (${locale})`, async ({ page }) => {
    const email = uniqueEmail(`decline-${locale}`);
    await newKakaoAccount(page, locale, email);
    await expect(page.getByRole('heading', { level: 1, name: w.signUp })).toBeVisible();
    await page.getByRole('button', { name: w.decline }).click();
    await expect(page.getByText(w.signedOutNotice)).toBeVisible();
    await expect(page.getByRole('button', { name: w.kakao })).toBeVisible();
    // nothing was agreed, and nothing is deleted: an account made in the app may hold purchases
    const answer = await (await page.request.get(`/api/dev/identities?${new URLSearchParams({ email })}`)).json();
    expect(answer).toEqual({ user: true, identities: ['kakao'], consents: [] });
  });

  test(`a cancelled or failed provider sign-in returns with a translated message (${locale})`, async ({ page }) => {
    await page.goto(`${w.prefix}/auth`);
    await page.getByRole('button', { name: w.kakao }).click();
    await atProvider(page, () => page.getByRole('button', { name: '취소 · Cancel' }).click(), new RegExp(`${w.prefix}/auth`));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(w.cancelled);
    // the message's parameter is taken off the address
    expect(new URL(page.url()).search).toBe('');

    await page.goto(`${w.prefix}/delete-account`);
    await page.getByRole('button', { name: w.kakao }).click();
    await atProvider(page, () => page.getByRole('button', { name: '제공자 오류 · Provider error' }).click(), new RegExp(`${w.prefix}/delete-account`));
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(w.failed);
  });
}

test('the callback refuses a next on another site, and a code that was never issued', async ({ page, request }) => {
  for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
    const response = await request.get(`/auth/callback?${new URLSearchParams({ next, error: 'access_denied' })}`, { maxRedirects: 0 });
    expect(response.status(), next).toBe(303);
    expect(response.headers().location, next).toBe('/auth?auth_error=cancelled');
  }
  const missing = await request.get('/auth/callback?next=%2Fdelete-account', { maxRedirects: 0 });
  expect(missing.headers().location).toBe('/delete-account?auth_error=failed');
  // (last: an English page leaves NEXT_LOCALE=en, which sends unprefixed paths to English)
  const english = await request.get(`/en/auth/callback?${new URLSearchParams({ next: 'https://evil.example/', code: 'never-issued' })}`, { maxRedirects: 0 });
  expect(english.headers().location).toBe('/en/auth?auth_error=failed');

  await page.goto('/en/auth/callback?next=%2F%2Fevil.example&code=never-issued');
  await waitForHydration(page);
  expect(new URL(page.url()).pathname).toBe('/en/auth');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(WORDS.en.failed);
});

test.describe('in the app’s web view (/dev/app)', () => {
  const openAuthInApp = async (page: Page, locale: 'ko' | 'en') => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${locale === 'ko' ? '' : '/en'}/dev/app?path=/auth`);
    await expect(page.getByText(locale === 'ko' ? /^demo@example.com 계정으로 로그인됨$/ : /^Signed in as demo@example.com$/)).toBeVisible({ timeout: 30_000 });
    const frame = page.frameLocator(`iframe[title="${locale === 'ko' ? '앱 웹뷰' : 'The app’s web view'}"]`);
    await expect(frame.locator('html[data-hydrated]')).toHaveCount(1);
    return frame;
  };

  test('a provider button asks the app for its native sign-in; the session it hands back signs the page in (ko)', async ({ page }) => {
    test.setTimeout(60_000);
    const frame = await openAuthInApp(page, 'ko');
    await frame.getByRole('button', { name: 'Google 계정으로 로그인' }).click();
    await expect(page.getByRole('log')).toContainText('"type":"OAUTH_SIGN_IN_REQUEST","provider":"google"');
    await expect(page.getByRole('log')).toContainText('"type":"OAUTH_SESSION"');
    await expect(frame.getByRole('heading', { level: 1, name: '내 계정' })).toBeVisible({ timeout: 30_000 });
    await expect(frame.getByText('demo@example.com')).toBeVisible();
    // never the provider's page inside the web view
    expect(page.frames().some((f) => f.url().includes('/local-provider'))).toBe(false);
  });

  test('the app’s cancel comes back as the translated message (en)', async ({ page }) => {
    const frame = await openAuthInApp(page, 'en');
    await page.getByRole('radio', { name: 'The user cancels' }).check();
    await frame.getByRole('button', { name: 'Sign in with Apple' }).click();
    await expect(page.getByRole('log')).toContainText('"type":"OAUTH_CANCELLED"');
    await expect(frame.getByRole('main').getByRole('alert')).toHaveText(WORDS.en.cancelled);
    await expect(frame.getByRole('button', { name: 'Sign in with Apple' })).toBeEnabled();
  });
});
