import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { createCapturingLogger } from "./logger";
import { loggedPath } from "./logged-path";

describe("the access log's path", () => {
  it("writes a campaign page's route, never its token, and never a query string", () => {
    expect(loggedPath("/api/advertising/campaigns/JI-dQOY8abcdefghijklmnopqrstuvwx")).toBe("/api/advertising/campaigns/:token");
    expect(loggedPath("/api/advertising/campaigns/short?payment=success")).toBe("/api/advertising/campaigns/:token");
    expect(loggedPath("/api/unsubscribe?token=abc.def")).toBe("/api/unsubscribe");
    expect(loggedPath("/api/some/route/Ab3dEf7hIjKlMn0pQrStUvWxYz12")).toBe("/api/some/route/:token");
    expect(loggedPath("/api/courses/business-english-communication")).toBe("/api/courses/business-english-communication");
    expect(loggedPath("/api/admin/users/42")).toBe("/api/admin/users/42");
  });

  it("keeps the token of a real request out of every log line", async () => {
    const capture = createCapturingLogger("info");
    const testApp = await createTestApp({ logger: capture.logger });
    const token = "Sup3rSecretCampaignToken_0123456789ab";
    await testApp.request().get(`/api/advertising/campaigns/${token}`);
    expect(capture.text()).toContain("/api/advertising/campaigns/:token");
    expect(capture.text()).not.toContain(token);
  });
});
