// `scheme://user:password@`: everything between "//" and the last "@" of the word goes, because a
// password may itself hold an unencoded "@" and a partial cut would leave its tail behind.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s]*@/gi;
// libpq's keyword form (`password=secret`), which a PostgreSQL tool may echo in its errors.
const KEYWORD_PASSWORD = /\b(password\s*=\s*)('(?:[^'\\]|\\.)*'|[^\s]+)/gi;

/**
 * Removes the credentials of connection strings from a text that is about to be stored, answered,
 * mailed or logged. pg_dump no longer gets the password on its command line, so its messages should
 * carry none; this is the second line, for the message nobody predicted.
 */
export const redactConnectionStrings = (text: string) =>
  text.replace(URL_CREDENTIALS, "$1[redacted]@").replace(KEYWORD_PASSWORD, "$1[redacted]");

/** An error as a log line may carry it: same name, code and stack frames, credentials removed from the text. */
export const redactError = (error: unknown): Error => {
  if (!(error instanceof Error)) return new Error(redactConnectionStrings(String(error)));
  const copy = new Error(redactConnectionStrings(error.message));
  copy.name = error.name;
  copy.stack = error.stack === undefined ? undefined : redactConnectionStrings(error.stack);
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" || typeof code === "number") Object.assign(copy, { code });
  return copy;
};
