import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { translate } from "@/i18n/use-t";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { isNavGroup, MAIN_NAV } from "./nav-links";
import { SiteHeader } from "./site-header";

// The navigation for learners, grouped (decision 0047): top-level links and the groups' links, in order.
const TOP_LEVEL = ["Home", "Learn", "Kids", "Pricing", "About"];
const GROUP_LINKS = {
  Learn: [
    ["/courses", "Courses"],
    ["/assessment", "Placement test"],
    ["/certificates", "Certificates"],
    ["/achievements", "Achievements"],
    ["/verify", "Verify a certificate"],
  ],
  Kids: [
    ["/kids", "Kids Learning"],
    ["/phonics", "Fun Phonics"],
    ["/phonics-demo", "Phonics demo"],
  ],
  About: [
    ["/about", "About Us"],
    ["/contact", "Contact"],
    ["/feedback", "Feedback"],
    ["/advertising", "Advertise"],
  ],
  Staff: [
    ["/admin", "Admin area"],
    ["/admin/email-generator", "Email Generator"],
    ["/certificate-test", "Test Downloads"],
  ],
};
const PUBLIC_LINKS = [["/", "Home"], ...GROUP_LINKS.Learn, ...GROUP_LINKS.Kids, ["/pricing", "Pricing"], ...GROUP_LINKS.About];

/** The top-level entries of the desktop bar, links and menu buttons, by their text. */
const topLevelOf = (nav: HTMLElement) =>
  within(nav.querySelector("ul")!)
    .getAllByRole("listitem")
    .filter((item) => item.parentElement === nav.querySelector("ul"))
    .map((item) => item.firstElementChild!.textContent);

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole("link", { hidden: true })
    .map((link) => [link.getAttribute("href"), link.textContent]);

