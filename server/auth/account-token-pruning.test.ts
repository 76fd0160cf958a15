import { describe, expect, it } from "vitest";
import { accountTokens } from "../../shared/schema/auth";
import { runHousekeeping, RETENTION_DAYS } from "../jobs/housekeeping.job";
import { createTestApp, signUp } from "../test/test-app";

const HOUR = 3_600_000;

describe("housekeeping of single-use links (account_tokens)", () => {
  it("removes links a day after they were spent or expired, and keeps the ones that may still be opened", async () => {
    const testApp = await createTestApp();
    const { user } = await signUp(testApp);
    await testApp.db.delete(accountTokens);
    const now = testApp.clock.now();
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    expect(RETENTION_DAYS.accountTokens).toBe(1);
    const link = (name: string, values: { createdAt: Date; expiresAt: Date; usedAt?: Date }) => ({
      userId: user.id,
      purpose: "email_verification" as const,
      tokenHash: name,
      email: `${name}@example.com`,
      ...values,
    });
    await testApp.db.insert(accountTokens).values([
      // Gone: spent over a day ago (the link was opened, or a newer one voided it), or expired over a day ago.
      link("spent-two-days-ago", { createdAt: at(-50), expiresAt: at(-2), usedAt: at(-48) }),
      link("expired-two-days-ago", { createdAt: at(-96), expiresAt: at(-48) }),
      { ...link("reset-expired-yesterday", { createdAt: at(-26), expiresAt: at(-25) }), purpose: "password_reset" as const },
      // Kept: open and still valid (a change of address waiting two days), spent or expired less than a day ago.
      link("open-waiting", { createdAt: at(-40), expiresAt: at(8) }),
      link("spent-an-hour-ago", { createdAt: at(-3), expiresAt: at(45), usedAt: at(-1) }),
      { ...link("reset-expired-an-hour-ago", { createdAt: at(-2), expiresAt: at(-1) }), purpose: "password_reset" as const },
    ]);

    const pruned = await runHousekeeping({ db: testApp.db, clock: testApp.clock });

    expect(pruned.accountTokens).toBe(3);
    const left = await testApp.db.select({ tokenHash: accountTokens.tokenHash }).from(accountTokens);
    expect(left.map((row) => row.tokenHash).sort()).toEqual(["open-waiting", "reset-expired-an-hour-ago", "spent-an-hour-ago"]);
  });
});
