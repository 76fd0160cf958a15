import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { MAIN_NAV_LINKS } from "./nav-links";
import { SiteHeader } from "./site-header";

// The spec's links in its order, without the internal tools (admins only) and the coming-soon page (decision 0040).
const SPEC_LINKS = [
  ["/", "Home"],
  ["/courses", "Courses"],
  ["/kids", "Kids Learning"],
  ["/phonics", "Fun Phonics"],
  ["/achievements", "Achievements"],
  ["/certificates", "Certificates"],
  ["/about", "About Us"],
  ["/pricing", "Pricing"],
  ["/assessment", "Assessment"],
  ["/advertising", "Advertise"],
  ["/contact", "Contact"],
  ["/feedback", "Feedback"],
];
const ADMIN_TOOLS = [
  ["/email-generator", "Email Generator"],
  ["/certificate-test", "Test Downloads"],
];

describe("Site header", () => {
  it("lists every public link of the spec, in order", () => {
    expect(MAIN_NAV_LINKS.map((link) => [link.href, link.label])).toEqual(SPEC_LINKS);
  });

  it("shows the internal tools (Email Generator, Test Downloads) to an admin only", async () => {
    mockApi({ "GET /api/me": jsonResponse(200, buildUser()) });
    const student = renderWithProviders(<SiteHeader />);
    await screen.findByRole("link", { name: "My Dashboard" });
    const studentNav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(studentNav)
        .getAllByRole("link")
        .map((link) => [link.getAttribute("href"), link.textContent]),
    ).toEqual(SPEC_LINKS);
    student.unmount();

    mockApi({ "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true })) });
    renderWithProviders(<SiteHeader />);
    await screen.findByRole("link", { name: "Admin" });
    const adminNav = screen.getByRole("navigation", { name: "Main" });
    expect(
      within(adminNav)
        .getAllByRole("link")
        .map((link) => [link.getAttribute("href"), link.textContent]),
    ).toEqual([...SPEC_LINKS, ...ADMIN_TOOLS]);
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

  it("shows every public link in the desktop bar and marks the current page", async () => {
    mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<SiteHeader />, { path: "/feedback" });
    const nav = screen.getByRole("navigation", { name: "Main" });

    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual(SPEC_LINKS);
    expect(within(nav).getByRole("link", { name: "Feedback" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("marks the section of a page below it with aria-current=true", () => {
    mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<SiteHeader />, { path: "/courses/3" });
    const nav = screen.getByRole("navigation", { name: "Main" });

    expect(within(nav).getByRole("link", { name: "Courses" })).toHaveAttribute("aria-current", "true");
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
  it("opens with every link and the account buttons, and closes with the close button", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<SiteHeader />);
    const openButton = screen.getByRole("button", { name: "Open menu" });

    await user.click(openButton);

    const drawer = await screen.findByRole("dialog");
    const links = within(within(drawer).getByRole("navigation")).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual(SPEC_LINKS);
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
});
