import { vi } from "vitest";

/** An answer of the API: `body` as JSON, with `status` and any other headers. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

type Handler = (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response>;

/**
 * Puts `handler` in the place of `fetch` until `vi.unstubAllGlobals()`. The mock it returns keeps every
 * call, for a test to read what was sent.
 */
export function stubFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(input, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/**
 * The API, route by route: each `"METHOD /path"` answers what the test says, and a call to any other
 * route fails the test.
 */
export function serveRoutes(routes: Record<string, (url: URL, init?: RequestInit) => Response>) {
  return stubFetch((input, init) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected ${key}`);
    return route(url, init);
  });
}
