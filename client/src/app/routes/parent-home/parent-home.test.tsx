import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MySubscription } from "@shared/api/billing";
import type { ChildView, FamilyChildSummary, PhonicsAccountResponse } from "@shared/api/phonics";
import { buildAdultSubscription } from "@/test/builders";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import ParentHomeScreen from "./parent-home";

const trial = (overrides: Partial<MySubscription> = {}) =>
  buildAdultSubscription({
    plan: { id: 21, name: "Starter", price: 16900, billingInterval: "month", audience: "kids" },
    status: "cancelled",
    cancelAtPeriodEnd: true,
    // 23:30 in Johannesburg on 1 Dec is still 1 Dec there, although 2 Dec has begun further east.
    currentPeriodEnd: "2099-12-01T21:30:00.000Z",
    isTrial: true,
    displayStatus: "trial",
    ...overrides,
  });

const child = (overrides: Partial<ChildView>): ChildView => ({
  id: 1,
  firstName: "Zanele",
  age: 6,
  avatar: "lion",
  isOnLeaderboard: false,
  leaderboardNickname: null,
  isRemovedFromLeaderboard: false,
  ...overrides,
});

const account = (overrides: Partial<PhonicsAccountResponse> = {}): PhonicsAccountResponse => ({
  hasFullAccess: true,
  planName: "Starter",
  maxChildren: 1,
  children: [],
  ...overrides,
});

type Answers = {
  subscription?: MySubscription | null;
  children?: Response | (() => Promise<Response>);
  family?: Response | (() => Promise<Response>);
  addChild?: () => Response;
};

function renderParentHome({
  subscription = trial(),
  children = jsonResponse(200, account()),
  family = jsonResponse(200, []),
  addChild = () => jsonResponse(500, {}),
}: Answers = {}) {
  const api = mockApi({
    "GET /api/me": jsonResponse(200, buildUser()),
    "GET /api/subscriptions/me": jsonResponse(200, { subscription, payments: [] }),
    "GET /api/phonics/children": children,
    "GET /api/phonics/family": family,
    "POST /api/phonics/children": addChild,
  });
  return { ...api, ...renderWithProviders(<ParentHomeScreen />, { path: "/family" }) };
}

