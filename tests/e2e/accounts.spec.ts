import { expect, test } from './fixtures';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, WCAG_AA } from './helpers/axe';
import { EMBEDDED_ANON_KEY } from '../../lib/supabase/embedded-anon-key';
import { signUpConfirmed } from './helpers/confirmed-user';

const OLD_PASSWORD = 'Gyeol!2026pass';
const NEW_PASSWORD = 'N3w-Gyeol!pass';
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${process.pid}.${++counter}@example.com`;

/** Alerts of the page itself (Next's route announcer is another role=alert, outside <main>). */
const alertIn = (page: Page) => page.getByRole('main').getByRole('alert');

/** Signs in through the embedded auth server's API, as any supabase-js client would. */
function passwordGrant(request: APIRequestContext, email: string, password: string) {
  return request.post('/local-supabase/auth/v1/token?grant_type=password', {
    headers: { apikey: EMBEDDED_ANON_KEY },
    data: { email, password },
  });
}

/** A confirmed account: the API sign-up, then the confirmation mail's link from the dev mailbox. */
async function signUpThroughApi(request: APIRequestContext, email: string, password: string) {
  await signUpConfirmed(request, email, password);
}

test.describe('password recovery, end to end', () => {
  test('sign up, sign out, reset through the mailbox link, then only the new password works', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('reset');

    // sign up: the heading and the tab's title follow the tab; the rules are listed once
    await page.goto('/auth');
    await expect(page).toHaveTitle('로그인 · 결');
    await page.getByRole('button', { name: '회원가입' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await expect(page).toHaveTitle('회원가입 · 결');
    await expect(page.getByRole('list', { name: '비밀번호 조건 확인' })).toHaveCount(1);
    await expect(page.getByText('! @ # $ % ^ & * ( ) _ + - = [ ] { } ; \' : " \\ | , . < > / ? ` ~')).toHaveCSS('font-family', /mono/i);
    await page.getByLabel('이메일').fill(`  ${email}  `);
    const password = page.getByLabel('비밀번호', { exact: true });
    await password.fill(OLD_PASSWORD);
    // the eye button shows the password, a 44 px target with one name
    const eye = page.getByRole('button', { name: '비밀번호 보기' });
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    expect((await eye.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await eye.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('meter', { name: '비밀번호 강도' })).toHaveAttribute('aria-valuetext', '강함');
    await page.getByRole('checkbox', { name: /모두 동의/ }).check();
    await page.getByRole('button', { name: '가입하기' }).click();

    // no session yet: check the mail
    await expect(page.getByRole('heading', { name: '메일함을 확인해 주세요' })).toBeVisible();
    await expect(page.getByText(`${email} 주소로 확인 메일을 보냈어요.`, { exact: false })).toBeVisible();
    const early = await passwordGrant(page.request, email, OLD_PASSWORD);
    expect(await early.json()).toMatchObject({ code: 'email_not_confirmed' });

    // the confirmation mail in the dev mailbox (HTML with a button, and a text part), its link signs in
    await page.getByRole('link', { name: '개발용 메일함' }).click();
    const confirmation = page.getByRole('article').filter({ hasText: email }).first();
    await expect(confirmation.getByRole('heading')).toContainText('이메일 주소를 확인해 주세요');
    await expect(confirmation.frameLocator('iframe').getByRole('link', { name: '이메일 주소 확인하기' })).toBeVisible();
    await confirmation.getByRole('link', { name: '메일 속 링크 열기' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('이메일 주소를 확인했어요. 가입을 마쳤어요. 환영해요!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '내 계정' })).toBeVisible();
    await expect(page).toHaveTitle('내 계정 · 결');
    await expect(page.getByText(`${email} 계정으로 로그인했어요.`)).toBeVisible();
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(page.getByText('로그아웃되었어요.')).toBeVisible();

    // forgot password
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: '비밀번호 재설정' })).toBeVisible();
    await page.getByLabel('이메일').fill(email);
    await page.getByRole('button', { name: '재설정 링크 보내기' }).click();
    await expect(page.getByText('비밀번호 재설정 링크를 이메일로 보냈어요. 받은편지함을 확인해 주세요.')).toBeVisible();

    // the mail, and its link
    await page.getByRole('link', { name: '개발용 메일함' }).click();
    const mail = page.getByRole('article').filter({ hasText: email }).first();
    await expect(mail).toContainText('비밀번호 재설정');
    const link = await mail.getByRole('link', { name: '메일 속 링크 열기' }).getAttribute('href');
    expect(link).toContain('/local-supabase/auth/v1/verify?token=');
    expect(new URL(link!).host).toBe(new URL(page.url()).host); // the origin the browser used (127.0.0.1), not Next's hostname
    await mail.getByRole('link', { name: '메일 속 링크 열기' }).click();

    // landing → /reset-password with the session, the fragment then cleared
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: '새 비밀번호 설정' })).toBeVisible();
    // the rules once: one box, before anything is typed
    await expect(page.getByRole('heading', { name: '비밀번호 조건' })).toHaveCount(1);
    await expect(page.getByRole('list', { name: '비밀번호 조건 확인' })).toBeVisible();

    // a weak password: the strength meter and the joined Korean rule message
    await page.getByLabel('새 비밀번호', { exact: true }).fill('abc');
    await expect(page.getByRole('meter', { name: '비밀번호 강도' })).toHaveAttribute('aria-valuetext', '약함');
    await expect(page.getByRole('list', { name: '비밀번호 조건 확인' }).getByRole('listitem')).toHaveText([
      /8자 이상/,
      /소문자 포함/,
      /대문자 포함/,
      /숫자 포함/,
      /특수문자 포함/,
    ]);
    await page.getByLabel('새 비밀번호 확인').fill('abc');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    const alert = alertIn(page);
    await expect(alert).toContainText('비밀번호는 8자 이상이어야 해요.');
    await expect(alert).toContainText('비밀번호에 대문자를 1개 이상 넣어 주세요.');
    await expect(alert).toContainText('비밀번호에 숫자를 1개 이상 넣어 주세요.');
    await expect(alert).toContainText('비밀번호에 특수문자를 1개 이상 넣어 주세요.');
    await expect(alert).not.toContainText('소문자');
    await expectNoAxeViolations(page, { tags: WCAG_AA });

    // mismatch, then a strong one
    await page.getByLabel('새 비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('새 비밀번호 확인').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expect(alertIn(page)).toHaveText('비밀번호가 일치하지 않아요.');
    await page.getByLabel('새 비밀번호 확인').fill(NEW_PASSWORD);
    // the next screens each last a few seconds: wait for them from before the click, on events,
    // so a slow machine cannot miss one (their texts are read on a paused clock further down)
    const changed = page.getByText('비밀번호가 변경되었어요!').waitFor();
    const successPage = page.waitForURL(/\/password-reset-success$/, { timeout: 30_000 });
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await changed;

    // after 2 s: signed out, the confirmation page, then / after 8 + 3 s on screen
    await successPage;
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });

    // the link is spent: following it again lands on / with a notice, not a session
    await page.goto(link!);
    await expect(page.getByRole('alert').filter({ hasText: '이 링크는 만료되었거나 이미 사용되었어요.' })).toBeVisible();
    await expect(page).not.toHaveURL(/#/);

    // only the new password works
    await page.goto('/auth');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호', { exact: true }).fill(OLD_PASSWORD);
    const submit = page.locator('form').getByRole('button', { name: '로그인', exact: true });
    await submit.click();
    await expect(alertIn(page)).toHaveText('이메일 또는 비밀번호가 올바르지 않아요.');
    await page.getByLabel('비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByRole('heading', { name: '로그인되어 있어요' })).toBeVisible();
  });

  test('without a link or a session /reset-password denies access, in both languages', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: '접근할 수 없어요' })).toBeVisible();
    await expect(page.getByRole('link', { name: '재설정 링크 받기' })).toHaveAttribute('href', '/forgot-password');
    await page.goto('/en/reset-password');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Please access this page through the password reset link sent to your email.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a reset link' })).toHaveAttribute('href', '/en/forgot-password');
  });

  test('a forged or expired recovery fragment at / does not open the reset form', async ({ page }) => {
    await page.goto('/#access_token=forged.token.value&refresh_token=nope&expires_in=3600&token_type=bearer&type=recovery');
    await expect(page.getByRole('alert').filter({ hasText: '링크를 확인하지 못했어요.' })).toBeVisible();
    await expect(page).not.toHaveURL(/access_token/);
    await page.goto('/reset-password#access_token=forged.token.value&refresh_token=nope&type=recovery');
    await expect(page.getByRole('heading', { name: '접근할 수 없어요' })).toBeVisible();
  });

  test('the English forgot-password page speaks English and reports the same for unknown e-mails', async ({ page }) => {
    await page.goto('/en/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset link has been sent to your email. Please check your inbox.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/en');
  });
});

