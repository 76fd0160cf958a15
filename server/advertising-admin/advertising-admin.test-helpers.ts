import supertest from "supertest";
import { advertisements, adEvents, type Advertisement } from "../../shared/schema/ads";
import { payments } from "../../shared/schema/billing";
import { createOrPromoteAdmin } from "../auth/admin-account.service";
import { post, type TestApp } from "../test/test-app";

let sequence = 0;

/** An advertisement stored as the submission leaves it (pending, unpaid), created at the test clock's now. */
export const insertAd = async (testApp: TestApp, overrides: Partial<typeof advertisements.$inferInsert> = {}): Promise<Advertisement> => {
  sequence++;
  const [ad] = await testApp.db
    .insert(advertisements)
    .values({
      companyName: `Company ${sequence}`,
      title: `Learn faster ${sequence}`,
      description: "An English course for busy professionals, online.",
      linkUrl: "https://advertiser.example/landing",
      placementArea: "homepage_banner",
      advertiserEmail: `ads${sequence}@advertiser.example`,
      advertiserPhone: "+27 21 555 0100",
      contactName: "Lerato Mokoena",
      price: 29_900,
      duration: 30,
      campaignToken: `token-${sequence}-${Math.random().toString(36).slice(2)}`,
      createdAt: testApp.clock.now(),
      ...overrides,
    })
    .returning();
  return ad!;
};

/** An ad the advertiser has paid for (ad paymentStatus paid and its payment row paid at `paidAt`). */
export const insertPaidAd = async (
  testApp: TestApp,
  overrides: Partial<typeof advertisements.$inferInsert> = {},
  paidAt: Date = testApp.clock.now(),
) => {
  const ad = await insertAd(testApp, { paymentStatus: "paid", ...overrides });
  const checkoutId = `ch_ad_${ad.id}`;
  const [payment] = await testApp.db
    .insert(payments)
    .values({
      kind: "advertisement",
      advertisementId: ad.id,
      amount: ad.price,
      status: "paid",
      checkoutId,
      providerPaymentId: `p_ad_${ad.id}`,
      idempotencyKey: `ad-checkout-${ad.id}`,
      paidAt,
    })
    .returning();
  return { ad, payment: payment! };
};

/** `count` events of one kind for an ad, each from its own visitor, at `at`. */
export const insertEvents = async (testApp: TestApp, advertisementId: number, kind: "impression" | "click", count: number, at: Date) => {
  if (count === 0) return;
  await testApp.db.insert(adEvents).values(
    Array.from({ length: count }, (_, index) => ({
      advertisementId,
      kind,
      visitorKey: `visitor-${kind}-${index}-${Math.random()}`,
      windowStart: at,
      occurredAt: at,
    })),
  );
};

/** A second signed-in admin (signInAdmin makes "principal"). */
export const signInOtherAdmin = async (testApp: TestApp, username = "deputy") => {
  await createOrPromoteAdmin({ db: testApp.db, username, password: "another-long-password" });
  const agent = supertest.agent(testApp.app);
  const response = await post(agent, "/api/login", { username, password: "another-long-password" });
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status} ${response.text}`);
  return agent;
};

export const patch = (agent: supertest.Agent | ReturnType<typeof supertest>, path: string) =>
  agent.patch(path).set("Content-Type", "application/json").send({});

export const DAY_MS = 86_400_000;
