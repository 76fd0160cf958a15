import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UNSUBSCRIBE_LINK_INVALID } from "../../shared/api/outreach";
import { emailSuppressions } from "../../shared/schema/outreach";
import { resolveUnsubscribeKeys } from "../lib/session-secret";
import { createTestApp, post } from "../test/test-app";
import { unsubscribeTokenFor } from "./unsubscribe-token";

// Security round 3, L7: an unsubscribe link already mailed keeps working after SESSION_SECRET changes.

describe("unsubscribe links and the session secret", () => {
  it("are signed with their own key, so a new session secret leaves every link sent before working", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "unsubscribe-keys-"));
    const before = resolveUnsubscribeKeys({ configured: undefined, previous: [], sessionSecret: "s".repeat(40), dataDir });
    const link = unsubscribeTokenFor("parent@example.org", before.current);
    expect(before.current).not.toContain("s".repeat(40));
    expect(statSync(join(dataDir, "unsubscribe-secret")).mode & 0o777).toBe(0o600);

    // A leak: the session secret is replaced. The unsubscribe key (generated once, or configured) stays.
    const after = resolveUnsubscribeKeys({ configured: undefined, previous: [], sessionSecret: "t".repeat(40), dataDir });
    const testApp = await createTestApp({ config: { sessionSecret: "t".repeat(40), unsubscribeKeys: after } });
    const response = await post(testApp.request(), "/api/unsubscribe", { token: link });
    expect(response.status).toBe(200);
    expect(await testApp.db.select().from(emailSuppressions)).toEqual([expect.objectContaining({ email: "parent@example.org" })]);
  });

  it("accept links signed by a previous key of the ring, and refuse one signed by no key of it", async () => {
    const keys = resolveUnsubscribeKeys({
      configured: "n".repeat(40),
      previous: ["old-session-secret-that-signed-links-before"],
      sessionSecret: "c".repeat(40),
      dataDir: mkdtempSync(join(tmpdir(), "unsubscribe-keys-")),
    });
    expect(keys.current).toBe("n".repeat(40));
    const testApp = await createTestApp({ config: { unsubscribeKeys: keys } });
    const fromOldKey = unsubscribeTokenFor("old@example.org", "old-session-secret-that-signed-links-before");
    expect((await post(testApp.request(), "/api/unsubscribe", { token: fromOldKey })).status).toBe(200);
    const forged = await post(testApp.request(), "/api/unsubscribe", { token: unsubscribeTokenFor("other@example.org", "guessed") });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(UNSUBSCRIBE_LINK_INVALID);
  });
});
