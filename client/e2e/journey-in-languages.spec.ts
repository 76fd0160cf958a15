import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { INTL_TAG, LOCALE_NAMES, type Locale } from "../../shared/i18n/locales";
import { englishLeftOn, mailsTo, message } from "./languages";
import { uniqueUsername } from "./support";

// A learner whose English is still weak takes the whole student journey in their own language: register,
// the placement test, checkout, a lesson. On every screen no interface text is left in English (only the
// English being taught, marked lang="en"), axe finds nothing, and the mails come in the same language.
// Japanese arrives by the browser's Accept-Language; Spanish by a shared link with ?lang=es.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A message with `{placeholders}` as a pattern: the figures differ from run to run. */
const pattern = (locale: Locale, id: string) =>
  new RegExp(
    `^${message(locale, id)
      .split(/\{\w+\}/)
      .map(escape)
      .join(".+")}$`,
  );

const axeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};

/** No English interface text and no axe finding on the screen shown now. */
const expectScreenIn = async (page: Page, locale: Exclude<Locale, "en">, screen: string) => {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).toHaveAttribute("lang", INTL_TAG[locale]);
  expect(await englishLeftOn(page, locale), `English left on ${screen}`).toEqual([]);
  expect(await axeViolations(page), `axe on ${screen}`).toEqual([]);
};

async function studentJourney(page: Page, locale: Exclude<Locale, "en">) {
  const m = (id: string, values?: Record<string, string | number>) => message(locale, id, values);

  // Register with the form as it is shown in the language.
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m("auth.register.title"));
  await expectScreenIn(page, locale, "register");
  const username = uniqueUsername("lang");
  await page.getByLabel(m("auth.register.username"), { exact: true }).fill(username);
  await page.getByLabel(m("auth.register.password"), { exact: true }).fill("sunflower-e2e-42");
  await page.getByLabel(m("auth.register.email"), { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel(m("auth.register.firstName"), { exact: true }).fill("Aiko");
  await page.getByLabel(m("auth.register.lastName"), { exact: true }).fill("Tanaka");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: m("auth.register.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pattern(locale, "dashboard.header.welcome"));
  await expectScreenIn(page, locale, "dashboard");

  // The account keeps the language, and the confirmation mail is written in it.
  const me = (await (await page.request.get("/api/me")).json()) as { locale: string };
  expect(me.locale).toBe(locale);
  await expect.poll(() => mailsTo(`${username}@example.com`).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [confirmation] = mailsTo(`${username}@example.com`);
  expect(confirmation!.subject).toMatch(pattern(locale, "mail.emailConfirmation.subject"));
  expect(confirmation!.text).toContain(m("mail.emailConfirmation.ignore"));

  // The placement test: the questions stay English, everything around them is in the language.
  await page.goto("/assessment");
  await page.getByRole("button", { name: m("assessment.intro.start") }).click();
  const result = page.getByText(m("assessment.result.eyebrow"), { exact: true });
  for (let position = 1; position <= 30; position++) {
    const heading = page.getByRole("heading", { level: 2, name: m("assessment.item.heading", { number: position }), exact: true });
    await expect(heading.or(result)).toBeVisible();
    if (await result.isVisible()) break;
    if (position === 1) await expectScreenIn(page, locale, "a placement question");
    await page.getByRole("group").locator("label").first().click();
    await page.getByRole("button", { name: m("assessment.item.next") }).click();
  }
  await expect(result).toBeVisible();
  await expect(page.getByText(m("assessment.saveNote.saved"))).toBeVisible();
  await expectScreenIn(page, locale, "the placement result");

  // Checkout: the plan, the order summary and the payment result in the language (Yoco's page is Yoco's).
  await page.goto("/pricing");
  await expectScreenIn(page, locale, "pricing");
  await page
    .getByRole("link", { name: `${m("billing.planGrid.select")} ${m("billing.planCard.planSuffix", { name: "Standard" })}` })
    .click();
  await expect(page.getByText(m("billing.orderSummary.title")).first()).toBeVisible();
  await expectScreenIn(page, locale, "checkout");
  await page.getByRole("button", { name: pattern(locale, "billing.payButton.pay") }).click();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByText(m("billing.paymentResult.successTitle")).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // A lesson of the A1 course: its content is English; a beginner may read the instructions in the language.
  const courses = (await (await page.request.get("/api/courses")).json()) as { id: number; slug: string }[];
  const a1 = courses.find((course) => course.slug === "a1-a2")!;
  await page.goto(`/courses/${a1.id}`);
  await expectScreenIn(page, locale, "the course page");
  await page
    .getByRole("button", { name: m("courses.enroll.enrollNow") })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/courses/${a1.id}/learn$`));
  await expectScreenIn(page, locale, "the course player");
  await page
    .getByRole("link", { name: new RegExp(`^${escape(m("learning.playerHeader.start"))}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/lessons\/\d+$/);
  const showInstructions = page.getByRole("button", { name: m("learning.beginnerInstructions.show", { language: LOCALE_NAMES[locale] }) });
  await showInstructions.click();
  await expect(page.getByRole("button", { name: m("learning.beginnerInstructions.hide") })).toBeVisible();
  await expectScreenIn(page, locale, "a lesson");
}

test.describe("the student journey in Japanese", () => {
  // The browser asks for Japanese: the first visit is in Japanese with nothing chosen.
  test.use({ locale: "ja-JP" });

  test("register, placement test, checkout and a lesson, all in Japanese, with the mails in Japanese", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto("/");
    await expectScreenIn(page, "ja", "home");
    await studentJourney(page, "ja");
  });
});

test("the student journey in Spanish, from a shared link with ?lang=es", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/?lang=es");
  await expectScreenIn(page, "es", "home");
  await studentJourney(page, "es");
});
