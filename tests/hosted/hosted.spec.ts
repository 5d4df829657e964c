import { request as httpRequest } from 'node:http';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import pg from 'pg';
import { EMBEDDED_ANON_KEY } from '../../lib/supabase/embedded-anon-key';
import { signUpConsentData } from '@/lib/consents/signup-consents';
import { TEST_STORES } from '../fixtures/site-identity';

// Hosted mode end to end (tests/hosted/setup.ts): a build made with the hosted environment, real
// PostgreSQL, the auth API as its own process at its own origin, the cloud insight API faked, two
// app instances behind a round-robin proxy. The proxy tags each answer with x-served-by (app-0,
// app-1) and honours x-test-instance: 0|1 to pin one.

const PASSWORD = 'Hosted!Gyeol-2026';
let counter = 0;
/** The separate auth process, at its own origin (NEXT_PUBLIC_SUPABASE_URL of the hosted build). */
const authApi = (path: string) => `${process.env.HOSTED_AUTH_URL}/auth/v1/${path}`;
const authOrigin = () => new URL(process.env.HOSTED_AUTH_URL!).origin;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${process.pid}.${++counter}@example.com`;

async function sql<Row = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.HOSTED_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The link of the newest sign-up confirmation mail the auth process sent to the address. */
async function confirmationLink(email: string): Promise<string> {
  const [mail] = await sql<{ action_link: string }>(
    `select action_link from auth.mail_outbox where recipient = $1 and action_link like '%type=signup%' order by created_at desc limit 1`,
    [email],
  );
  expect(mail?.action_link, `a confirmation mail to ${email}`).toMatch(/^https?:\/\//);
  return mail!.action_link;
}

async function signUp(request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const response = await request.post(authApi('signup'), { headers: { apikey: EMBEDDED_ANON_KEY }, data: { email, password: PASSWORD, data: signUpConsentData() } });
  expect(response.status()).toBe(200);
  // e-mail confirmation is on: no session until the link of the confirmation mail is followed
  expect(await response.json()).not.toHaveProperty('access_token');
  const landing = await request.get(await confirmationLink(email), { maxRedirects: 0 });
  expect(landing.status()).toBe(303);
  const fragment = new URLSearchParams(new URL(landing.headers().location!).hash.slice(1));
  const token = fragment.get('access_token')!;
  expect(token).toBeTruthy();
  const id = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  return { email, token, id };
}

async function buy(request: APIRequestContext, auth: { token?: string; instance?: 0 | 1 }, productId = 'current_insight') {
  // a cookie-authenticated write comes from our own pages: same Origin, JSON
  const headers: Record<string, string> = { origin: new URL(test.info().project.use.baseURL!).origin };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.instance !== undefined) headers['x-test-instance'] = String(auth.instance);
  const response = await request.post('/api/purchases', {
    headers,
    data: { store: 'sandbox', productId, storeTransactionId: `hosted-${Date.now()}-${process.pid}-${++counter}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { purchaseId: (await response.json()).purchaseId as string, servedBy: response.headers()['x-served-by'] };
}

/** The native app around the page: the bridge and the token, before any script of the page runs. */
async function asApp(page: Page, token: string) {
  await page.addInitScript((authToken) => {
    const w = window as unknown as Record<string, unknown>;
    const sent: unknown[] = [];
    w.__sent = sent;
    w.ReactNativeWebView = { postMessage: (data: string) => sent.push(JSON.parse(data)) };
    w.authToken = authToken;
  }, token);
}

const insightCalls = async (request: APIRequestContext) =>
  (await (await request.get(`${process.env.HOSTED_INSIGHT_URL}/calls`)).json()) as Record<string, number>;

