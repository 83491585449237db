import { vi } from 'vitest';

type Answer = { status?: number; body: unknown } | ((url: URL) => { status?: number; body: unknown });

/**
 * Stands in for the API in component tests: `fetch` answers each path from the table (as JSON), and every call
 * is kept for the test to inspect. Unknown paths answer 404 in the server's error shape.
 */
export function fakeServer(routes: Record<string, Answer>) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const route = routes[url.pathname];
    const answer =
      typeof route === 'function'
        ? route(url)
        : (route ?? { status: 404, body: { code: 'notFound', error: 'Not found' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((url) => url.pathname === path) };
}
