import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLLEGE_NAME } from "@shared/constants";
import { renderWithProviders } from "@/test/render";
import { SiteFooter } from "./site-footer";

describe("Site footer", () => {
  it("links the five course levels to /courses, and About Us and Admin for everyone", () => {
    renderWithProviders(<SiteFooter />);

    for (const level of ["Beginner", "Elementary", "Intermediate", "Upper Intermediate", "Advanced"]) {
      expect(screen.getByRole("link", { name: level })).toHaveAttribute("href", "/courses");
    }
    expect(screen.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    expect(screen.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("shows the pages to come as text, not as dead links", () => {
    renderWithProviders(<SiteFooter />);

    for (const label of [
      "Learning Blog",
      "Free Language Tools",
      "Study Guides",
      "Student Community",
      "FAQ",
      "Careers",
      "Testimonials",
      "Terms of Service",
      "Privacy Policy",
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: new RegExp(label) })).not.toBeInTheDocument();
    }
  });

  it("opens the social networks safely in a new tab", () => {
    renderWithProviders(<SiteFooter />);

    for (const name of ["Facebook", "X (Twitter)", "LinkedIn", "Instagram", "YouTube"]) {
      const link = screen.getByRole("link", { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    }
  });

  it("has a labelled language selector and the copyright of this year", () => {
    renderWithProviders(<SiteFooter />);

    const language = screen.getByLabelText("Language");
    expect(language).toHaveValue("English");
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English", "Spanish", "French", "German", "Japanese", "Chinese"]);
    expect(screen.getByText(`© ${new Date().getFullYear()} ${COLLEGE_NAME}. All rights reserved.`)).toBeInTheDocument();
  });
});
