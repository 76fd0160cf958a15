import { expect, test } from "@playwright/test";
import { POSTER_URL_NEEDED, VIDEO_URL_NEEDED } from "../../shared/api/advertising";
import { E2E_ADMIN, signIn, uniqueUsername } from "./support";

// A 1 x 1 PNG: the poster the advertiser's host serves (the closed network has no real advertiser).
const POSTER_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("an advertiser buys a video pop-up with a video file and a poster, an admin reviews both, and a visitor sees the poster, never a black box", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Speak with confidence ${uniqueUsername("video")}`;
  await page.goto("/advertising");
  const form = page.getByRole("form", { name: "Advertisement submission" });
  await form.getByLabel("Company name").fill("Lingua Tours");
  await form.getByLabel("Ad title").fill(title);
  await form.getByLabel("Description").fill("Two-week English immersion tours in Cape Town, with classes every morning.");
  await form.getByLabel("Website URL").fill("https://linguatours.example/tours");
  await form.getByLabel("Placement").selectOption("video_popup_30s");
  await form.getByLabel("Your name").fill("Sipho Ndlovu");
  await form.getByLabel("Email address").fill("ads@linguatours.example");

  // A video page (not a file) and no poster: the form says what a video placement needs.
  await form.getByLabel("Video file URL").fill("https://www.youtube.com/watch?v=abc123");
  await form.getByRole("button", { name: "Submit and pay" }).click();
  await expect(form.getByText(VIDEO_URL_NEEDED)).toBeVisible();
  await expect(form.getByText(POSTER_URL_NEEDED)).toBeVisible();
  await expect(page).toHaveURL(/\/advertising/);

  await form.getByLabel("Video file URL").fill("https://media.linguatours.example/tour.mp4");
  await form.getByLabel("Poster image URL").fill("https://media.linguatours.example/tour-poster.png");
  await form.getByRole("button", { name: "Submit and pay" }).click();
  await expect(page).toHaveURL(/\/__yoco-sandbox\/checkout\/ch_/);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText("Payment received. Thank you!")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Pending review")).toBeVisible();

  // The admin plays what visitors will see before approving it.
  const adminContext = await browser.newContext();
  await adminContext.route("https://media.linguatours.example/**", (route) =>
    route.request().url().endsWith(".png") ? route.fulfill({ contentType: "image/png", body: POSTER_PNG }) : route.fulfill({ status: 404 }),
  );
  const admin = await adminContext.newPage();
  await admin.goto("/login");
  await signIn(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto("/admin?tab=advertising");
  await admin.getByRole("button", { name: `Show media of ${title}` }).click();
  const reviewVideo = admin.getByLabel(`Video of ${title}`);
  await expect(reviewVideo).toHaveAttribute("src", "https://media.linguatours.example/tour.mp4");
  await expect(reviewVideo).toHaveAttribute("poster", "https://media.linguatours.example/tour-poster.png");
  await admin.getByRole("button", { name: `Approve ${title}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Advertisement Approved").first()).toBeVisible();
  await adminContext.close();

  // A visitor on the home page: the pop-up opens with the poster in place (the video file itself is missing here).
  const visitorContext = await browser.newContext();
  const posterRequests: string[] = [];
  await visitorContext.route("https://media.linguatours.example/**", (route) => {
    if (route.request().url().endsWith(".png")) {
      posterRequests.push(route.request().url());
      return route.fulfill({ contentType: "image/png", body: POSTER_PNG });
    }
    return route.fulfill({ status: 404 });
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  const popup = visitor.getByRole("dialog", { name: title });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(popup.getByText("Sponsored · Lingua Tours")).toBeVisible();
  const video = popup.locator("video");
  await expect(video).toHaveAttribute("poster", "https://media.linguatours.example/tour-poster.png");
  await expect.poll(() => posterRequests.length).toBeGreaterThan(0);
  // Asked to play a file that is not there, the pop-up shows the poster and where Learn More leads instead.
  await popup.getByRole("button", { name: "Play video" }).click();
  await expect(popup.getByRole("img", { name: `Lingua Tours: ${title}` })).toBeVisible();
  await expect(popup.getByText("The video cannot play here. Learn More opens linguatours.example.")).toBeVisible();
  await visitorContext.close();
});
