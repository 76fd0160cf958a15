import { readFileSync } from "node:fs";
import { parseEnv as parseDotenv } from "node:util";
import { describe, expect, it } from "vitest";
import { envSchema, parseEnv } from "./env";

/** A real school's details: a production start needs them (the shipped defaults are placeholders). */
const PRODUCTION_SCHOOL = {
  SCHOOL_POSTAL_ADDRESS: "12 Bree Street, Cape Town 8001, South Africa",
  SCHOOL_CONTACT_EMAIL: "office@college.example",
};

describe("parseEnv", () => {
  it("gives the documented defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 5000, DATA_DIR: "./data", NODE_ENV: "development", TRUST_PROXY: false, LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.YOCO_API_URL).toBe("https://payments.yoco.com");
  });

  it("accepts .env.example as it is, and lists every variable the server reads", () => {
    const example = parseDotenv(readFileSync(new URL("../.env.example", import.meta.url), "utf8"));
    expect(() => parseEnv(example as NodeJS.ProcessEnv)).not.toThrow();
    const read = Object.keys(envSchema.shape);
    expect(read.filter((name) => !(name in example))).toEqual([]);
  });

  it("names every bad variable in one readable message", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", PUBLIC_URL: "ftp://x" })).toThrowError(
      /Invalid environment configuration:\n {2}PORT: .*\n {2}DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n {2}PUBLIC_URL: must be an http\(s\) URL/,
    );
  });

  it("requires UNSUBSCRIBE_SECRET in production, and reads the previous keys as a list", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) })).toThrowError(
      /UNSUBSCRIBE_SECRET: is required when NODE_ENV=production/,
    );
    expect(() => parseEnv({ UNSUBSCRIBE_SECRET: "short" })).toThrowError(/UNSUBSCRIBE_SECRET: must be at least 32 characters/);
    expect(parseEnv({ UNSUBSCRIBE_PREVIOUS_SECRETS: " old-one , , old-two " }).UNSUBSCRIBE_PREVIOUS_SECRETS).toEqual([
      "old-one",
      "old-two",
    ]);
    expect(parseEnv({}).UNSUBSCRIBE_PREVIOUS_SECRETS).toEqual([]);
  });

  it("allows the movable test clock only when NODE_ENV=test", () => {
    expect(parseEnv({}).TEST_CLOCK_CONTROL).toBe(false);
    expect(parseEnv({ NODE_ENV: "test", TEST_CLOCK_CONTROL: "true" }).TEST_CLOCK_CONTROL).toBe(true);
    expect(() => parseEnv({ TEST_CLOCK_CONTROL: "true" })).toThrowError(/TEST_CLOCK_CONTROL: is only allowed when NODE_ENV=test/);
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(/SESSION_SECRET: is required when NODE_ENV=production/);
    expect(
      parseEnv({ ...PRODUCTION_SCHOOL, NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), UNSUBSCRIBE_SECRET: "u".repeat(32) })
        .SESSION_SECRET,
    ).toHaveLength(32);
  });

  it("requires ADMIN_USERNAME and ADMIN_PASSWORD together", () => {
    expect(() => parseEnv({ ADMIN_USERNAME: "principal" })).toThrowError(/ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD/);
  });

  it("reads TRUST_PROXY as a hop count, a flag or an address list", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
  });

  it("reads HOST as the address to listen on, and refuses one that is not an address", () => {
    expect(parseEnv({}).HOST).toBeUndefined();
    expect(parseEnv({ HOST: " 0.0.0.0 " }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ HOST: "::1" }).HOST).toBe("::1");
    expect(parseEnv({ HOST: "localhost" }).HOST).toBe("localhost");
    expect(() => parseEnv({ HOST: "http://0.0.0.0:5000" })).toThrowError(
      /HOST: must be an address to listen on, such as 127\.0\.0\.1 or 0\.0\.0\.0/,
    );
  });

  it("refuses a Yoco API address that is not https (the secret key would travel in clear)", () => {
    expect(() => parseEnv({ YOCO_API_URL: "http://payments.yoco.com" })).toThrowError(/YOCO_API_URL: must be an https URL/);
  });

  it("refuses TRUST_PROXY=true in production, where it would let any client choose its address", () => {
    const production = { ...PRODUCTION_SCHOOL, NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), UNSUBSCRIBE_SECRET: "u".repeat(32) };
    expect(() => parseEnv({ ...production, TRUST_PROXY: "true" })).toThrowError(
      /TRUST_PROXY: must be a hop count or the proxies' addresses/,
    );
    expect(parseEnv({ ...production, TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  });

  it("refuses the shipped placeholder address and e-mail on a real deployment, naming what to set", () => {
    const secrets = { SESSION_SECRET: "x".repeat(32), UNSUBSCRIBE_SECRET: "u".repeat(32) };
    expect(parseEnv({}).SCHOOL_POSTAL_ADDRESS).toBe("Your school's postal address (set SCHOOL_POSTAL_ADDRESS)");
    expect(parseEnv({}).SCHOOL_CONTACT_EMAIL).toMatch(/@example\.invalid$/);
    expect(parseEnv({}).SCHOOL_PHONE).toBeUndefined();
    expect(() => parseEnv({ ...secrets, NODE_ENV: "production" })).toThrowError(
      /SCHOOL_POSTAL_ADDRESS: must be the school's own postal address when NODE_ENV=production: receipts, terms and mail footers print it\n {2}SCHOOL_CONTACT_EMAIL: must be the school's own e-mail address when NODE_ENV=production/,
    );
    expect(() => parseEnv({ PUBLIC_URL: "https://college.example", SCHOOL_CONTACT_EMAIL: "office@college.example" })).toThrowError(
      /SCHOOL_POSTAL_ADDRESS: must be the school's own postal address when PUBLIC_URL is https/,
    );
    expect(parseEnv({ ...secrets, ...PRODUCTION_SCHOOL, NODE_ENV: "production" }).SCHOOL_POSTAL_ADDRESS).toBe(
      "12 Bree Street, Cape Town 8001, South Africa",
    );
    // A development start, or a LAN demo on plain http, keeps the placeholders.
    expect(() => parseEnv({ PUBLIC_URL: "http://192.0.2.10:5000" })).not.toThrow();
  });

  it("reads the support hours and their time zone, 24/7 only when every day is round the clock", () => {
    expect(parseEnv({})).toMatchObject({
      SCHOOL_SUPPORT_HOURS: [
        { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "20:00" },
        { days: [6], opens: "10:00", closes: "17:00" },
      ],
      SCHOOL_SUPPORT_TIME_ZONE: "Africa/Johannesburg",
    });
    expect(parseEnv({ SCHOOL_SUPPORT_HOURS: "Mon-Thu 8:30-16:00; Fri 08:30-13:00, Sun 10:00-12:00" }).SCHOOL_SUPPORT_HOURS).toEqual([
      { days: [1, 2, 3, 4], opens: "08:30", closes: "16:00" },
      { days: [5], opens: "08:30", closes: "13:00" },
      { days: [7], opens: "10:00", closes: "12:00" },
    ]);
    expect(parseEnv({ SCHOOL_SUPPORT_HOURS: "24/7" }).SCHOOL_SUPPORT_HOURS).toEqual([
      { days: [1, 2, 3, 4, 5, 6, 7], opens: "00:00", closes: "24:00" },
    ]);
    expect(() => parseEnv({ SCHOOL_SUPPORT_HOURS: "weekdays 9 to 5" })).toThrowError(/SCHOOL_SUPPORT_HOURS: cannot read "weekdays 9 to 5"/);
    expect(() => parseEnv({ SCHOOL_SUPPORT_HOURS: "Fri-Mon 09:00-17:00" })).toThrowError(/SCHOOL_SUPPORT_HOURS: "Fri-Mon" runs backwards/);
    expect(() => parseEnv({ SCHOOL_SUPPORT_HOURS: "Mon 17:00-09:00" })).toThrowError(/closes before it opens/);
    expect(() => parseEnv({ SCHOOL_SUPPORT_TIME_ZONE: "EST5EDT-ish" })).toThrowError(/SCHOOL_SUPPORT_TIME_ZONE: must be an IANA time zone/);
    expect(parseEnv({ SCHOOL_FOUNDED_YEAR: "2005", SCHOOL_FIGURES_MINIMUM: "10" })).toMatchObject({
      SCHOOL_FOUNDED_YEAR: 2005,
      SCHOOL_FIGURES_MINIMUM: 10,
    });
    expect(parseEnv({}).SCHOOL_FOUNDED_YEAR).toBeUndefined();
    expect(parseEnv({ SCHOOL_POSTAL_ADDRESS: "", SCHOOL_SUPPORT_HOURS: "" })).toMatchObject({
      SCHOOL_POSTAL_ADDRESS: "Your school's postal address (set SCHOOL_POSTAL_ADDRESS)",
      SCHOOL_FIGURES_MINIMUM: 50,
    });
  });
});
