import { expect as baseExpect, test } from './fixtures';
import { type APIRequestContext } from '@playwright/test';
import { actAsApp, buy, signUpBuyer, type Buyer } from './helpers/app-buyer';
import { expectNoAxeViolations } from './helpers/axe';

// Store notifications seen in a browser: embedded mode's sandbox store delivers them
// through /api/dev/store-notification, into the same ledger code the App Store and Google Play
// routes use (their signature checks are tested in app/api/store/*.test.ts).

let counter = 0;
// waits on state, never on time: a busy machine only makes the wait longer
const expect = baseExpect.configure({ timeout: 30_000 });

async function storeNotification(request: APIRequestContext, buyer: Buyer, purchaseId: string, type: string, extra: Record<string, string> = {}) {
  const response = await request.post('/api/dev/store-notification', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { purchaseId, type, notificationId: `e2e-${Date.now()}-${++counter}`, ...extra },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
}

// several page loads, an axe pass and API calls each: give a loaded machine room
test.describe.configure({ timeout: 240_000 });

const alertIn = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('alert');

test('buy → the report opens → a refund notification → the report page shows the no-access card, in both languages', async ({ page, request }) => {
  const buyer = await signUpBuyer(request, 'refund');
  const purchaseId = await buy(request, buyer, 'current_insight');
  await actAsApp(page, buyer);
  await page.goto(`/en/dev/report-shell?product=current_insight&purchaseId=${purchaseId}`);
  await expect(page.getByRole('heading', { name: 'Current Insight: access granted' })).toBeVisible();

  expect(await storeNotification(request, buyer, purchaseId, 'REFUND')).toBe('applied');

  await page.goto(`/en/report/current-insight?purchaseId=${purchaseId}`);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(alertIn(page).first()).toHaveText('This purchase was refunded or canceled by the store, so this report no longer opens.');
  await expect(page.getByRole('button', { name: 'Buy Current Insight' })).toBeVisible();
  await expectNoAxeViolations(page, { what: 'refunded card' });

  await page.context().clearCookies(); // the language cookie of /en would keep English
  await page.goto(`/report/current-insight?purchaseId=${purchaseId}`);
  await expect(page.getByRole('heading', { name: '접근 권한이 없어요' })).toBeVisible();
  await expect(alertIn(page).first()).toHaveText('스토어에서 환불되거나 취소된 구매라 이 리포트를 더 이상 열 수 없어요.');

});

test('premium: a renewal keeps every report open past the old end; expiry closes them with its own message', async ({ page, request }) => {
  const buyer = await signUpBuyer(request, 'renew');
  const premium = await buy(request, buyer, 'premium_monthly');
  await actAsApp(page, buyer);
  const shell = `/en/dev/report-shell?product=relationship_insight&purchaseId=${premium}`;
  await page.goto(shell);
  await expect(page.getByRole('heading', { name: 'Relationship Insight: access granted' })).toBeVisible();

  const renewedUntil = new Date(Date.now() + 400 * 86_400_000).toISOString();
  expect(await storeNotification(request, buyer, premium, 'DID_RENEW', { expiresAt: renewedUntil })).toBe('applied');
  const verify = await request.get(`/api/purchases/verify?product=relationship_insight&purchaseId=${premium}`, { headers: { authorization: `Bearer ${buyer.token}` } });
  expect(await verify.json()).toMatchObject({ hasAccess: true, via: 'subscription', expiresAt: new Date(renewedUntil).toISOString() });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Relationship Insight: access granted' })).toBeVisible();

  expect(await storeNotification(request, buyer, premium, 'EXPIRED')).toBe('applied');
  await page.reload();
  await expect(alertIn(page).first()).toHaveText('Your premium subscription has expired.');
  await page.context().clearCookies();
  await page.goto(`/report/relationship-insight?purchaseId=${premium}`);
  await expect(alertIn(page).first()).toHaveText('프리미엄 구독 기간이 끝났어요.');
});

test('the dev notification route takes only the signed-in user’s own sandbox purchases', async ({ request }) => {
  const owner = await signUpBuyer(request, 'owner');
  const stranger = await signUpBuyer(request, 'stranger');
  const purchaseId = await buy(request, owner, 'book_insight');
  const response = await request.post('/api/dev/store-notification', {
    headers: { authorization: `Bearer ${stranger.token}` },
    data: { purchaseId, type: 'REFUND', notificationId: `e2e-stranger-${Date.now()}` },
  });
  expect(response.status()).toBe(404);
  const verify = await request.get(`/api/purchases/verify?product=book_insight&purchaseId=${purchaseId}`, { headers: { authorization: `Bearer ${owner.token}` } });
  expect((await verify.json()).hasAccess).toBe(true);
});
