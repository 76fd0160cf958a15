import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "../env";
import { PaymentsConfigError, setUpPayments } from "./payments-setup";

// A real deployment refuses the placeholder school details (env.ts).
const SCHOOL = { SCHOOL_POSTAL_ADDRESS: "12 Bree Street, Cape Town", SCHOOL_CONTACT_EMAIL: "office@college.example" };

describe("setUpPayments", () => {
  it("uses the built-in sandbox in development when no Yoco key is set", () => {
    const { sandbox, payments } = setUpPayments(parseEnv({}), vi.fn());
    expect(sandbox?.secretKey).toMatch(/^sk_test_sandbox/);
    expect(payments.webhookSecret).toBe(sandbox?.webhookSecret);
    expect(payments.webhookSecret).toMatch(/^whsec_/);
  });

  it("refuses to start in production without a key unless PAYMENTS_SANDBOX=1, and then warns", () => {
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      UNSUBSCRIBE_SECRET: "u".repeat(40),
      SCHOOL_POSTAL_ADDRESS: "12 Bree Street, Cape Town",
      SCHOOL_CONTACT_EMAIL: "office@college.example",
    };
    expect(() => setUpPayments(parseEnv(production), vi.fn())).toThrow(PaymentsConfigError);
    const warn = vi.fn();
    expect(setUpPayments(parseEnv({ ...production, PAYMENTS_SANDBOX: "1" }), warn).sandbox).toBeDefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no card is charged"));
  });

  it("uses the real Yoco with a key, and requires the webhook secret with it", () => {
    expect(() => setUpPayments(parseEnv({ YOCO_SECRET_KEY: "sk_live_abc" }), vi.fn())).toThrow(/YOCO_WEBHOOK_SECRET is required/);
    const { sandbox, payments } = setUpPayments(
      parseEnv({ YOCO_SECRET_KEY: "sk_live_abc", YOCO_WEBHOOK_SECRET: "whsec_c2VjcmV0" }),
      vi.fn(),
    );
    expect(sandbox).toBeUndefined();
    expect(payments.webhookSecret).toBe("whsec_c2VjcmV0");
  });

  it("counts a site published on https as a real deployment: no sandbox there unless PAYMENTS_SANDBOX=1", () => {
    expect(() => setUpPayments(parseEnv({ ...SCHOOL, PUBLIC_URL: "https://college.example" }), vi.fn())).toThrow(
      /YOCO_SECRET_KEY is not set/,
    );
    expect(
      setUpPayments(parseEnv({ ...SCHOOL, PUBLIC_URL: "https://college.example", PAYMENTS_SANDBOX: "1" }), vi.fn()).sandbox,
    ).toBeDefined();
    // A plain-http address (a LAN demo) is still the zero-configuration sandbox.
    expect(setUpPayments(parseEnv({ PUBLIC_URL: "http://192.0.2.10:5000" }), vi.fn()).sandbox).toBeDefined();
  });

  it("has the sandbox reach this server on its loopback address, never a public or requested one", () => {
    const { sandbox } = setUpPayments(parseEnv({ PORT: "5123", PUBLIC_URL: "http://demo.example" }), vi.fn());
    expect(sandbox?.selfOrigin).toBe("http://127.0.0.1:5123");
  });

  it("refuses a webhook secret that is not whsec_<base64>, which would fail every webhook", () => {
    expect(() => setUpPayments(parseEnv({ YOCO_SECRET_KEY: "sk_live_abc", YOCO_WEBHOOK_SECRET: "not a secret!" }), vi.fn())).toThrow(
      /whsec_/,
    );
  });
});
