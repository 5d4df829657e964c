/**
 * A local fake of an OpenAI-compatible moderation endpoint (POST {model?, input} → {results:
 * [{flagged, categories, category_scores}]}), for the tests of the crisis screen's second opinion.
 * It listens on 127.0.0.1 on a port the system picks, answers each text by the keywords a test gives
 * it, and keeps every request it was sent. Its mode makes it fail the way a real one can: slow (past
 * any timeout), 500, or an answer that is not JSON.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeModerationMode = 'answer' | 'slow' | 'error' | 'garbage';

/** A keyword and what the fake says of a text that holds it: flags and scores by category. */
export interface FakeModerationRule {
  keyword: string;
  categories?: Record<string, boolean>;
  scores?: Record<string, number>;
}

export interface FakeModerationRequest {
  authorization: string | undefined;
  body: { model?: unknown; input?: unknown } & Record<string, unknown>;
}

export interface FakeModeration {
  /** the endpoint, http://127.0.0.1:<port>/v1/moderations */
  url: string;
  /** every request, in order */
  requests: FakeModerationRequest[];
  mode: FakeModerationMode;
  rules: FakeModerationRule[];
  /** how long 'slow' waits before answering */
  slowMs: number;
  close(): Promise<void>;
}

/**
 * Texts the local rules let through, and the fake model's verdict on them: a written plan (crisis by
 * the intent category, in English, and by the scores alone, in Korean) and an affairs-in-order line
 * (self-harm alone: care). Both moderation test files speak of these.
 */
export const MODERATION_TEXTS = {
  planned: 'Friday is the day. The letters are written.',
  // (금요일로 날짜를 정했고 편지도 다 써 두었어요 until the scorer retrained after held-out v7 gave it care)
  plannedKo: '수요일 밤으로 정했어요. 하고 싶은 말은 노트에 적어 뒀고요.',
  ordinary: 'Should I move to Busan this year?',
  /** what the local rules already read as crisis */
  localCrisis: 'I just want to die, what should I do?',
} as const;

export const MODERATION_RULES: readonly FakeModerationRule[] = [
  { keyword: 'Friday is the day', categories: { 'self-harm': true, 'self-harm/intent': true }, scores: { 'self-harm': 0.91, 'self-harm/intent': 0.88 } },
  { keyword: '밤으로 정했어요', scores: { 'self-harm': 0.7, 'self-harm/intent': 0.62 } },
  { keyword: 'affairs for good', categories: { 'self-harm': true }, scores: { 'self-harm': 0.55, 'self-harm/intent': 0.2 } },
];

const CATEGORIES = ['harassment', 'hate', 'self-harm', 'self-harm/intent', 'self-harm/instructions', 'sexual', 'violence'];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The fake's answer for one text: every category false and scored 0.001 unless a rule's keyword is in it. */
function answerFor(input: string, rules: FakeModerationRule[]) {
  const categories: Record<string, boolean> = Object.fromEntries(CATEGORIES.map((name) => [name, false]));
  const scores: Record<string, number> = Object.fromEntries(CATEGORIES.map((name) => [name, 0.001]));
  for (const rule of rules) {
    if (!input.includes(rule.keyword)) continue;
    Object.assign(categories, rule.categories);
    Object.assign(scores, rule.scores);
  }
  return { id: 'modr-fake', model: 'fake-moderation', results: [{ flagged: Object.values(categories).some(Boolean), categories, category_scores: scores }] };
}

export async function startFakeModeration(rules: readonly FakeModerationRule[] = []): Promise<FakeModeration> {
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeModeration = {
    url: '',
    requests: [],
    mode: 'answer',
    rules: [...rules],
    slowMs: 3_000,
    close: () => new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      let body: FakeModerationRequest['body'] = {};
      try {
        body = JSON.parse(raw) as FakeModerationRequest['body'];
      } catch {
        // kept as an empty body: the test sees what arrived
      }
      fake.requests.push({ authorization: request.headers.authorization, body });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.method !== 'POST' || request.url !== '/v1/moderations') return json(404, { error: { message: 'not found' } });
      if (fake.mode === 'error') return json(500, { error: { message: 'the fake is failing on purpose' } });
      if (fake.mode === 'garbage') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{"results": [ this is not json');
      }
      const answer = answerFor(typeof body.input === 'string' ? body.input : '', fake.rules);
      if (fake.mode === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.destroyed) json(200, answer);
        }, fake.slowMs);
        timers.add(timer);
        return;
      }
      json(200, answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/moderations`;
  return fake;
}