test('every public page answers 200 through the proxy from both instances, in hosted mode', async ({ request }) => {
  const pages = ['/', '/iching', '/iching/1', '/korea', '/delete-account', '/auth', '/report', '/forgot-password'];
  for (const path of [...pages, ...pages.map((p) => `/en${p === '/' ? '' : p}`)]) {
    for (const instance of ['0', '1']) {
      // Korean first: a browser that asks for Korean gets the unprefixed pages (no redirect, no loop)
      const response = await request.get(path, { headers: { 'x-test-instance': instance, 'accept-language': 'ko-KR,ko;q=0.9' }, maxRedirects: 0 });
      expect(response.status(), `${path} on app-${instance}`).toBe(200);
      expect(response.headers()['x-served-by']).toBe(`app-${instance}`);
    }
  }
  // the pages are the hosted build's: no local-mode note, and the CSP lets the browser reach the
  // project's auth API (and nothing else beyond our origin)
  for (const path of ['/', '/en/auth']) {
    const response = await request.get(path, { headers: { 'accept-language': 'ko-KR' } });
    const html = await response.text();
    expect(html).not.toContain('로컬 모드');
    expect(html).not.toContain('Local mode');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(`connect-src 'self' ${authOrigin()};`);
  }
  // hosted: the embedded auth server and the development pages are not served by the app
  for (const instance of ['0', '1']) {
    const embeddedAuth = await request.get('/local-supabase/auth/v1/settings', { headers: { 'x-test-instance': instance } });
    expect(embeddedAuth.status(), `app-${instance} serves no auth API of its own`).toBe(404);
  }
  expect((await request.get('/api/dev/account-data', { headers: { 'x-test-instance': '0' } })).status()).toBe(404);
  const sandboxRefusedOutsideTests = await request.get('/en/dev/mailbox', { headers: { 'x-test-instance': '1' } });
  expect(sandboxRefusedOutsideTests.status()).toBe(404);
});

