import { expect, test } from './fixtures';
import type { FrameLocator, Page, Response } from '@playwright/test';
import { bookQuestions } from '../../content/quizzes/book';

// "결과 간직하기 / Keep this result" in the app simulator (/dev/app): a purchase, the paid result,
// its card (GET /api/reports/{id}/card, a PNG), and Share sending the SHARE bridge message that
// /dev/app checks and shows as the app's share sheet would get it.

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${process.pid}.${++counter}@example.com`;

const SHOTS = process.env.KEEP_SHOTS; // set to a folder to keep screenshots of the section and the simulator

const isCard = (response: Response) => /\/api\/reports\/[0-9a-f-]{36}\/card\?/.test(response.url());

/** /dev/app with an account of its own, opened on `path`; returns the framed web view. */
async function simulator(page: Page, locale: 'ko' | 'en', path: string): Promise<FrameLocator> {
  await page.setViewportSize({ width: 1280, height: 1000 });
  const ko = locale === 'ko';
  await page.goto(`${ko ? '' : '/en'}/dev/app?path=${encodeURIComponent(path)}`);
  const email = uniqueEmail(`keep-${locale}`);
  await page.getByLabel(ko ? '이메일' : 'E-mail').fill(email);
  await page.getByRole('button', { name: ko ? '로그인' : 'Sign in', exact: true }).click();
  await expect(page.getByText(ko ? `${email} 계정으로 로그인됨` : `Signed in as ${email}`)).toBeVisible({ timeout: 30_000 });
  return page.frameLocator(`iframe[title="${ko ? '앱 웹뷰' : 'The app’s web view'}"]`);
}

/** The card preview has loaded: a decoded 1080 × 1350 image. */
async function expectPreview(frame: FrameLocator, alt: string) {
  const preview = frame.getByRole('img', { name: alt });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 1080, 1350]);
}

test('ko: a Life Book bought in the app ends with its card; 공유 asks the app for its share sheet', async ({ page }) => {
  test.setTimeout(120_000);
  const frame = await simulator(page, 'ko', '/report/book-insight');
  await frame.getByRole('button', { name: '인생 책 리포트 구매하기' }).click();
  await expect(page.getByRole('log')).toContainText('"type":"PURCHASE_SUCCESS"', { timeout: 30_000 });

  const firstCard = page.waitForResponse(isCard, { timeout: 60_000 });
  for (const question of bookQuestions) {
    await expect(frame.getByRole('heading', { level: 2, name: question.text.ko })).toBeVisible({ timeout: 30_000 });
    await frame.getByRole('button', { name: question.answers[0]!.text.ko, exact: true }).click();
  }
  const keep = frame.getByRole('region', { name: '결과 간직하기' });
  await expect(keep).toBeVisible({ timeout: 30_000 });
  const card = await firstCard;
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(card.headers()['cache-control']).toMatch(/^private/);
  expect(new URL(card.url()).searchParams.get('question')).toBe('0');
  await expectPreview(frame, '인생 책 리포트 결과 카드');
  // a Life Book has no question: nothing to opt into
  await expect(keep.getByRole('checkbox')).toHaveCount(0);

  if (SHOTS) await keep.screenshot({ path: `${SHOTS}/keep-ko.png` });
  await keep.getByRole('button', { name: '공유', exact: true }).click();
  await expect(keep.getByRole('status').last()).toHaveText('앱의 공유 창을 요청했어요.');
  await expect(page.getByRole('log')).toContainText('"type":"SHARE"');
  await expect(page.getByRole('log')).toContainText('앱이 공유 창을 열어요: 결에서 받은 나의 인생 책 리포트 결과예요.');
  // the share text leads somewhere: a quiz result to today's hexagram on the site
  await expect(page.getByRole('log')).toContainText(/결에서 받은 나의 인생 책 리포트 결과예요\. https?:\/\/[^ "]+\/iching\/today/);
  const sheet = page.getByRole('region', { name: '공유 요청' });
  await expect(sheet.locator('[data-share-intent]')).toHaveText('share');
  const shown = sheet.getByRole('img', { name: '공유할 카드' });
  await expect(shown).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);

  await keep.getByRole('button', { name: '저장', exact: true }).click();
  await expect(sheet.locator('[data-share-intent]')).toHaveText('save');
});

test('en: Current Insight in the app: the question stays off the card until ticked; Share sends it with question=1', async ({ page }) => {
  test.setTimeout(120_000);
  const frame = await simulator(page, 'en', '/en/report/current-insight');
  await frame.getByRole('button', { name: 'Buy Current Insight' }).click();
  await expect(page.getByRole('log')).toContainText('"type":"PURCHASE_SUCCESS"', { timeout: 30_000 });
  await frame.getByRole('textbox', { name: 'Your question' }).fill('I love my work, but I was offered a team lead role. Should I take it?');
  await frame.getByRole('button', { name: 'Continue' }).click();
  const firstCard = page.waitForResponse(isCard, { timeout: 60_000 });
  await frame.getByRole('button', { name: 'Get my insight' }).click();

  const keep = frame.getByRole('region', { name: 'Keep this result' });
  await expect(keep).toBeVisible({ timeout: 60_000 });
  const card = await firstCard;
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(new URL(card.url()).searchParams.get('question')).toBe('0');
  expect(new URL(card.url()).searchParams.get('locale')).toBe('en');
  await expectPreview(frame, 'Your Current Insight card');
  await expect(keep).toContainText('Your question stays off the card.');

  const withQuestion = page.waitForResponse((r) => isCard(r) && new URL(r.url()).searchParams.get('question') === '1');
  const box = keep.getByRole('checkbox', { name: 'Show my question on the card' });
  await expect(box).not.toBeChecked();
  await box.check();
  const second = await withQuestion;
  expect(second.status()).toBe(200);
  expect(second.headers()['content-type']).toBe('image/png');
  await expectPreview(frame, 'Your Current Insight card');

  await keep.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(keep.getByRole('status').last()).toHaveText('Asked the app to open its share sheet.');
  const log = page.getByRole('log');
  await expect(log).toContainText('"type":"SHARE"');
  await expect(log).toContainText('question=1');
  await expect(log).toContainText('The app opens its share sheet: My Current Insight result from Gyeol.');
  // a reading's share text leads to its own cast on the site
  await expect(log).toContainText(/My Current Insight result from Gyeol\. https?:\/\/[^ "]+\/en\/iching\/cast\/[6789]{6}/);
  // the message never carries the question itself
  await expect(log).not.toContainText('team lead');
  const sheet = page.getByRole('region', { name: 'Share request' });
  await expect(sheet.getByRole('img', { name: 'The card to share' })).toBeVisible({ timeout: 30_000 });
  if (SHOTS) {
    await keep.screenshot({ path: `${SHOTS}/keep-en.png` });
    await page.screenshot({ path: `${SHOTS}/simulator-en.png` });
  }
});
