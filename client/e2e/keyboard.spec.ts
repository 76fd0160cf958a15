import { expect, test, type Page } from "@playwright/test";
import { registerStudent } from "./support";

// Keyboard use: Tab reaches every interactive element of a page, in turn, and each one shows where the focus
// is (an outline or a box-shadow ring, not transparent), and the skip link moves the focus past the header.

type FocusState = {
  /** A stable name for the element: its tag, role and text or label. */
  name: string;
  /** The element's data-kbd index given by markFocusables, or -1 when it was not in the list. */
  index: number;
  inHeader: boolean;
  isBody: boolean;
  hasRing: boolean;
  isVisible: boolean;
  style: string;
};

/**
 * In the page: describes the focused element, with whether its focus ring shows (for a visually hidden
 * radio or checkbox, the ring of the label around it). Installed once per page as window.describeFocus.
 */
function installFocusProbe() {
  const describe = (): FocusState => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { name: "body", index: -1, inHeader: false, isBody: true, hasRing: false, isVisible: false, style: "" };
    }
    const rect = element.getBoundingClientRect();
    const isTiny = rect.width <= 1 || rect.height <= 1;
    const drawn = isTiny ? (element.closest("label") ?? element) : element;
    const style = getComputedStyle(drawn);
    const drawnRect = drawn.getBoundingClientRect();
    const isTransparent = (colour: string) => colour === "transparent" || /rgba\(.*,\s*0\)$/.test(colour);
    const hasOutline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 && !isTransparent(style.outlineColor);
    const hasShadow = style.boxShadow !== "none" && !/^(rgba\([^)]*,\s*0\)\s*0px\s*0px\s*0px\s*0px,?\s*)+$/.test(style.boxShadow);
    const role = element.getAttribute("role");
    const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
    return {
      name: `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ""} "${label}"`,
      index: Number(element.dataset.kbd ?? -1),
      // The site header, not the page header inside <main>.
      inHeader: !!element.closest("header") && !element.closest("main"),
      isBody: false,
      hasRing: hasOutline || hasShadow,
      isVisible: drawnRect.width > 1 && drawnRect.height > 1 && drawnRect.bottom > 0 && drawnRect.top < window.innerHeight,
      style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
    };
  };
  const probe = window as unknown as { describeFocus: () => FocusState; focusStops: FocusState[] };
  probe.describeFocus = describe;
  probe.focusStops = [];
  // Recorded as each element gets the focus, so a run of Tab presses needs no round trip per press.
  document.addEventListener("focusin", () => probe.focusStops.push(describe()));
}

/** The focused element now, installing the probe on a page that has none yet. */
const readFocus = async (page: Page) => {
  if (!(await page.evaluate(() => "describeFocus" in window))) await page.evaluate(installFocusProbe);
  return page.evaluate(() => (window as unknown as { describeFocus: () => FocusState }).describeFocus());
};

/**
 * Numbers every element that Tab should reach: visible, enabled, not taken out of the order with
 * tabindex=-1 (as the inactive tabs of a tab list are), one radio per group. Returns their names.
 */
const markFocusables = (page: Page) =>
  page.evaluate(() => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]";
    const seenRadioGroups = new Set<string>();
    const names: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      delete element.dataset.kbd;
      if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) continue;
      // A Radix tab list hands the focus straight to its active tab, which is counted itself.
      if (element.getAttribute("role") === "tablist") continue;
      if (element.closest("[inert], [aria-hidden=true]")) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      // The skip link is sr-only until focused; sr-only inputs draw on their label: both are still reachable.
      const rect = element.getBoundingClientRect();
      const isVisuallyHiddenControl = element.matches("input") || element.matches("a[href^='#']");
      if ((rect.width === 0 || rect.height === 0) && !isVisuallyHiddenControl) continue;
      if (element instanceof HTMLInputElement && element.type === "radio") {
        if (seenRadioGroups.has(element.name)) continue;
        seenRadioGroups.add(element.name);
        // Tab lands on the checked radio of a group, or the first one: any radio of the group counts.
        for (const radio of Array.from(document.querySelectorAll<HTMLElement>(`input[type=radio][name="${element.name}"]`))) {
          radio.dataset.kbd = String(names.length);
        }
      } else {
        element.dataset.kbd = String(names.length);
      }
      names.push(
        `${element.tagName.toLowerCase()} "${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? ""}"`,
      );
    }
    return names;
  });

