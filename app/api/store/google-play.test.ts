import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/types';
import { checkReportAccess } from '@/lib/purchases/access';
import { findPurchase, purchaseHistory } from '@/lib/purchases/ledger';
import { signUpUser, type TestUser } from '@/tests/api/embedded-users';
import { POST as RECORD } from '../purchases/route';
import { GET as VERIFY } from '../purchases/verify/route';
import { POST as NOTIFY } from './google-play/notifications/route';
import { provideTestRuntime } from '@/tests/setup/runtime';

// Google Play, offline: a local HTTP fake answers the OAuth token endpoint, the Android Publisher
// endpoints and Google's OIDC certificates; the server reaches it through its root URL settings.
provideTestRuntime();
const PACKAGE = 'app.gyeol.test';
const AUDIENCE = 'https://gyeol.example/api/store/google-play/notifications';
const PUSH_ACCOUNT = 'pubsub-push@gyeol-test.iam.gserviceaccount.com';
const DAY = 86_400_000;

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const serviceAccountKey = rsa();
const googleKey = rsa();
const strangerKey = rsa();

interface Fake {
  products: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  acknowledged: string[];
  tokensIssued: number;
}
const fake: Fake = { products: new Map(), subscriptions: new Map(), acknowledged: [], tokensIssued: 0 };
let server: Server;
let db: Db;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  const jwk = { ...(await exportJWK(googleKey.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/certs') return send(200, { keys: [jwk] });
    if (url.pathname === '/token' && req.method === 'POST') {
      fake.tokensIssued++;
      return send(200, { access_token: 'fake-access-token', expires_in: 3600, token_type: 'Bearer' });
    }
    if (req.headers.authorization !== 'Bearer fake-access-token') return send(401, { error: { code: 401 } });
    const prefix = `/androidpublisher/v3/applications/${PACKAGE}/purchases/`;
    if (!url.pathname.startsWith(prefix)) return send(404, { error: { code: 404 } });
    const path = decodeURIComponent(url.pathname.slice(prefix.length));
    let match = /^products\/([^/]+)\/tokens\/([^/:]+)(:acknowledge)?$/.exec(path);
    if (match) {
      const purchase = fake.products.get(`${match[1]}/${match[2]}`);
      if (!purchase) return send(404, { error: { code: 404, message: 'not found' } });
      if (match[3]) {
        purchase.acknowledgementState = 1;
        fake.acknowledged.push(`product:${match[1]}`);
        return send(200, {});
      }
      return send(200, purchase);
    }
    match = /^subscriptionsv2\/tokens\/([^/:]+)$/.exec(path);
    if (match) {
      const subscription = fake.subscriptions.get(match[1]!);
      return subscription ? send(200, subscription) : send(404, { error: { code: 404 } });
    }
    match = /^subscriptions\/([^/]+)\/tokens\/([^/:]+):acknowledge$/.exec(path);
    if (match) {
      const subscription = fake.subscriptions.get(match[2]!);
      if (!subscription) return send(404, { error: { code: 404 } });
      subscription.acknowledgementState = 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED';
      fake.acknowledged.push(`subscription:${match[1]}`);
      return send(200, {});
    }
    return send(404, { error: { code: 404 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    GOOGLE_PLAY_PACKAGE_NAME: PACKAGE,
    GOOGLE_PLAY_SERVICE_ACCOUNT_JSON: JSON.stringify({
      type: 'service_account',
      client_email: 'verifier@gyeol-test.iam.gserviceaccount.com',
      private_key: serviceAccountKey.privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: `${root}/token`,
    }),
    GOOGLE_PLAY_API_ROOT_URL: `${root}/`,
    GOOGLE_PLAY_PUSH_AUDIENCE: AUDIENCE,
    GOOGLE_PLAY_PUSH_SERVICE_ACCOUNT: PUSH_ACCOUNT,
    GOOGLE_OIDC_JWKS_URL: `${root}/certs`,
  });
  db = await getDb();
  [alice, bob] = await Promise.all([signUpUser('play-alice'), signUpUser('play-bob')]);
});
afterAll(async () => {
  await db.close();
  await new Promise((resolve) => server.close(resolve));
});

let n = 0;
const newToken = () => `tok.${Date.now()}.${++n}-AO_abcdefghijklmnopqrstuvwxyz0123456789`;
const newOrder = () => `GPA.3300-${1000 + (++n % 9000)}-${Date.now() % 10000}-${10000 + n}`;

function product(user: TestUser, overrides: Record<string, unknown> = {}) {
  return { purchaseState: 0, acknowledgementState: 0, consumptionState: 0, purchaseTimeMillis: String(Date.now() - 1000), orderId: newOrder(), obfuscatedExternalAccountId: user.id, kind: 'androidpublisher#productPurchase', ...overrides };
}

function subscription(user: TestUser, expiry: number, overrides: Record<string, unknown> = {}) {
  const orderId = newOrder();
  return {
    kind: 'androidpublisher#subscriptionPurchaseV2',
    subscriptionState: 'SUBSCRIPTION_STATE_ACTIVE',
    acknowledgementState: 'ACKNOWLEDGEMENT_STATE_PENDING',
    startTime: new Date(Date.now() - 1000).toISOString(),
    latestOrderId: orderId,
    externalAccountIdentifiers: { obfuscatedExternalAccountId: user.id },
    lineItems: [{ productId: 'premium_monthly', expiryTime: new Date(expiry).toISOString(), latestSuccessfulOrderId: orderId }],
    ...overrides,
  };
}

function record(user: TestUser, body: Record<string, unknown>) {
  return RECORD(
    new Request('http://localhost/api/purchases', { method: 'POST', headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ store: 'play_store', packageName: PACKAGE, ...body }) }),
    undefined,
  );
}

