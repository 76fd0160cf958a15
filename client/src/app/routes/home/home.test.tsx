import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { buildFigures, buildSchool } from "@/test/school";
import HomeScreen from "./home";

const course = (id: number, slug: string, title: string, level: string) => ({
  id,
  slug,
  title,
  description: `About ${title}`,
  level,
  imageUrl: null,
});

const kidsPlan = (trialDays: number) => ({
  id: 21,
  name: "Starter",
  price: 16900,
  description: "Starter for young learners",
  features: [],
  audience: "kids",
  billingInterval: "month",
  sortOrder: 1,
  trialDays,
});

function renderHome(figures = buildFigures(), school = buildSchool(), trialDays = 7) {
  mockApi({
    "GET /api/me": signedOut(),
    "GET /api/subscription-plans": jsonResponse(200, [kidsPlan(trialDays)]),
    "GET /api/school/figures": jsonResponse(200, figures),
    "GET /api/school": jsonResponse(200, school),
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

  it("shows only counted figures: what the site holds, and no count of people until the school publishes one", async () => {
    const { container } = renderHome();

    const hero = region(/Welcome to/);
    expect(await within(hero).findByText("120")).toBeInTheDocument();
    expect(within(hero).getByText("published lessons")).toBeInTheDocument();
    expect(within(hero).getByText("714")).toBeInTheDocument();
    expect(within(hero).queryByText(/students with an account/)).not.toBeInTheDocument();
    const kids = region(/Fun Phonics/);
    expect(within(kids).getByText("35")).toBeInTheDocument();
    expect(within(kids).getByText("letter sounds")).toBeInTheDocument();
    expect(within(kids).getByText("phonics games")).toBeInTheDocument();
    expect(screen.queryByText("of reported issues resolved")).not.toBeInTheDocument();
    expect(screen.getByText("Not sure of your level? The free placement assessment takes a few minutes.")).toBeInTheDocument();
    // No invented figure, testimonial or claim: the spec's 2,500+, 95 %, 4.9/5, 24/7 and UK accreditation are gone.
    expect(container).not.toHaveTextContent(/2,500|95 ?%|4\.9|24\/7|500\+|50\+|accredit|success stor|Rated 5/i);
    expect(screen.queryByRole("region", { name: "Real students, real progress" })).not.toBeInTheDocument();
  });

  it("shows the students, their countries and the feedback resolved once the school publishes them", async () => {
    renderHome(buildFigures({ students: 2140, countries: 31, youngLearners: 260, feedback: { received: 80, resolved: 60 } }));

    const hero = region(/Welcome to/);
    expect(await within(hero).findByText("2,140")).toBeInTheDocument();
    expect(within(hero).getByText("students with an account")).toBeInTheDocument();
    expect(within(hero).getByText("31")).toBeInTheDocument();
    expect(within(hero).getByText("countries they come from")).toBeInTheDocument();
    expect(within(region(/Fun Phonics/)).getByText("young learners")).toBeInTheDocument();
    expect(screen.getByText("75%")).toBeInTheDocument();
    expect(screen.getByText("pieces of feedback received")).toBeInTheDocument();
    expect(screen.getByText(/^Join 2,140 students from 31 countries\./)).toBeInTheDocument();
  });

  it("says 24/7 support only when the school's hours are every day, round the clock", async () => {
    renderHome();
    expect(await screen.findByRole("heading", { name: "Support from real people" })).toBeInTheDocument();

    renderHome(buildFigures(), buildSchool({ supportHours: [{ days: [1, 2, 3, 4, 5, 6, 7], opens: "00:00", closes: "24:00" }] }));
    expect(await screen.findByRole("heading", { name: "24/7 support" })).toBeInTheDocument();
  });

  it("links the kids promo, feedback block and final call to action to their pages", async () => {
    renderHome();

    expect(screen.getByRole("link", { name: "Start Interactive Demo" })).toHaveAttribute("href", "/phonics-demo");
    // The trial's length is the kids plan's, as an admin set it.
    expect(await screen.findByRole("link", { name: "Start Free 7-Day Trial" })).toHaveAttribute("href", "/kids");
    expect(screen.getByRole("link", { name: "View All Plans & Pricing" })).toHaveAttribute("href", "/kids");
    expect(screen.getByRole("link", { name: "Access Full Lessons" })).toHaveAttribute("href", "/courses");
    expect(screen.getByRole("link", { name: "Share Your Feedback" })).toHaveAttribute("href", "/feedback");
    expect(screen.getByRole("link", { name: "Create Your Free Account" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Take the Free Assessment" })).toHaveAttribute("href", "/assessment");
  });

  it("promises no free trial when no kids plan offers one, and names the plan's length when one does", async () => {
    renderHome(buildFigures(), buildSchool(), 0);
    expect(await screen.findByText(/Parents follow every step\.$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("link", { name: /Free.*Trial/ })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "View All Plans & Pricing" })).toBeInTheDocument();
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

  it("shows the page in Japanese, course titles staying English", async () => {
    showInterfaceIn("ja");
    renderHome();

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/へようこそ/);
    expect(screen.getByRole("link", { name: "コースを見る" })).toHaveAttribute("href", "/courses");
    expect(screen.queryByRole("link", { name: "View Courses" })).not.toBeInTheDocument();
    expect(await screen.findByText("件の公開レッスン")).toBeInTheDocument();
    expect((await screen.findAllByText("Intermediate English (B1-B2)"))[0]).toHaveAttribute("lang", "en");
    expect(screen.getByLabelText("エマ先生に名前を伝えましょう")).toBeInTheDocument();
  });
});
