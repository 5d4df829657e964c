import { expect, test } from './fixtures';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { actAsApp, signUpBuyer, type Buyer } from './helpers/app-buyer';
import { signUpConfirmed } from './helpers/confirmed-user';
import { expectNoAxeViolations } from './helpers/axe';

/**
 * The reflection journal (docs/journal.md): a note under a stored report and under a cast, saved as
 * it is typed, followed up, found by search, seen in the year's page, exported and deleted; another
 * account gets 404 for it. In a browser (the session cookie) in Korean, and in the app's web view
 * (the bearer token) in English.
 */

const PASSWORD = 'Insight!2026-pw';
let counter = 0;
const seoulYear = () => new Date(Date.now() + 9 * 3600_000).getUTCFullYear();

/** A stored Life Book report of the buyer (hexagram 1 for all-first answers); returns its id. */
async function storedReport(request: APIRequestContext, buyer: Buyer): Promise<string> {
  const headers = { authorization: `Bearer ${buyer.token}` };
  const purchase = await request.post('/api/purchases', { headers, data: { store: 'sandbox', productId: 'premium_annual', storeTransactionId: `e2e-journal-${Date.now()}-${process.pid}-${++counter}` } });
  expect(purchase.status()).toBe(201);
  const { purchaseId } = (await purchase.json()) as { purchaseId: string };
  const quiz = await request.post('/api/quiz/result', { headers, data: { purchaseId, quiz: 'book', answers: [0, 0, 0, 0, 0], locale: 'ko' } });
  expect(quiz.status()).toBe(201);
  return ((await quiz.json()) as { reportId: string }).reportId;
}

async function signInInBrowser(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '로그인되어 있어요' })).toBeVisible({ timeout: 30_000 });
}

/** Types a new note and waits until the server has it ("저장됨" / "Saved"), then leaves the box. */
async function writeNote(page: Page, text: string, saved: string) {
  const editor = page.getByTestId('note-editor');
  const box = editor.getByTestId('note-new');
  await expect(box).toBeVisible({ timeout: 30_000 });
  await box.fill(text);
  await expect(editor.locator('[data-save-state="saved"]')).toHaveText(saved, { timeout: 30_000 });
  await editor.getByRole('heading', { level: 2 }).first().click(); // leave the box: the note joins the saved ones
  await expect(editor.getByTestId('note-text')).toHaveValue(text);
}

