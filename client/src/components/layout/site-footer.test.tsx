import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLLEGE_NAME } from "@shared/constants";
import { CURRENT_USER_QUERY_KEY } from "@/lib/auth";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { SiteFooter } from "./site-footer";
import { SocialLinks, socialProfiles } from "./social-links";

describe("Site footer", () => {
  it("links each of the five level names to the courses of its CEFR level", () => {
    mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<SiteFooter />);

    for (const [label, level] of [
      ["Beginner", "A1"],
      ["Elementary", "A2"],
      ["Intermediate", "B1"],
      ["Upper Intermediate", "B2"],
      ["Advanced", "C1"],
    ]) {
      expect(screen.getByRole("link", { name: label })).toHaveAttribute("href", `/courses?level=${level}`);
    }
    expect(screen.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
  });

  it("offers no page that does not exist: no 'soon' entries", () => {
    mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<SiteFooter />);

    expect(screen.queryByText("soon")).not.toBeInTheDocument();
    for (const label of ["Learning Blog", "FAQ", "Careers", "Testimonials"]) {
      expect(screen.queryByText(label)).not.toBeInTheDocument();
    }
  });

  it("links the Terms of Service and the Privacy Policy, and opens them on click", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user, currentPath } = renderWithProviders(<SiteFooter />);

    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await user.click(screen.getByRole("link", { name: "Privacy Policy" }));
    expect(currentPath()).toBe("/privacy");
  });

  it("shows the Admin link to an admin only: not to a visitor, not to a student", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const visitor = renderWithProviders(<SiteFooter />);
    await waitFor(() => expect(visitor.queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.status).toBe("success"));
    expect(screen.queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
    visitor.unmount();

    mockApi({ "GET /api/me": jsonResponse(200, buildUser()) });
    const student = renderWithProviders(<SiteFooter />);
    await waitFor(() => expect(student.queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toMatchObject({ username: "thandi" }));
    expect(screen.queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
    student.unmount();

    mockApi({ "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true })) });
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("shows no social icons when the college has no profiles configured", () => {
    mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<SiteFooter />);
    expect(screen.queryByRole("link", { name: /opens in a new tab/ })).not.toBeInTheDocument();
  });

  it("links only the configured https profiles, safely in a new tab", () => {
    const profiles = socialProfiles({
      VITE_SOCIAL_FACEBOOK_URL: "https://www.facebook.com/capeenglishcollege",
      VITE_SOCIAL_X_URL: "http://x.com/insecure",
      VITE_SOCIAL_YOUTUBE_URL: "",
    });
    renderWithProviders(<SocialLinks profiles={profiles} linkClassName="" />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Facebook (opens in a new tab)");
    expect(links[0]).toHaveAttribute("href", "https://www.facebook.com/capeenglishcollege");
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("has a labelled language selector and the copyright of this year", () => {
    mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<SiteFooter />);

    const language = screen.getByLabelText("Language");
    expect(language).toHaveValue("en");
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English", "Español", "Français", "Deutsch", "日本語", "简体中文"]);
    expect(screen.getByText(`© ${new Date().getFullYear()} ${COLLEGE_NAME}. All rights reserved.`)).toBeInTheDocument();
  });

  it("changes the interface language, remembers it and saves it on a signed-in account", async () => {
    const saved: unknown[] = [];
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser({ locale: "en" })),
      "PATCH /api/me": async (request) => {
        saved.push(request.body);
        return jsonResponse(200, buildUser({ locale: "ja" }));
      },
    });
    const { user, queryClient } = renderWithProviders(<SiteFooter />);
    await waitFor(() => expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeTruthy());

    await user.selectOptions(screen.getByLabelText("Language"), "ja");

    expect(await screen.findByLabelText("言語")).toHaveValue("ja");
    expect(document.documentElement.lang).toBe("ja-JP");
    expect(localStorage.getItem("interface-language")).toBe("ja");
    await waitFor(() => expect(saved).toEqual([{ locale: "ja" }]));
    localStorage.clear();
  });

  it("shows its columns, level names and copyright in Spanish", () => {
    mockApi({ "GET /api/me": signedOut() });
    showInterfaceIn("es");
    renderWithProviders(<SiteFooter />);
    expect(screen.getByRole("link", { name: "Principiante" })).toHaveAttribute("href", "/courses?level=A1");
    expect(screen.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("heading", { name: "Recursos" })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} ${COLLEGE_NAME}. Todos los derechos reservados.`)).toBeInTheDocument();
    expect(screen.getByLabelText("Idioma")).toHaveValue("es");
    expect(screen.queryByText("Terms of Service")).not.toBeInTheDocument();
  });
});
