import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "../env";
import { PaymentsConfigError, setUpPayments } from "./payments-setup";

describe("setUpPayments", () => {
  it("uses the built-in sandbox in development when no Yoco key is set", () => {
    const { sandbox, payments } = setUpPayments(parseEnv({}), vi.fn());
    expect(sandbox?.secretKey).toMatch(/^sk_test_sandbox/);
    expect(payments.webhookSecret).toBe(sandbox?.webhookSecret);
    expect(payments.webhookSecret).toMatch(/^whsec_/);
  });

  it("refuses to start in production without a key unless PAYMENTS_SANDBOX=1, and then warns", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) };
    expect(() => setUpPayments(parseEnv(production), vi.fn())).toThrow(PaymentsConfigError);
    const warn = vi.fn();
    expect(setUpPayments(parseEnv({ ...production, PAYMENTS_SANDBOX: "1" }), warn).sandbox).toBeDefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no card is charged"));
  });

  it("uses the real Yoco with a key, and requires the webhook secret with it", () => {
    expect(() => setUpPayments(parseEnv({ YOCO_SECRET_KEY: "sk_live_abc" }), vi.fn())).toThrow(/YOCO_WEBHOOK_SECRET is required/);
    const { sandbox, payments } = setUpPayments(parseEnv({ YOCO_SECRET_KEY: "sk_live_abc", YOCO_WEBHOOK_SECRET: "whsec_c2VjcmV0" }), vi.fn());
    expect(sandbox).toBeUndefined();
    expect(payments.webhookSecret).toBe("whsec_c2VjcmV0");
  });
});
