import { Agent, request } from "node:http";

export type Reply = { status: number; setCookies: string[]; body: string };
export type Call = { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string };

/** A request that hangs this long counts as an error (a slow answer well below it still counts as slow). */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One keep-alive connection pool per app instance, as a reverse proxy keeps to each upstream. No cap on
 * its connections: 500 browsers hold their own, so a request waits in the server, never in the harness.
 * node:http rather than fetch: the load generator shares the 2 cores with the servers, and costs less.
 */
export const createConnectionPool = () => new Agent({ keepAlive: true });

const sendOnce = (agent: Agent, baseUrl: string, call: Call) =>
  new Promise<Reply>((resolve, reject) => {
    const body = call.body === undefined ? undefined : Buffer.from(call.body);
    const outgoing = request(
      new URL(call.path, baseUrl),
      {
        method: call.method,
        agent,
        headers: body ? { ...call.headers, "content-length": String(body.length) } : call.headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const setCookie = response.headers["set-cookie"] ?? [];
          resolve({ status: response.statusCode ?? 0, setCookies: setCookie, body: Buffer.concat(chunks).toString("utf8") });
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    outgoing.on("error", (error: NodeJS.ErrnoException) => reject(Object.assign(error, { isReusedSocket: outgoing.reusedSocket })));
    outgoing.end(body);
  });

/**
 * Sends one request. A kept-alive connection the server closed as idle just when it was reused fails with
 * ECONNRESET before the request reached the app: like a browser, send it again once on a fresh connection
 * (Node's documented pattern); any other failure is the answer.
 */
export const send = async (agent: Agent, baseUrl: string, call: Call): Promise<Reply> => {
  try {
    return await sendOnce(agent, baseUrl, call);
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { isReusedSocket?: boolean };
    if (failure.isReusedSocket && failure.code === "ECONNRESET") return sendOnce(agent, baseUrl, call);
    throw error;
  }
};