test.describe('sign-up tells no one who has an account', () => {
  test('a taken e-mail gets the same "check your e-mail" as a new one, and its owner a notice instead of a link', async ({ page, request }) => {
    test.setTimeout(60_000);
    const taken = uniqueEmail('taken');
    await signUpThroughApi(request, taken, OLD_PASSWORD);
    await page.goto('/en/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveTitle('Sign up · Gyeol');
    await page.getByLabel('E-mail').fill(taken);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('checkbox', { name: /Agree to all/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation e-mail to ${taken}.`, { exact: false })).toBeVisible();
    await expect(alertIn(page)).toHaveCount(0);

    // the owner is told, with a way to sign in; the account keeps its password
    await page.goto('/en/dev/mailbox');
    const notice = page.getByRole('article').filter({ hasText: taken }).first();
    await expect(notice.getByRole('heading')).toContainText('You already have a Gyeol account');
    await expect(notice.getByRole('link', { name: 'Open the link in this e-mail' })).toHaveAttribute('href', /\/en\/auth$/);
    expect((await passwordGrant(request, taken, OLD_PASSWORD)).status()).toBe(200);
    expect((await passwordGrant(request, taken, NEW_PASSWORD)).status()).toBe(400);
  });
});

test('sign-in shows the auth service’s own message for an error we have no text for, and ours for one we know', async ({ page }) => {
  let answer = { status: 422, body: { code: 422, error_code: 'user_banned', msg: 'User is banned until further notice' } };
  await page.route('**/local-supabase/auth/v1/token**', (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }));
  await page.goto('/auth');
  await page.getByLabel('이메일').fill(uniqueEmail('banned'));
  await page.getByLabel('비밀번호', { exact: true }).fill(OLD_PASSWORD);
  const submit = page.locator('form').getByRole('button', { name: '로그인', exact: true });
  await submit.click();
  await expect(alertIn(page)).toHaveText('User is banned until further notice');
  answer = { status: 400, body: { code: 400, error_code: 'email_not_confirmed', msg: 'Email not confirmed' } };
  await submit.click();
  await expect(alertIn(page)).toHaveText('이메일 주소 확인이 아직 끝나지 않았어요. 가입할 때 받은 메일의 버튼을 눌러 주세요.');
});

test.describe('the web auth callback', () => {
  for (const path of ['/auth-callback', '/app/auth-callback']) {
    test(`${path} hands the fragment to the app through a hidden frame, then offers a button after 2.5 s`, async ({ page }) => {
      // the page's clock stands still until the test moves it
      await page.clock.install();
      await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
      await page.goto(`${path}#access_token=at.1&refresh_token=rt1&expires_in=3600&token_type=bearer&type=recovery&next=https://evil.example/`);
      const frame = page.getByTestId('deep-link-frame');
      await expect(frame).toHaveAttribute('src', 'gyeol://auth-callback#access_token=at.1&refresh_token=rt1&expires_in=3600&token_type=bearer&type=recovery');
      await expect(frame).toBeHidden();
      await expect(page.getByText('인증이 확인되었어요. 앱으로 돌아가요...')).toBeVisible();
      const button = page.getByRole('button', { name: '앱으로 돌아가기' });
      await page.clock.runFor(2_300);
      await expect(button).toHaveCount(0);
      await page.clock.runFor(300);
      await expect(button).toBeVisible();
      await page.clock.resume();
      // (headless Chromium stops delivering real input once a custom-scheme launch was refused; a DOM click still reaches React)
      await button.dispatchEvent('click');
      await expect(page.getByText('그래도 앱이 열리지 않으면 앱을 직접 열어 다시 로그인해 주세요.')).toBeVisible({ timeout: 15_000 });
      await expect(page).not.toHaveURL(/access_token/);
    });
  }

  test('shows the error cases in Korean on Korean pages and in English on English pages', async ({ page }) => {
    await page.goto('/auth-callback');
    await expect(alertIn(page)).toHaveText('주소에 인증 토큰이 없어요.');
    await page.goto('/en/auth-callback');
    await expect(alertIn(page)).toHaveText('The address has no sign-in token.');
    await page.goto('/en/app/auth-callback#type=recovery');
    await expect(alertIn(page)).toHaveText('The sign-in token could not be found.');
    await expect(page.getByRole('button', { name: 'Back to the app' })).toBeVisible();
    await page.context().clearCookies(); // the English visits stored NEXT_LOCALE=en
    await page.goto('/auth-callback#error=access_denied&error_code=otp_expired&error_description=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(alertIn(page)).toHaveText('오류: 링크가 만료되었거나 이미 사용되었어요.');
    await expect(page.getByRole('button', { name: '앱으로 돌아가기' })).toBeVisible();
    // a code we have no text for: the service's own description, as plain text ('error: description')
    await page.goto('about:blank'); // a new load, not a change of the fragment on the same page
    await page.goto('/auth-callback#error=server_error&error_code=unexpected_failure&error_description=Database+error+%3Cb%3Esaving%3C%2Fb%3E+new+user');
    await expect(alertIn(page)).toHaveText('오류: Database error <b>saving</b> new user');
    await expect(alertIn(page).locator('b')).toHaveCount(0);
  });
});

test.describe('account deletion', () => {
  test('two presses delete the account: no more sign-in, reports gone, purchases kept without a user', async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = uniqueEmail('delete');
    await signUpThroughApi(request, email, OLD_PASSWORD);

    await page.goto('/delete-account');
    await expect(page.getByRole('heading', { level: 1, name: '결 계정 삭제' })).toBeVisible();
    await expect(page.getByText('com.gyeollabs.gyeol')).toBeVisible();
    // no invented company in public: embedded mode's identity is a marked sample
    await expect(page.getByText('000-00-00000')).toBeVisible();
    await expect(page.getByRole('main').getByText('(예시) 결 서비스 운영 회사', { exact: true })).toBeVisible();
    await expect(page.getByText(/^예시: 회사 정보는/)).toBeVisible();
    await expect(page.getByText('로그인이 필요해요')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '비밀번호를 잊으셨나요?' })).toHaveAttribute('href', '/forgot-password');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호', { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.getByText('로그인되었어요.')).toBeVisible();
    await expect(page.getByTestId('signed-in-email')).toHaveText(email);

    // what the user owns (the browser's session cookie authenticates this request, a write of our own origin)
    const seeded = await page.request.post('/api/dev/account-data', { headers: { origin: new URL(page.url()).origin } });
    expect(seeded.status()).toBe(200);
    const ids = (await seeded.json()) as { purchaseId: string; reportId: string; flagId: string };
    const state = async () => (await page.request.get(`/api/dev/account-data?${new URLSearchParams(ids)}`)).json();
    expect(await state()).toMatchObject({ reportExists: true, purchase: { exists: true, userId: expect.any(String) } });

    // first press asks, cancel goes back, the second press deletes
    await page.getByRole('button', { name: '계정 삭제' }).click();
    await expect(page.getByRole('alertdialog', { name: '정말 삭제하시겠어요?' })).toBeVisible();
    await expect(page.getByRole('button', { name: '취소' })).toBeFocused();
    await expectNoAxeViolations(page, { tags: WCAG_AA });
    await page.getByRole('button', { name: '취소' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await page.getByRole('button', { name: '계정 삭제' }).click();
    await page.getByRole('button', { name: '네, 영구적으로 삭제할게요' }).click();
    await expect(page.getByText('계정이 삭제되었어요. 그동안 결을 이용해 주셔서 고마워요.')).toBeVisible();

    expect(await state()).toEqual({
      purchase: { exists: true, userId: null },
      reportExists: false,
      flag: { exists: true, userId: null },
    });
    const signIn = await passwordGrant(request, email, OLD_PASSWORD);
    expect(signIn.status()).toBe(400);
    expect(await signIn.json()).toMatchObject({ code: 'invalid_credentials' });
    await page.reload();
    await expect(page.getByText('로그인이 필요해요')).toBeVisible();
  });

  test('DELETE /api/account without a valid token answers 401 JSON', async ({ request }) => {
    const response = await request.delete('/api/account', { headers: { Authorization: 'Bearer not.a.token' } });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });
});

test.describe('accessibility of the account pages', () => {
  // the other account pages are read by a11y.spec.ts; /password-reset-success moves on to / after
  // 8 + 3 s, so its clock stands still while axe reads it (a loaded machine could otherwise leave
  // mid-analysis)
  for (const locale of ['ko', 'en'] as const) {
    test(`axe finds nothing on the password-reset success page (${locale})`, async ({ page }) => {
      await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
      await page.clock.pauseAt(new Date('2030-01-01T00:00:01Z'));
      await page.goto(locale === 'ko' ? '/password-reset-success' : '/en/password-reset-success');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'ko' ? '비밀번호를 바꿨어요' : 'Your password has been changed');
      await expect(page.getByText(locale === 'ko' ? '비밀번호가 성공적으로 변경되었어요. 잠시 후 메인 페이지로 이동해요.' : 'Your password has been changed. You will be taken to the home page in a moment.')).toBeVisible();
      await expectNoAxeViolations(page, { tags: WCAG_AA, pausedClock: true });
      await expect(page).toHaveURL(/\/password-reset-success$/);
    });
  }
});

test.describe('the password-reset success page stays long enough to be read', () => {
  const T0 = new Date('2030-01-01T00:00:00Z');
  const setVisibility = (page: Page, state: 'visible' | 'hidden') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  test('its guidance stays on screen 8 s, then the spec’s 3 s, before it moves on to the main page', async ({ page }) => {
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(new Date(T0.getTime() + 1000));
    await page.goto('/password-reset-success');
    const guidance = page.getByRole('heading', { name: '앱을 쓰고 계신가요?' });
    await expect(guidance).toBeVisible();
    await expect(page.getByText('앱으로 돌아가 새 비밀번호로 다시 로그인해 주세요.')).toBeVisible();
    // the old page had left by now (3 s)
    await page.clock.runFor(10_900);
    await expect(page).toHaveURL(/\/password-reset-success$/);
    await expect(guidance).toBeVisible();
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('비밀번호를 바꿨어요');
  });

  test('time with the page out of sight does not count: a hidden tab keeps it (en)', async ({ page }) => {
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(new Date(T0.getTime() + 1000));
    await page.goto('/en/password-reset-success');
    await expect(page.getByRole('heading', { name: 'Using the app?' })).toBeVisible();
    await page.clock.runFor(5_000); // 5 s seen
    await setVisibility(page, 'hidden');
    await page.clock.runFor(60_000); // a minute in another tab
    await expect(page).toHaveURL(/\/en\/password-reset-success$/);
    await setVisibility(page, 'visible');
    await page.clock.runFor(5_900); // 10.9 s seen in all
    await expect(page).toHaveURL(/\/en\/password-reset-success$/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/en$/);
  });
});
