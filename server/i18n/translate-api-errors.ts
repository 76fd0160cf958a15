import type { RequestHandler } from "express";
import { negotiateLocale } from "../../shared/i18n/locales";
import { translateErrorMessage } from "./server-i18n";

type ErrorBody = { message?: unknown; errors?: unknown };

/**
 * Error answers in the language the request asks for. The browser's API client sends the interface
 * language as `Accept-Language`; routes, validation and the error handler keep writing the spec's English
 * messages, and this one seam translates `message` and each field's messages of any 4xx/5xx JSON answer.
 */
export const translateApiErrors: RequestHandler = (req, res, next) => {
  const locale = negotiateLocale(req.get("accept-language"));
  if (locale === "en") return next();
  const json = res.json.bind(res);
  res.json = (body: unknown) => json(res.statusCode >= 400 ? translateBody(body, locale) : body);
  next();
};

function translateBody(body: unknown, locale: Parameters<typeof translateErrorMessage>[1]): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const { message, errors } = body as ErrorBody;
  const translated: Record<string, unknown> = { ...body };
  if (typeof message === "string") translated.message = translateErrorMessage(message, locale);
  if (errors && typeof errors === "object" && !Array.isArray(errors)) {
    translated.errors = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.map((m) => (typeof m === "string" ? translateErrorMessage(m, locale) : m)) : messages,
      ]),
    );
  }
  return translated;
}
