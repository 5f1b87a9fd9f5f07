/**
 * A tiny in-test platform: a jest.fn standing in for fetch that routes requests to handlers, so
 * tests state server behaviour in a few lines and count what the console sent.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

/** A JSON answer, a failed connection, or a Response as it is (bytes of a given type: a download). */
export type PlatformReply = { status: number; body?: unknown } | 'network-error' | Response;
export type PlatformHandler = (request: RecordedRequest) => PlatformReply | Promise<PlatformReply>;

export const TEST_API_HOST = 'http://console.test';

export function jsonResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    headers: { 'Content-Type': 'application/ld+json; charset=utf-8' },
  });
}

async function record(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(request.url);
  const text = await request.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return {
    method: request.method,
    path: url.pathname,
    search: url.searchParams,
    authorization: request.headers.get('Authorization'),
    contentType: request.headers.get('Content-Type'),
    body,
  };
}

/** Installs a fake fetch; `routes` maps 'METHOD /path' to a handler; anything else answers 404. */
export function installFakePlatform(routes: Record<string, PlatformHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await record(input, init);
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const reply = handler
      ? await handler(request)
      : { status: 404, body: { 'hydra:title': 'An error occurred', 'hydra:description': 'Not Found' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply instanceof Response) return reply;
    return jsonResponse(reply.status, reply.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    requests,
    callsTo: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
