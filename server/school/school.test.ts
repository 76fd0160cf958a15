import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { createTestApp } from "../test/test-app";

describe("GET /api/school", () => {
  it("answers the configured school details to anyone, without a session", async () => {
    const testApp = await createTestApp();
    const response = await testApp.request().get("/api/school");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: "Test English College",
      postalAddress: "1 Long Street, Cape Town 8001, South Africa",
      contactEmail: "office@college.test",
      phone: "+27 21 000 0000",
      registrationNumber: "2005/123456/07",
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("reads them from SCHOOL_* variables, with a clear message for a bad address", () => {
    const env = parseEnv({ SCHOOL_NAME: "Lingua School", SCHOOL_CONTACT_EMAIL: "office@lingua.example" });
    expect(env).toMatchObject({
      SCHOOL_NAME: "Lingua School",
      SCHOOL_CONTACT_EMAIL: "office@lingua.example",
    });
    expect(env.SCHOOL_REGISTRATION_NUMBER).toBeUndefined();
    expect(() => parseEnv({ SCHOOL_CONTACT_EMAIL: "not-an-address" })).toThrowError(/SCHOOL_CONTACT_EMAIL: must be an email address/);
  });
});
