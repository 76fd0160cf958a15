import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { openConfirmationLink } from "./confirm-email";
import { E2E_ADMIN, registerStudent, signIn } from "./support";

// Every route of client/src/app/router.tsx, as a visitor, a student and an administrator, at a desktop and a
// phone width, checked by axe-core against the WCAG 2.2 A and AA rules. A route that redirects (a visitor on
// /dashboard, a student on /login) is checked where it lands; a student on an admin route sees Access Denied.

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// Label in Name (WCAG 2.5.3, level A): tagged wcag21a since axe-core 4.14, experimental (so skipped by a tag
// selection) before it. Enabled by id as well, and checked to have run, so an older axe cannot skip it unseen.
const LABEL_IN_NAME = "label-content-name-mismatch";
const WIDTHS = [
  { name: "1280 px", width: 1280, height: 800 },
  { name: "375 px", width: 375, height: 740 },
] as const;

type Role = "visitor" | "student" | "admin";
const ROLES: Role[] = ["visitor", "student", "admin"];

type Ids = { courseId: number; planId: number; lessonId: number };

/** One entry per route of the route table, in its order; `:params` filled with real rows. */
const ROUTES: { path: (ids: Ids) => string; label: string }[] = [
  { label: "/", path: () => "/" },
  { label: "/courses/:id/learn", path: ({ courseId }) => `/courses/${courseId}/learn` },
  { label: "/courses/:id/lessons/:lessonId", path: ({ courseId, lessonId }) => `/courses/${courseId}/lessons/${lessonId}` },
  { label: "/courses/:id", path: ({ courseId }) => `/courses/${courseId}` },
  { label: "/courses", path: () => "/courses" },
  { label: "/phonics", path: () => "/phonics" },
  { label: "/phonics-demo", path: () => "/phonics-demo" },
  { label: "/kids", path: () => "/kids" },
  { label: "/about", path: () => "/about" },
  { label: "/terms", path: () => "/terms" },
  { label: "/privacy", path: () => "/privacy" },
  { label: "/pricing", path: () => "/pricing" },
  { label: "/contact", path: () => "/contact" },
  { label: "/assessment", path: () => "/assessment" },
  { label: "/login", path: () => "/login" },
  { label: "/register", path: () => "/register" },
  { label: "/forgot-password", path: () => "/forgot-password" },
  { label: "/reset-password", path: () => "/reset-password#token=not-a-real-token" },
  { label: "/subscribe/:planId", path: ({ planId }) => `/subscribe/${planId}` },
  { label: "/subscribe", path: () => "/subscribe" },
  { label: "/dashboard", path: () => "/dashboard" },
  { label: "/admin", path: () => "/admin" },
  { label: "/certificates", path: () => "/certificates" },
  { label: "/certificate-test", path: () => "/certificate-test" },
  { label: "/achievements", path: () => "/achievements" },
  { label: "/verify", path: () => "/verify" },
  { label: "/verify/:number", path: () => "/verify/CC-2026-ABCD2345" },
  // No payment with this id for anyone here: the student sees "Receipt not found" (receipts.spec.ts checks a real one).
  { label: "/receipts/:id", path: () => "/receipts/999999" },
  { label: "/advertising", path: () => "/advertising" },
  { label: "/email-generator", path: () => "/email-generator" },
  { label: "/outreach", path: () => "/outreach" },
  { label: "/feedback", path: () => "/feedback" },
  { label: "/backup", path: () => "/backup" },
  { label: "/newsletter", path: () => "/newsletter" },
  { label: "/queries", path: () => "/queries" },
  { label: "/unsubscribe", path: () => "/unsubscribe?token=abc.def" },
  { label: "not found", path: () => "/no-such-page" },
];

