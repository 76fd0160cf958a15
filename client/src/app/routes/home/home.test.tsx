import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import HomeScreen from "./home";

const course = (id: number, slug: string, title: string, level: string) => ({
  id,
  slug,
  title,
  description: `About ${title}`,
  level,
  imageUrl: null,
});

function renderHome() {
  mockApi({
    "GET /api/me": signedOut(),
    "GET /api/courses": jsonResponse(200, [
      course(1, "a1-a2", "Beginner English (A1-A2)", "A1-A2"),
      course(2, "b1-b2", "Intermediate English (B1-B2)", "B1-B2"),
      course(3, "c1-c2", "Advanced English (C1-C2)", "C1-C2"),
    ]),
  });
  return renderWithProviders(<HomeScreen />);
}

const region = (name: string | RegExp) => screen.getByRole("region", { name });

describe("Home page", () => {
  it("has one h1 and the hero's three calls to action", () => {
    renderHome();

    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/Welcome to/);
    expect(screen.getByRole("link", { name: "Try Fun Phonics FREE" })).toHaveAttribute("href", "/phonics");
    expect(screen.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "View Courses" })).toHaveAttribute("href", "/courses");
  });

  it("lists courses linking to their pages, plus View All Courses", async () => {
    renderHome();

    const courses = region("Courses for every level");
    expect(await within(courses).findByRole("link", { name: /View course: Beginner English/ })).toHaveAttribute("href", "/courses/1");
    expect(within(courses).getByRole("link", { name: "View All Courses" })).toHaveAttribute("href", "/courses");
  });

  it("shows exactly four success stories, each with a readable rating and course", () => {
    renderHome();

    const stories = within(region("Real students, real progress")).getAllByRole("article");
    expect(stories).toHaveLength(4);
    for (const story of stories) {
      expect(within(story).getByRole("heading", { level: 3 })).toBeInTheDocument();
      expect(within(story).getByText("Rated 5 out of 5")).toBeInTheDocument();
      expect(within(story).getByText(/^Course:/)).toBeInTheDocument();
    }
  });

  it("links the kids promo, feedback block and final call to action to their pages", () => {
    renderHome();

    expect(screen.getByRole("link", { name: "Start Interactive Demo" })).toHaveAttribute("href", "/phonics-demo");
    expect(screen.getByRole("link", { name: "Start Free 7-Day Trial" })).toHaveAttribute("href", "/kids");
    expect(screen.getByRole("link", { name: "View All Plans & Pricing" })).toHaveAttribute("href", "/kids");
    expect(screen.getByRole("link", { name: "Access Full Lessons" })).toHaveAttribute("href", "/courses");
    expect(screen.getByRole("link", { name: "Share Your Feedback" })).toHaveAttribute("href", "/feedback");
    expect(screen.getByRole("link", { name: "Create Your Free Account" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Take the Free Assessment" })).toHaveAttribute("href", "/assessment");
  });

  it("opens no welcome popup", () => {
    renderHome();

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("copies the site address and says so in a status message", async () => {
    const { user } = renderHome();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");

    await user.click(screen.getByRole("button", { name: "Copy Link" }));

    expect(writeText).toHaveBeenCalledWith(window.location.origin);
    expect(await screen.findByText("Link copied to clipboard!")).toHaveAttribute("role", "status");
  });

  it("only logs a failed copy", async () => {
    const { user } = renderHome();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("Denied"));
    const logError = vi.spyOn(console, "error").mockImplementation(() => {});

    await user.click(screen.getByRole("button", { name: "Copy Link" }));

    expect(logError).toHaveBeenCalled();
    expect(screen.queryByText("Link copied to clipboard!")).not.toBeInTheDocument();
  });

  it("shares the site's address on social networks in a new tab", () => {
    renderHome();

    const origin = encodeURIComponent(window.location.origin);
    const facebook = screen.getByRole("link", { name: /Share on Facebook/ });
    expect(facebook).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${origin}`);
    expect(screen.getByRole("link", { name: /Share on Twitter/ }).getAttribute("href")).toContain(`url=${origin}`);
    expect(screen.getByRole("link", { name: /Share on LinkedIn/ }).getAttribute("href")).toContain(`url=${origin}`);
    for (const name of [/Share on Facebook/, /Share on Twitter/, /Share on LinkedIn/]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("shows the page in Japanese, the success stories' course titles staying English", () => {
    showInterfaceIn("ja");
    renderHome();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/へようこそ/);
    expect(screen.getByRole("link", { name: "コースを見る" })).toHaveAttribute("href", "/courses");
    expect(screen.queryByRole("link", { name: "View Courses" })).not.toBeInTheDocument();
    const stories = within(region("本物の受講生、本物の上達")).getAllByRole("article");
    expect(within(stories[0]!).getByText("5 点中 5 点の評価")).toBeInTheDocument();
    expect(within(stories[0]!).getByText("Intermediate English (B1-B2)")).toHaveAttribute("lang", "en");
    expect(screen.getByLabelText("エマ先生に名前を伝えましょう")).toBeInTheDocument();
  });
});
