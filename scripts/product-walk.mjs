// The product walk: the pages a user meets, screenshotted at phone width (390 px) in Korean and
// English, in a browser and in the app's web view, signed out and signed in. Used to compare two
// builds (before and after a change) by looking at them side by side.
//
//   node scripts/product-walk.mjs BASE OUTDIR [name-filter]
//   node scripts/product-walk.mjs --compare BEFORE_DIR AFTER_DIR OUTDIR   (before | after, as JPEG)
//
// BASE is a running server of this app on this machine (embedded mode: the walk signs a user up
// through the local auth server and records sandbox purchases). Each shot is OUTDIR/<name>.png,
// the whole page; a page taller than 2,400 px is cut into parts (<name>-2.png, …) to stay readable.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
// the embedded anon key is public (the browser's supabase-js sends it); Node 24 reads the .ts module
import { EMBEDDED_ANON_KEY } from '../lib/supabase/embedded-anon-key.ts';

if (process.argv[2] === '--compare') {
  await compare(...process.argv.slice(3));
  process.exit(0);
}

/** Each shot of AFTER_DIR beside the one of the same name in BEFORE_DIR, on one JPEG. */
async function compare(beforeDir, afterDir, out) {
  const { existsSync, readdirSync } = await import('node:fs');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
  const image = (file) => (existsSync(file) ? `<img src="data:image/png;base64,${readFileSync(file).toString('base64')}" width="390">` : '<p>(none)</p>');
  const column = (label, color, body) => `<div style="width:390px"><div style="background:${color};color:#fff;padding:4px">${label}</div>${body}</div>`;
  for (const name of readdirSync(afterDir).filter((file) => file.endsWith('.png')).sort()) {
    await page.setContent(
      `<body style="margin:0;background:#888;font:bold 14px sans-serif"><div style="display:flex;gap:20px;align-items:flex-start">` +
        column(`BEFORE ${name}`, '#b33', image(`${beforeDir}/${name}`)) +
        column(`AFTER ${name}`, '#393', image(`${afterDir}/${name}`)) +
        '</div></body>',
    );
    await page.screenshot({ path: `${out}/${name.replace(/\.png$/, '.jpg')}`, fullPage: true, type: 'jpeg', quality: 55 });
  }
  await browser.close();
}

