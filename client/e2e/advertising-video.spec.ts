import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signIn, uniqueUsername } from "./support";

// A 1 x 1 PNG: the advertiser's poster, answered here because their host is outside this closed network.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test("an advertiser buys a video pop-up with a video file and a poster; the admin plays it; a visitor never sees a black box", async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const title = `Study trips ${uniqueUsername("video")}`;
  await page.goto("/advertising");
  const form = page.getByRole("form", { name: "Advertisement submission" });
  await form.getByLabel("Company name").fill("Lingua Tours");
  await form.getByLabel("Ad title").fill(title);
  await form.getByLabel("Description").fill("Weekend study trips for English learners, with a teacher on board.");
  await form.getByLabel("Website URL").fill("https://linguabooks.example/tours");
  await form.getByLabel("Placement").selectOption("video_popup_30s");
  await form.getByLabel("Your name").fill("Thandi Mokoena");
  await form.getByLabel("Email address").fill("ads@linguabooks.example");

  // A video page is not a video file, and a video needs its poster.
  await form.getByLabel("Video file URL").fill("https://www.youtube.com/watch?v=abc123");
  await form.getByRole("button", { name: "Submit and pay" }).click();
  await expect(form.getByText("Please enter the address of your video file (.mp4, .webm or .ogg)")).toBeVisible();
  await expect(
    form.getByText("Please enter the address of a poster image (.jpg, .png or .webp): it shows before the video plays"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/advertising$/);

  await form.getByLabel("Video file URL").fill("https://linguabooks.example/tours.mp4");
  await form.getByLabel("Poster image URL").fill("https://linguabooks.example/poster.png");
  await form.getByRole("button", { name: "Submit and pay" }).click();
  await expect(page).toHaveURL(/\/__yoco-sandbox\/checkout\/ch_/);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText("Payment received. Thank you!")).toBeVisible({ timeout: 15_000 });

  const adminContext = await browser.newContext();
  await adminContext.route("https://linguabooks.example/**", (route) =>
    route.request().url().endsWith(".png") ? route.fulfill({ contentType: "image/png", body: PNG }) : route.fulfill({ status: 404 }),
  );
  const admin = await adminContext.newPage();
  await admin.goto("/login");
  await signIn(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  // Admins land in the admin area.
  await expect(admin).toHaveURL(/\/admin\/overview$/);
  await admin.goto("/admin/advertising");
  await expect(admin.getByText("Video and poster from linguabooks.example").first()).toBeVisible();
  await admin.getByRole("button", { name: `Show media of ${title}` }).click();
  await expect(admin.getByLabel(`Video of ${title}`)).toHaveAttribute("poster", "https://linguabooks.example/poster.png");
  await expect(admin.getByRole("img", { name: `Poster of ${title}` })).toBeVisible();
  await admin.getByRole("button", { name: `Approve ${title}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText(/^It is live now, until /).first()).toBeVisible();

  // The visitor's browser cannot play the file (404 here): the pop-up shows the poster and where the link leads.
  const visitorContext = await browser.newContext();
  await visitorContext.route("https://linguabooks.example/**", (route) =>
    route.request().url().endsWith(".png") ? route.fulfill({ contentType: "image/png", body: PNG }) : route.fulfill({ status: 404 }),
  );
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  const popup = visitor.getByRole("dialog", { name: title });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(popup.locator("video")).toHaveAttribute("poster", "https://linguabooks.example/poster.png");
  await popup.getByRole("button", { name: "Play video" }).click();
  await expect(popup.getByRole("img", { name: `Lingua Tours: ${title}` })).toBeVisible();
  await expect(popup.getByText("The video cannot play here. Learn More opens linguabooks.example.")).toBeVisible();
  await expect(popup.locator("video")).toHaveCount(0);
  await visitorContext.close();

  // This spec runs on its own app (playwright.config.ts); the ad is paused too, so no later spec there meets the pop-up.
  const ads = (await (await admin.request.get("/api/advertisements")).json()) as { advertisements: { id: number; title: string }[] };
  const ad = ads.advertisements.find((candidate) => candidate.title === title)!;
  const paused = await admin.request.patch(`/api/advertisements/${ad.id}/pause`, { headers: { "X-Requested-With": "fetch" } });
  expect(paused.status()).toBe(200);
  await adminContext.close();
});