type Finding = { where: string; violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"] };

/** One signed-in page per role and worker, reused by every test of that role (signing in costs an argon2 hash). */
const test = base.extend<{ ids: Ids }, { pageAs: (role: Role) => Promise<Page> }>({
  pageAs: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const pages = new Map<Role, Promise<Page>>();
      const contexts: BrowserContext[] = [];
      const open = async (role: Role) => {
        const context = await newContext(browser, baseURL);
        contexts.push(context);
        const page = await context.newPage();
        if (role === "student") {
          await registerStudent(page);
          await expect(page).toHaveURL(/\/dashboard$/);
        } else if (role === "admin") {
          await page.goto("/login");
          await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
          await expect(page).toHaveURL(/\/admin\/overview$/);
        }
        return page;
      };
      await provide((role) => {
        if (!pages.has(role)) pages.set(role, open(role));
        return pages.get(role)!;
      });
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: "worker", timeout: 60_000 },
  ],
  ids: async ({ request }, provide) => {
    const courses = (await (await request.get("/api/courses")).json()) as { id: number }[];
    const plans = (await (await request.get("/api/subscription-plans")).json()) as { id: number }[];
    expect(courses.length, "the seed has courses").toBeGreaterThan(0);
    expect(plans.length, "the seed has plans").toBeGreaterThan(0);
    const lessons = (await (await request.get(`/api/courses/${courses[0]!.id}/lessons`)).json()) as { id: number }[];
    expect(lessons.length, "the seed has lessons").toBeGreaterThan(0);
    await provide({ courseId: courses[0]!.id, planId: plans[0]!.id, lessonId: lessons[0]!.id });
  },
});

const newContext = (browser: Browser, baseURL: string | undefined) =>
  // Reduced motion: the fades and the drawer slide are skipped, so no colour is measured half-way in.
  browser.newContext({ baseURL, reducedMotion: "reduce", viewport: { width: WIDTHS[0].width, height: WIDTHS[0].height } });

/** The page has its main heading and no spinner or loading skeleton left in the main area. */
async function waitForContent(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator("main .animate-spin, main .animate-pulse")).toHaveCount(0);
}

async function scan(page: Page, where: string, findings: Finding[]) {
  const results = await new AxeBuilder({ page })
    // Only violations are collected (the passing nodes cost time and are never read). Before withTags:
    // options() replaces every option set so far.
    .options({ resultTypes: ["violations"], rules: { [LABEL_IN_NAME]: { enabled: true } } })
    .withTags(WCAG_TAGS)
    // The app has no iframes, so axe runs in the page itself instead of aggregating the results in a
    // second, blank page; measured here, that halves the time of each of the ~170 scans.
    .setLegacyMode(true)
    .analyze();
  const ran = [results.violations, results.passes, results.incomplete, results.inapplicable].flat().map((rule) => rule.id);
  expect(ran, `axe-core ${results.testEngine.version} ran the ${LABEL_IN_NAME} rule`).toContain(LABEL_IN_NAME);
  if (results.violations.length > 0) findings.push({ where, violations: results.violations });
}

/** Scans the page as it is at both widths: the layout follows CSS media queries only, so a resize is enough. */
async function scanAtBothWidths(page: Page, where: string, findings: Finding[]) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await scan(page, `${where} at ${size.name}`, findings);
  }
}

const expectNoFindings = (findings: Finding[]) =>
  expect(findings, `axe-core found WCAG A/AA violations:\n${summarise(findings)}`).toEqual([]);

/** A readable list: rule, impact, what it asks, and the first few elements with axe's own explanation. */
function summarise(findings: Finding[]) {
  const lines: string[] = [];
  for (const { where, violations } of findings) {
    lines.push(`${where}:`);
    for (const violation of violations) {
      lines.push(`  [${violation.impact ?? "?"}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))`);
      lines.push(`    ${violation.helpUrl}`);
      for (const node of violation.nodes.slice(0, 5)) {
        lines.push(`    - ${node.target.join(" ")}`);
        for (const line of (node.failureSummary ?? "").split("\n").slice(1, 3)) lines.push(`        ${line.trim()}`);
      }
      if (violation.nodes.length > 5) lines.push(`    ... and ${violation.nodes.length - 5} more`);
    }
  }
  return lines.join("\n");
}

