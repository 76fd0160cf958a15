import { expect, test } from "@playwright/test";
import { findStored } from "./stored-rows";
import { uniqueUsername } from "./support";

test("contact: the form validates, sends, shows 'Message Sent' and the message is stored", async ({ page }) => {
  const email = `${uniqueUsername("contact")}@example.com`;
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();

  await page.getByLabel("Your name").fill("Amara Okafor");
  await page.getByLabel("Email address").first().fill(email);
  await page.getByLabel("Subject").selectOption("Course Information");
  await page.getByLabel("Message").fill("Which course suits a B1 learner preparing for IELTS?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent").first()).toBeVisible();
  await expect.poll(() => findStored("contacts", "email", email)).toBe(1);
});

test("feedback: the live counter, the spec's messages, 'Feedback Submitted' and the stored row", async ({ page }) => {
  const email = `${uniqueUsername("feedback")}@example.com`;
  await page.goto("/feedback");
  await page.getByRole("textbox", { name: "Your feedback" }).fill("Great");
  await expect(page.getByText("5/500")).toBeVisible();
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please select a category")).toBeVisible();

  await page.getByLabel("Your name").fill("Kenji Sato");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Category").selectOption({ label: "Website Issue" });
  await page.getByRole("textbox", { name: "Your feedback" }).fill("The pricing page could explain the yearly kids plans better.");
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByText("Feedback Submitted").first()).toBeVisible();
  await expect.poll(() => findStored("feedback", "email", email)).toBe(1);
});

test("newsletter: Notify Me puts the address on the launch list once", async ({ page }) => {
  const email = `${uniqueUsername("notify")}@example.com`;
  await page.goto("/newsletter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Newsletter");
  await expect(
    page.getByText("Our newsletter is not running yet. Leave your email and we will write once, when the first issue goes out."),
  ).toBeVisible();

  await page.getByPlaceholder("Enter your email").fill("no-at-sign");
  await page.getByRole("button", { name: "Notify Me" }).click();
  await expect(page.getByText("Invalid email").first()).toBeVisible();

  await page.getByPlaceholder("Enter your email").fill(email);
  await page.getByRole("button", { name: "Notify Me" }).click();
  await expect(page.getByRole("button", { name: "Subscribed!" })).toBeDisabled();
  await expect(page.getByPlaceholder("Enter your email")).toHaveValue("");
  await expect(page.getByText("Thank you!").first()).toBeVisible();
  await expect.poll(() => findStored("pre_registrations", "email", email)).toBe(1);
});

test("queries: the coming-soon page and its share dialog", async ({ page }) => {
  await page.goto("/queries");
  await expect(page.getByText("Have questions? Our dedicated queries section is coming soon!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Write to us on the contact page" })).toBeVisible();
  await page.getByRole("button", { name: "Share Coming Soon" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Choose Template" })).toHaveAttribute("aria-selected", "true");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("tab", { name: "Share" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("button", { name: "Copy Link" })).toBeVisible();
});
