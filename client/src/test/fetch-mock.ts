import { vi } from "vitest";
import type { PublicUser } from "@shared/api/auth";

export type RecordedRequest = { method: string; url: string; headers: Headers; body: unknown; credentials?: RequestCredentials };
type Reply = Response | ((request: RecordedRequest) => Response | Promise<Response>);

export function jsonResponse(status: number, body?: unknown) {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/**
 * Replaces `fetch` with answers keyed by "METHOD /path" (query string ignored); anything else is a 404.
 * Returns the mock and the list of requests it saw, bodies parsed.
 */
export function mockApi(routes: Record<string, Reply>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? "GET").toUpperCase();
    const request: RecordedRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const key = `${method} ${url.split("?")[0]}`;
    const reply = routes[key] ?? (key === "GET /api/session" ? sessionFromMe(routes["GET /api/me"], request) : undefined);
    if (!reply) return jsonResponse(404, { message: "Not found" });
    return typeof reply === "function" ? reply(request) : reply.clone();
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, requests };
}

/**
 * Tests describe the signed-in user as the answer of GET /api/me (the user, or a 401 when signed out); the
 * site reads /api/session, which wraps the same user (or null) in a 200. This keeps each test's one line.
 */
function sessionFromMe(me: Reply | undefined, request: RecordedRequest): Reply | undefined {
  if (!me) return undefined;
  return async () => {
    const response = typeof me === "function" ? await me(request) : me.clone();
    if (response.status === 401) return jsonResponse(200, { user: null });
    if (!response.ok) return response;
    return jsonResponse(200, { user: await response.json() });
  };
}

export const signedOut = () => jsonResponse(401, { message: "Not signed in" });

export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    username: "thandi",
    email: "thandi@example.com",
    firstName: "Thandi",
    lastName: "Mokoena",
    country: "United States",
    languageLevel: "Intermediate (B1)",
    subscriptionLevel: null,
    isAdmin: false,
    timeZone: "Africa/Johannesburg",
    locale: "en",
    createdAt: "2025-01-15T10:00:00.000Z",
    ...overrides,
  };
}