for (const role of ROLES) {
  test.describe(`as ${role === "visitor" ? "a signed-out visitor" : role === "admin" ? "an admin" : "a student"}`, () => {
    for (const route of ROUTES) {
      test(`${route.label} has no WCAG 2.2 A/AA violation at 1280 and 375 px`, async ({ pageAs, ids }) => {
        const page = await pageAs(role);
        const path = route.path(ids);
        await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
        await page.goto(path);
        await waitForContent(page);
        const findings: Finding[] = [];
        await scanAtBothWidths(page, `${role} ${path} (showing ${new URL(page.url()).pathname})`, findings);
        expectNoFindings(findings);
      });
    }

    test("the open mobile menu has no WCAG 2.2 A/AA violation", async ({ pageAs }) => {
      const page = await pageAs(role);
      await page.setViewportSize({ width: WIDTHS[1].width, height: WIDTHS[1].height });
      await page.goto("/");
      await waitForContent(page);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      const findings: Finding[] = [];
      await scan(page, `${role} mobile menu at 375 px`, findings);
      expectNoFindings(findings);
    });

    test("an open menu of the desktop header has no WCAG 2.2 A/AA violation", async ({ pageAs }) => {
      const page = await pageAs(role);
      await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
      await page.goto("/");
      await waitForContent(page);
      const learn = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Learn", exact: true });
      await learn.click();
      await expect(learn).toHaveAttribute("aria-expanded", "true");
      const findings: Finding[] = [];
      await scan(page, `${role} header menu open at 1280 px`, findings);
      expectNoFindings(findings);
    });

    test("the Share Coming Soon dialog has no WCAG 2.2 A/AA violation", async ({ pageAs }) => {
      const page = await pageAs(role);
      await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
      await page.goto("/newsletter");
      await waitForContent(page);
      await page.getByRole("button", { name: "Share Coming Soon" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const findings: Finding[] = [];
      await scanAtBothWidths(page, `${role} share dialog, template tab`, findings);
      await dialog.getByRole("tab", { name: "Share" }).click();
      await expect(dialog.getByRole("tabpanel")).toBeVisible();
      await scanAtBothWidths(page, `${role} share dialog, share tab`, findings);
      expectNoFindings(findings);
    });

    if (role !== "visitor") {
      test("the dashboard's Progress and Profile tabs have no WCAG 2.2 A/AA violation", async ({ pageAs }) => {
        const page = await pageAs(role);
        await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
        await page.goto("/dashboard");
        await waitForContent(page);
        const findings: Finding[] = [];
        for (const tab of ["Progress", "Profile"]) {
          await page.getByRole("tab", { name: tab }).click();
          await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
          await waitForContent(page);
          await scanAtBothWidths(page, `${role} /dashboard, ${tab} tab`, findings);
          await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
        }
        expectNoFindings(findings);
      });
    }
  });
}

// The /phonics learner a kids plan opens (every sound card, the three games, the child profiles and the
// progress dashboard with voice practice and the leaderboard) is only there for a signed-in parent with the
// plan or the trial; the route scans above see the free version. One fresh parent, so the shared student
// keeps no plan.
test("the phonics learner of a parent on the kids trial has no WCAG 2.2 A/AA violation", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await newContext(browser, testInfo.project.use.baseURL);
  const page = await context.newPage();
  const findings: Finding[] = [];
  const scanGames = async (who: string) => {
    const games = page.getByRole("region", { name: "Games" });
    // Sound Matching answered (by trying the pictures in turn), so its solved round and Next button are seen too.
    for (const choice of await games.getByRole("tabpanel").locator(".grid button").all()) {
      if (await page.getByRole("button", { name: "Next round" }).isVisible()) break;
      await choice.click();
    }
    await expect(page.getByRole("button", { name: "Next round" })).toBeVisible();
    await scanAtBothWidths(page, `${who}, Sound Matching answered`, findings);
    for (const game of ["Word Builder", "Rhyming Time"]) {
      await games.getByRole("tab", { name: game }).click();
      await expect(games.getByRole("tab", { name: game })).toHaveAttribute("aria-selected", "true");
      await scanAtBothWidths(page, `${who}, ${game}`, findings);
      await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
    }
    await page.getByRole("button", { name: "Show Progress Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Voice practice" })).toBeVisible();
    await waitForContent(page);
    await scanAtBothWidths(page, `${who}, progress dashboard`, findings);
    await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
    await page.getByRole("button", { name: "Back to Sounds and Games" }).click();
  };

  const { username } = await registerStudent(page, { firstName: "Nomsa" });
  await expect(page).toHaveURL(/\/dashboard$/);
  // The trial needs a confirmed address: first what an unconfirmed parent is shown, then the link opened.
  await page.goto("/kids");
  await page.getByRole("button", { name: "Start Free Trial" }).first().click();
  await expect(page.getByRole("dialog", { name: "Confirm your email address first" })).toBeVisible();
  await scanAtBothWidths(page, "kids trial, confirm your address first", findings);
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  await openConfirmationLink(page, `${username}@example.com`);
  await page.goto("/kids");
  await page.getByRole("button", { name: "Start Free Trial" }).first().click();
  await expect(page.getByText("Free Trial Started").first()).toBeVisible();
  // The trial lands on the parent home: first with no child, then (below) with one.
  await expect(page).toHaveURL(/\/family$/);
  await waitForContent(page);
  await scanAtBothWidths(page, "kids trial /family, no child yet", findings);
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  await page.getByRole("button", { name: "Add your child" }).click();
  await expect(page.getByRole("dialog", { name: "Add your child" })).toBeVisible();
  await scanAtBothWidths(page, "kids trial /family, Add your child dialog", findings);
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  await page.keyboard.press("Escape");

  await page.goto("/phonics");
  await waitForContent(page);
  await expect(page.getByRole("button", { name: "oo as in moon" })).toBeEnabled();
  await scanAtBothWidths(page, "kids trial /phonics, every sound open", findings);
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  await scanGames("kids trial /phonics, the account practising");

  await page.getByRole("button", { name: "Add a child" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a child" });
  await expect(dialog).toBeVisible();
  await scanAtBothWidths(page, "kids trial /phonics, Add a child dialog", findings);
  await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
  await dialog.getByLabel("First name or nickname").fill("Zanele");
  await dialog.getByLabel("Age").selectOption("6");
  await dialog.getByRole("button", { name: "owl" }).click();
  await dialog.getByRole("button", { name: "Add child" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Who is practising?")).toHaveValue(/\d+/);
  await scanGames("kids trial /phonics, a child practising");

  await page.goto("/family");
  await expect(page.getByRole("article", { name: "Zanele" })).toBeVisible();
  await waitForContent(page);
  await scanAtBothWidths(page, "kids trial /family, a child with progress", findings);

  await context.close();
  expectNoFindings(findings);
});

test("an advertiser's private campaign page has no WCAG 2.2 A/AA violation", async ({ browser }, testInfo) => {
  const context = await newContext(browser, testInfo.project.use.baseURL);
  const page = await context.newPage();
  const submitted = await page.request.post("/api/advertisements", {
    data: {
      companyName: "Lingua Books",
      title: "Graded readers for B1",
      description: "Short novels written for English learners, with audio.",
      linkUrl: "https://linguabooks.example",
      placementArea: "homepage_banner",
      contactEmail: `ads-${Date.now()}@linguabooks.example`,
      contactName: "Thandi Mokoena",
      duration: 30,
      website: "",
    },
  });
  expect(submitted.status()).toBe(201);
  const { campaignToken } = (await submitted.json()) as { campaignToken: string };
  await page.goto(`/advertising/campaigns/${campaignToken}`);
  await waitForContent(page);
  await expect(page.getByRole("button", { name: /Pay now/ })).toBeVisible();
  const findings: Finding[] = [];
  await scanAtBothWidths(page, "campaign page", findings);
  expectNoFindings(findings);
  await context.close();
});
