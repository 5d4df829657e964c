import { expect, test } from './fixtures';
import { actAsApp, signUpBuyer, type Buyer } from './helpers/app-buyer';
import ko from '../../messages/ko.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { ERASED_ON_DELETION, KEPT_AFTER_DELETION } from '../../content/policies/retention';

/**
 * /delete-account as a store reviewer reads it, in both languages, in a browser and in the app's
 * web view: the sections in order, the subscription section with both stores' links, the kept
 * records with basis and period (the policies' own table), and the unused purchases named before
 * the final confirmation. A subscription of the deleted account stays claimable by the next one.
 */
const LOCALES = [
  { locale: 'ko' as const, prefix: '', m: ko },
  { locale: 'en' as const, prefix: '/en', m: en },
];
const SECTION_ORDER = ['in-app', 'deleted', 'kept', 'subscriptions', 'unused', 'sign-in-again', 'on-web'];

let n = 0;
const storeTransactionId = () => `e2e-delete-${Date.now()}-${process.pid}-${++n}`;
async function record(request: import('@playwright/test').APIRequestContext, buyer: Buyer, productId: string, transactionId: string) {
  return request.post('/api/purchases', { headers: { authorization: `Bearer ${buyer.token}` }, data: { store: 'sandbox', productId, storeTransactionId: transactionId } });
}

for (const { locale, prefix, m } of LOCALES) {
  const t = m.DeleteAccount;

  test(`${locale}, browser: the sections in order, both stores' cancel links, the kept records with basis and period`, async ({ page }) => {
    await page.goto(`${prefix}/delete-account`);
    const main = page.getByRole('main');
    const ids = await main.locator('section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.filter((id) => SECTION_ORDER.includes(id))).toEqual(SECTION_ORDER);

    // the app's steps in a browser, not the web view's note
    await expect(main.getByText(t.inAppStep1)).toBeVisible();
    await expect(main.getByText(t.inAppWebViewText)).toBeHidden();

    const subscriptions = main.locator('#subscriptions');
    await expect(subscriptions.getByRole('heading', { name: t.subscriptionTitle })).toBeVisible();
    await expect(subscriptions.getByRole('link', { name: t.subscriptionAppStore })).toHaveAttribute('href', 'https://apps.apple.com/account/subscriptions');
    await expect(subscriptions.getByRole('link', { name: t.subscriptionGooglePlay })).toHaveAttribute('href', 'https://play.google.com/store/account/subscriptions');
    await expect(subscriptions.getByText(t.subscriptionRemainingText)).toBeVisible();

    // what is erased and what is kept: the retention table's rows, word for word
    await expect(main.getByTestId('deleted-items').locator('li')).toHaveText(ERASED_ON_DELETION.map((row) => row.item[locale]));
    const rows = main.getByTestId('retention-table').locator('tbody tr');
    await expect(rows).toHaveCount(KEPT_AFTER_DELETION.length);
    for (const [i, row] of KEPT_AFTER_DELETION.entries()) {
      await expect(rows.nth(i).locator('td')).toHaveText([row.item[locale], row.purpose[locale], row.basis[locale], row.period[locale]]);
    }
    await expect(main.getByText(t.signInAgainText)).toBeVisible();
    await expect(main.getByText(/같은 계정으로 로그인할 수 없습니다|cannot sign in with this account/)).toHaveCount(0);
  });

  test(`${locale}, web view: no second sign-in, unused purchases named before the final step, the subscription claimable afterwards`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const buyer = await signUpBuyer(request, `delete-webview-${locale}`);
    const oneOff = await record(request, buyer, 'current_insight', storeTransactionId());
    expect(oneOff.status()).toBe(201);
    const subscriptionTx = storeTransactionId();
    const subscription = await record(request, buyer, 'premium_monthly', subscriptionTx);
    expect(subscription.status()).toBe(201);
    const { purchaseId: subscriptionId } = (await subscription.json()) as { purchaseId: string };

    await actAsApp(page, buyer);
    await page.goto(`${prefix}/delete-account`);
    const main = page.getByRole('main');
    await expect(main.getByText(t.inAppWebViewText)).toBeVisible();
    await expect(main.getByText(t.inAppStep1)).toBeHidden();
    await expect(main.locator('#subscriptions').getByRole('link', { name: t.subscriptionAppStore })).toBeVisible();
    // signed in with the app's token: no sign-in form
    await expect(main.getByText(t.webViewSignedIn)).toBeVisible();
    await expect(main.getByText(t.loginRequiredTitle)).toHaveCount(0);

    await main.getByRole('button', { name: t.deleteButton, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByTestId('unused-before-delete')).toBeVisible();
    await expect(dialog.getByTestId('unused-name')).toHaveText([m.Products.current_insight]);
    await expect(dialog.getByRole('link', { name: t.useFirst })).toHaveAttribute('href', new RegExp(`^${prefix}/report/current-insight\\?purchaseId=`));
    await expect(dialog.getByText(t.confirmSubscription, { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: t.confirmButton }).click();
    await expect(page.getByText(t.deletedDone.split('{')[0]!.trim(), { exact: false })).toBeVisible();

    // the person's next account claims the subscription the store keeps billing
    const next = await signUpBuyer(request, `delete-webview-next-${locale}`);
    const claimed = await record(request, next, 'premium_monthly', subscriptionTx);
    expect(claimed.status()).toBe(200);
    expect(((await claimed.json()) as { purchaseId: string }).purchaseId).toBe(subscriptionId);
  });
}
