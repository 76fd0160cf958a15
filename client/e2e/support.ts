import { expect, type Page } from "@playwright/test";

/** Created at start by the e2e web server (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: "e2e-principal", password: "e2e-admin-password-long" };
/** The school's details the e2e apps are started with (playwright.config.ts): distinctive, so a page that prints them is seen to. */
export const E2E_SCHOOL = {
  postalAddress: "7 Protea Lane, Stellenbosch 7600, South Africa",
  contactEmail: "desk@protea-e2e.test",
  phone: "+27 21 808 4242",
  registrationNumber: "2021/424242/07",
  supportHours: "Mon-Thu 07:30-15:30; Fri 07:30-12:00",
  supportTimeZone: "Africa/Johannesburg",
};

let counter = 0;
/** A username unique across workers and retries. */
export const uniqueUsername = (prefix = "student") => `${prefix}${Date.now().toString(36)}${process.pid % 1000}${counter++}`;

export const registerStudent = async (page: Page, options: { firstName?: string; redirect?: string } = {}) => {
  const username = uniqueUsername();
  const password = "sunflower-e2e-42";
  await page.goto(options.redirect ? `/register?redirect=${encodeURIComponent(options.redirect)}` : "/register");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("First name").fill(options.firstName ?? "Lerato");
  await page.getByLabel("Last name").fill("Dlamini");
  await page.getByLabel(/terms/i).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  return { username, password };
};

export const signIn = async (page: Page, username: string, password: string) => {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
};

export const header = (page: Page) => page.getByRole("banner");

export const expectSignedOutHeader = async (page: Page) => {
  await expect(header(page).getByRole("link", { name: "Sign In" }).first()).toBeVisible();
};
