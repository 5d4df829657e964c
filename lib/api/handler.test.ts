import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors';
import { apiHandler, readJson } from './handler';

const post = (body: string) => new Request('http://localhost/api/x', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('apiHandler', () => {
  const schema = z.object({ name: z.string().min(1) });
  const handler = apiHandler(async (request: Request) => ({ hello: (await readJson(request, schema)).name }));

  it('answers JSON', async () => {
    const response = await handler(post('{"name":"결"}'), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: '결' });
  });

  it('maps a body that is not JSON, and a schema failure, to 400 with a code and a message', async () => {
    for (const body of ['{oops', '{"name":""}', '[]']) {
      const response = await handler(post(body), undefined);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    }
  });

  it('keeps the code and status of an ApiError', async () => {
    const response = await apiHandler(async () => {
      throw new ApiError('not_found', 'No such thing.');
    })(post('{}'), undefined);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such thing.' } });
  });

  it('hides an unexpected error behind 503, never 500, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await apiHandler(async () => {
      throw new Error('database password is hunter2');
    })(post('{}'), undefined);
    expect(response.status).toBe(503);
    expect(JSON.stringify(await response.json())).not.toContain('hunter2');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
