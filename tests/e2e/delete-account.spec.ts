import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { actAsApp, signUpBuyer, type Buyer } from './helpers/app-buyer';
import ko from '../../messages/ko.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { ERASED_ON_DELETION, KEPT_AFTER_DELETION } from '../../content/policies/retention';

/**
 * /delete-account as a store reviewer reads it, in both languages, in a browser and in the app's
 * web view: the sections in order, the subscription section with both stores' links, the kept
 * records with their periods (the policies' own table), and the unused purchases named before the
 * final confirmation's button. The sections are found by the heading that names them
 * (ui/section puts the id on the heading and aria-labelledby on the section).
 */
const LOCALES = [
  { locale: 'ko' as const, prefix: '', m: ko },
  { locale: 'en' as const, prefix: '/en', m: en },
];
const SECTION_ORDER = ['in-app', 'deleted', 'kept', 'subscriptions', 'unused', 'sign-in-again', 'on-web'];
const APP_STORE = 'https://apps.apple.com/account/subscriptions';
const GOOGLE_PLAY = 'https://play.google.com/store/account/subscriptions';

let n = 0;
async function record(request: APIRequestContext, buyer: Buyer, productId: string): Promise<string> {
  const response = await request.post('/api/purchases', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { store: 'sandbox', productId, storeTransactionId: `e2e-delete-${Date.now()}-${process.pid}-${++n}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { purchaseId: string }).purchaseId;
}

/** The section a heading names (its aria-labelledby). */
const section = (root: Locator, id: string) => root.locator(`section[aria-labelledby="${id}"]`);

/** What a reviewer must find, in order, with the texts the page's messages give. */
async function expectSections(main: Locator, locale: 'ko' | 'en', t: typeof ko.DeleteAccount) {
  const order = await main.locator('section[aria-labelledby]').evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-labelledby')));
  expect(order.filter((id) => SECTION_ORDER.includes(id ?? ''))).toEqual(SECTION_ORDER);
  const titles = [t.inAppTitle, t.deletedTitle, t.keptTitle, t.subscriptionTitle, t.unusedTitle, t.signInAgainTitle];
  for (const [i, title] of titles.entries()) {
    await expect(section(main, SECTION_ORDER[i]!).getByRole('heading', { name: title, exact: true })).toBeVisible();
  }

  // what is erased and what is kept: the retention table's rows, word for word, each with its period
  await expect(section(main, 'deleted').getByTestId('deleted-items').locator('li')).toHaveText(ERASED_ON_DELETION.map((row) => row.item[locale]));
  const rows = section(main, 'kept').getByTestId('retention-table').locator('tbody tr');
  await expect(rows).toHaveCount(KEPT_AFTER_DELETION.length);
  for (const [i, row] of KEPT_AFTER_DELETION.entries()) {
    await expect(rows.nth(i).locator('td')).toHaveText([row.item[locale], row.purpose[locale], row.basis[locale], row.period[locale]]);
  }

  const subscriptions = section(main, 'subscriptions');
  await expect(subscriptions.getByText(t.subscriptionText)).toBeVisible();
  await expect(subscriptions.getByRole('link', { name: t.subscriptionAppStore })).toHaveAttribute('href', APP_STORE);
  await expect(subscriptions.getByRole('link', { name: t.subscriptionGooglePlay })).toHaveAttribute('href', GOOGLE_PLAY);
  await expect(subscriptions.getByText(t.subscriptionRemainingText)).toBeVisible();
  await expect(section(main, 'unused').getByText(t.unusedText)).toBeVisible();
  await expect(section(main, 'sign-in-again').getByText(t.signInAgainText)).toBeVisible();
  await expect(main.getByText(/같은 계정으로 로그인할 수 없습니다|cannot sign in with this account/)).toHaveCount(0);
}

/** The final confirmation names each unused purchase, and the names come before its delete button. */
async function expectUnusedBeforeDelete(root: Locator, t: typeof ko.DeleteAccount, names: string[]) {
  await root.getByRole('button', { name: t.deleteButton, exact: true }).click();
  const dialog = root.getByRole('alertdialog');
  await expect(dialog.getByTestId('unused-before-delete')).toBeVisible();
  await expect(dialog.getByTestId('unused-name')).toHaveText(names);
  const confirm = dialog.getByRole('button', { name: t.confirmButton, exact: true });
  await expect(confirm).toBeEnabled();
  // in the dialog, every name comes before the delete button (read first, on screen and by a screen reader)
  const namesFirst = await dialog.evaluate((box, label) => {
    const button = [...box.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
    const names = [...box.querySelectorAll('[data-testid="unused-name"]')];
    return Boolean(button) && names.length > 0 && names.every((name) => Boolean(name.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING));
  }, t.confirmButton);
  expect(namesFirst).toBe(true);
  await expect(dialog.getByText(t.confirmSubscription, { exact: false })).toBeVisible();
  return { dialog, confirm };
}

for (const { locale, prefix, m } of LOCALES) {
  const t = m.DeleteAccount;

  test(`${locale}, browser: the sections in order, both stores' cancel links, the kept records with their periods`, async ({ page }) => {
    await page.goto(`${prefix}/delete-account`);
    const main = page.getByRole('main');
    await expectSections(main, locale, t);
    // the app's steps in a browser, not the web view's note
    await expect(section(main, 'in-app').getByText(t.inAppStep1)).toBeVisible();
    await expect(section(main, 'in-app').getByText(t.inAppWebViewText)).toBeHidden();
  });

  test(`${locale}, web view: no second sign-in, the unused one-off purchase named before the delete button, then deleted`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const buyer = await signUpBuyer(request, `delete-webview-${locale}`);
    await record(request, buyer, 'current_insight');
    await actAsApp(page, buyer);
    await page.goto(`${prefix}/delete-account`);
    const main = page.getByRole('main');
    await expectSections(main, locale, t);
    await expect(section(main, 'in-app').getByText(t.inAppWebViewText)).toBeVisible();
    await expect(section(main, 'in-app').getByText(t.inAppStep1)).toBeHidden();
    // signed in with the app's token: no sign-in form
    await expect(main.getByText(t.webViewSignedIn)).toBeVisible();

    const { dialog, confirm } = await expectUnusedBeforeDelete(main, t, [m.Products.current_insight]);
    await expect(dialog.getByRole('link', { name: t.useFirst })).toHaveAttribute('href', new RegExp(`^${prefix}/report/current-insight\\?purchaseId=`));
    await confirm.click();
    await expect(main.getByText(t.deletedDone.split('{')[0]!.trim(), { exact: false })).toBeVisible({ timeout: 30_000 });
  });

  test(`${locale}, /dev/app: the page inside the simulated app shows the in-app note and both store links`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(`${prefix}/dev/app?path=/delete-account`);
    const email = `delete-sim-${locale}.${Date.now()}.${process.pid}.${++n}@example.com`;
    await page.getByLabel(locale === 'ko' ? '이메일' : 'E-mail').fill(email);
    await page.getByRole('button', { name: locale === 'ko' ? '로그인' : 'Sign in', exact: true }).click();
    await expect(page.getByText(locale === 'ko' ? `${email} 계정으로 로그인됨` : `Signed in as ${email}`)).toBeVisible({ timeout: 30_000 });
    const frame = page.frameLocator(`iframe[title="${locale === 'ko' ? '앱 웹뷰' : 'The app’s web view'}"]`);
    const main = frame.getByRole('main');
    await expectSections(main, locale, t);
    await expect(section(main, 'in-app').getByText(t.inAppWebViewText)).toBeVisible();
    await expect(main.getByText(t.webViewSignedIn)).toBeVisible();
    // the simulator's own account has bought nothing: the confirmation says so before its button
    await main.getByRole('button', { name: t.deleteButton, exact: true }).click();
    await expect(main.getByRole('alertdialog').getByTestId('unused-none')).toHaveText(t.unusedNone);
  });
}
