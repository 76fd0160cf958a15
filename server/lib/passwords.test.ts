import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { hashPassword, isCommonPassword, PASSWORD_WORK, SERVER_BUSY, verifyPassword } from "./passwords";

describe("password hashing under a burst", () => {
  it("queues a burst and refuses what does not fit with 503, instead of running every hash at once", async () => {
    const burst = PASSWORD_WORK.concurrent + PASSWORD_WORK.queued + 10;
    const results = await Promise.allSettled(Array.from({ length: burst }, (_, index) => hashPassword(`burst-password-${index}`)));
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(10);
    const reason = (refused[0] as PromiseRejectedResult).reason as AppError;
    expect(reason).toBeInstanceOf(AppError);
    expect(reason.status).toBe(503);
    expect(reason.message).toBe(SERVER_BUSY);
    // The first ones were hashed for real.
    const first = results[0] as PromiseFulfilledResult<string>;
    expect(await verifyPassword(first.value, "burst-password-0")).toBe(true);
  }, 30_000);
});

describe("isCommonPassword", () => {
  it("knows tens of thousands of breached passwords, in any letter case, not only the first hundred", () => {
    for (const password of [
      "123456",
      "password1",
      "letmein1",
      "iloveyou2",
      "princess1",
      "michelle",
      "pokemon123",
      "liverpool1",
      "Sunshine1",
      "QWERTY12345",
    ]) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it("lets a password through that is on no list", () => {
    for (const password of ["sunflower-42", "correct-horse-battery", "new-garden-77", "Tafelberg-Kaapstad-9"]) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });
});
