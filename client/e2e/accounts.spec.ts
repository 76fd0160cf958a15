import { expect, test } from "@playwright/test";
import { E2E_ADMIN, header, registerStudent, signIn } from "./support";

test("a new student registers, sees the greeting, signs out and signs in again through a redirect", async ({ page }) => {
  const { username, password } = await registerStudent(page, { firstName: "Lerato" });
  await expect(page).toHaveURL(/\/dashboard$/);
  // Seconds after registering: a welcome, not a "welcome back".
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Lerato!");
  await expect(header(page).getByRole("link", { name: "My Dashboard" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Admin" })).toHaveCount(0);

  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Lerato!");

  // The session survives a reload: it lives in the database, not in the page.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Lerato!");
});

test("a wrong password shows the 'Login Failed' toast with the server's message", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "nobody-here", "wrong-password");
  await expect(page.getByText("Login Failed").first()).toBeVisible();
  await expect(page.getByText("Invalid username or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the register form shows the spec's messages and sends nothing while invalid", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Password").fill("kx7-pq2");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
  // No country is chosen for the visitor; South Africa is among all of them (decision 0068).
  await expect(page.getByLabel("Country")).toHaveValue("");
  await expect(page.getByLabel("Country").locator("option", { hasText: "South Africa" })).toHaveAttribute("value", "ZA");
  await expect(page.getByLabel(/level/i)).toHaveValue("Not Sure (Take Assessment)");
});

test("an admin who signs in lands in the admin area, not on the learner dashboard; a return path still wins", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  // The startup admin has no made-up first name ("Welcome, Site!"): it is greeted by its username.
  await expect(page.getByText(`Welcome back, ${E2E_ADMIN.username}!`, { exact: true })).toBeVisible();

  // The learner side is one link away, and its header offers the way back.
  await page.goto("/courses");
  await expect(header(page).getByRole("link", { name: "Admin" })).toBeVisible();
  await header(page).getByRole("button", { name: "Sign Out" }).click();
  await expect(header(page).getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.goto("/login?redirect=/courses");
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/courses$/);
});

test("a student who opens /admin sees 'Access Denied'", async ({ page }) => {
  await registerStudent(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
});
