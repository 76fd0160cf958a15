import { readFileSync } from "node:fs";
import { parseEnv as parseDotenv } from "node:util";
import { describe, expect, it } from "vitest";
import { envSchema, parseEnv } from "./env";

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
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), UNSUBSCRIBE_SECRET: "u".repeat(32) }).SESSION_SECRET,
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
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), UNSUBSCRIBE_SECRET: "u".repeat(32) };
    expect(() => parseEnv({ ...production, TRUST_PROXY: "true" })).toThrowError(
      /TRUST_PROXY: must be a hop count or the proxies' addresses/,
    );
    expect(parseEnv({ ...production, TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  });
});
