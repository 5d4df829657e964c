import { readFileSync } from 'node:fs';

// What the load test hits. API targets set up their own user and purchase through the public
// endpoints (embedded mode) and report why when an endpoint is not there.
export async function loadTargets(base) {
  const targets = [{ name: 'static page GET /iching/1', url: `${base}/iching/1` }];
  if ((await fetch(`${base}/iching/1`)).status !== 200) targets[0] = { name: 'static page GET /', url: `${base}/` };

  const session = await signUp(base).catch((error) => ({ error: String(error.message ?? error) }));
  if (session.error) {
    targets.push({ name: 'GET /api/purchases/verify', unavailable: session.error });
    targets.push({ name: 'POST /api/insight/current (embedded oracle)', unavailable: session.error });
    return targets;
  }
  const auth = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };
  const purchase = await recordPurchase(base, auth, 'current_insight').catch((error) => ({ error: String(error.message ?? error) }));
  if (purchase.error) {
    targets.push({ name: 'GET /api/purchases/verify', unavailable: purchase.error });
    targets.push({ name: 'POST /api/insight/current (embedded oracle)', unavailable: purchase.error });
    return targets;
  }
  targets.push({
    name: 'GET /api/purchases/verify',
    url: `${base}/api/purchases/verify?purchaseId=${purchase.id}&product=current_insight`,
    headers: auth,
  });
  const insightBody = JSON.stringify({ category: 'career', question: '이직을 해야 할지 고민입니다. 지금 회사에 남는 것이 나을까요?', situation: '이직 고민', purchaseId: purchase.id });
  const first = await fetch(`${base}/api/insight/current`, { method: 'POST', headers: auth, body: insightBody });
  targets.push(
    first.status === 404
      ? { name: 'POST /api/insight/current (embedded oracle)', unavailable: 'route not built yet (HTTP 404)' }
      : { name: 'POST /api/insight/current (stored report after the first generation)', url: `${base}/api/insight/current`, method: 'POST', headers: auth, body: insightBody },
  );
  return targets;
}

async function signUp(base) {
  const email = `bench-${Date.now()}@example.com`;
  const settings = await fetch(`${base}/local-supabase/auth/v1/settings`);
  if (settings.status === 404) throw new Error('embedded auth server not built yet (HTTP 404)');
  const apikey = /EMBEDDED_ANON_KEY =\s*'([^']+)'/.exec(readFileSync('lib/supabase/embedded-anon-key.ts', 'utf8'))?.[1] ?? '';
  const response = await fetch(`${base}/local-supabase/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey },
    body: JSON.stringify({ email, password: 'Bench-Pass-1234!', data: { consents: { terms: true, privacy: true, age14: true } } }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: HTTP ${response.status}`);
  // e-mail confirmation is on: follow the link of the confirmation mail (the local-only dev mailbox)
  const mailbox = await fetch(`${base}/api/dev/mailbox?${new URLSearchParams({ to: email })}`);
  const link = (await mailbox.json()).mails?.find((mail) => mail.actionLink?.includes('type=signup'))?.actionLink;
  if (!link) throw new Error(`no confirmation mail (mailbox HTTP ${mailbox.status})`);
  const landing = await fetch(link, { redirect: 'manual' });
  const accessToken = new URLSearchParams(new URL(landing.headers.get('location') ?? '', base).hash.slice(1)).get('access_token');
  if (!accessToken) throw new Error(`confirmation failed: HTTP ${landing.status}`);
  return { accessToken };
}

async function recordPurchase(base, headers, productId) {
  const response = await fetch(`${base}/api/purchases`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ store: 'sandbox', productId, storeTransactionId: `bench-${Date.now()}` }),
  });
  if (response.status === 404) throw new Error('purchase ledger not built yet (HTTP 404)');
  const body = await response.json();
  const id = body.purchaseId ?? body.purchase?.id ?? body.id;
  if (!id) throw new Error(`purchase failed: HTTP ${response.status}`);
  return { id };
}