/** Presses Tab from the top of a freshly loaded page until the focus has left it, checking each stop. */
async function tabThroughPage(page: Page) {
  const expected = await markFocusables(page);
  await page.evaluate(installFocusProbe);
  for (let presses = 0; presses < expected.length + 3; presses += 1) await page.keyboard.press("Tab");
  const stops = await page.evaluate(() => (window as unknown as { focusStops: FocusState[] }).focusStops);
  const reached = new Set<number>();
  const withoutRing: string[] = [];
  const hidden: string[] = [];
  for (const stop of stops) {
    // Past the last element the focus leaves the page and may come round again to the first.
    if (stop.index >= 0 && reached.has(stop.index)) break;
    if (stop.index >= 0) reached.add(stop.index);
    if (!stop.hasRing) withoutRing.push(`${stop.name} (${stop.style})`);
    if (!stop.isVisible) hidden.push(stop.name);
  }
  const missed = expected.filter((_, index) => !reached.has(index));
  return { expected, missed, withoutRing, hidden };
}

async function expectEveryElementReachableWithRing(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator("main .animate-spin, main .animate-pulse")).toHaveCount(0);
  const { expected, missed, withoutRing, hidden } = await tabThroughPage(page);
  expect(expected.length).toBeGreaterThan(5);
  expect(missed, "elements Tab never reached").toEqual([]);
  expect(withoutRing, "focused elements without a visible outline or ring").toEqual([]);
  expect(hidden, "focused elements outside the viewport or invisible").toEqual([]);
}

test.describe("the home page header at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Tab shows the skip link first, then every header control with a visible focus ring", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    const skipBox = await skip.boundingBox();
    expect(skipBox?.width, "the skip link is shown when focused").toBeGreaterThan(40);
    expect((await readFocus(page)).hasRing).toBe(true);

    // The logo, Sign In, Register, then the main navigation's five entries (Home, the Learn, Kids and About
    // menu buttons, Pricing); a closed menu's links are not in the Tab order.
    const headerStops: string[] = [];
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press("Tab");
      const focus = await readFocus(page);
      if (!focus.inHeader) break;
      expect(focus.hasRing, `${focus.name} shows a focus ring (${focus.style})`).toBe(true);
      expect(focus.isVisible, `${focus.name} is visible while focused`).toBe(true);
      headerStops.push(focus.name);
    }
    expect(headerStops.length).toBe(8);
    expect(headerStops.at(-1)).toContain("About");

    // Back to About, open it with Enter: its links come next in the Tab order, each visible with its ring.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    for (const name of ["About Us", "Contact", "Feedback", "Advertise"]) {
      await page.keyboard.press("Tab");
      const focus = await readFocus(page);
      expect(focus.name).toContain(name);
      expect(focus.hasRing, `${focus.name} shows a focus ring (${focus.style})`).toBe(true);
      expect(focus.isVisible, `${focus.name} is visible while focused`).toBe(true);
    }
  });

  test("the skip link moves the focus to the main content, and the next Tab lands inside it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
    await page.keyboard.press("Tab");
    const insideMain = await page.evaluate(() => !!document.activeElement?.closest("main"));
    expect(insideMain, "the first Tab after the skip link stays out of the header").toBe(true);
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu button and every link of the drawer show a focus ring; Escape gives the focus back", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.focus();
    // focus() counts as keyboard focus only after a key press: Tab there from the logo.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(menuButton).toBeFocused();
    expect((await readFocus(page)).hasRing).toBe(true);

    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    const stops: FocusState[] = [];
    for (let press = 0; press < 25; press += 1) {
      const focus = await readFocus(page);
      stops.push(focus);
      await page.keyboard.press("Tab");
    }
    for (const stop of stops) expect(stop.hasRing, `${stop.name} shows a focus ring (${stop.style})`).toBe(true);
    const names = stops.map((stop) => stop.name).join("\n");
    for (const name of ["Close menu", "Home", "Feedback", "Sign In", "Register"]) expect(names).toContain(name);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("Tab reaches every control of the home page with a visible focus ring", async ({ page }) => {
    await page.goto("/");
    await expectEveryElementReachableWithRing(page);
  });
});

test.describe("Tab reaches every interactive element, each with a visible focus ring", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ["/", "/courses/:id", "/pricing", "/contact", "/register", "/assessment", "/kids", "/newsletter"]) {
    test(`on ${path}`, async ({ page, request }) => {
      const [course] = (await (await request.get("/api/courses")).json()) as { id: number }[];
      await page.goto(path.replace(":id", String(course?.id)));
      await expectEveryElementReachableWithRing(page);
    });
  }

  test("on the student dashboard and in a dialog", async ({ page }) => {
    await registerStudent(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    // A fresh load, so that the first Tab starts from the top of the page.
    await page.reload();
    await expectEveryElementReachableWithRing(page);

    await page.goto("/newsletter");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Share Coming Soon" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // Radix keeps the focus inside the dialog: every stop is in it and shows a ring.
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press("Tab");
      const focus = await readFocus(page);
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
      expect(focus.hasRing, `${focus.name} shows a focus ring (${focus.style})`).toBe(true);
    }
  });
});
