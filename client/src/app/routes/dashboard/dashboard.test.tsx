import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import DashboardScreen from "./dashboard";
import { ASSESSMENT, buildCourse, buildLiveClass, buildProgress, mockDashboardApi } from "@/test/builders";

function renderDashboard() {
  return renderWithProviders(<DashboardScreen />, { path: "/dashboard" });
}

const greeting = (name = "Thandi") => screen.findByRole("heading", { level: 1, name: `Welcome back, ${name}!` });

describe("Dashboard header", () => {
  it("greets by first name and shows the level of the latest assessment", async () => {
    mockDashboardApi({ assessment: ASSESSMENT });
    renderDashboard();

    expect(await greeting()).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await screen.findByText("B1-B2 · Intermediate")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Take Assessment" })).not.toBeInTheDocument();
  });

  it("says 'Welcome' on a new account's first visit, then 'Welcome back'", async () => {
    window.localStorage.clear();
    const me = buildUser({ id: 41, firstName: "Amara", createdAt: new Date(Date.now() - 60_000).toISOString() });
    mockDashboardApi({ me });
    const first = renderDashboard();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Amara!" })).toBeInTheDocument();
    first.unmount();

    mockDashboardApi({ me });
    renderDashboard();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, Amara!" })).toBeInTheDocument();
    window.localStorage.clear();
  });

  it("offers 'Take Assessment' when there is no assessment (null) and no chosen level", async () => {
    mockDashboardApi({ me: buildUser({ languageLevel: "Not Sure (Take Assessment)" }) });
    renderDashboard();

    expect(await screen.findByRole("link", { name: "Take Assessment" })).toHaveAttribute("href", "/assessment");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("falls back to the level chosen at registration", async () => {
    mockDashboardApi({ me: buildUser({ languageLevel: "Advanced (C1)" }) });
    renderDashboard();

    expect(await screen.findByText("Advanced (C1)")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Take Assessment" })).not.toBeInTheDocument();
  });
});

describe("My Courses tab", () => {
  it("shows the enrolled courses with their real progress", async () => {
    mockDashboardApi({
      courses: {
        enrolled: [
          buildCourse({ id: 4, title: "Business English", progress: 40 }),
          buildCourse({ id: 9, title: "IELTS Preparation", level: "C1-C2", progress: 0 }),
        ],
        recommended: [buildCourse({ id: 1, title: "Not shown" })],
        recommendedFor: "B1-B2",
      },
    });
    renderDashboard();

    expect(await screen.findByRole("tab", { name: "My Courses" })).toHaveAttribute("aria-selected", "true");
    const business = await screen.findByRole("progressbar", { name: "Business English progress" });
    expect(business).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByText("40%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "IELTS Preparation progress" })).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByRole("link", { name: /^Continue Learning/ })).toHaveAttribute("href", "/courses/4/learn");
    expect(screen.getByRole("link", { name: /^Start Learning/ })).toHaveAttribute("href", "/courses/9/learn");
    expect(screen.queryByText("Not shown")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse All Courses" })).toHaveAttribute("href", "/courses");
  });

  it("shows the empty state and at most three courses recommended for the level", async () => {
    const recommended = [1, 2, 3, 4].map((id) => buildCourse({ id, title: `Course ${id}` }));
    mockDashboardApi({ courses: { enrolled: [], recommended, recommendedFor: "B1-B2" } });
    renderDashboard();

    expect(await screen.findByRole("link", { name: "Browse Courses" })).toHaveAttribute("href", "/courses");
    const section = screen.getByRole("region", { name: "Recommended for Your Level" });
    expect(within(section).getAllByRole("button", { name: /^Start Learning/ })).toHaveLength(3);
    const links = within(section).getAllByRole("link", { name: /^About this course/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/courses/1", "/courses/2", "/courses/3"]);
    expect(screen.queryByText("Course 4")).not.toBeInTheDocument();
  });

  it("shows an error with a retry that reads the courses again", async () => {
    let calls = 0;
    mockDashboardApi({
      extra: {
        "GET /api/me/courses": () => {
          calls += 1;
          return calls === 1
            ? jsonResponse(500, { message: "Internal Server Error" })
            : jsonResponse(200, { enrolled: [buildCourse({ title: "Business English", progress: 10 })], recommended: [] });
        },
      },
    });
    const { user } = renderDashboard();

    expect(await screen.findByText("We couldn't load your courses.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("progressbar", { name: "Business English progress" })).toHaveAttribute("aria-valuenow", "10");
  });

  it("lists the scheduled live classes for a subscriber", async () => {
    mockDashboardApi({
      progress: buildProgress({ subscription: { plan: "Standard", status: "active" } }),
      liveClasses: [
        buildLiveClass(),
        buildLiveClass({ id: 2, title: "Grammar Workshop: The Present Perfect", teacherName: "Thabo Nkosi" }),
      ],
    });
    renderDashboard();

    expect(await screen.findByRole("heading", { level: 3, name: "Conversation Practice: Travel English" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Grammar Workshop: The Present Perfect" })).toBeInTheDocument();
    expect(screen.getByText("Sarah Mitchell")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Book / })).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "View Plans" })).not.toBeInTheDocument();
  });

  it("asks a student without a subscription to view the plans, without asking for the live classes", async () => {
    const { requests } = mockDashboardApi();
    renderDashboard();

    expect(await screen.findByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: /^Book / })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // No 403 in the console: a student known to have no plan is not sent to the live classes at all.
    expect(requests.some((request) => request.url.startsWith("/api/live-classes"))).toBe(false);
  });
});

describe("Progress tab", () => {
  it("shows the latest assessment, the learning summary and the skills from the API", async () => {
    mockDashboardApi({
      assessment: ASSESSMENT,
      progress: buildProgress({
        lessonsCompleted: 12,
        practiceSeconds: 80 * 60 + 59,
        certificates: 2,
        skills: { reading: 65, writing: 40, speaking: 25, listening: 80 },
      }),
    });
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("tab", { name: "Progress" }));

    expect(await screen.findByText("3 out of 5")).toBeInTheDocument();
    expect(screen.getByText("Mar 4, 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Take New Assessment" })).toHaveAttribute("href", "/assessment");
    const summary = (await screen.findByRole("heading", { name: "Learning Summary" })).closest("div.rounded-2xl") as HTMLElement;
    expect(within(summary).getByText("12")).toBeInTheDocument();
    expect(within(summary).getByText("Practice time").nextElementSibling).toHaveTextContent("1 h 20 min");
    expect(within(summary).getByText("2")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Reading" })).toHaveAttribute("aria-valuenow", "65");
    expect(screen.getByRole("progressbar", { name: "Writing" })).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByRole("progressbar", { name: "Speaking" })).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByRole("progressbar", { name: "Listening" })).toHaveAttribute("aria-valuenow", "80");
  });

  it("shows zeros for a new student and a prompt to take the assessment", async () => {
    mockDashboardApi();
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("tab", { name: "Progress" }));

    const panel = screen.getByRole("tabpanel", { name: "Progress" });
    expect(await within(panel).findByRole("link", { name: "Take Assessment" })).toHaveAttribute("href", "/assessment");
    expect(await within(panel).findAllByText("0")).toHaveLength(2);
    expect(within(panel).getByText("0 min")).toBeInTheDocument();
    expect(within(panel).getByRole("progressbar", { name: "Reading" })).toHaveAttribute("aria-valuenow", "0");
  });
});

describe("Profile tab", () => {
  it("shows the profile, 'Not specified' for a missing country, and the subscription", async () => {
    mockDashboardApi({
      me: buildUser({ country: null }),
      extra: {
        "GET /api/subscriptions/me": jsonResponse(200, {
          subscription: {
            plan: { id: 3, name: "Premium", price: 59900, billingInterval: "month" },
            status: "active",
            currentPeriodStart: "2025-03-01T10:00:00.000Z",
            currentPeriodEnd: "2025-03-31T10:00:00.000Z",
            cancelAtPeriodEnd: false,
            pendingPlan: null,
            isTrial: false,
            canRefund: false,
            refundDeadline: null,
            displayStatus: "active",
            courseChoice: null,
          },
          payments: [],
        }),
      },
    });
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("tab", { name: "Profile" }));

    const panel = screen.getByRole("tabpanel", { name: "Profile" });
    expect(within(panel).getByText("thandi")).toBeInTheDocument();
    expect(within(panel).getByText("thandi@example.com")).toBeInTheDocument();
    expect(within(panel).getByText("Thandi Mokoena")).toBeInTheDocument();
    expect(within(panel).getByText("Not specified")).toBeInTheDocument();
    expect(await within(panel).findByText("Premium")).toBeInTheDocument();
    expect(within(panel).getByText("Active")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Change Plan" })).toBeInTheDocument();
  });

  it("saves the profile and shows the new name in the greeting", async () => {
    let me = buildUser();
    const { requests } = mockDashboardApi({
      extra: {
        "GET /api/me": () => jsonResponse(200, me),
        "PATCH /api/me": ({ body }) => {
          me = { ...me, ...(body as Partial<typeof me>) };
          return jsonResponse(200, me);
        },
      },
    });
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("tab", { name: "Profile" }));
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Profile" });
    const firstName = within(dialog).getByLabelText("First name");
    await user.clear(firstName);
    await user.type(firstName, "Lerato");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await greeting("Lerato")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({
      email: "thandi@example.com",
      firstName: "Lerato",
      lastName: "Mokoena",
      // The stored English name of an older account goes back as its ISO code.
      country: "US",
      languageLevel: "Intermediate (B1)",
      timeZone: "Africa/Johannesburg",
    });
    expect(await screen.findByText("Profile Updated")).toBeInTheDocument();
    expect(within(screen.getByRole("tabpanel", { name: "Profile" })).getByText("Lerato Mokoena")).toBeInTheDocument();
  });
});

describe("Dashboard in Japanese", () => {
  it("greets, names the tabs and the courses in Japanese", async () => {
    showInterfaceIn("ja");
    mockDashboardApi({
      courses: { enrolled: [buildCourse({ id: 4, title: "Business English", progress: 40 })], recommended: [], recommendedFor: null },
    });
    renderDashboard();

    expect(await screen.findByRole("heading", { level: 1, name: "おかえりなさい、Thandiさん！" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "マイコース" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "学習状況" })).toBeInTheDocument();
    // Course titles come from the database and stay in English.
    expect(await screen.findByRole("progressbar", { name: "Business Englishの進捗" })).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByRole("link", { name: /^学習を続ける/ })).toHaveAttribute("href", "/courses/4/learn");
    expect(screen.queryByRole("tab", { name: "My Courses" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });
});
