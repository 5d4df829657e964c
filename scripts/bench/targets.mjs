import { readFileSync } from 'node:fs';

const APIKEY = () => /EMBEDDED_ANON_KEY =\s*'([^']+)'/.exec(readFileSync('lib/supabase/embedded-anon-key.ts', 'utf8'))?.[1] ?? '';
const INSIGHT_BODY = (purchaseId) =>
  JSON.stringify({ category: 'career', question: '이직을 해야 할지 고민입니다. 지금 회사에 남는 것이 나을까요?', situation: '이직 고민', purchaseId });

/**
 * A signed-in user with a Current Insight purchase and its stored report, and an unused Character
 * Insight purchase (the quiz the interaction bench answers), made through the public endpoints:
 * { auth (request headers), token, purchaseId, insightBody, quizPurchaseId } or { error }.
 * auth: where the auth API answers ({base}/auth/v1) and how to read the confirmation mail's link.
 */
export async function benchSession(base, auth = embeddedAuth(base)) {
  try {
    const token = await signUp(auth);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const purchaseId = await recordPurchase(base, headers, 'current_insight');
    const quizPurchaseId = await recordPurchase(base, headers, 'character_insight');
    const insightBody = INSIGHT_BODY(purchaseId);
    const first = await fetch(`${base}/api/insight/current`, { method: 'POST', headers, body: insightBody });
    if (first.status !== 200) throw new Error(`the first generation answered HTTP ${first.status}`);
    const journal = await journalYear(base, headers, token).catch((error) => ({ error: String(error.message ?? error) }));
    return { auth: headers, token, purchaseId, insightBody, quizPurchaseId, journal };
  } catch (error) {
    return { error: String(error.message ?? error) };
  }
}

/** Only the journal's heavy writer (npm run bench -- --journal): a new user and their year of notes, { year, written, cookie } or { error }. */
export async function journalSession(base, auth = embeddedAuth(base)) {
  try {
    const token = await signUp(auth);
    return await journalYear(base, { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, token);
  } catch (error) {
    return { error: String(error.message ?? error) };
  }
}

/** The embedded auth server, and the confirmation link from the local-only dev mailbox. */
export function embeddedAuth(base) {
  return {
    url: `${base}/local-supabase`,
    async confirmationLink(email) {
      const mailbox = await fetch(`${base}/api/dev/mailbox?${new URLSearchParams({ to: email })}`);
      if (mailbox.status === 404) throw new Error('embedded auth server not built yet (HTTP 404)');
      return (await mailbox.json()).mails?.find((mail) => mail.actionLink?.includes('type=signup'))?.actionLink;
    },
  };
}

/** The journal's year of a heavy writer: JOURNAL_BENCH_NOTES notes this (Korean) year, under casts. */
export const JOURNAL_BENCH_NOTES = 1000;

async function journalYear(base, headers, token) {
  const year = new Date(Date.now() + 9 * 3600_000).getUTCFullYear();
  const values = ['6', '7', '8', '9'];
  let written = 0;
  const writer = async (lane) => {
    for (let i = lane; i < JOURNAL_BENCH_NOTES; i += 10) {
      // a cast per note, 4^6 of them: the year's hexagrams, trigrams and lines all vary
      const id = Array.from({ length: 6 }, (_, k) => values[Math.floor(i / 4 ** k) % 4]).join('');
      const text = `메모 ${i}: 오늘의 풀이를 읽고 든 생각을 적어 둡니다. 다음 주에는 제안을 받아들일지 정하기로 했다. `.repeat(3);
      const response = await fetch(`${base}/api/journal`, { method: 'POST', headers, body: JSON.stringify({ subject: { kind: 'cast', id }, text }) });
      if (response.status !== 201) throw new Error(`writing a note answered HTTP ${response.status}`);
      written++;
    }
  };
  await Promise.all(Array.from({ length: 10 }, (_, lane) => writer(lane)));
  // the page reads the session from @supabase/ssr's cookie, as a signed-in browser sends it
  const cookie = `sb-gyeol-auth-token=base64-${Buffer.from(JSON.stringify({ access_token: token })).toString('base64url')}`;
  return { year, written, cookie };
}

// What the load test hits: a static page, then the API with the session's user and purchase.
export function loadTargets(base, session) {
  const targets = [{ name: 'static page GET /iching/1', url: `${base}/iching/1` }];
  const api = [
    ['GET /api/purchases/verify', { url: `${base}/api/purchases/verify?purchaseId=${session.purchaseId}&product=current_insight` }],
    ['POST /api/insight/current (stored report after the first generation)', { url: `${base}/api/insight/current`, method: 'POST', body: session.insightBody }],
  ];
  for (const [name, target] of api) targets.push(session.error ? { name, unavailable: session.error } : { name, ...target, headers: session.auth });
  // the year looked back on, for a person with 1,000 notes: the API and the server-rendered page
  const journal = session.journal;
  const unavailable = session.error ?? journal?.error;
  const year = journal?.year;
  for (const [name, target] of [
    [`GET /api/journal/year/{year} (${JOURNAL_BENCH_NOTES} notes)`, { url: `${base}/api/journal/year/${year}`, headers: session.auth }],
    [`GET /journal/{year} page (${JOURNAL_BENCH_NOTES} notes, session cookie)`, { url: `${base}/journal/${year}`, headers: { cookie: journal?.cookie } }],
  ]) {
    targets.push(unavailable ? { name, unavailable } : { name, ...target });
  }
  return targets;
}

async function signUp(auth) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${auth.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: APIKEY() },
    body: JSON.stringify({ email, password: 'Bench-Pass-1234!', data: { consents: { terms: true, privacy: true, age14: true } } }),
  });
  if (response.status === 404) throw new Error('auth server not there (HTTP 404)');
  if (response.status !== 200) throw new Error(`sign-up failed: HTTP ${response.status}`);
  // e-mail confirmation is on: follow the link of the confirmation mail
  const link = await auth.confirmationLink(email);
  if (!link) throw new Error('no confirmation mail');
  const landing = await fetch(link, { redirect: 'manual' });
  const accessToken = new URLSearchParams(new URL(landing.headers.get('location') ?? '', auth.url).hash.slice(1)).get('access_token');
  if (!accessToken) throw new Error(`confirmation failed: HTTP ${landing.status}`);
  return accessToken;
}

async function recordPurchase(base, headers, productId) {
  const response = await fetch(`${base}/api/purchases`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ store: 'sandbox', productId, storeTransactionId: `bench-${productId}-${Date.now()}` }),
  });
  if (response.status === 404) throw new Error('purchase ledger not built yet (HTTP 404)');
  const body = await response.json();
  const id = body.purchaseId ?? body.purchase?.id ?? body.id;
  if (!id) throw new Error(`purchase failed: HTTP ${response.status}`);
  return id;
}
