import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POSTER_URL_NEEDED, VIDEO_URL_NEEDED, type SubmittedAdvertisement } from "../../shared/api/advertising";
import { advertisements } from "../../shared/schema/ads";
import { mailOutbox } from "../../shared/schema/operations";
import { createTestApp, post } from "../test/test-app";
import { AD_SUBMISSION } from "./advertising.test-helpers";
import { ALL_RECIPIENTS_PER_HOUR, PER_RECIPIENT_PER_DAY } from "./submission-mail-limits";

const validAd = { ...AD_SUBMISSION, imageUrl: "https://cdn.linguabooks.example/banner.png", phone: "+27 21 555 0101" };

const videoMedia = { videoUrl: "https://cdn.linguabooks.example/ad.mp4", posterUrl: "https://cdn.linguabooks.example/poster.jpg" };

const submit = async (body: object) => {
  const testApp = await createTestApp();
  const response = await post(testApp.request(), "/api/advertisements", body);
  return { testApp, response };
};

describe("POST /api/advertisements", () => {
  it("stores the ad pending and unpaid, priced by the server, and mails the advertiser the campaign link", async () => {
    const { testApp, response } = await submit({
      ...validAd,
      status: "approved",
      paymentStatus: "paid",
      price: 1,
      impressions: 999,
      clicks: 5,
    });
    expect(response.status).toBe(201);
    const body = response.body as SubmittedAdvertisement;
    expect(body).toEqual({
      id: body.id,
      campaignToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      price: 29_900,
      duration: 30,
      placementArea: "homepage_banner",
      status: "pending",
      paymentStatus: "unpaid",
      isConfirmationMailed: true,
    });
    const [stored] = await testApp.db.select().from(advertisements).where(eq(advertisements.id, body.id));
    // The submitter's browser gets the token (it opens the checkout); nobody else is ever told it.
    expect(body.campaignToken).toBe(stored!.campaignToken);
    expect(stored).toMatchObject({
      status: "pending",
      paymentStatus: "unpaid",
      price: 29_900,
      impressions: 0,
      clicks: 0,
      advertiserEmail: "ads@linguabooks.example",
      advertiserPhone: "+27 21 555 0101",
      contactName: "Thandi Mokoena",
      videoUrl: null,
      startDate: null,
    });
    expect(stored!.campaignToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const mails = await testApp.db.select().from(mailOutbox);
    const toAdvertiser = mails.find((mail) => mail.toAddress === "ads@linguabooks.example");
    expect(toAdvertiser!.textBody).toContain(`http://college.test/advertising/campaigns/${stored!.campaignToken}`);
    expect(toAdvertiser!.textBody).toContain("R299.00");
    const toInbox = mails.find((mail) => mail.toAddress === testApp.config.schoolInboxEmail && mail.subject.includes("Lingua Books"));
    expect(toInbox?.textBody).toContain("Review it in the admin area, Advertising (/admin/advertising).");
  });

  it.each([
    ["homepage_banner", 45, 44_850],
    ["footer", 7, 1_143],
    ["video_popup_60s", 365, 972_117],
  ])("prices %s for %i days at %i cents (price x days / 30)", async (placementArea, duration, price) => {
    const { response } = await submit({ ...validAd, ...videoMedia, placementArea, duration });
    expect(response.status).toBe(201);
    expect(response.body.price).toBe(price);
  });

  it.each([
    [{ title: "Hi" }, "Title must be at least 5 characters"],
    [{ title: "x".repeat(101) }, "Title must be less than 100 characters"],
    [{ description: "Too short" }, "Description must be at least 20 characters"],
    [{ description: "y".repeat(501) }, "Description must be less than 500 characters"],
    [{ companyName: "A" }, "Company name must be at least 2 characters"],
    [{ title: "Best CASINO bonuses" }, "Title contains inappropriate content"],
    [{ description: "Cheap cigarettes delivered to your door today" }, "Description contains inappropriate content"],
    [{ companyName: "Vodka House" }, "Company name contains inappropriate content"],
    [{ linkUrl: "http://linguabooks.example" }, "Please enter a valid website URL"],
    [{ linkUrl: "javascript:alert(1)" }, "Please enter a valid website URL"],
    [{ imageUrl: "http://cdn.example/x.png" }, "Please enter a valid image URL"],
    [{ videoUrl: "ftp://cdn.example/x.mp4" }, "Please enter a valid video URL"],
    [{ placementArea: "popup" }, "Please select a placement area"],
    [{ contactEmail: "not-an-email" }, "Please enter a valid email address"],
    [{ phone: "12345" }, "Please enter a valid phone number"],
    [{ duration: 6 }, "Minimum duration is 7 days"],
    [{ duration: 366 }, "Maximum duration is 365 days"],
  ])("refuses %j with '%s' and stores nothing", async (change, message) => {
    const { testApp, response } = await submit({ ...validAd, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await testApp.db.select().from(advertisements)).toEqual([]);
  });

  it.each([
    [{}, "videoUrl", VIDEO_URL_NEEDED],
    [{ videoUrl: videoMedia.videoUrl }, "posterUrl", POSTER_URL_NEEDED],
    [{ videoUrl: "https://www.youtube.com/watch?v=abc123", posterUrl: videoMedia.posterUrl }, "videoUrl", VIDEO_URL_NEEDED],
    [{ videoUrl: videoMedia.videoUrl, posterUrl: "https://cdn.linguabooks.example/ad.mp4" }, "posterUrl", POSTER_URL_NEEDED],
    [{ videoUrl: "http://cdn.linguabooks.example/ad.mp4", posterUrl: videoMedia.posterUrl }, "videoUrl", "Please enter a valid video URL"],
  ])("refuses a video placement with %j: 400 naming %s, nothing stored", async (media, field, message) => {
    const { testApp, response } = await submit({ ...validAd, placementArea: "video_popup_30s", ...media });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toContain(message);
    expect(await testApp.db.select().from(advertisements)).toEqual([]);
  });

  it("stores a video ad's video file and poster image (query strings allowed), and drops them from a banner", async () => {
    const testApp = await createTestApp();
    const video = await post(testApp.request(), "/api/advertisements", {
      ...validAd,
      placementArea: "video_interstitial",
      videoUrl: "https://cdn.linguabooks.example/clips/ad.WEBM?v=2",
      posterUrl: videoMedia.posterUrl,
    });
    expect(video.status).toBe(201);
    const banner = await post(testApp.request(), "/api/advertisements", { ...validAd, ...videoMedia });
    expect(banner.status).toBe(201);
    const rows = await testApp.db.select().from(advertisements);
    expect(rows.find((ad) => ad.id === video.body.id)).toMatchObject({
      videoUrl: "https://cdn.linguabooks.example/clips/ad.WEBM?v=2",
      posterUrl: videoMedia.posterUrl,
    });
    expect(rows.find((ad) => ad.id === banner.body.id)).toMatchObject({ videoUrl: null, posterUrl: null });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const { testApp, response } = await submit({ ...validAd, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await testApp.db.select().from(advertisements)).toEqual([]);
    expect(await testApp.db.select().from(mailOutbox)).toEqual([]);
  });

  it("mails the advertiser fixed words only: nothing typed in the form reaches the subject, greeting or text", async () => {
    const { testApp, response } = await submit({
      ...validAd,
      contactEmail: "victim@example.org",
      contactName: "Your account is locked. Call +27 82 000 0000",
      title: "Urgent: verify your bank details now",
      companyName: "Bank Security Team",
    });
    expect(response.status).toBe(201);
    const [mail] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "victim@example.org"));
    expect(mail!.subject).toBe("We received your advertisement application");
    expect(mail!.textBody.startsWith("Hello,\n")).toBe(true);
    for (const typed of ["account is locked", "+27 82", "verify your bank", "Bank Security"]) {
      expect(mail!.subject).not.toContain(typed);
      expect(mail!.textBody).not.toContain(typed);
    }
  });

  it("stores a fourth application naming one advertiser address: only its confirmation mail is skipped, and the answer says so", async () => {
    const testApp = await createTestApp({ config: { trustProxy: true } });
    const from = (index: number) => post(testApp.request(), "/api/advertisements", validAd).set("X-Forwarded-For", `198.51.100.${index}`);
    for (let index = 0; index < PER_RECIPIENT_PER_DAY; index++) expect((await from(index)).body.isConfirmationMailed).toBe(true);
    const fourth = await from(50);
    expect(fourth.status).toBe(201);
    const body = fourth.body as SubmittedAdvertisement;
    expect(body).toMatchObject({ status: "pending", paymentStatus: "unpaid", isConfirmationMailed: false });
    const [stored] = await testApp.db.select().from(advertisements).where(eq(advertisements.id, body.id));
    expect(stored!.campaignToken).toBe(body.campaignToken);
    expect(await testApp.db.select().from(advertisements)).toHaveLength(4);
    // Three confirmations reached the address, not four; the school still hears of every application.
    expect(await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, validAd.contactEmail))).toHaveLength(3);
    const notices = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, testApp.config.schoolInboxEmail));
    expect(notices).toHaveLength(4);
    expect(notices.at(-1)!.textBody).toContain("No confirmation was mailed to the advertiser");
    // Another recipient is not affected, and the next day the first one is mailed again.
    const other = await post(testApp.request(), "/api/advertisements", { ...validAd, contactEmail: "other@example.org" });
    expect(other.body.isConfirmationMailed).toBe(true);
    testApp.clock.advance(86_400_001);
    expect((await from(51)).body.isConfirmationMailed).toBe(true);
  });

  it("still stores an honest application with 201 after ten addresses sent ten each (the site-wide mail cap only skips mail)", async () => {
    const testApp = await createTestApp({ config: { trustProxy: true } });
    for (let address = 1; address <= 10; address++)
      for (let index = 1; index <= 10; index++) {
        const flood = await post(testApp.request(), "/api/advertisements", {
          ...validAd,
          placementArea: "explore",
          contactEmail: `flood${address}-${index}@example.test`,
        }).set("X-Forwarded-For", `198.51.100.${address}`);
        expect(flood.status).toBe(201);
      }
    expect(ALL_RECIPIENTS_PER_HOUR).toBe(100);

    const honest = await post(testApp.request(), "/api/advertisements", { ...validAd, contactEmail: "owner@honest-books.example" }).set(
      "X-Forwarded-For",
      "192.0.2.77",
    );
    expect(honest.status).toBe(201);
    const body = honest.body as SubmittedAdvertisement;
    expect(body.isConfirmationMailed).toBe(false);
    const [stored] = await testApp.db.select().from(advertisements).where(eq(advertisements.id, body.id));
    expect(stored).toMatchObject({ advertiserEmail: "owner@honest-books.example", status: "pending", campaignToken: body.campaignToken });
    expect(await testApp.db.select().from(advertisements)).toHaveLength(101);
    // No mail past the hour's cap, to the advertiser or the school's inbox.
    expect(await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "owner@honest-books.example"))).toEqual([]);
    expect(await testApp.db.select().from(mailOutbox)).toHaveLength(2 * ALL_RECIPIENTS_PER_HOUR);
    // The next hour, mail goes out again.
    testApp.clock.advance(60 * 60_000 + 1);
    const later = await post(testApp.request(), "/api/advertisements", { ...validAd, contactEmail: "owner@honest-books.example" }).set(
      "X-Forwarded-For",
      "192.0.2.77",
    );
    expect(later.body.isConfirmationMailed).toBe(true);
  });

  it("limits submissions per address (10 an hour)", async () => {
    const testApp = await createTestApp();
    for (let index = 0; index < 10; index++)
      expect(
        (await post(testApp.request(), "/api/advertisements", { ...validAd, contactEmail: `ads${index}@linguabooks.example` })).status,
      ).toBe(201);
    expect((await post(testApp.request(), "/api/advertisements", validAd)).status).toBe(429);
    expect(await testApp.db.select().from(advertisements)).toHaveLength(10);
  });
});
