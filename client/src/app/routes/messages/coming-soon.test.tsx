import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import NewsletterScreen from "./newsletter";
import QueriesScreen from "./queries";

describe("Coming-soon screens", () => {
  it("/newsletter: one h1 with the title and college name, the message, the launch list and sharing", () => {
    mockApi({});
    renderWithProviders(<NewsletterScreen />, { path: "/newsletter" });

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Newsletter Cape English College$/);
    expect(screen.getByText("Our newsletter feature is coming soon. Please check back later!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notify Me" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share Coming Soon" })).toBeInTheDocument();
    for (const tile of ["Language Courses", "TEFL Certification", "Interactive Learning", "Flexible Study"]) {
      expect(screen.getByRole("heading", { level: 3, name: tile })).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { name: "Launching This Spring" })).toBeInTheDocument();
    expect(screen.getByText("2025")).toBeInTheDocument();

    const nav = screen.getByRole("navigation", { name: "Newsletter page" });
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    expect(within(nav).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  });

  it("/queries: its own title and message", () => {
    mockApi({});
    renderWithProviders(<QueriesScreen />, { path: "/queries" });

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Queries Cape English College$/);
    expect(screen.getByText("Have questions? Our dedicated queries section is coming soon!")).toBeInTheDocument();
  });
});
