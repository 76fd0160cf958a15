import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import NewsletterScreen from "./newsletter";
import QueriesScreen from "./queries";

describe("Coming-soon screens", () => {
  it("/newsletter: one h1, says plainly it is not open, the list to join, sharing and the contact page", () => {
    mockApi({});
    renderWithProviders(<NewsletterScreen />, { path: "/newsletter" });

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Newsletter Cape English College$/);
    expect(
      screen.getByText("Our newsletter is not running yet. Leave your email and we will write once, when the first issue goes out."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notify Me" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share Coming Soon" })).toBeInTheDocument();
    for (const tile of ["Language Courses", "TEFL Certification", "Interactive Learning", "Flexible Study"]) {
      expect(screen.getByRole("heading", { level: 3, name: tile })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Write to us on the contact page" })).toHaveAttribute("href", "/contact");
  });

  it("sits inside the site's shell: no second navigation or footer, and no launch date", () => {
    mockApi({});
    renderWithProviders(<NewsletterScreen />, { path: "/newsletter" });

    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    expect(screen.queryByText(/Launching This Spring/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\b20\d\d\b/)).not.toBeInTheDocument();
  });

  it("/queries: its own title and message", () => {
    mockApi({});
    renderWithProviders(<QueriesScreen />, { path: "/queries" });

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Queries Cape English College$/);
    expect(screen.getByText("Have questions? Our dedicated queries section is coming soon!")).toBeInTheDocument();
  });

  it("/newsletter in Japanese: the page's words translated, the college's name kept", () => {
    showInterfaceIn("ja");
    mockApi({});
    renderWithProviders(<NewsletterScreen />, { path: "/newsletter" });

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^ニュースレター Cape English College$/);
    expect(screen.getByText("準備中")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "お知らせを受け取る" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "語学コース" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "お問い合わせページからご連絡ください" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByRole("button", { name: "Notify Me" })).not.toBeInTheDocument();
    expect(screen.queryByText("Not open yet")).not.toBeInTheDocument();
  });
});
