import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import AdminArea from "./admin-area";
import { ADMIN_GROUPS, ADMIN_SECTIONS, findAdminSection, resolveLegacyAdminPath } from "./admin-sections";

const LAZY = { timeout: 5000 };
const admin = buildUser({ id: 1, username: "principal", isAdmin: true });

function renderAdminAt(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ "GET /api/me": jsonResponse(200, admin), ...routes });
  return { ...api, ...renderWithProviders(<AdminArea />, { path }) };
}

const pageTitle = (name: string) => screen.findByRole("heading", { level: 1, name }, LAZY);

describe("Admin sections registry", () => {
  it("gives every section its own id, an address under /admin named by it, and a known group", () => {
    const ids = ADMIN_SECTIONS.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of ADMIN_SECTIONS) {
      expect(section.path).toBe(`/admin/${section.id}`);
      expect(ADMIN_GROUPS).toContain(section.group);
      expect(section.description.length).toBeGreaterThan(10);
    }
    // The screens the issue names, each a deep link.
    for (const id of ["overview", "users", "messages", "mail", "jobs", "content", "live-classes", "certificates", "advertising"])
      expect(ids).toContain(id);
    for (const id of ["outreach", "email-generator", "backups"]) expect(ids).toContain(id);
  });

  it("finds the section of an address and of the pages below it, never of a look-alike", () => {
    expect(findAdminSection("/admin/users")?.id).toBe("users");
    expect(findAdminSection("/admin/users/7")?.id).toBe("users");
    expect(findAdminSection("/admin/usersx")).toBeUndefined();
    expect(findAdminSection("/admin")).toBeUndefined();
  });

  it("maps the old tab addresses to the sections, keeping their other parameters", () => {
    expect(resolveLegacyAdminPath("")).toBe("/admin/overview");
    expect(resolveLegacyAdminPath("tab=mail")).toBe("/admin/mail");
    expect(resolveLegacyAdminPath("tab=content&course=5")).toBe("/admin/content?course=5");
    expect(resolveLegacyAdminPath("tab=nonsense")).toBe("/admin/overview");
  });
});

describe("Admin layout", () => {
  it("groups the side navigation, marks the current section and names the page in breadcrumbs and h1", async () => {
    renderAdminAt("/admin/mail");

    expect(await pageTitle("Mail")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    for (const group of ADMIN_GROUPS) {
      const expected = ADMIN_SECTIONS.filter((section) => section.group === group).map((section) => [section.label, section.path]);
      if (expected.length === 0) continue;
      const list = within(nav).getByRole("list", { name: group });
      const links = within(list)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]);
      expect(links).toEqual(expected);
    }
    expect(within(nav).getByRole("link", { name: "Mail" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Jobs" })).not.toHaveAttribute("aria-current");

    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("listitem");
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(["Admin", "System", "Mail"]);
    expect(within(crumbs[0]!).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    expect(within(crumbs[2]!).getByText("Mail")).toHaveAttribute("aria-current", "page");
  });

  it("has its own header: who is signed in, back to the site, sign out", async () => {
    const { requests, user, currentPath } = renderAdminAt("/admin/jobs", { "POST /api/logout": jsonResponse(204) });

    const header = await screen.findByRole("banner");
    expect(await within(header).findByText("principal")).toBeInTheDocument();
    expect(within(header).getByText(/Signed in as/)).toBeInTheDocument();
    expect(within(header).getByRole("link", { name: "Back to the site" })).toHaveAttribute("href", "/");

    await user.click(within(header).getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(requests.some((request) => request.method === "POST" && request.url === "/api/logout")).toBe(true);
  });

  it("moves between sections through the side navigation", { timeout: 15_000 }, async () => {
    const { user, currentPath } = renderAdminAt("/admin/overview", { "GET /api/admin/live-classes": jsonResponse(200, []) });
    await pageTitle("Overview");

    await user.click(within(screen.getByRole("navigation", { name: "Admin sections" })).getByRole("link", { name: "Live classes" }));

    expect(await pageTitle("Live classes")).toBeInTheDocument();
    expect(currentPath()).toBe("/admin/live-classes");
    expect(await screen.findByText("No live classes yet. Schedule the first one with Schedule class.", {}, LAZY)).toBeInTheDocument();
  });

  it("opens the drawer from a labelled button; Escape closes it and gives focus back; a link closes it", async () => {
    const { user, currentPath } = renderAdminAt("/admin/overview");
    await pageTitle("Overview");
    const menuButton = screen.getByRole("button", { name: "Open admin menu" });

    await user.click(menuButton);
    const drawer = await screen.findByRole("dialog", { name: "Admin menu" });
    expect(within(drawer).getByText("Signed in as principal")).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(within(await screen.findByRole("dialog", { name: "Admin menu" })).getByRole("link", { name: "Backups" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(currentPath()).toBe("/admin/backups");
    expect(await pageTitle("Backups")).toBeInTheDocument();
  });

  it("opens a user's page as a deep link, named by the username, with a way back to Users", async () => {
    renderAdminAt("/admin/users/2", {
      "GET /api/admin/users/2": jsonResponse(200, {
        id: 2,
        username: "learner2",
        email: "learner2@example.com",
        firstName: "Lerato",
        lastName: null,
        isAdmin: false,
        isDisabled: false,
        closedAt: null,
        subscriptionLevel: null,
        createdAt: "2026-11-21T10:00:00.000Z",
        lastSignInAt: null,
        country: null,
        languageLevel: null,
        subscription: null,
        enrolments: [],
        activeSessions: 0,
      }),
    });

    expect(await pageTitle("learner2")).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Users" })).toHaveAttribute("href", "/admin/users");
    expect(within(crumbs).getByText("learner2")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("region", { name: "Profile" })).toHaveTextContent("learner2@example.com");
    expect(within(screen.getByRole("navigation", { name: "Admin sections" })).getByRole("link", { name: "Users" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("keeps the open course of Content in the address", async () => {
    renderAdminAt("/admin/content?course=5", {
      "GET /api/admin/courses/5": jsonResponse(404, { message: "Course not found" }),
    });

    expect(await pageTitle("Content")).toBeInTheDocument();
    expect(await screen.findByText("This course does not exist. It may have been removed.", {}, LAZY)).toBeInTheDocument();
  });

  it("says so for an address under /admin that is no section", async () => {
    renderAdminAt("/admin/no-such-screen");

    expect(await pageTitle("Page Not Found")).toBeInTheDocument();
    expect(screen.getByText("There is no admin page at this address. Choose a section from the menu.")).toBeInTheDocument();
  });
});