async function verify(user: TestUser, productId: string, purchaseId: string) {
  const response = await VERIFY(new Request(`http://localhost/api/purchases/verify?${new URLSearchParams({ product: productId, purchaseId })}`, { headers: { authorization: `Bearer ${user.token}` } }), undefined);
  return (await response.json()) as { hasAccess: boolean; reason: string | null };
}

function pushToken({ key = googleKey.privateKey, audience = AUDIENCE, email = PUSH_ACCOUNT, expiresIn = 3600 }: { key?: KeyObject; audience?: string; email?: string; expiresIn?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1', typ: 'JWT' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject('112233445566778899')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

function pushBody(notification: Record<string, unknown>, messageId = String(Date.now()) + String(++n)) {
  const data = Buffer.from(JSON.stringify({ version: '1.0', packageName: PACKAGE, eventTimeMillis: String(Date.now()), ...notification })).toString('base64');
  return { message: { data, messageId, publishTime: new Date().toISOString() }, subscription: 'projects/gyeol-test/subscriptions/play-rtdn' };
}

async function push(body: unknown, token?: string | null) {
  const bearer = token === undefined ? await pushToken() : token;
  return NOTIFY(
    new Request('http://localhost/api/store/google-play/notifications', { method: 'POST', headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, body: JSON.stringify(body) }),
    undefined,
  );
}

const purchaseCount = async () => Number((await db.query<{ n: number }>('select count(*)::int as n from public.purchases')).rows[0]!.n);

describe('Google Play purchases (POST /api/purchases, store play_store)', () => {
  it('records a purchased report, acknowledges it once, and the report opens', async () => {
    const token = newToken();
    const purchase = product(alice);
    fake.products.set(`current_insight/${token}`, purchase);
    const response = await record(alice, { productId: 'current_insight', storeTransactionId: purchase.orderId, purchaseToken: token });
    expect(response.status).toBe(201);
    const { purchaseId } = await response.json();
    expect(fake.acknowledged.filter((a) => a === 'product:current_insight')).toHaveLength(1);
    expect(purchase.acknowledgementState).toBe(1);
    expect(await findPurchase(db, purchaseId)).toMatchObject({ store: 'play_store', storeKey: token, status: 'active' });
    expect((await verify(alice, 'current_insight', purchaseId)).hasAccess).toBe(true);
    expect(fake.tokensIssued).toBe(1);
  });

  it('does not acknowledge again what Google Play already has acknowledged', async () => {
    const token = newToken();
    const purchase = product(alice, { acknowledgementState: 1 });
    fake.products.set(`character_insight/${token}`, purchase);
    const before = fake.acknowledged.length;
    expect((await record(alice, { productId: 'character_insight', storeTransactionId: purchase.orderId, purchaseToken: token })).status).toBe(201);
    expect(fake.acknowledged.length).toBe(before);
  });

  const refusals: { name: string; status: number; set: (token: string) => { body: Record<string, unknown> } }[] = [
    { name: 'a pending purchase', status: 409, set: (t) => { const p = product(alice, { purchaseState: 2 }); fake.products.set(`current_insight/${t}`, p); return { body: { storeTransactionId: p.orderId } }; } },
    { name: 'a cancelled (or refunded) purchase', status: 403, set: (t) => { const p = product(alice, { purchaseState: 1 }); fake.products.set(`current_insight/${t}`, p); return { body: { storeTransactionId: p.orderId } }; } },
    { name: 'another user’s purchase', status: 403, set: (t) => { const p = product(bob); fake.products.set(`current_insight/${t}`, p); return { body: { storeTransactionId: p.orderId } }; } },
    { name: 'an order id that is not the token’s', status: 400, set: (t) => { fake.products.set(`current_insight/${t}`, product(alice)); return { body: { storeTransactionId: newOrder() } }; } },
    { name: 'a token Google Play does not know', status: 400, set: () => ({ body: { storeTransactionId: newOrder() } }) },
    { name: 'a token of another product', status: 409, set: (t) => { const p = product(alice, { productId: 'book_insight' }); fake.products.set(`current_insight/${t}`, p); return { body: { storeTransactionId: p.orderId } }; } },
    { name: 'another package', status: 400, set: (t) => { const p = product(alice); fake.products.set(`current_insight/${t}`, p); return { body: { storeTransactionId: p.orderId, packageName: 'com.other.app' } }; } },
    { name: 'no purchase token', status: 400, set: () => ({ body: { storeTransactionId: newOrder(), purchaseToken: undefined } }) },
  ];
  for (const { name, status, set } of refusals) {
    it(`refuses ${name} with ${status}, records and acknowledges nothing`, async () => {
      const token = newToken();
      const { body } = set(token);
      const before = [await purchaseCount(), fake.acknowledged.length];
      const response = await record(alice, { productId: 'current_insight', purchaseToken: token, ...body });
      expect(response.status).toBe(status);
      expect([await purchaseCount(), fake.acknowledged.length]).toEqual(before);
    });
  }

  it('premium: records an active subscription with its expiry and acknowledges it; a pending one is refused', async () => {
    const token = newToken();
    const expiry = Date.now() + 30 * DAY;
    const sub = subscription(alice, expiry);
    fake.subscriptions.set(token, sub);
    const response = await record(alice, { productId: 'premium_monthly', storeTransactionId: sub.latestOrderId, purchaseToken: token });
    expect(response.status).toBe(201);
    expect(Date.parse((await response.json()).expiresAt)).toBe(expiry);
    expect(fake.acknowledged).toContain('subscription:premium_monthly');

    const pending = newToken();
    const p = subscription(alice, expiry, { subscriptionState: 'SUBSCRIPTION_STATE_PENDING' });
    fake.subscriptions.set(pending, p);
    expect((await record(alice, { productId: 'premium_monthly', storeTransactionId: p.latestOrderId, purchaseToken: pending })).status).toBe(409);
    const expired = newToken();
    const e = subscription(alice, Date.now() - DAY, { subscriptionState: 'SUBSCRIPTION_STATE_EXPIRED' });
    fake.subscriptions.set(expired, e);
    expect((await record(alice, { productId: 'premium_monthly', storeTransactionId: e.latestOrderId, purchaseToken: expired })).status).toBe(403);
  });
});

describe('real-time developer notifications (POST /api/store/google-play/notifications)', () => {
  it('refuses a push without a token, a forged one, another audience, an expired one and another account with 401', async () => {
    const body = pushBody({ testNotification: { version: '1.0' } });
    const tokens = [
      null,
      'not-a-jwt',
      await pushToken({ key: strangerKey.privateKey }),
      await pushToken({ audience: 'https://someone.else/push' }),
      await pushToken({ expiresIn: -600 }),
      await pushToken({ email: 'someone@evil.example' }),
    ];
    for (const token of tokens) {
      const response = await push(body, token);
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('unauthorized');
    }
    expect(await (await push(body)).json()).toMatchObject({ outcome: 'ignored' });
  });

  it('a voided (refunded) purchase closes its report, once per messageId', async () => {
    const token = newToken();
    const purchase = product(bob);
    fake.products.set(`plan_insight/${token}`, purchase);
    const { purchaseId } = await (await record(bob, { productId: 'plan_insight', storeTransactionId: purchase.orderId, purchaseToken: token })).json();
    expect((await verify(bob, 'plan_insight', purchaseId)).hasAccess).toBe(true);
    // Google Play has voided it: the Play Developer API says cancelled
    purchase.purchaseState = 1;
    const body = pushBody({ voidedPurchaseNotification: { purchaseToken: token, orderId: purchase.orderId, productType: 2, refundType: 1 } }, 'msg-void-1');
    expect(await (await push(body)).json()).toEqual({ outcome: 'applied', notificationId: 'msg-void-1' });
    expect(await verify(bob, 'plan_insight', purchaseId)).toEqual(expect.objectContaining({ hasAccess: false, reason: 'purchase_refunded' }));
    expect(await (await push(body)).json()).toEqual({ outcome: 'duplicate', notificationId: 'msg-void-1' });
    expect((await purchaseHistory(db, purchaseId)).map((e) => e.event)).toEqual(['recorded', 'refunded']);
  });

  it('premium: SUBSCRIPTION_RENEWED extends to the expiry Google reports; EXPIRED closes; REVOKED revokes', async () => {
    const token = newToken();
    const t0 = Date.now();
    const sub = subscription(bob, t0 + DAY);
    fake.subscriptions.set(token, sub);
    const { purchaseId } = await (await record(bob, { productId: 'premium_monthly', storeTransactionId: sub.latestOrderId, purchaseToken: token })).json();
    const access = (at: number) => checkReportAccess(db, { userId: bob.id, purchaseId, product: 'book_insight', now: new Date(at) });
    expect((await access(t0 + 2 * DAY)).hasAccess).toBe(false);

    sub.lineItems[0]!.expiryTime = new Date(t0 + 31 * DAY).toISOString();
    sub.lineItems[0]!.latestSuccessfulOrderId = `${sub.latestOrderId}..0`;
    expect(await (await push(pushBody({ subscriptionNotification: { version: '1.0', notificationType: 2, purchaseToken: token, subscriptionId: 'premium_monthly' } }))).json()).toMatchObject({ outcome: 'applied' });
    expect((await findPurchase(db, purchaseId))?.expiresAt?.getTime()).toBe(t0 + 31 * DAY);
    expect((await access(t0 + 2 * DAY)).hasAccess).toBe(true);

    // each change as Google Play's API then reports it (a void, revocation or expiry is confirmed there)
    sub.subscriptionState = 'SUBSCRIPTION_STATE_EXPIRED';
    expect(await (await push(pushBody({ subscriptionNotification: { version: '1.0', notificationType: 13, purchaseToken: token, subscriptionId: 'premium_monthly' } }))).json()).toMatchObject({ outcome: 'applied' });
    expect(await access(t0)).toMatchObject({ hasAccess: false, reason: 'subscription_expired' });
    sub.subscriptionState = 'SUBSCRIPTION_STATE_ACTIVE';
    await push(pushBody({ subscriptionNotification: { version: '1.0', notificationType: 7, purchaseToken: token, subscriptionId: 'premium_monthly' } }));
    expect((await access(t0)).hasAccess).toBe(true);
    sub.subscriptionState = 'SUBSCRIPTION_STATE_EXPIRED';
    expect(await (await push(pushBody({ subscriptionNotification: { version: '1.0', notificationType: 12, purchaseToken: token, subscriptionId: 'premium_monthly' } }))).json()).toMatchObject({ outcome: 'applied' });
    expect(await access(t0)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
  });

  it('a void for a token not recorded yet: kept pending when Google Play confirms it, and the purchase can no longer be recorded', async () => {
    const token = newToken();
    const purchase = product(alice, { purchaseState: 1 });
    fake.products.set(`book_insight/${token}`, purchase);
    expect(await (await push(pushBody({ voidedPurchaseNotification: { purchaseToken: token, productType: 2, refundType: 1 } }))).json()).toMatchObject({ outcome: 'pending' });
    const before = await purchaseCount();
    expect((await record(alice, { productId: 'book_insight', storeTransactionId: purchase.orderId, purchaseToken: token })).status).toBe(403);
    expect(await purchaseCount()).toBe(before);
  });

  it('refuses bodies that are not a developer notification for this app with 400', async () => {
    for (const body of [
      {},
      { message: { data: '!!!', messageId: '1' } },
      { message: { data: Buffer.from('not json').toString('base64'), messageId: randomUUID() } },
      pushBody({ packageName: 'com.other.app', testNotification: {} }),
    ]) {
      expect((await push(body)).status).toBe(400);
    }
  });
});

describe('Google Play subscriptions: cancelled, grace period and account hold', () => {
  const subscribe = async (user: TestUser, sub: ReturnType<typeof subscription>) => {
    const token = newToken();
    fake.subscriptions.set(token, sub);
    const response = await record(user, { productId: 'premium_monthly', storeTransactionId: sub.latestOrderId, purchaseToken: token });
    return { token, response };
  };
  const accessAt = (user: TestUser, purchaseId: string) => (at: number) => checkReportAccess(db, { userId: user.id, purchaseId, product: 'book_insight', now: new Date(at) });
  const rtdn = async (token: string, notificationType: number) =>
    (await push(pushBody({ subscriptionNotification: { version: '1.0', notificationType, purchaseToken: token, subscriptionId: 'premium_monthly' } }))).json();

  it('subscriptionsv2: a cancelled subscription still running is recorded and opens until its expiry', async () => {
    const user = await signUpUser('play-cancelled');
    const t0 = Date.now();
    const { response } = await subscribe(user, subscription(user, t0 + 10 * DAY, { subscriptionState: 'SUBSCRIPTION_STATE_CANCELED' }));
    expect(response.status).toBe(201);
    const { purchaseId } = await response.json();
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'active', renewalState: null, expiresAt: new Date(t0 + 10 * DAY) });
    const access = accessAt(user, purchaseId);
    expect((await access(t0 + 9 * DAY)).hasAccess).toBe(true);
    expect(await access(t0 + 11 * DAY)).toMatchObject({ hasAccess: false, reason: 'subscription_expired' });
  });

  it('subscriptionsv2: a subscription in its grace period is recorded as such and opens until the grace period ends', async () => {
    const user = await signUpUser('play-grace');
    const t0 = Date.now();
    // in a grace period Google reports the grace period's end as the line item's expiryTime
    const { response } = await subscribe(user, subscription(user, t0 + 3 * DAY, { subscriptionState: 'SUBSCRIPTION_STATE_IN_GRACE_PERIOD' }));
    expect(response.status).toBe(201);
    const { purchaseId } = await response.json();
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'active', renewalState: 'grace_period', expiresAt: new Date(t0 + 3 * DAY) });
    const access = accessAt(user, purchaseId);
    expect((await access(t0 + 2 * DAY)).hasAccess).toBe(true);
    expect((await access(t0 + 4 * DAY)).hasAccess).toBe(false);
  });

  it('subscriptionsv2: a subscription on hold or paused is refused with 403, recording and acknowledging nothing', async () => {
    const user = await signUpUser('play-hold');
    for (const [state, expiry] of [
      ['SUBSCRIPTION_STATE_ON_HOLD', Date.now() - DAY],
      // on hold means no access, whatever expiry the line item still shows
      ['SUBSCRIPTION_STATE_ON_HOLD', Date.now() + DAY],
      ['SUBSCRIPTION_STATE_PAUSED', Date.now() - DAY],
    ] as const) {
      const before = [await purchaseCount(), fake.acknowledged.length];
      const { response } = await subscribe(user, subscription(user, expiry, { subscriptionState: state }));
      expect(response.status, state).toBe(403);
      expect([await purchaseCount(), fake.acknowledged.length]).toEqual(before);
    }
  });

  it('RTDN: SUBSCRIPTION_CANCELED (3) changes nothing: access runs to the paid end, then EXPIRED (13) closes it', async () => {
    const user = await signUpUser('play-rtdn-cancel');
    const t0 = Date.now();
    const sub = subscription(user, t0 + 5 * DAY);
    const { token, response } = await subscribe(user, sub);
    const { purchaseId } = await response.json();
    sub.subscriptionState = 'SUBSCRIPTION_STATE_CANCELED';
    expect(await rtdn(token, 3)).toMatchObject({ outcome: 'ignored' });
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'active', renewalState: null, expiresAt: new Date(t0 + 5 * DAY) });
    const access = accessAt(user, purchaseId);
    expect((await access(t0 + 4 * DAY)).hasAccess).toBe(true);
    expect((await access(t0 + 6 * DAY)).hasAccess).toBe(false);
    sub.subscriptionState = 'SUBSCRIPTION_STATE_EXPIRED';
    expect(await rtdn(token, 13)).toMatchObject({ outcome: 'applied' });
    expect((await access(t0 + DAY)).hasAccess).toBe(false);
  });

  it('RTDN: IN_GRACE_PERIOD (6) keeps access to the grace end, ON_HOLD (5) closes it, RECOVERED (1) opens it again', async () => {
    const user = await signUpUser('play-rtdn-grace');
    const t0 = Date.now();
    const sub = subscription(user, t0 + DAY);
    const { token, response } = await subscribe(user, sub);
    const { purchaseId } = await response.json();
    const access = accessAt(user, purchaseId);

    // the renewal fails: Google moves the line item's expiry to the grace period's end
    sub.subscriptionState = 'SUBSCRIPTION_STATE_IN_GRACE_PERIOD';
    sub.lineItems[0]!.expiryTime = new Date(t0 + 4 * DAY).toISOString();
    expect(await rtdn(token, 6)).toMatchObject({ outcome: 'applied' });
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'active', renewalState: 'grace_period', expiresAt: new Date(t0 + 4 * DAY) });
    expect((await access(t0 + 3 * DAY)).hasAccess).toBe(true);

    // the grace period ends unpaid: account hold, no access after the grace end
    sub.subscriptionState = 'SUBSCRIPTION_STATE_ON_HOLD';
    expect(await rtdn(token, 5)).toMatchObject({ outcome: 'applied' });
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'active', renewalState: 'billing_retry', expiresAt: new Date(t0 + 4 * DAY) });
    expect((await access(t0 + 5 * DAY)).hasAccess).toBe(false);

    // the user fixes the payment: a new paid period
    sub.subscriptionState = 'SUBSCRIPTION_STATE_ACTIVE';
    sub.lineItems[0]!.expiryTime = new Date(t0 + 35 * DAY).toISOString();
    expect(await rtdn(token, 1)).toMatchObject({ outcome: 'applied' });
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'active', renewalState: null, expiresAt: new Date(t0 + 35 * DAY) });
    expect((await access(t0 + 5 * DAY)).hasAccess).toBe(true);
    expect((await purchaseHistory(db, purchaseId)).map((e) => e.event)).toEqual(['recorded', 'grace_period', 'billing_retry', 'recovered']);
  });
});

