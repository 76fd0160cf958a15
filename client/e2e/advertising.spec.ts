import { expect, test, type Route } from "@playwright/test";
import { englishLeftOn, submitAdvertisementThroughApi } from "./languages";
import { E2E_ADMIN, signIn, uniqueUsername } from "./support";

// The advertiser's 640 × 200 banner with its wording, answered here: their host is outside this closed network.
const BANNER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200" viewBox="0 0 640 200"><rect width="640" height="200" fill="#0f766e"/><text x="320" y="115" font-size="48" text-anchor="middle" fill="#fff">Lingua Tours · Homestays</text></svg>`;
const answerAdvertiserSite = (route: Route) =>
  route.request().url().endsWith("/banner.svg")
    ? route.fulfill({ contentType: "image/svg+xml", body: BANNER_SVG })
    : route.fulfill({ contentType: "text/html", body: "<h1>Lingua Books</h1>" });

test("an advertiser buys a homepage banner through the sandbox, an admin approves it, and a visitor sees and clicks it", async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const title = `Graded readers ${uniqueUsername("ad")}`;
  await page.goto("/advertising");
  await expect(page.getByRole("heading", { name: "Premium video ads" })).toBeVisible();
  // Each placement says where it appears and the size of its picture; the form previews the banner.
  await expect(page.getByRole("img", { name: "Sketch of the page, with the spot of the Homepage banner marked" })).toBeVisible();
  await expect(page.getByText("1200 × 300 pixels, ratio 4:1").first()).toBeVisible();
  const form = page.getByRole("form", { name: "Advertisement submission" });
  await expect(form.getByRole("button", { name: "Submit and pay" })).toBeDisabled();
  await form.getByLabel("Company name").fill("Lingua Books");
  await form.getByLabel("Ad title").fill(title);
  await form.getByLabel("Description").fill("Short novels written for English learners, from A1 to C1, with audio.");
  await form.getByLabel("Website URL").fill("https://linguabooks.example/readers");
  await form.getByLabel("Placement").selectOption("homepage_banner");
  await page.context().route("https://linguabooks.example/**", answerAdvertiserSite);
  await form.getByLabel("Image URL (optional)").fill("https://linguabooks.example/banner.svg");
  // The preview: their own picture, at the placement's 4:1, told how a 640 × 200 picture will show.
  const previewImage = form.getByTestId("banner-preview").getByRole("img", { name: title });
  await expect(previewImage).toHaveAttribute("src", "https://linguabooks.example/banner.svg");
  await expect(form.getByText(/^Your image is 640 × 200 pixels, narrower than 4:1: it is shown whole/)).toBeVisible();
  const previewBox = (await previewImage.boundingBox())!;
  expect(previewBox.width / previewBox.height).toBeCloseTo(4, 1);
  await form.getByLabel("Your name").fill("Thandi Mokoena");
  await form.getByLabel("Email address").fill("ads@linguabooks.example");
  await expect(form.getByText("R299.00", { exact: true }).last()).toBeVisible();
  await form.getByRole("button", { name: "Submit and pay" }).click();

  await expect(page).toHaveURL(/\/__yoco-sandbox\/checkout\/ch_/);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/advertising\/campaigns\/[A-Za-z0-9_-]+\?payment=success/);
  await expect(page.getByText("Payment received. Thank you!")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Pending review")).toBeVisible();
  const campaignUrl = page.url().replace(/\?.*$/, "");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto("/login");
  await signIn(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  // Signed in once the app has moved on (admins land in the admin area): a navigation before that would abort the sign-in.
  await expect(admin).toHaveURL(/\/admin\/overview$/);
  await admin.goto("/admin/advertising");
  await admin.getByRole("button", { name: `Approve ${title}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Advertisement Approved").first()).toBeVisible();
  await adminContext.close();

  const visitorContext = await browser.newContext();
  // The advertiser's site is outside this closed network: answer it here so the new tab has somewhere to land.
  await visitorContext.route("https://linguabooks.example/**", answerAdvertiserSite);
  const visitor = await visitorContext.newPage();
  // Another run's banner may be drawn instead: the slot picks one running ad at random per page view.
  const banner = visitor.getByRole("link", { name: new RegExp(title) });
  for (let attempt = 0; attempt < 8; attempt++) {
    await visitor.goto("/");
    await expect(visitor.getByRole("complementary", { name: "Sponsored" }).first()).toBeVisible();
    if (await banner.isVisible()) break;
  }
  await banner.scrollIntoViewIfNeeded();
  // The whole picture at the placement's 4:1, up to 1200 px wide: never a cropped thumbnail.
  const served = banner.getByRole("img", { name: title });
  const servedBox = (await served.boundingBox())!;
  expect(servedBox.width / servedBox.height).toBeCloseTo(4, 1);
  expect(servedBox.width).toBeGreaterThan(1000);
  expect(await served.evaluate((image) => getComputedStyle(image).objectFit)).toBe("contain");
  await visitor.waitForTimeout(1_500); // half of it in view for a second: the impression is counted
  const opened = visitorContext.waitForEvent("page");
  await banner.click();
  const advertiserSite = await opened;
  await advertiserSite.waitForLoadState();
  expect(advertiserSite.url()).toBe("https://linguabooks.example/readers");
  await visitorContext.close();

  await page.goto(campaignUrl);
  await expect(page.getByText("Running")).toBeVisible();
  await expect(page.getByText("1 / 1 / 100%")).toBeVisible({ timeout: 10_000 });
});

test("an advertiser reading the site in German buys in German: the page, the form's messages and the campaign page", async ({ page }) => {
  const token = await submitAdvertisementThroughApi(page);
  await page.goto("/advertising?lang=de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.getByRole("heading", { level: 1, name: "Bei uns werben" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Seitenspalte der Kursseite" })).toBeVisible();
  await expect(page.getByText("300 × 250 Pixel, Seitenverhältnis 6:5").first()).toBeVisible();
  const form = page.getByRole("form", { name: "Anzeige einreichen" });
  await form.getByLabel("Werbeplatz").selectOption("homepage_banner");
  await form.getByLabel("Titel der Anzeige").fill("Hi");
  await form.getByRole("button", { name: "Einreichen und bezahlen" }).click();
  await expect(form.getByText("Der Titel muss mindestens 5 Zeichen lang sein")).toBeVisible();
  await expect(form.getByText("Vorschau Ihres Banners")).toBeVisible();
  expect(await englishLeftOn(page, "de"), "English left on /advertising").toEqual([]);

  await page.goto(`/advertising/campaigns/${token}?payment=cancelled`);
  await expect(page.getByRole("heading", { level: 1, name: "Ihre Kampagne" })).toBeVisible();
  await expect(page.getByText("Wird geprüft")).toBeVisible();
  await expect(page.getByText("Die Zahlung wurde nicht abgeschlossen. Sie können bezahlen, sobald Sie so weit sind.")).toBeVisible();
  expect(await englishLeftOn(page, "de"), "English left on the campaign page").toEqual([]);
});
