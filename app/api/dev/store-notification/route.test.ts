import { describe, expect, it } from 'vitest';
import { PEER_HEADER } from '@/lib/api/request';
import type { Db } from '@/lib/db/types';
import type { TestUser } from '@/tests/api/embedded-users';
import { bearer, buy, postJson, withEmbeddedApp } from '@/tests/api/route-harness';
import { POST } from './route';

let db: Db, buyer: TestUser;
withEmbeddedApp(['buyer'], (app) => ([db, buyer] = [app.db, ...app.users]));

const LOCAL = { host: 'localhost:3000', [PEER_HEADER]: '127.0.0.1' };
let n = 0;
const notify = (purchaseId: string, headers: Record<string, string>) =>
  postJson(POST, '/api/dev/store-notification', { purchaseId, type: 'REFUND', notificationId: `dev-${Date.now()}-${++n}` }, { ...bearer(buyer), ...headers });
const status = async (purchaseId: string) =>
  (await db.query<{ status: string }>('select status from public.purchases where id = $1', [purchaseId])).rows[0]?.status;

describe('POST /api/dev/store-notification', () => {
  it('answers 404 to a request that is not from this machine, even with a valid token, and changes nothing', async () => {
    const purchaseId = await buy(buyer, 'current_insight');
    const before = await status(purchaseId);
    const outsiders: Record<string, string>[] = [
      { host: 'localhost:3000', [PEER_HEADER]: '192.168.1.99' },
      { ...LOCAL, 'x-forwarded-for': '192.168.1.99' },
      { ...LOCAL, 'x-real-ip': '192.168.1.99' },
      { ...LOCAL, 'x-forwarded-host': 'gyeol.example' },
      { host: 'gyeol.example', [PEER_HEADER]: '127.0.0.1' },
    ];
    for (const headers of outsiders) {
      const response = await notify(purchaseId, headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
    expect(await status(purchaseId)).toBe(before);
    expect((await db.query('select 1 from public.store_notifications where store_key in (select store_key from public.purchases where id = $1)', [purchaseId])).rows).toEqual([]);
  });

  it('plays the notification for a local request (the test above can fail)', async () => {
    const purchaseId = await buy(buyer, 'current_insight');
    const response = await notify(purchaseId, LOCAL);
    expect(response.status).toBe(200);
    expect(await status(purchaseId)).toBe('refunded');
  });
});
