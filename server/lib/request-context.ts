import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

// An id from a proxy in front of us is kept so that its logs and ours line up; anything odd is replaced.
const ACCEPTABLE_INCOMING_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/** The id of the request being handled, for log lines written anywhere below the route. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/**
 * Gives each request an id (X-Request-Id in and out) and makes it visible to every log line written while
 * the request is handled, including those of services that only hold the app-wide logger.
 */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const incoming = req.get("x-request-id");
  const requestId = incoming && ACCEPTABLE_INCOMING_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", requestId);
  storage.run({ requestId }, next);
};