describe('Google Play notifications: confirmed with the Play Developer API, applied in the order of eventTimeMillis', () => {
  const notificationState = async (messageId: string) =>
    (await db.query<{ state: string }>(`select state from public.store_notifications where store = 'play_store' and notification_id = $1`, [messageId])).rows.map((r) => r.state);
  const subscriptionPush = (token: string, notificationType: number, extra: Record<string, unknown> = {}, messageId?: string) =>
    pushBody({ subscriptionNotification: { version: '1.0', notificationType, purchaseToken: token, subscriptionId: 'premium_monthly' }, ...extra }, messageId);

  it('refuses a forged void of a purchase Google Play says is fine: kept in the history, the report still opens', async () => {
    const user = await signUpUser('play-forged-void');
    const token = newToken();
    const purchase = product(user);
    fake.products.set(`relationship_insight/${token}`, purchase);
    const { purchaseId } = await (await record(user, { productId: 'relationship_insight', storeTransactionId: purchase.orderId, purchaseToken: token })).json();

    const forged = await push(pushBody({ voidedPurchaseNotification: { purchaseToken: token, orderId: purchase.orderId, productType: 2, refundType: 1 } }, 'msg-forged-void'));
    expect(forged.status).toBe(200);
    expect(await forged.json()).toEqual({ outcome: 'refused', notificationId: 'msg-forged-void' });
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'active' });
    expect((await verify(user, 'relationship_insight', purchaseId)).hasAccess).toBe(true);
    expect((await purchaseHistory(db, purchaseId)).map((e) => [e.event, e.outcome, e.status])).toEqual([
      ['recorded', 'applied', 'active'],
      ['refunded', 'refused', 'active'],
    ]);
    expect(await notificationState('msg-forged-void')).toEqual(['refused']);

    // when Google Play really voids it, the next void closes the report
    purchase.purchaseState = 1;
    expect(await (await push(pushBody({ voidedPurchaseNotification: { purchaseToken: token, orderId: purchase.orderId, productType: 2, refundType: 1 } }))).json()).toMatchObject({ outcome: 'applied' });
    expect(await verify(user, 'relationship_insight', purchaseId)).toMatchObject({ hasAccess: false, reason: 'purchase_refunded' });
  });

  it('refuses a void of a token Google Play does not know, recording no purchase', async () => {
    const before = await purchaseCount();
    const response = await push(pushBody({ voidedPurchaseNotification: { purchaseToken: newToken(), productType: 2, refundType: 1 } }, 'msg-unknown-void'));
    expect(await response.json()).toEqual({ outcome: 'refused', notificationId: 'msg-unknown-void' });
    expect(await notificationState('msg-unknown-void')).toEqual(['refused']);
    expect(await purchaseCount()).toBe(before);
  });

  it('refuses a forged REVOKED, EXPIRED or void of a running subscription: premium stays open', async () => {
    const user = await signUpUser('play-forged-sub');
    const t0 = Date.now();
    const sub = subscription(user, t0 + 20 * DAY);
    const token = newToken();
    fake.subscriptions.set(token, sub);
    const { purchaseId } = await (await record(user, { productId: 'premium_monthly', storeTransactionId: sub.latestOrderId, purchaseToken: token })).json();
    for (const body of [
      subscriptionPush(token, 12),
      subscriptionPush(token, 13),
      pushBody({ voidedPurchaseNotification: { purchaseToken: token, orderId: sub.latestOrderId, productType: 1, refundType: 1 } }),
    ]) {
      expect(await (await push(body)).json()).toMatchObject({ outcome: 'refused' });
    }
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'active', expiresAt: new Date(t0 + 20 * DAY) });
    expect((await checkReportAccess(db, { userId: user.id, purchaseId, product: 'book_insight', now: new Date(t0 + DAY) })).hasAccess).toBe(true);
    expect((await purchaseHistory(db, purchaseId)).map((e) => [e.event, e.outcome])).toEqual([
      ['recorded', 'applied'],
      ['revoked', 'refused'],
      ['expired', 'refused'],
      ['refunded', 'refused'],
    ]);
  });

  it('orders by eventTimeMillis: a renewal dated before an applied expiry is kept as stale and changes nothing', async () => {
    const user = await signUpUser('play-order');
    const t0 = Date.now();
    const sub = subscription(user, t0 + DAY);
    const token = newToken();
    fake.subscriptions.set(token, sub);
    const { purchaseId } = await (await record(user, { productId: 'premium_monthly', storeTransactionId: sub.latestOrderId, purchaseToken: token })).json();
    // the subscription ends (Google Play says so) at t0 + 2 s; a renewal signed at t0 + 1 s arrives after it
    sub.subscriptionState = 'SUBSCRIPTION_STATE_EXPIRED';
    expect(await (await push(subscriptionPush(token, 13, { eventTimeMillis: String(t0 + 2000) }))).json()).toMatchObject({ outcome: 'applied' });
    sub.lineItems[0]!.expiryTime = new Date(t0 + 31 * DAY).toISOString();
    expect(await (await push(subscriptionPush(token, 2, { eventTimeMillis: String(t0 + 1000) }))).json()).toMatchObject({ outcome: 'stale' });
    expect(await findPurchase(db, purchaseId)).toMatchObject({ status: 'expired', expiresAt: new Date(t0 + DAY) });
    expect((await purchaseHistory(db, purchaseId)).map((e) => [e.event, e.outcome, e.status])).toEqual([
      ['recorded', 'applied', 'active'],
      ['expired', 'applied', 'expired'],
      ['renewed', 'stale', 'expired'],
    ]);
  });

  it('answers 400, never 5xx, to an eventTimeMillis that is no real moment or lies in the future, and records nothing', async () => {
    const user = await signUpUser('play-event-time');
    const token = newToken();
    const purchase = product(user, { purchaseState: 1 });
    fake.products.set(`current_insight/${token}`, purchase);
    const before = (await db.query<{ n: number }>('select count(*)::int as n from public.store_notifications')).rows[0]!.n;
    for (const eventTimeMillis of ['9999999999999999', '8640000000000001', String(Date.now() + DAY), '99999999999999999', '-1', '1e3', 12]) {
      const response = await push(pushBody({ eventTimeMillis, voidedPurchaseNotification: { purchaseToken: token, productType: 2, refundType: 1 } }));
      expect(response.status, String(eventTimeMillis)).toBe(400);
      expect((await response.json()).error).toEqual({ code: 'bad_request', message: expect.stringMatching(/^eventTimeMillis: /) });
    }
    expect((await db.query<{ n: number }>('select count(*)::int as n from public.store_notifications')).rows[0]!.n).toBe(before);
  });
});
