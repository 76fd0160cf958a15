import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";

// Content-Security-Policy for the built SPA: our own scripts only, no inline script, no plugins, no
// framing. Ad images and videos come from advertisers' https hosts.
export const contentSecurityPolicy = (isProduction: boolean) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix Dialog locks page scroll with an injected <style>, and React/Radix set style attributes:
  // inline styles are allowed (CSS only; scripts stay strictly 'self').
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "https:"],
  mediaSrc: ["'self'", "https:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: isProduction ? [] : null,
});

export type SecurityHeaderOptions = { isProduction: boolean };

const helmetOptions = ({ isProduction }: SecurityHeaderOptions): HelmetOptions => ({
  contentSecurityPolicy: { directives: contentSecurityPolicy(isProduction) },
  strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  crossOriginEmbedderPolicy: false,
});

/** What helmet does to a response: headers set ([name, value]) and headers removed (X-Powered-By). */
export type SecurityHeaders = { set: [string, string][]; removed: string[] };

/**
 * What helmet does with our options. It depends on the options only, never on the request, so helmet runs
 * once at start against a recording response instead of a dozen middleware calls per request (on a cached
 * public read they were about a tenth of the work).
 */
export const recordSecurityHeaders = (options: SecurityHeaderOptions): SecurityHeaders => {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      set.set(name, String(value));
      removed.delete(name);
    },
    removeHeader: (name: string) => {
      set.delete(name);
      removed.add(name);
    },
  };
  let isDone = false;
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    isDone = true;
  });
  if (!isDone) throw new Error("helmet did not finish synchronously: its headers cannot be recorded once");
  return { set: [...set], removed: [...removed] };
};

/** Applies the recorded security headers to one answer. */
export const applySecurityHeaders = (response: ServerResponse, { set, removed }: SecurityHeaders) => {
  for (const name of removed) response.removeHeader(name);
  for (const [name, value] of set) response.setHeader(name, value);
};

/** Sets the security headers (see recordSecurityHeaders) on every answer. */
export const setSecurityHeaders = (options: SecurityHeaderOptions): RequestHandler => {
  const headers = recordSecurityHeaders(options);
  return (_req, res, next) => {
    applySecurityHeaders(res, headers);
    next();
  };
};
