import { vi } from 'vitest';

/** One answer of the fake server: a status and a JSON body (or a network failure). */
export type FakeAnswer = { status: number; body?: unknown } | { networkError: true };

type Handler = (request: Request) => FakeAnswer | Promise<FakeAnswer>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * Replaces `fetch` with a table of "METHOD /path" → answer. Calls to anything else
 * answer 404, and every call is recorded, so tests can check what the app sent.
 */
export function fakeServer(routes: Record<string, FakeAnswer | Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    });
    const route = routes[`${request.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(request) : route;
    if (!answer) return json(404, { message: 'Not found' });
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    return json(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A promise the test resolves by hand, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