test('ko, browser: a note under a report and under a cast, a follow-up, search, the year, export, delete; another account gets 404', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `journal.${Date.now()}.${process.pid}.${++counter}@example.com`;
  const user = await signUpConfirmed(request, email, PASSWORD);
  const buyer = { token: user.token, userId: user.userId };
  const reportId = await storedReport(request, buyer);
  await signInInBrowser(page, email);

  // under the stored report: saved as typed, then a follow-up
  await page.goto(`/report/book-insight?reportId=${reportId}`);
  await writeNote(page, '이직을 결심했다. 부산으로 가기로.', '저장됨');
  const editor = page.getByTestId('note-editor');
  await editor.getByLabel('그 뒤의 이야기 더하기').fill('한 달 뒤: 제안을 받아들였다');
  await editor.getByRole('button', { name: '더하기', exact: true }).click();
  await expect(editor.getByTestId('follow-ups')).toContainText('한 달 뒤: 제안을 받아들였다', { timeout: 30_000 });
  // the journal's note box of that report names its hexagram, known from the stored notes
  await page.goto(`/journal?write=report:${reportId}`);
  await expect(page.getByTestId('write-reading')).toContainText('제1괘', { timeout: 30_000 });
  await expect(page.getByTestId('note-text')).toHaveValue('이직을 결심했다. 부산으로 가기로.');

  // under a cast: its page offers the note to a signed-in reader
  await page.goto('/iching/cast/789667');
  const link = page.getByTestId('write-note-link');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/journal\?write=cast:789667$/);
  await expect(page.getByTestId('write-reading')).toContainText('제22괘');
  await writeNote(page, '멈춰 서서 부산 일을 다시 보기로.', '저장됨');

  // the list: newest first, with each reading's figure and name; search finds a note by its words and its follow-up
  await page.goto('/journal');
  const entries = page.getByTestId('journal-entry');
  await expect(entries).toHaveCount(2, { timeout: 30_000 });
  await expect(entries.nth(0)).toContainText('제22괘');
  await expect(entries.nth(1)).toContainText('제1괘');
  await expect(entries.nth(1)).toContainText('한 달 뒤: 제안을 받아들였다');
  await expect(entries.first().locator('svg')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { what: 'journal (ko, 390 px)' });
  await page.getByRole('searchbox', { name: '내 기록에서 찾기' }).fill('제안을');
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(entries).toHaveCount(1, { timeout: 30_000 });
  await expect(entries.first()).toContainText('이직을 결심했다');
  await page.getByRole('searchbox', { name: '내 기록에서 찾기' }).fill('부산');
  await page.getByRole('button', { name: '찾기', exact: true }).click();
  await expect(entries).toHaveCount(2, { timeout: 30_000 });
  await page.getByLabel('괘', { exact: true }).selectOption('22');
  await expect(entries).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: '조건 지우기' }).click();
  await expect(entries).toHaveCount(2, { timeout: 30_000 });

  // the year: both readings in the chart's table and the hexagrams, the note quoted beside its hexagram
  const year = seoulYear();
  await page.goto(`/journal/${year}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${year}년 돌아보기`);
  await expect(page.getByTestId('year-summary')).toHaveText('풀이 2번 · 기록 2개');
  await expect(page.getByTestId('element-chart')).toBeVisible();
  const table = page.getByTestId('element-table');
  // 1: Heaven over Heaven (metal ×2); 22: Fire below, Mountain above (fire, earth); the Life Book quiz has no element
  await expect(table.getByRole('row', { name: /쇠/ })).toContainText('2');
  await expect(table.getByRole('row', { name: /불/ })).toContainText('1');
  await expect(table.getByRole('row', { name: /물\(/ })).toContainText('0');
  await expect(page.getByTestId('year-hexagrams')).toContainText('이직을 결심했다');
  await expect(page.getByTestId('year-hexagrams')).toContainText('멈춰 서서');
  // the keepsake card: its preview loads (the session cookie); no note on it until the box is ticked, then the card asked for changes
  const keepsake = page.getByTestId('year-keepsake');
  const preview = keepsake.locator('img[data-card-preview]');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 30_000 }).toBe(1080);
  const box = keepsake.getByLabel('메모 한 줄 넣기');
  await expect(box).not.toBeChecked();
  await expect(preview).toHaveAttribute('data-card-path', `/api/journal/year/${year}/card?locale=ko&notes=0`);
  const unticked = await preview.getAttribute('src');
  await box.check();
  await expect(preview).toHaveAttribute('data-card-path', `/api/journal/year/${year}/card?locale=ko&notes=1`, { timeout: 30_000 });
  await expect.poll(() => preview.getAttribute('src')).not.toBe(unticked);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 30_000 }).toBe(1080);
  const saved = page.waitForEvent('download');
  await keepsake.getByRole('link', { name: '저장' }).click();
  expect((await saved).suggestedFilename()).toBe(`gyeol-year-${year}.png`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, { what: 'year (ko, 390 px)' });
  // the year's notes in full: the journal with the year's filter already chosen
  await page.getByRole('link', { name: `${year}년의 기록 2개 모두 보기` }).click();
  await expect(page).toHaveURL(new RegExp(`/journal\\?year=${year}$`));
  await expect(page.getByRole('combobox', { name: '해', exact: true })).toHaveValue(String(year), { timeout: 30_000 });
  await expect(entries).toHaveCount(2, { timeout: 30_000 });

  // export: Markdown and JSON carry the note and its follow-up
  await page.goto('/journal');
  await expect(entries).toHaveCount(2, { timeout: 30_000 });
  const downloaded = async (name: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name }).click();
    return readFile((await (await download).path())!, 'utf8');
  };
  const markdown = await downloaded('마크다운(.md)');
  for (const text of ['이직을 결심했다. 부산으로 가기로.', '한 달 뒤: 제안을 받아들였다', '멈춰 서서 부산 일을 다시 보기로.']) expect(markdown).toContain(text);
  const json = JSON.parse(await downloaded('JSON(.json)')) as { notes: { text: string; followUps: { text: string }[] }[] };
  expect(json.notes.map((n) => n.text).sort()).toEqual(['멈춰 서서 부산 일을 다시 보기로.', '이직을 결심했다. 부산으로 가기로.']);
  expect(json.notes.flatMap((n) => n.followUps.map((f) => f.text))).toEqual(['한 달 뒤: 제안을 받아들였다']);
  await expect(page.getByText('내려받았어요.')).toBeVisible();

  // another account: the notes are not there, and their ids answer 404 (never 403)
  const listed = await request.get('/api/journal', { headers: { authorization: `Bearer ${buyer.token}` } });
  const ids = ((await listed.json()) as { entries: { id: string }[] }).entries.map((e) => e.id);
  expect(ids).toHaveLength(2);
  const stranger = await signUpBuyer(request, 'journal-stranger');
  const theirs = { authorization: `Bearer ${stranger.token}` };
  expect(((await (await request.get('/api/journal', { headers: theirs })).json()) as { entries: unknown[] }).entries).toEqual([]);
  expect((await request.patch(`/api/journal/${ids[0]}`, { headers: theirs, data: { text: 'mine now' } })).status()).toBe(404);
  expect((await request.delete(`/api/journal/${ids[0]}`, { headers: theirs })).status()).toBe(404);

  // delete the cast's note, after a confirmation
  await page.goto('/journal?write=cast:789667');
  const note = page.getByTestId('note').first();
  await expect(note).toBeVisible({ timeout: 30_000 });
  await note.getByRole('button', { name: '지우기' }).click();
  await expect(note).toContainText('되돌릴 수 없어요');
  await note.getByRole('group').getByRole('button', { name: '지우기' }).click();
  await expect(page.getByTestId('note')).toHaveCount(0, { timeout: 30_000 });
  await page.goto('/journal');
  await expect(entries).toHaveCount(1, { timeout: 30_000 });
  await expect(entries.first()).toContainText('제1괘');
});

