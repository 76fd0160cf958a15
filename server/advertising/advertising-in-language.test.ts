import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { AD_SUBMISSION } from "./advertising.test-helpers";

// The advertising form shows the API's messages as they come: in the language the browser asks for
// (it sends the interface language as Accept-Language), in English without one.

describe("advertising answers in the request's language", () => {
  it("answers an invalid submission with each field's message in German", async () => {
    const { request } = await createTestApp();
    const body = { ...AD_SUBMISSION, title: "Hi", linkUrl: "http://insecure.example", placementArea: "video_popup_30s" };
    const german = await request()
      .post("/api/advertisements")
      .set("Content-Type", "application/json")
      .set("X-Requested-With", "fetch")
      .set("Accept-Language", "de-DE,de;q=0.9")
      .send(body);
    expect(german.status).toBe(400);
    expect(german.body.errors).toMatchObject({
      title: ["Der Titel muss mindestens 5 Zeichen lang sein"],
      linkUrl: ["Bitte geben Sie eine gültige Website-URL ein"],
      videoUrl: ["Bitte geben Sie die Adresse Ihrer Videodatei ein (.mp4, .webm oder .ogg)"],
      posterUrl: ["Bitte geben Sie die Adresse eines Vorschaubilds ein (.jpg, .png oder .webp): Es erscheint, bevor das Video läuft"],
    });
    expect(JSON.stringify(german.body)).not.toMatch(/must be|Please enter/);

    const english = await request()
      .post("/api/advertisements")
      .set("Content-Type", "application/json")
      .set("X-Requested-With", "fetch")
      .send(body);
    expect(english.body.errors).toMatchObject({
      title: ["Title must be at least 5 characters"],
      linkUrl: ["Please enter a valid website URL"],
    });
  });

  it("answers an unknown campaign and a payment without its link in Japanese", async () => {
    const { request } = await createTestApp();
    const campaign = await request().get("/api/advertising/campaigns/no-such-campaign-token-0000").set("Accept-Language", "ja");
    expect(campaign.status).toBe(404);
    expect(campaign.body.message).toBe("キャンペーンが見つかりません");
    const payment = await request()
      .post("/api/create-yoco-payment")
      .set("Content-Type", "application/json")
      .set("X-Requested-With", "fetch")
      .set("Accept-Language", "ja")
      .send({ advertisementId: 1 });
    expect(payment.status).toBe(400);
    expect(payment.body.message).toBe("お支払いは、あなた専用のキャンペーンリンクから開いてください");
  });
});