describe("Site header", () => {
  it("groups the learners' navigation, every page once, without the coming-soon page", () => {
    expect(MAIN_NAV.map((entry) => translate(entry.labelId))).toEqual(TOP_LEVEL);
    const flat = MAIN_NAV.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry])).map((item) => [
      item.href,
      translate(item.labelId),
    ]);
    expect(flat).toEqual(PUBLIC_LINKS);
    expect(flat.map(([href]) => href)).not.toContain("/newsletter");
  });

  it("opens a group as a menu from its button, and closes it with Escape, giving the focus back", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(topLevelOf(nav)).toEqual(TOP_LEVEL);
    const learn = within(nav).getByRole("button", { name: "Learn" });
    expect(learn).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).queryByRole("link", { name: "Courses" })).not.toBeInTheDocument();

    await user.click(learn);
    expect(learn).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(learn.getAttribute("aria-controls")!)!;
    expect(linksOf(menu)).toEqual(GROUP_LINKS.Learn);
    await user.tab();
    expect(within(menu).getByRole("link", { name: "Courses" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(learn).toHaveAttribute("aria-expanded", "false");
    expect(learn).toHaveFocus();
    expect(within(nav).queryByRole("link", { name: "Courses" })).not.toBeInTheDocument();
  });

  it("keeps one menu open at a time, closes it when the focus leaves it, and when a link is followed", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user, currentPath } = renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const kids = within(nav).getByRole("button", { name: "Kids" });
    const about = within(nav).getByRole("button", { name: "About" });

    await user.click(kids);
    await user.click(about);
    expect(kids).toHaveAttribute("aria-expanded", "false");
    expect(about).toHaveAttribute("aria-expanded", "true");

    await user.click(within(nav).getByRole("link", { name: "Contact" }));
    expect(currentPath()).toBe("/contact");
    expect(about).toHaveAttribute("aria-expanded", "false");

    await user.click(kids);
    // Tab past the three links of Kids to Pricing: the menu closes behind the focus.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(nav).getByRole("link", { name: "Pricing" })).toHaveFocus();
    expect(kids).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the group of the current page and the page itself", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<SiteHeader />, { path: "/courses/3" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    const learn = within(nav).getByRole("button", { name: "Learn" });
    expect(learn.className).toContain("bg-white/15");
    expect(within(nav).getByRole("button", { name: "Kids" }).className).not.toContain("bg-white/15");

    await user.click(learn);
    expect(within(nav).getByRole("link", { name: "Courses" })).toHaveAttribute("aria-current", "true");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("adds the Staff group (the admin area and the internal tools) for an admin only", async () => {
    mockApi({ "GET /api/me": jsonResponse(200, buildUser()) });
    const student = renderWithProviders(<SiteHeader />);
    await screen.findByRole("link", { name: "My Dashboard" });
    expect(topLevelOf(screen.getByRole("navigation", { name: "Main" }))).toEqual(TOP_LEVEL);
    expect(screen.queryByRole("button", { name: "Staff" })).not.toBeInTheDocument();
    student.unmount();

    mockApi({ "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true })) });
    const { user } = renderWithProviders(<SiteHeader />);
    await screen.findByRole("link", { name: "Admin" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(topLevelOf(nav)).toEqual([...TOP_LEVEL, "Staff"]);
    const staff = within(nav).getByRole("button", { name: "Staff" });
    await user.click(staff);
    expect(linksOf(document.getElementById(staff.getAttribute("aria-controls")!)!)).toEqual(GROUP_LINKS.Staff);
  });

  it("shows Sign In and Register to a visitor, never the account buttons", async () => {
    mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<SiteHeader />);

    expect(await screen.findByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(screen.queryByRole("link", { name: "My Dashboard" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign Out" })).not.toBeInTheDocument();
  });

  it("shows My Dashboard and Sign Out to a student, without Admin", async () => {
    mockApi({ "GET /api/me": jsonResponse(200, buildUser()) });
    renderWithProviders(<SiteHeader />);

    expect(await screen.findByRole("link", { name: "My Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it("adds Admin for an administrator", async () => {
    mockApi({ "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true })) });
    renderWithProviders(<SiteHeader />);

    expect(await screen.findByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    expect(screen.getByRole("link", { name: "My Dashboard" })).toBeInTheDocument();
  });

  it("shows no account buttons at all until /api/me answers", () => {
    mockApi({ "GET /api/me": () => new Promise<Response>(() => {}) });
    renderWithProviders(<SiteHeader />);

    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "My Dashboard" })).not.toBeInTheDocument();
  });

  it("signs out: POST /api/logout, back to the home page, visitor buttons again", async () => {
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "POST /api/logout": jsonResponse(204),
    });
    const { user, currentPath } = renderWithProviders(<SiteHeader />, { path: "/dashboard" });

    await user.click(await screen.findByRole("button", { name: "Sign Out" }));

    expect(await screen.findByRole("link", { name: "Sign In" })).toBeInTheDocument();
    expect(currentPath()).toBe("/");
    const logout = requests.find((request) => request.url === "/api/logout");
    expect(logout?.method).toBe("POST");
    expect(logout?.headers.get("X-Requested-With")).toBe("fetch");
  });

  it("tells the person when signing out fails, and logs it", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "POST /api/logout": jsonResponse(500, { message: "Something went wrong" }),
    });
    const { user, currentPath } = renderWithProviders(<SiteHeader />, { path: "/dashboard" });

    await user.click(await screen.findByRole("button", { name: "Sign Out" }));

    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("Logout failed")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(currentPath()).toBe("/dashboard");
    expect(consoleError).toHaveBeenCalledWith("Logout failed", expect.anything());
  });
});

describe("Mobile drawer", () => {
  it("opens with every link under the same group names and the account buttons, and closes with the close button", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<SiteHeader />);
    const openButton = screen.getByRole("button", { name: "Open menu" });

    await user.click(openButton);

    const drawer = await screen.findByRole("dialog");
    const nav = within(drawer).getByRole("navigation", { name: "Main" });
    expect(linksOf(nav)).toEqual([["/", "Home"], ["/pricing", "Pricing"], ...GROUP_LINKS.Learn, ...GROUP_LINKS.Kids, ...GROUP_LINKS.About]);
    for (const group of ["Learn", "Kids", "About"] as const) {
      expect(linksOf(within(nav).getByRole("list", { name: group }))).toEqual(GROUP_LINKS[group]);
    }
    expect(within(nav).queryByRole("list", { name: "Staff" })).not.toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "Sign In" })).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "Register" })).toBeInTheDocument();
    expect(openButton).toHaveAttribute("aria-expanded", "true");

    await user.click(within(drawer).getByRole("button", { name: "Close menu" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(openButton).toHaveFocus();
  });

  it("closes when a link is followed", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user, currentPath } = renderWithProviders(<SiteHeader />);

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog");
    await user.click(within(drawer).getByRole("link", { name: "Pricing" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(currentPath()).toBe("/pricing");
  });

  it("shows an admin the Staff group too", async () => {
    mockApi({ "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true })) });
    const { user } = renderWithProviders(<SiteHeader />);
    await screen.findByRole("link", { name: "Admin" });

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog");
    expect(linksOf(within(drawer).getByRole("list", { name: "Staff" }))).toEqual(GROUP_LINKS.Staff);
  });

  it("shows the navigation and the account buttons in Japanese", async () => {
    mockApi({ "GET /api/me": signedOut() });
    showInterfaceIn("ja");
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole("navigation", { name: "メイン" });
    expect(topLevelOf(nav)).toEqual(["ホーム", "学ぶ", "キッズ", "料金", "スクールについて"]);
    expect(await screen.findByRole("link", { name: "ログイン" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "新規登録" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("button", { name: "メニューを開く" })).toBeInTheDocument();
    expect(screen.queryByText("Sign In")).not.toBeInTheDocument();
    expect(within(nav).queryByText("Pricing")).not.toBeInTheDocument();
  });
});
