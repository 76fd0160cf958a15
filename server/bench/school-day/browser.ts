import type { Agent } from "node:http";
import type { Recorder } from "./endpoint-stats";
import { send, type Reply } from "./http-client";

/** The app instance a person's requests go to (sticky, as behind a proxy). */
export type Instance = { url: string; agent: Agent };

const BROWSER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const SESSION_COOKIE = /^(__Host-)?sid=/;
const ERROR_BODY_CHARS = 160;

/**
 * One person's browser: their address, their session cookie, and the headers the SPA's api-client sends
 * (Accept, Accept-Language; on a POST JSON, X-Requested-With and the page's Origin, its CSRF rule).
 * Every call is timed into the recorder under its route pattern; any answer other than 2xx or 3xx, or a
 * socket failure, is an error. Never throws: a failed step is recorded and the person carries on.
 */
export const createBrowser = (instance: Instance, recorder: Recorder, address: string) => {
  let cookie: string | undefined;

  const keepSessionCookie = (reply: Reply) => {
    const session = reply.setCookies.find((line) => SESSION_COOKIE.test(line));
    if (session) cookie = session.split(";")[0];
  };

  const call = async (
    endpoint: string,
    method: "GET" | "POST",
    path: string,
    options: { json?: unknown; accept?: string } = {},
  ): Promise<Reply | undefined> => {
    const headers: Record<string, string> = {
      accept: options.accept ?? "application/json",
      "accept-language": "en",
      "user-agent": BROWSER_AGENT,
      "x-forwarded-for": address,
    };
    if (cookie) headers.cookie = cookie;
    if (method === "POST")
      Object.assign(headers, { "content-type": "application/json", "x-requested-with": "fetch", origin: instance.url });
    const started = performance.now();
    const startedAt = Date.now();
    try {
      const reply = await send(instance.agent, instance.url, {
        method,
        path,
        headers,
        body: method === "POST" ? JSON.stringify(options.json ?? {}) : undefined,
      });
      const isError = reply.status < 200 || reply.status >= 400;
      const error = isError ? `${reply.status}: ${reply.body.slice(0, ERROR_BODY_CHARS)}` : undefined;
      recorder.record({ endpoint, latencyMs: performance.now() - started, startedAt, error });
      keepSessionCookie(reply);
      return isError ? undefined : reply;
    } catch (error) {
      recorder.record({
        endpoint,
        latencyMs: performance.now() - started,
        startedAt,
        error: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    }
  };

  return { call };
};

export type Browser = ReturnType<typeof createBrowser>;
