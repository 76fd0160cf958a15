import { describe, expect, it } from "vitest";
import { createCapturingLogger, serializeError } from "./logger";

describe("logger", () => {
  it("never writes a database error's query parameters or row values", () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower_unique"'), {
      code: "23505",
      detail: "Key (lower(email))=(thandi@example.com) already exists.",
    });
    const queryError = Object.assign(
      new Error('Failed query: insert into "users" ... params: thandi,$argon2id$v=19$m=19456,t=2,p=1$abc$def,thandi@example.com'),
      { name: "DrizzleQueryError", query: "insert into users", params: ["thandi", "$argon2id$..."], cause: driverError },
    );
    const capture = createCapturingLogger();
    capture.logger.error({ err: queryError }, "request failed");
    const text = capture.text();
    expect(text).not.toContain("argon2");
    expect(text).not.toContain("thandi");
    expect(text).toContain("users_email_lower_unique");
    expect(serializeError(queryError)).toMatchObject({ type: "DrizzleQueryError", cause: { code: "23505" } });
  });

  it("redacts passwords and bodies wherever they appear", () => {
    const capture = createCapturingLogger();
    capture.logger.info({ password: "sunflower-42", body: { email: "a@b.c" }, nested: { newPassword: "x" } }, "oops");
    expect(capture.text()).not.toContain("sunflower-42");
    expect(capture.text()).not.toContain("a@b.c");
  });
});