describe("Parent home", () => {
  it("shows the family in Japanese: the plan's end day, each child's figures in Japanese units, the sounds in English", async () => {
    showInterfaceIn("ja");
    renderParentHome({
      children: jsonResponse(200, account({ planName: "Family", maxChildren: 4, children: [child({})] })),
      family: jsonResponse(200, [
        { childId: 1, firstName: "Zanele", avatar: "lion", soundsMastered: 4, weeklyPracticeSeconds: 600, practiseNext: ["a", "p"] },
      ]),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "ご家族" })).toBeInTheDocument();
    const zanele = await screen.findByRole("article", { name: "Zanele" });
    expect(within(zanele).getByText("6歳")).toBeInTheDocument();
    expect(within(zanele).getByText("今週の練習時間").nextElementSibling).toHaveTextContent("10分");
    expect(within(zanele).getByText("a, p")).toHaveAttribute("lang", "en");
    expect(within(zanele).getByRole("link", { name: "Zaneleさんと練習する" })).toHaveAttribute("href", "/phonics?child=1");
    expect(screen.getByText("無料体験中（12月1日まで）")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "お子さまをもう一人追加" })).toBeInTheDocument();
    expect(screen.queryByText("Your family")).not.toBeInTheDocument();
    expect(screen.queryByText(/Practise with/)).not.toBeInTheDocument();
  });

  it("shows each child with avatar, first name, age, the server's progress figures and a way to practise", async () => {
    const summaries: FamilyChildSummary[] = [
      { childId: 1, firstName: "Zanele", avatar: "lion", soundsMastered: 4, weeklyPracticeSeconds: 600, practiseNext: ["a", "p", "i"] },
      { childId: 2, firstName: "Sipho", avatar: "owl", soundsMastered: 0, weeklyPracticeSeconds: 45, practiseNext: ["s", "a", "t"] },
    ];
    renderParentHome({
      children: jsonResponse(
        200,
        account({ planName: "Family", maxChildren: 4, children: [child({}), child({ id: 2, firstName: "Sipho", age: 4, avatar: "owl" })] }),
      ),
      family: jsonResponse(200, summaries),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Your family" })).toBeInTheDocument();
    const zanele = await screen.findByRole("article", { name: "Zanele" });
    expect(within(zanele).getByText("🦁")).toBeInTheDocument();
    expect(within(zanele).getByText("Age 6")).toBeInTheDocument();
    expect(within(zanele).getByText("Sounds mastered").nextElementSibling).toHaveTextContent("4");
    expect(within(zanele).getByText("Practice this week").nextElementSibling).toHaveTextContent("10 min");
    expect(within(zanele).getByText("Practise next").nextElementSibling).toHaveTextContent("a, p, i");
    expect(within(zanele).getByRole("link", { name: "Practise with Zanele" })).toHaveAttribute("href", "/phonics?child=1");
    const sipho = screen.getByRole("article", { name: "Sipho" });
    expect(within(sipho).getByText("Age 4")).toBeInTheDocument();
    expect(within(sipho).getByText("Practice this week").nextElementSibling).toHaveTextContent("45 s");
    expect(within(sipho).getByRole("link", { name: "Practise with Sipho" })).toHaveAttribute("href", "/phonics?child=2");
    expect(screen.getByText("Practice this week: games finished and voice practice in the last 7 days.")).toBeInTheDocument();
    // Two of four places used: another child can be added.
    expect(screen.getByRole("button", { name: "Add another child" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Add your child" })).not.toBeInTheDocument();
  });

  it("offers 'Add your child' when there is none, in a dialog that names the free trial's room", async () => {
    const { user } = renderParentHome();

    expect(await screen.findByRole("heading", { name: "Add your child" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add your child" }));

    const dialog = await screen.findByRole("dialog", { name: "Add your child" });
    expect(within(dialog).getByText("Your free trial has room for 1 child. Only a first name or nickname is kept.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("First name or nickname")).toBeInTheDocument();
  });

  it("adds the first child and shows them without reloading the page", async () => {
    let children: ChildView[] = [];
    const { user, requests } = renderParentHome({
      children: () => Promise.resolve(jsonResponse(200, account({ children }))),
      family: () =>
        Promise.resolve(
          jsonResponse(
            200,
            children.map((entry) => ({
              childId: entry.id,
              firstName: entry.firstName,
              avatar: entry.avatar,
              soundsMastered: 0,
              weeklyPracticeSeconds: 0,
              practiseNext: ["s", "a", "t"],
            })),
          ),
        ),
      addChild: () => {
        children = [child({ id: 9, firstName: "Lwazi", age: 5 })];
        return jsonResponse(201, children[0]);
      },
    });

    await user.click(await screen.findByRole("button", { name: "Add your child" }));
    await user.type(await screen.findByLabelText("First name or nickname"), "Lwazi");
    await user.click(screen.getByRole("button", { name: "Add child" }));

    const lwazi = await screen.findByRole("article", { name: "Lwazi" });
    expect(within(lwazi).getByText("Practice this week").nextElementSibling).toHaveTextContent("0 s");
    expect(within(lwazi).getByRole("link", { name: "Practise with Lwazi" })).toHaveAttribute("href", "/phonics?child=9");
    expect(requests.find((request) => request.method === "POST")?.body).toMatchObject({ firstName: "Lwazi" });
  });

  it("shows the running trial as 'Free trial, ends' the day in the parent's time zone, with 'Choose a plan'", async () => {
    renderParentHome();

    expect(await screen.findByText("Free trial, ends 1 Dec")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/kids#plans");
  });

  it("shows a paid kids plan by name without a plan choice", async () => {
    renderParentHome({ subscription: trial({ status: "active", displayStatus: "active", isTrial: false, cancelAtPeriodEnd: false }) });

    expect(await screen.findByText("Starter plan")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Choose a plan" })).not.toBeInTheDocument();
  });

  it("tells a parent without a plan that child profiles come with one", async () => {
    renderParentHome({
      subscription: trial({ status: "expired", displayStatus: "trial_ended", currentPeriodEnd: "2026-01-01T10:00:00.000Z" }),
      children: jsonResponse(200, account({ hasFullAccess: false, planName: null, maxChildren: 0 })),
    });

    expect(await screen.findByText("Child profiles come with a kids plan or the free 7-day trial.")).toBeInTheDocument();
    expect(screen.getByText("Free trial ended")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add your child" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Choose a plan" })[0]).toHaveAttribute("href", "/kids#plans");
  });

  it("says it is loading the children while the progress is on its way", async () => {
    renderParentHome({ family: () => new Promise<Response>(() => {}) });

    expect(await screen.findByRole("status")).toHaveTextContent("Loading your children...");
  });

  it("shows an error with a way to try again, and the progress after a retry", async () => {
    let isDown = true;
    const { user } = renderParentHome({
      children: jsonResponse(200, account({ children: [child({})] })),
      family: () =>
        Promise.resolve(
          isDown
            ? jsonResponse(500, { message: "Internal error" })
            : jsonResponse(200, [
                { childId: 1, firstName: "Zanele", avatar: "lion", soundsMastered: 2, weeklyPracticeSeconds: 120, practiseNext: ["p"] },
              ]),
        ),
    });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your children's progress could not be loaded.");
    isDown = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));

    const zanele = await screen.findByRole("article", { name: "Zanele" });
    expect(within(zanele).getByText("Practice this week").nextElementSibling).toHaveTextContent("2 min");
  });

  it("links to the phonics programme and keeps the account on its own tab", async () => {
    const { user } = renderParentHome();

    expect(await screen.findByRole("link", { name: "Open Fun Phonics" })).toHaveAttribute("href", "/phonics");
    await user.click(screen.getByRole("tab", { name: "Account" }));
    expect(await screen.findByRole("tab", { name: "Account", selected: true })).toBeInTheDocument();
  });
});