test('en, the app’s web view (bearer token): a note under a cast, the follow-up reminder posted to the app, the list and the year; a draft survives a failed save', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const buyer = await signUpBuyer(request, 'journal-app');
  await actAsApp(page, buyer);
  await page.addInitScript(() => {
    const win = window as unknown as { ReactNativeWebView: { postMessage(data: string): void }; posted: unknown[] };
    win.posted = [];
    win.ReactNativeWebView = { postMessage: (data: string) => void win.posted.push(JSON.parse(data)) };
  });

  // the first save fails (the server is down): the text stays in the local draft, is there again
  // after a reload, and is saved once the server is back, exactly once
  const down = (route: Route) => (route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"down"}}' }) : route.fallback());
  await page.context().route('**/api/journal', down);
  await page.goto('/en/journal?write=cast:999999');
  const editor = page.getByTestId('note-editor');
  await editor.getByTestId('note-new').fill('Push on, but gently.');
  await expect(editor.locator('[data-save-state="failed"]')).toHaveText('Couldn’t save; trying again', { timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('journal-draft:new:cast:999999'))).toBe('Push on, but gently.');
  await page.reload();
  // (the reload's own last attempt, sent as the page went away, may have reached the server: then the note is shown saved)
  await expect(editor.locator('textarea').first()).toHaveValue('Push on, but gently.', { timeout: 30_000 });
  await page.context().unroute('**/api/journal', down);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('journal-draft:new:cast:999999')), { timeout: 30_000 }).toBeNull();
  await page.goto('/en/journal');
  await expect(page.getByTestId('journal-entry')).toHaveCount(1, { timeout: 30_000 });

  // a note written in the app: the app is asked to remind the person on the day its follow-up is due
  await page.goto('/en/journal?write=cast:999999');
  await expect(editor.getByTestId('note')).toHaveCount(1, { timeout: 30_000 });
  await editor.getByRole('button', { name: 'Write another note' }).click();
  await editor.getByTestId('note-new').fill('A second thought on the same cast.');
  await expect(editor.locator('[data-save-state="saved"]')).toHaveText('Saved', { timeout: 30_000 });
  const posted = (await page.evaluate(() => (window as unknown as { posted: { type: string }[] }).posted)).filter((m) => m.type === 'FOLLOW_UP_SCHEDULE');
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatchObject({ title: 'How did it turn out?', path: '/en/journal?write=cast:999999', due: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  // deleting it asks the app to drop the reminder
  await editor.getByRole('heading', { level: 2 }).first().click();
  const second = editor.getByTestId('note').nth(1);
  await second.getByRole('button', { name: 'Delete' }).click();
  await second.getByRole('group').getByRole('button', { name: 'Delete' }).click();
  await expect(editor.getByTestId('note')).toHaveCount(1, { timeout: 30_000 });
  const cancelled = (await page.evaluate(() => (window as unknown as { posted: { type: string; noteId?: string }[] }).posted)).filter((m) => m.type === 'FOLLOW_UP_CANCEL');
  expect(cancelled).toEqual([{ type: 'FOLLOW_UP_CANCEL', noteId: (posted[0] as { noteId?: string }).noteId }]);

  await page.goto('/en/journal');
  await expect(page.getByTestId('journal-entry')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('journal-entry')).toContainText('1. ');
  await expect(page.getByTestId('journal-entry')).toContainText('Push on, but gently.');

  // the year page in the web view: no cookie, drawn from the API with the bearer token
  const year = seoulYear();
  await page.goto(`/en/journal/${year}`);
  await expect(page.getByTestId('year-summary')).toHaveText('1 reading · 1 note', { timeout: 30_000 });
  await expect(page.getByTestId('element-table').getByRole('row', { name: /Metal/ })).toContainText('2');
  await expect(page.getByTestId('year-hexagrams')).toContainText('Push on, but gently.');
  // the keepsake card with the bearer token; Share hands the card to the app (the SHARE message), with the note only once ticked
  const keepsake = page.getByTestId('year-keepsake');
  const preview = keepsake.locator('img[data-card-preview]');
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 30_000 }).toBe(1080);
  await keepsake.getByLabel('Include a line from my notes').check();
  await expect(preview).toHaveAttribute('data-card-path', /notes=1$/, { timeout: 30_000 });
  await keepsake.getByRole('button', { name: 'Share' }).click();
  await expect(keepsake.getByRole('status').last()).toHaveText('Asked the app to open its share sheet.');
  const shared = (await page.evaluate(() => (window as unknown as { posted: { type: string }[] }).posted)).filter((m) => m.type === 'SHARE');
  expect(shared).toEqual([
    expect.objectContaining({ intent: 'share', imageUrl: expect.stringMatching(new RegExp(`^http://[^/]+/api/journal/year/${year}/card\\?locale=en&notes=1$`)), mimeType: 'image/png', fileName: `gyeol-year-${year}.png` }),
  ]);
  await expectNoAxeViolations(page, { what: 'year (en, web view)' });
  await page.getByRole('link', { name: `See your note of ${year} in the journal` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/journal\\?year=${year}$`));
  await expect(page.getByRole('combobox', { name: 'Year', exact: true })).toHaveValue(String(year), { timeout: 30_000 });
  await expect(page.getByTestId('journal-entry')).toHaveCount(1, { timeout: 30_000 });
});

test('signed out: the sign-in prompt; the pages are not indexed and not stored; a year out of range is the translated 404', async ({ page, request }) => {
  await page.goto('/en/journal');
  await expect(page.getByTestId('journal-message')).toContainText('Sign in to write and read your notes', { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/auth');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto(`/journal/${seoulYear()}`);
  await expect(page.getByTestId('journal-message')).toContainText('로그인하면 한 해를 돌아볼 수 있어요.', { timeout: 30_000 });
  for (const path of ['/journal', '/en/journal', `/journal/${seoulYear()}`]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
  for (const path of ['/journal/1999', '/en/journal/2201', '/journal/abcd']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
});

test('a note that speaks of ending one’s life is kept, with the care screen above it; distress brings the calm care note', async ({ page, request }) => {
  test.setTimeout(120_000);
  const buyer = await signUpBuyer(request, 'journal-care');
  await actAsApp(page, buyer);
  await page.goto('/journal?write=cast:777777');
  const editor = page.getByTestId('note-editor');
  await editor.getByTestId('note-new').fill('요즘 너무 힘들어서 죽고 싶어요');
  await expect(editor.locator('[data-save-state="saved"]')).toHaveText('저장됨', { timeout: 30_000 });
  const care = editor.locator('[data-care-screen]');
  await expect(care).toBeVisible();
  await expect(care.locator('[data-helpline]').first()).toBeVisible();
  await expect(care).toContainText('적어 주신 기록은 그대로 간직해 두었습니다.');
  // the text is the person's own record: kept, and still in the box (the focus stayed there)
  await expect(editor.getByTestId('note-new')).toBeFocused();
  await expect(editor.getByTestId('note-new')).toHaveValue('요즘 너무 힘들어서 죽고 싶어요');
  await care.getByRole('button', { name: '닫기' }).click();
  await expect(care).toHaveCount(0);
  await editor.getByRole('heading', { level: 2 }).first().click();
  await editor.getByLabel('그 뒤의 이야기 더하기').fill('이제 그만하고 싶어요. 다 지쳤어요');
  await editor.getByRole('button', { name: '더하기', exact: true }).click();
  await expect(editor.locator('[data-care-note]')).toBeVisible({ timeout: 30_000 });
  await expect(editor.getByTestId('follow-ups')).toContainText('다 지쳤어요');
  const listed = (await (await request.get('/api/journal', { headers: { authorization: `Bearer ${buyer.token}` } })).json()) as { entries: { text: string }[] };
  expect(listed.entries.map((e) => e.text)).toEqual(['요즘 너무 힘들어서 죽고 싶어요']);
});

test('the year page passes axe in the night theme, its chart drawn in the theme’s colours', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const buyer = await signUpBuyer(request, 'journal-night');
  const headers = { authorization: `Bearer ${buyer.token}` };
  for (const id of ['789667', '999999', '777888']) expect((await request.post('/api/journal', { headers, data: { subject: { kind: 'cast', id }, text: `A note on ${id}.` } })).status()).toBe(201);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await actAsApp(page, buyer);
  await page.goto(`/en/journal/${seoulYear()}`);
  await expect(page.getByTestId('year-summary')).toHaveText('3 readings · 3 notes', { timeout: 30_000 });
  const fill = await page.getByTestId('element-chart').locator('rect.fill-seal').evaluate((el) => getComputedStyle(el).fill);
  expect(fill).toBe('rgb(236, 138, 116)'); // --color-seal at night
  await expectNoAxeViolations(page, { what: 'year (en, night)' });
  await context.close();
});
