import express from "express";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { pendingChecks, scanResponsesForSecrets, secretLeaks } from "./secret-scanner";
import { getTestDatabase } from "./test-database";

describe("the response secret scanner used by every API test", () => {
  it("records a password hash in a response body", async () => {
    const app = express();
    app.use(scanResponsesForSecrets(await getTestDatabase()));
    app.get("/leak", (_req, res) => res.json({ password: "$argon2id$v=19$m=19456,t=2,p=1$abc$def" }));
    await supertest(app).get("/leak");
    await Promise.all(pendingChecks);
    expect(secretLeaks).toEqual(["GET /leak: /\\$argon2(id|i|d)\\$/"]);
    secretLeaks.length = 0;
  });
});
