import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MySubscription } from "@shared/api/billing";
import type { PhonicsAccountResponse } from "@shared/api/phonics";
import { buildAdultSubscription } from "@/test/builders";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import PhonicsScreen from "./phonics";

const child = (id: number, firstName: string) => ({
  id,
  firstName,
  age: 6,
  avatar: "lion" as const,
  isOnLeaderboard: false,
  leaderboardNickname: null,
  isRemovedFromLeaderboard: false,
});

const trial = (overrides: Partial<MySubscription> = {}) =>
  buildAdultSubscription({
    plan: { id: 21, name: "Starter", price: 16900, billingInterval: "month", audience: "kids" },
    status: "cancelled",
    cancelAtPeriodEnd: true,
    currentPeriodEnd: "2099-12-02T09:00:00.000Z",
    isTrial: true,
    displayStatus: "trial",
    ...overrides,
  });

function renderPhonics(
  path: string,
  { subscription = trial(), account }: { subscription?: MySubscription | null; account: PhonicsAccountResponse },
) {
  const api = mockApi({
    "GET /api/me": jsonResponse(200, buildUser()),
    "GET /api/subscriptions/me": jsonResponse(200, { subscription, payments: [] }),
    "GET /api/phonics/children": jsonResponse(200, account),
    "GET /api/phonics/progress": jsonResponse(200, []),
    "GET /api/phonics/leaderboard": jsonResponse(200, []),
  });
  return { ...api, ...renderWithProviders(<PhonicsScreen />, { path }) };
}

const TRIAL_ACCOUNT: PhonicsAccountResponse = { hasFullAccess: true, planName: "Starter", maxChildren: 1, children: [] };

describe("Fun Phonics for a parent", () => {
  it("shows the trial's countdown with 'Choose a plan', and the add-child dialog names the free trial", async () => {
    const { user } = renderPhonics("/phonics", { account: TRIAL_ACCOUNT });

    expect(await screen.findByText("Free trial, ends 2 Dec")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/kids#plans");

    await user.click(await screen.findByRole("button", { name: "Add a child" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a child" });
    expect(within(dialog).getByText("Your free trial has room for 1 child. Only a first name or nickname is kept.")).toBeInTheDocument();
  });

  it("shows no countdown on a paid plan, and calls the plan by its name", async () => {
    const { user } = renderPhonics("/phonics", {
      subscription: trial({
        status: "active",
        displayStatus: "active",
        isTrial: false,
        cancelAtPeriodEnd: false,
        plan: { id: 23, name: "Family", price: 52900, billingInterval: "month", audience: "kids" },
      }),
      account: { ...TRIAL_ACCOUNT, planName: "Family", maxChildren: 4 },
    });

    await user.click(await screen.findByRole("button", { name: "Add a child" }));
    expect(
      within(await screen.findByRole("dialog")).getByText(
        "Your Family plan has room for 4 children. Only a first name or nickname is kept.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Free trial/)).not.toBeInTheDocument();
  });

  it("opens with the child chosen on the parent home", async () => {
    renderPhonics("/phonics?child=12", {
      account: { ...TRIAL_ACCOUNT, planName: "Family", maxChildren: 4, children: [child(11, "Zanele"), child(12, "Sipho")] },
    });

    expect(await screen.findByLabelText("Who is practising?")).toHaveValue("12");
  });

  it("ignores a child that is not the account's", async () => {
    renderPhonics("/phonics?child=99", { account: { ...TRIAL_ACCOUNT, children: [child(11, "Zanele")] } });

    expect(await screen.findByLabelText("Who is practising?")).toHaveValue("");
  });
});

describe("Fun Phonics for a visitor", () => {
  it("asks for no subscription and shows no countdown", async () => {
    const { requests } = mockApi({ "GET /api/me": signedOut(), "GET /api/phonics/leaderboard": jsonResponse(200, []) });
    renderWithProviders(<PhonicsScreen />, { path: "/phonics" });

    expect(await screen.findByRole("heading", { level: 1, name: "Fun Phonics" })).toBeInTheDocument();
    await screen.findByText(/Try the first sounds/);
    expect(requests.some((request) => request.url === "/api/subscriptions/me")).toBe(false);
    expect(screen.queryByText(/Free trial, ends/)).not.toBeInTheDocument();
  });
});