const [base, outDir, filter] = process.argv.slice(2);
if (!base || !outDir) {
  console.error('usage: node scripts/product-walk.mjs BASE OUTDIR [name-filter]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const WEBVIEW_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 GyeolApp/1.0';
const PART = 2400;
let counter = 0;

/** A user of the local auth server: signed up, confirmed when the server asks for it, with a token. */
async function signUp() {
  const email = `walk.${Date.now()}.${++counter}@example.com`;
  const password = 'Walk!Through-2026';
  const headers = { apikey: EMBEDDED_ANON_KEY, 'content-type': 'application/json' };
  const signUp = await fetch(`${base}/local-supabase/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password, data: { consents: { terms: true, privacy: true, age14: true } } }) });
  const body = await signUp.json();
  if (body.access_token) return body.access_token;
  // e-mail confirmation on: follow the link of the confirmation mail (local-only dev mailbox)
  const mailbox = await (await fetch(`${base}/api/dev/mailbox?${new URLSearchParams({ to: email })}`)).json();
  const link = mailbox.mails.find((mail) => mail.actionLink?.includes('type=signup'))?.actionLink;
  const landing = await fetch(link, { redirect: 'manual' });
  return new URLSearchParams(new URL(landing.headers.get('location')).hash.slice(1)).get('access_token');
}

async function buy(token, productId) {
  const response = await fetch(`${base}/api/purchases`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ store: 'sandbox', productId, storeTransactionId: `walk-${Date.now()}-${++counter}` }),
  });
  if (response.status !== 201) throw new Error(`purchase ${productId}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).purchaseId;
}

const both = (name, path, extra = {}) => [
  { name: `${name}-ko`, path, ...extra },
  { name: `${name}-en`, path: path === '/' ? '/en' : `/en${path}`, ...extra },
];

const SHOTS = [
  ...both('landing', '/'),
  ...both('iching', '/iching'),
  ...both('hexagram-6', '/iching/6'),
  ...both('casting', '/report/iching'),
  { name: 'casting-yarrow-ko', path: '/report/iching', act: yarrowDivision },
  ...both('picker', '/report'),
  ...both('picker-webview', '/report', { webview: true }),
  { name: 'picker-premium-ko', path: '/report', webview: true, as: 'premium' },
  { name: 'no-access-ko', path: '/report/current-insight', as: 'plain', remote: true },
  ...both('no-access-app', '/report/relationship-insight', { webview: true, as: 'plain' }),
  ...both('premium', '/purchase'),
  ...both('premium-webview', '/purchase', { webview: true }),
  { name: 'purchases-webview-ko', path: '/purchases', webview: true },
  { name: 'purchases-silent-app-ko', path: '/purchases', webview: true, act: silentApp },
  ...both('auth', '/auth'),
  { name: 'auth-signup-ko', path: '/auth', act: (page) => page.getByRole('button', { name: '회원가입' }).first().click() },
  ...both('forgot-password', '/forgot-password'),
  { name: 'reset-password-ko', path: '/reset-password' },
  ...both('delete-account', '/delete-account'),
  { name: 'book-of-change-webview-ko', path: '/bookofchange', webview: true },
  { name: 'korea-ko', path: '/korea' },
];

/** /purchases in the app, the compass asked for and the app never answering: past its 10 s timeout. */
async function silentApp(page) {
  await page.getByRole('button', { name: /나침반/ }).first().click();
  await page.clock.runFor(11_000);
  await page.waitForTimeout(300);
}

/** The yarrow method, a first division done (the text that names the counts). */
async function yarrowDivision(page) {
  const method = page.getByRole('button', { name: /시초/ }).first();
  if ((await method.count()) === 0) return;
  await method.click();
  await page.waitForTimeout(500);
  const divide = page.getByRole('button', { name: /나누기|가르기/ }).first();
  if (await divide.count()) {
    await divide.click();
    await page.waitForTimeout(2500);
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run', '--disable-quic'],
});
const tokens = {};
for (const shot of SHOTS) {
  if (filter && !shot.name.includes(filter)) continue;
  if (shot.as && !tokens[shot.as]) {
    tokens[shot.as] = await signUp();
    if (shot.as === 'premium') await buy(tokens[shot.as], 'premium_monthly');
  }
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: shot.path.startsWith('/en') ? 'en-US' : 'ko-KR',
    timezoneId: 'Asia/Seoul',
    ...(shot.webview ? { userAgent: WEBVIEW_UA } : {}),
    // seen from another machine (through a trusted local proxy hop): no development bypass
    ...(shot.remote ? { extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.9' } } : {}),
  });
  const page = await context.newPage();
  if (shot.act === silentApp) await page.clock.install();
  await page.addInitScript(
    ({ webview, token }) => {
      const win = window;
      if (webview) win.ReactNativeWebView = { postMessage: () => undefined };
      if (token) {
        win.authToken = token;
        sessionStorage.setItem('authToken', token);
      }
    },
    { webview: Boolean(shot.webview), token: shot.as ? tokens[shot.as] : null },
  );
  try {
    await page.goto(base + shot.path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(shot.as ? 2500 : 600); // purchase checks, reveals, fonts
    if (shot.act) {
      await shot.act(page);
      await page.waitForTimeout(400); // the transitions the action started
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, part = 1; y < height; y += PART, part++) {
      const file = `${outDir}/${shot.name}${part > 1 ? `-${part}` : ''}.png`;
      await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(PART, height - y) } });
      console.log(file);
    }
  } catch (error) {
    console.log(`${shot.name}: ${error.message.split('\n')[0]}`);
  }
  await context.close();
}
await browser.close();