test('sign-in in the browser; the session cookie works on both instances', async ({ page }) => {
  const email = uniqueEmail('session');
  // the browser's supabase-js calls the auth process at its own origin (cross-origin, CORS), and
  // the page's CSP lets it: no call goes through the app, no policy is violated
  const authCalls: string[] = [];
  const appAuthCalls: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === authOrigin()) authCalls.push(`${request.method()} ${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/local-supabase')) appAuthCalls.push(url.pathname);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/en/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Agree to all/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // e-mail confirmation is on: the separate auth process mails the link, and following it signs in
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await confirmationLink(email));
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('group', { name: 'Sign in or sign up' }).getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  expect(authCalls.filter((call) => /^POST \/auth\/v1\/(signup|token\?grant_type=password)/.test(call)).map((call) => call.split(/[?]redirect_to/)[0])).toEqual([
    expect.stringMatching(/^POST \/auth\/v1\/signup/),
    'POST /auth/v1/token?grant_type=password',
  ]);
  expect(appAuthCalls).toEqual([]);
  expect(violations).toEqual([]);

  // the browser's cookie session, verified by each instance on its own
  const a = await buy(page.request, { instance: 0 });
  const b = await buy(page.request, { instance: 1 });
  expect([a.servedBy, b.servedBy]).toEqual(['app-0', 'app-1']);
  const owners = await sql<{ email: string }>(
    `select u.email from public.purchases p join auth.users u on u.id = p.user_id where p.id = any($1::uuid[])`,
    [[a.purchaseId, b.purchaseId]],
  );
  expect(owners).toEqual([{ email }, { email }]);
  // without the session, neither instance takes the purchase
  for (const instance of ['0', '1']) {
    const anonymous = await page.context().request.fetch('/api/purchases', {
      method: 'POST',
      headers: { 'x-test-instance': instance, cookie: '' },
      data: { store: 'sandbox', productId: 'current_insight', storeTransactionId: `anon-${Date.now()}-${instance}` },
    });
    expect(anonymous.status()).toBe(401);
  }
});

test('password recovery through the separate auth process', async ({ page, request }) => {
  const user = await signUp(request, 'recover');
  await page.goto('/en/forgot-password');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset link has been sent to your email. Please check your inbox.')).toBeVisible();

  // the auth process "mails" the link (a row in its outbox, in the shared database)
  const recovery = `select action_link from auth.mail_outbox where recipient = $1 and action_link like '%type=recovery%'`;
  await expect.poll(async () => (await sql(recovery, [user.email])).length).toBe(1);
  const [mail] = await sql<{ action_link: string }>(recovery, [user.email]);
  // as a project's mail: the link is the auth API's own /verify, which lands on our site
  const link = new URL(mail!.action_link);
  expect(`${link.origin}${link.pathname}`).toBe(authApi('verify'));
  // back to the home page of the language the reset was asked in (the address decides the language)
  const redirectTo = new URL(link.searchParams.get('redirect_to')!);
  expect(`${redirectTo.origin}${redirectTo.pathname}`).toBe(`${new URL(page.url()).origin}/en`);
  await page.goto(mail!.action_link); // → <site>/en#access_token=…&type=recovery → /en/reset-password
  await expect(page).toHaveURL(/\/en\/reset-password$/, { timeout: 60_000 });
  const newPassword = 'Changed!Hosted-2026';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/password-reset-success$/, { timeout: 10_000 });

  const token = (password: string) =>
    request.post(authApi('token?grant_type=password'), { headers: { apikey: EMBEDDED_ANON_KEY }, data: { email: user.email, password } });
  expect((await token(PASSWORD)).status()).toBe(400);
  expect((await token(newPassword)).status()).toBe(200);
});

test('purchase → report through the bridge, from the cloud API; the stored report reopens; notify', async ({ page, request }) => {
  const user = await signUp(request, 'buyer');
  await asApp(page, user.token);
  await page.goto('/en/report');
  await page.getByRole('button', { name: /Current Insight/ }).click();
  // (the picker also asks the app for its prices: PRICES_REQUEST)
  expect(await page.evaluate(() => (window as unknown as { __sent: { type: string }[] }).__sent.filter((m) => m.type === 'PURCHASE_REQUEST'))).toEqual([
    { type: 'PURCHASE_REQUEST', product: 'current_insight', reportType: 'current' },
  ]);
  // the app buys in the store and records the purchase with the server, then tells the page
  const { purchaseId } = await buy(request, { token: user.token });
  await page.evaluate((id) => {
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'PURCHASE_SUCCESS', purchaseId: id, reportType: 'current' }) }));
  }, purchaseId);
  await page.waitForURL(`**/en/report/current-insight?purchaseId=${purchaseId}`);

  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Your question' }).fill(
    'I was offered a job in another city. The pay is better, but I do not know whether I should leave my team.',
  );
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { name: 'Is this what you want to ask?' })).toBeVisible();
  await main.getByRole('button', { name: 'Get my insight' }).click();
  await expect(main.getByRole('heading', { name: 'Your insight' })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText(/app's own reading of the Book of Changes/)).toHaveCount(0); // from the cloud, not the local engine
  const figure = await main.getByRole('img', { name: /^Hexagram (\d+), / }).getAttribute('aria-label');
  const calls = `current_insight_handler:${purchaseId}`;
  expect((await insightCalls(request))[calls]).toBe(1);

  const stored = await sql<{ source: string; user_id: string }>(`select source, user_id from public.reports where purchase_id = $1`, [purchaseId]);
  expect(stored).toEqual([{ source: 'cloud', user_id: user.id }]);

  // reopened (whichever instance answers): the stored report, no new cloud call
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Your insight' })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('img', { name: /^Hexagram (\d+), / })).toHaveAttribute('aria-label', figure!);
  expect((await insightCalls(request))[calls]).toBe(1);

  // notify: the flag is stored with its user
  await main.getByRole('button', { name: 'Report a problem', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with this reading' });
  await dialog.getByRole('checkbox', { name: 'Inaccurate Information' }).check();
  await dialog.getByLabel('Details (optional)').fill('hosted notify');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you for your notification!');
  expect(await sql(`select reasons, details from public.report_flags where user_id = $1`, [user.id])).toEqual([
    { reasons: ['inaccurate'], details: 'hosted notify' },
  ]);
});

test('two instances: concurrent generation for one purchase stores exactly one report', async ({ request }) => {
  const user = await signUp(request, 'race');
  const { purchaseId } = await buy(request, { token: user.token });
  const check = await request.post('/api/insight/current/check', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { userInput: 'My sister and I have not spoken for a year after an argument about our parents. Should I call her first?', locale: 'en' },
  });
  expect(check.status()).toBe(200);
  const { category, situation, input } = await check.json();
  const generate = (instance: string) =>
    request.post('/api/insight/current', {
      headers: { authorization: `Bearer ${user.token}`, 'x-test-instance': instance },
      data: { category, situation, question: input, purchaseId, locale: 'en' },
    });
  // the fake cloud answers after 1.5 s, so both requests are generating at the same time
  const answers = await Promise.all([generate('0'), generate('1'), generate('0'), generate('1')]);
  for (const answer of answers) expect(answer.status(), await answer.text()).toBe(200);
  const bodies = await Promise.all(answers.map((a) => a.json()));
  expect(new Set(answers.map((a) => a.headers()['x-served-by']))).toEqual(new Set(['app-0', 'app-1']));
  // everyone is shown the one stored report
  expect(new Set(bodies.map((b) => JSON.stringify({ ...b, stored: undefined })))).toHaveProperty('size', 1);
  expect(await sql(`select count(*)::int as n from public.reports where purchase_id = $1`, [purchaseId])).toEqual([{ n: 1 }]);
  // each instance asked the cloud at most once per request; the losers' answers were discarded
  const cloudCalls = (await insightCalls(request))[`current_insight_handler:${purchaseId}`] ?? 0;
  expect(cloudCalls).toBeGreaterThanOrEqual(1);
  expect(cloudCalls).toBeLessThanOrEqual(4);
});

test('two instances: the notify limit (5 per 10 min) holds across both', async ({ request }) => {
  const user = await signUp(request, 'limit');
  const send = (i: number) =>
    request.post('/api/notify', {
      headers: { authorization: `Bearer ${user.token}`, 'x-test-instance': String(i % 2) },
      data: { message: 'Current Insight', reasons: ['other'], details: `burst ${i}` },
    });
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i)));
  const statuses = answers.map((a) => a.status()).sort();
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  const refused = answers.find((a) => a.status() === 429)!;
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
  expect(await sql(`select count(*)::int as n from public.report_flags where user_id = $1`, [user.id])).toEqual([{ n: 5 }]);
});

test('account deletion in the browser removes the user everywhere the schema says', async ({ page, request }) => {
  const user = await signUp(request, 'delete');
  const { purchaseId } = await buy(request, { token: user.token });
  const [report] = await sql<{ id: string }>(
    `insert into public.reports (user_id, purchase_id, kind, locale, result, source) values ($1, $2, 'current_insight', 'en', '{}', 'cloud') returning id`,
    [user.id, purchaseId],
  );
  await sql(`insert into public.report_flags (report_kind, reasons, details, user_id) values ('Current Insight', '{other}', 'my name is on this', $1)`, [user.id]);

  await page.goto('/en/delete-account');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('signed-in-email')).toHaveText(user.email);
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('button', { name: 'Yes, delete permanently' }).click();
  await expect(page.getByText(/Your account has been deleted/)).toBeVisible();

  expect(await sql(`select 1 from auth.users where id = $1`, [user.id])).toEqual([]);
  expect(await sql(`select 1 from auth.sessions where user_id = $1`, [user.id])).toEqual([]);
  expect(await sql(`select 1 from public.reports where id = $1`, [report!.id])).toEqual([]);
  expect(await sql(`select user_id from public.purchases where id = $1`, [purchaseId])).toEqual([{ user_id: null }]);
  expect(await sql(`select user_id, details from public.report_flags where details = '' and report_kind = 'Current Insight' and user_id is null and created_at > now() - interval '5 minutes'`)).not.toEqual([]);
  expect(await sql(`select 1 from public.report_flags where details = 'my name is on this'`)).toEqual([]);
  const signIn = await request.post(authApi('token?grant_type=password'), {
    headers: { apikey: EMBEDDED_ANON_KEY },
    data: { email: user.email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(400);
});

test('sign-in with Kakao against the separate auth process, on /auth (with the sign-up consents) and /delete-account; deletion leaves no identity', async ({ page }) => {
  const email = uniqueEmail('kakao');
  const atProvider = async (act: () => Promise<void>, back: RegExp) => {
    await page.waitForURL((url) => url.origin === authOrigin() && url.pathname === '/auth/v1/local-provider');
    await act();
    await page.waitForURL(back);
    await waitForHydration(page);
  };
  await page.goto('/en/auth');
  // AUTH_OAUTH_PROVIDERS=kakao,apple in this deployment: Google's button is not there
  await expect(page.getByRole('button', { name: 'Sign in with Apple' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Login with Kakao' }).click();
  await atProvider(async () => {
    await page.locator('#email').fill(email);
    await page.getByRole('button', { name: '계속 · Continue' }).click();
  }, /\/en\/auth(\?.*)?$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  // a new provider account gives the sign-up's consents first; PostgreSQL records them with it
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Agree to all/ }).check();
  await page.getByRole('button', { name: 'Agree and finish sign-up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByTestId('sign-in-methods')).toHaveText(/Kakao/);
  const [user] = await sql<{ id: string }>(`select id from auth.users where email = $1`, [email]);
  expect((await sql<{ consent: string }>('select consent from public.user_consents where user_id = $1 order by consent', [user!.id])).map((r) => r.consent)).toEqual(['age14', 'privacy', 'terms']);
  expect(await sql(`select provider from auth.identities where user_id = $1`, [user!.id])).toEqual([{ provider: 'kakao' }]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/en/delete-account');
  await page.getByRole('button', { name: 'Login with Kakao' }).click();
  await atProvider(() => page.getByRole('button', { name: email }).click(), /\/en\/delete-account(\?.*)?$/);
  await expect(page.getByTestId('signed-in-email')).toHaveText(email);
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('button', { name: 'Yes, delete permanently' }).click();
  await expect(page.getByText(/Your account has been deleted/)).toBeVisible();
  expect(await sql(`select 1 from auth.users where id = $1`, [user!.id])).toEqual([]);
  expect(await sql(`select 1 from auth.identities where user_id = $1 or lower(email) = $2`, [user!.id, email])).toEqual([]);
});

/**
 * A request to the auth process from a client of its own: a loopback source address other than
 * 127.0.0.1 (Linux answers on all of 127/8), so the process tells clients apart by the socket, as
 * Supabase Auth does in production by the client's address.
 */
function authFrom(source: string, path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = new URL(authApi(path));
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        localAddress: source,
        headers: { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text || '{}') as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

test('the auth process counts sign-in failures per client: one client locks only itself', async ({ request }) => {
  test.setTimeout(150_000);
  const { email } = await signUp(request, 'per-client');
  const guesses: number[] = [];
  for (let i = 0; i < 11; i++) guesses.push((await authFrom('127.0.0.2', 'token?grant_type=password', { email, password: `Wr0ng!guess-${i}` })).status);
  // its own ten failures, then that client is refused, with the right password too
  expect(guesses).toEqual([...Array(10).fill(400), 429]);
  expect((await authFrom('127.0.0.2', 'token?grant_type=password', { email, password: PASSWORD })).status).toBe(429);
  // another client, which has not failed, signs in (before, every client was one address: 429)
  const owner = await authFrom('127.0.0.3', 'token?grant_type=password', { email, password: PASSWORD });
  expect(owner.status).toBe(200);
  expect(typeof owner.json.access_token).toBe('string');
});

test('through the proxy, a refreshed session is private and uncacheable, and Secure behind HTTPS', async ({ request }) => {
  test.setTimeout(150_000);
  const { email } = await signUp(request, 'cookie');
  const cookieOf = async () => {
    const signIn = await request.post(authApi('token?grant_type=password'), { headers: { apikey: EMBEDDED_ANON_KEY }, data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(200);
    const session = (await signIn.json()) as { expires_at: number };
    // as the browser keeps it, with the access token just expired: the proxy refreshes it
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    return `sb-gyeol-auth-token=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
  };
  for (const instance of ['0', '1']) {
    // a prerendered page, warm on that instance
    const warm = await request.get('/en/iching', { headers: { 'x-test-instance': instance } });
    expect(warm.headers()['cache-control']).toContain('s-maxage');
    for (const https of [false, true]) {
      const headers: Record<string, string> = { 'x-test-instance': instance, cookie: await cookieOf() };
      if (https) headers['x-test-proto'] = 'https';
      const response = await request.get('/en/iching', { headers });
      const label = `app-${instance}${https ? ' https' : ''}`;
      expect(response.status(), label).toBe(200);
      const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
      const session = cookies.filter((cookie) => cookie.startsWith('sb-gyeol-auth-token'));
      expect(session.length, label).toBeGreaterThan(0);
      expect(response.headers()['cache-control'], label).toMatch(/\bprivate\b.*\bno-store\b|\bno-store\b.*\bprivate\b/);
      expect(response.headers()['cache-control'], label).not.toContain('s-maxage');
      expect(response.headers()['x-nextjs-cache'], label).toBeUndefined();
      // Secure exactly when the trusted proxy says the visitor used HTTPS
      expect(session.every((cookie) => /;\s*secure/i.test(cookie)), label).toBe(https);
    }
  }
});

