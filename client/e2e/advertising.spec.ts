import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signIn, uniqueUsername } from "./support";

test("an advertiser buys a homepage banner through the sandbox, an admin approves it, and a visitor sees and clicks it", async ({
  browser,
  page,
}) => {
  const title = `Graded readers ${uniqueUsername("ad")}`;
  await page.goto("/advertising");
  await expect(page.getByRole("heading", { name: "Premium video ads" })).toBeVisible();
  const form = page.getByRole("form", { name: "Advertisement submission" });
  await expect(form.getByRole("button", { name: "Submit and pay" })).toBeDisabled();
  await form.getByLabel("Company name").fill("Lingua Books");
  await form.getByLabel("Ad title").fill(title);
  await form.getByLabel("Description").fill("Short novels written for English learners, from A1 to C1, with audio.");
  await form.getByLabel("Website URL").fill("https://linguabooks.example/readers");
  await form.getByLabel("Placement").selectOption("homepage_banner");
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
  // Signed in once the app has moved on: a navigation before that would abort the sign-in.
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto("/admin/advertising");
  await admin.getByRole("button", { name: `Approve ${title}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Advertisement Approved").first()).toBeVisible();
  await adminContext.close();

  const visitorContext = await browser.newContext();
  // The advertiser's site is outside this closed network: answer it here so the new tab has somewhere to land.
  await visitorContext.route("https://linguabooks.example/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Lingua Books</h1>" }),
  );
  const visitor = await visitorContext.newPage();
  // Another run's banner may be drawn instead: the slot picks one running ad at random per page view.
  const banner = visitor.getByRole("link", { name: new RegExp(title) });
  for (let attempt = 0; attempt < 8; attempt++) {
    await visitor.goto("/");
    await expect(visitor.getByRole("complementary", { name: "Sponsored" }).first()).toBeVisible();
    if (await banner.isVisible()) break;
  }
  await banner.scrollIntoViewIfNeeded();
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
