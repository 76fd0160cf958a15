import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { ApprovedAdsResponse } from "../../shared/api/advertising";
import { adEvents } from "../../shared/schema/ads";
import type { TestApp } from "../test/test-app";
import { AD_CALL_LIMITS, AD_CALLS_LIMITED } from "./ad-call-limits";
import { BROWSER, countOf, createProxiedTestApp, hit, insertAd, ticketFor } from "./ad-serving.test-helpers";
import { AD_TICKET_LIFETIME_MS } from "./ad-ticket";

// Security review round 3, M3: one address must not be able to inflate an advertiser's figures.

/**
 * The app on a real port, called over kept-alive connections (node:http: a server per request, or fetch,
 * would make this test several times slower). Each call resolves its status and its body's text.
 */
const listen = async (testApp: TestApp) => {
  const server = testApp.app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 25 });
  const call = (method: "GET" | "POST", path: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request({ host: "127.0.0.1", port, path, method, headers, agent }, (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, text }));
      });
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  const close = () => {
    agent.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { call, close };
};

/** Runs `count` calls, `parallel` at a time; resolves every call's status. */
const runCalls = async (count: number, parallel: number, call: (index: number) => Promise<number>) => {
  const statuses: number[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      statuses[index] = await call(index);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return statuses;
};

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((sum, status) => ({ ...sum, [status]: (sum[status] ?? 0) + 1 }), {});

describe("counting from one address", () => {
  it("10,000 calls with 1,000 user agents count at most 3, while 500 visitors at 500 addresses count 500", async () => {
    const testApp = await createProxiedTestApp();
    const ad = await insertAd(testApp);
    const { call, close } = await listen(testApp);
    try {
      const countingCall = async (kind: string, address: string, userAgent: string, ticket: string) => {
        const headers = { "Content-Type": "application/json", "X-Forwarded-For": address, "User-Agent": userAgent };
        return (await call("POST", `/api/advertisements/${ad.id}/${kind}`, headers, JSON.stringify({ ticket }))).status;
      };
      const ticketAt = async (address: string) => {
        const served = await call("GET", "/api/advertisements/approved?placement=homepage_banner", {
          "X-Forwarded-For": address,
          "User-Agent": BROWSER,
        });
        return (JSON.parse(served.text) as ApprovedAdsResponse).ticket;
      };

      // The attacker: one address, a fresh ticket, 1,000 browsers, each sending 5 impressions and 5 clicks.
      const attacker = "192.0.2.66";
      const attackerTicket = await ticketAt(attacker);
      const attack = await runCalls(10_000, 25, (index) =>
        countingCall(
          index % 2 === 0 ? "impression" : "click",
          attacker,
          `Mozilla/5.0 (Windows NT 10.0) Firefox/${index % 1_000}.0`,
          attackerTicket,
        ),
      );
      expect(tally(attack)).toEqual({
        204: AD_CALL_LIMITS.impression + AD_CALL_LIMITS.click,
        429: 10_000 - AD_CALL_LIMITS.impression - AD_CALL_LIMITS.click,
      });
      const attackImpressions = await countOf(testApp, ad.id, "impression");
      expect(attackImpressions + (await countOf(testApp, ad.id, "click"))).toBeLessThanOrEqual(3);

      // Real visitors: 500 addresses, one browser each, each served the ads and seeing the banner once.
      const visitors = await runCalls(500, 25, async (index) => {
        const address = `10.20.${Math.floor(index / 250)}.${index % 250}`;
        return countingCall("impression", address, BROWSER, await ticketAt(address));
      });
      expect(tally(visitors)).toEqual({ 204: 500 });
      expect((await countOf(testApp, ad.id, "impression")) - attackImpressions).toBe(500);
    } finally {
      await close();
    }
  }, 120_000);

  it("answers 429 with a clear message and Retry-After past the limit, and lets the address in again next minute", async () => {
    const testApp = await createProxiedTestApp();
    const ad = await insertAd(testApp);
    const ticket = await ticketFor(testApp, "192.0.2.10");
    for (let index = 0; index < AD_CALL_LIMITS.click; index++) {
      expect((await hit(testApp, ad.id, "click", { ticket, address: "192.0.2.10" })).status).toBe(204);
    }
    const refused = await hit(testApp, ad.id, "click", { ticket, address: "192.0.2.10" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(AD_CALLS_LIMITED);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Clicks and impressions are limited apart; another address is not limited at all.
    expect((await hit(testApp, ad.id, "impression", { ticket, address: "192.0.2.10" })).status).toBe(204);
    expect((await hit(testApp, ad.id, "click", { ticket: await ticketFor(testApp, "192.0.2.11"), address: "192.0.2.11" })).status).toBe(
      204,
    );
    testApp.clock.advance(60_000);
    expect((await hit(testApp, ad.id, "click", { ticket, address: "192.0.2.10" })).status).toBe(204);
  });
});

describe("the counting ticket", () => {
  it("counts only with a ticket served to the same address in the last two hours", async () => {
    const testApp = await createProxiedTestApp();
    const ad = await insertAd(testApp);
    const address = "198.51.100.20";
    const ticket = await ticketFor(testApp, address);
    const [issuedAt, mac] = ticket.split(".");
    const tampered = `${issuedAt}.${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`;
    const later = `${(parseInt(issuedAt!, 36) + 60).toString(36)}.${mac}`;
    for (const wrong of [undefined, "", "not-a-ticket", tampered, later, await ticketFor(testApp, "198.51.100.21")]) {
      expect((await hit(testApp, ad.id, "impression", { ticket: wrong, address })).status).toBe(204);
    }
    expect((await postRaw(testApp, ad.id, { ticket: 42 }, address)).status).toBe(204);
    expect(await testApp.db.select().from(adEvents)).toEqual([]);

    testApp.clock.advance(AD_TICKET_LIFETIME_MS + 1_000);
    await hit(testApp, ad.id, "impression", { ticket, address });
    expect(await countOf(testApp, ad.id, "impression")).toBe(0);
    await hit(testApp, ad.id, "impression", { ticket: await ticketFor(testApp, address), address });
    expect(await countOf(testApp, ad.id, "impression")).toBe(1);
  });

  it("is one per IPv6 /64: a visitor rotating through its own /64 stays one visitor", async () => {
    const testApp = await createProxiedTestApp();
    const ad = await insertAd(testApp);
    const ticket = await ticketFor(testApp, "2001:db8:1:2::1");
    for (let host = 1; host <= 20; host++)
      await hit(testApp, ad.id, "impression", { ticket, address: `2001:db8:1:2::${host.toString(16)}` });
    expect(await countOf(testApp, ad.id, "impression")).toBe(1);
  });
});

/** A call whose body is not what the client sends (a number for the ticket). */
const postRaw = (testApp: TestApp, id: number, body: object, address: string) =>
  testApp
    .request()
    .post(`/api/advertisements/${id}/impression`)
    .set("Content-Type", "application/json")
    .set("User-Agent", BROWSER)
    .set("X-Forwarded-For", address)
    .send(body);