test('sign-up consents: the auth API answers 400 without them, the database refuses the row itself, and a sign-up keeps them until the account is deleted', async ({ request }) => {
  const refused = await request.post(authApi('signup'), { headers: { apikey: EMBEDDED_ANON_KEY }, data: { email: uniqueEmail('noconsent'), password: PASSWORD } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'consent_required' });
  // the trigger on auth.users (migration 20261126140000): a password row without the consents is not written
  const email = uniqueEmail('trigger');
  await expect(sql('insert into auth.users (email, encrypted_password) values ($1, $2)', [email, 'hash'])).rejects.toMatchObject({ code: 'PT400' });
  expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([]);

  const user = await signUp(request, 'consented');
  expect((await sql<{ consent: string }>('select consent from public.user_consents where user_id = $1 order by consent', [user.id])).map((r) => r.consent)).toEqual(['age14', 'privacy', 'terms']);
  const deleted = await request.delete('/api/account', { headers: { authorization: `Bearer ${user.token}` } });
  expect(deleted.status()).toBe(200);
  expect(await sql('select 1 from public.user_consents where user_id = $1', [user.id])).toEqual([]);
});

test('the app in the stores: the Smart App Banner, the store links, a store card for a purchase tap on the plain web, /get-app by phone', async ({ page, request }) => {
  const appStore = `https://apps.apple.com/app/id${TEST_STORES.SITE_APP_STORE_ID}`;
  const play = `https://play.google.com/store/apps/details?id=${TEST_STORES.SITE_PLAY_PACKAGE}`;
  await page.goto('/en');
  await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute('content', `app-id=${TEST_STORES.SITE_APP_STORE_ID}`);
  const footer = page.getByRole('navigation', { name: 'Get the app' });
  await expect(footer.getByRole('link', { name: 'Open in the App Store' })).toHaveAttribute('href', appStore);
  await expect(footer.getByRole('link', { name: 'Open in Google Play' })).toHaveAttribute('href', play);
  const section = page.getByRole('region', { name: 'Meet us in the app' });
  await expect(section.getByRole('link')).toHaveCount(2);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.related_applications).toEqual([{ platform: 'play', id: TEST_STORES.SITE_PLAY_PACKAGE, url: play }]);

  // a purchase tap in a plain browser: the store card with both stores, and its QR code on a wide screen
  await page.goto('/en/report');
  await page.getByRole('button', { name: /Character Insight/ }).click();
  const card = page.getByTestId('store-card');
  await expect(card.getByText('Meet us in the app')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open in the App Store' })).toHaveAttribute('href', appStore);
  await expect(card.getByRole('link', { name: 'Open in Google Play' })).toHaveAttribute('href', play);
  await expect(page.getByText('Coming Soon!')).toHaveCount(0);
  const qr = await request.get('/get-app-qr.svg');
  expect([qr.status(), qr.headers()['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
  expect(await qr.text()).toMatch(/^<svg[^>]*viewBox/);

  // the QR code's address: each phone to its own store, anything else to the landing's section
  const getApp = async (path: string, userAgent: string) => {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': userAgent } });
    return [response.status(), response.headers()['location']];
  };
  expect(await getApp('/get-app', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15')).toEqual([302, appStore]);
  expect(await getApp('/get-app', 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 Chrome/131.0 Mobile')).toEqual([302, play]);
  expect(await getApp('/en/get-app', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0')).toEqual([302, '/en#app']);
});
