import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAdultSubscription } from "@/test/builders";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import type { MySubscription, MySubscriptionResponse } from "@shared/api/billing";
import { CourseChoicePanel } from "./course-choice-panel";
import { CourseChoiceSummary } from "./course-choice-summary";

const A1 = { id: 1, title: "Beginner English (A1-A2)", level: "A1-A2" };
const B1 = { id: 2, title: "Intermediate English (B1-B2)", level: "B1-B2" };
const TEFL = { id: 4, title: "TEFL Level 3 Certificate", level: "TEFL Level 3" };

const basic = (courseChoice: MySubscription["courseChoice"]) =>
  buildAdultSubscription({
    plan: { id: 1, name: "Basic", price: 19900, billingInterval: "month", audience: "adult", courseAccess: "one_course" },
    courseChoice,
  });
const answer = (subscription: MySubscription | null): MySubscriptionResponse => ({ subscription, payments: [] });

function renderPanel(course: typeof A1, routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ "GET /api/me": jsonResponse(200, buildUser()), ...routes });
  return { ...api, ...renderWithProviders(<CourseChoicePanel course={course} />, { path: `/courses/${course.id}` }) };
}

describe("CourseChoicePanel on a course page", () => {
  it("tells a Basic student that this course is theirs", async () => {
    renderPanel(A1, { "GET /api/subscriptions/me": jsonResponse(200, answer(basic({ course: A1, changeableFrom: null }))) });
    expect(await screen.findByText("This is your course: your Basic plan opens it.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Choose this course" })).not.toBeInTheDocument();
  });

  it("chooses another course after a confirmation that says the current one will close", async () => {
    let current = basic({ course: A1, changeableFrom: null });
    const { requests, user } = renderPanel(B1, {
      "GET /api/subscriptions/me": () => jsonResponse(200, answer(current)),
      "PUT /api/subscriptions/me/course": () => {
        current = basic({ course: B1, changeableFrom: "2099-12-01T10:00:00.000Z" });
        return jsonResponse(200, answer(current));
      },
    });

    expect(await screen.findByText("Beginner English (A1-A2)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Choose this course" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose “Intermediate English (B1-B2)” as your course?" });
    expect(
      within(dialog).getByText(
        "“Beginner English (A1-A2)” will close: its lessons stay locked until you choose it again, and your progress in it is kept. You can change your course once each billing period.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Yes, choose this course" }));

    expect(await screen.findByText("This is your course: your Basic plan opens it.")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual({ courseId: 2 });
  });

  it("says when the course can change once it was chosen in this period", async () => {
    renderPanel(B1, {
      "GET /api/subscriptions/me": jsonResponse(200, answer(basic({ course: A1, changeableFrom: "2026-12-21T10:00:00.000Z" }))),
    });
    expect(await screen.findByText("You chose it in this billing period. You can change your course from 21 Dec.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Choose this course" })).not.toBeInTheDocument();
  });

  it("shows the server's message when the change is refused", async () => {
    const { user } = renderPanel(B1, {
      "GET /api/subscriptions/me": jsonResponse(200, answer(basic({ course: A1, changeableFrom: null }))),
      "PUT /api/subscriptions/me/course": jsonResponse(409, { message: "You chose your course in this billing period." }),
    });
    await user.click(await screen.findByRole("button", { name: "Choose this course" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Yes, choose this course" }));
    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("You chose your course in this billing period.")).toBeInTheDocument();
  });

  it("tells Basic and Standard students that the TEFL courses come with Premium", async () => {
    renderPanel(TEFL, { "GET /api/subscriptions/me": jsonResponse(200, answer(buildAdultSubscription())) });
    expect(
      await screen.findByText("The TEFL courses come with the Premium plan. Your Standard plan does not open this course."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/pricing");
  });

  it("says nothing to a Standard student on a CEFR course, and asks nothing for a visitor", async () => {
    const { container, requests } = renderPanel(B1, { "GET /api/subscriptions/me": jsonResponse(200, answer(buildAdultSubscription())) });
    await waitFor(() => expect(requests.map((request) => request.url)).toContain("/api/subscriptions/me"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();

    const visitor = mockApi({ "GET /api/me": signedOut() });
    renderWithProviders(<CourseChoicePanel course={B1} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visitor.requests.map((request) => request.url)).not.toContain("/api/subscriptions/me");
  });
});

describe("CourseChoiceSummary above the course list", () => {
  it("names a Basic student's course with a link to it", async () => {
    mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/subscriptions/me": jsonResponse(200, answer(basic({ course: A1, changeableFrom: null }))),
    });
    renderWithProviders(<CourseChoiceSummary />, { path: "/courses" });
    const summary = await screen.findByRole("region", { name: "Your course" });
    expect(within(summary).getByRole("link", { name: A1.title })).toHaveAttribute("href", "/courses/1");
    expect(summary).toHaveTextContent("Your Basic plan opens this one course; choose another on its page.");
  });

  it("is absent for a Standard student", async () => {
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/subscriptions/me": jsonResponse(200, answer(buildAdultSubscription())),
    });
    const { container } = renderWithProviders(<CourseChoiceSummary />, { path: "/courses" });
    await waitFor(() => expect(requests.map((request) => request.url)).toContain("/api/subscriptions/me"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
