import type { QueryFunction } from "@tanstack/react-query";
import { isLocale } from "@shared/i18n/locales";
import { activeLocale } from "@/i18n/i18n";
import { ERROR_CODES, ERROR_REASONS, type ApiErrorBody, type ErrorCode, type ErrorReason } from "@shared/api/errors";

/**
 * The interface language, so that the API's error messages come back in it (the server's `Accept-Language`
 * seam). Always sent, English too: otherwise the browser sends its own languages, and a Japanese browser
 * showing the English interface would get Japanese errors. The pseudo-locale asks for English.
 */
function languageHeader(): Record<string, string> {
  const locale = activeLocale();
  return { "Accept-Language": isLocale(locale) ? locale : "en" };
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

// What arrives may not be our API's answer (a proxy's HTML page, an empty body): every field is checked.
type ErrorBody = { [Key in keyof ApiErrorBody]?: unknown };

/**
 * A non-OK answer of the API. `message` keeps the spec's `${status}: ${body or statusText}` format;
 * `serverMessage` is the JSON `message` alone, the text a toast should show to a person.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The API's machine-readable error code (`not_found`, `conflict`, ...), when the body had one. */
  readonly code: ErrorCode | undefined;
  /** Why the request was refused, where the code alone does not say (`course.subscriptionRequired`, ...). */
  readonly reason: ErrorReason | undefined;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.serverMessage = typeof body?.message === "string" && body.message ? body.message : undefined;
    this.fieldErrors = isFieldErrors(body?.errors) ? body.errors : undefined;
    this.code = ERROR_CODES.find((code) => code === body?.code);
    this.reason = ERROR_REASONS.find((reason) => reason === body?.reason);
  }
}

function parseErrorBody(bodyText: string): ErrorBody | undefined {
  if (!bodyText) return undefined;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    return parsed && typeof parsed === "object" ? (parsed as ErrorBody) : undefined;
  } catch {
    // Proxies and crashed servers answer HTML or plain text: the status line is all we can use.
    return undefined;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === "object" &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"))
  );
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const bodyText = await response.text().catch(() => "");
  throw new ApiError(response.status, bodyText, response.statusText);
}

/**
 * Reads to the end a body the caller does not need. An unread body keeps the request open in the browser
 * (shown pending, its connection held) until the stream is garbage-collected; the API's error bodies are
 * small, so reading them (rather than cancelling) also lets the connection be reused.
 */
async function discardBody(response: Response) {
  if (response.bodyUsed) return;
  await response.arrayBuffer().catch(() => undefined);
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  // 204 and other empty answers have no JSON to parse.
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The message for a person: the server's own words when it sent some, else the caller's fallback. */
export function getErrorMessage(error: unknown, fallback: string) {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/**
 * A JSON call with cookies. State-changing methods always carry a JSON content type and
 * `X-Requested-With`: the server refuses them otherwise (its CSRF rule), so `{}` goes when there is no body.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  /** `keepalive`: the request outlives the page (a report sent as the student leaves). */
  options: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<T> {
  const isStateChanging = method !== "GET";
  const headers: Record<string, string> = { Accept: "application/json", ...languageHeader() };
  if (isStateChanging) {
    headers["Content-Type"] = "application/json";
    headers["X-Requested-With"] = "fetch";
  }
  const response = await fetch(url, {
    method,
    headers,
    credentials: "include",
    body: isStateChanging ? JSON.stringify(body ?? {}) : undefined,
    signal: options.signal,
    keepalive: options.keepalive,
  });
  await throwIfNotOk(response);
  return readJson<T>(response);
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default read: GET on the query key's first element, parsed as JSON. */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey[0];
    if (typeof url !== "string") throw new Error("The first query key element must be the URL to read");
    const response = await fetch(url, { credentials: "include", headers: { Accept: "application/json", ...languageHeader() }, signal });
    if (on401 === "returnNull" && response.status === 401) {
      await discardBody(response);
      return null;
    }
    await throwIfNotOk(response);
    return readJson<T>(response);
  };
}

/** The reason an API error gives for a refusal (`course.oneCourseOnly`, ...), undefined for anything else. */
export const reasonOf = (error: unknown): ErrorReason | undefined => (error instanceof ApiError ? error.reason : undefined);
