import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { KidsPlanGrid } from "./kids-plan-grid";
import type { PlanCardAction } from "./plan-card";

const plan = (id: number, name: string, billingInterval: "month" | "year", price: number) => ({
  id,
  name,
  price,
  description: `${name} for young learners`,
  features: [`${name} feature`],
  audience: "kids",
  billingInterval,
  sortOrder: id,
  trialDays: 7,
});

const KIDS_PLANS = [plan(21, "Starter", "month", 16900), plan(22, "Premium", "month", 34900), plan(24, "Starter", "year", 149900)];

function renderGrid(
  routes: Parameters<typeof mockApi>[0] = {},
  trialAction: PlanCardAction = { label: "Start Free Trial", href: "/register" },
) {
  const api = mockApi({
    "GET /api/me": jsonResponse(200, buildUser()),
    "GET /api/subscription-plans": jsonResponse(200, KIDS_PLANS),
    ...routes,
  });
  return { ...api, ...renderWithProviders(<KidsPlanGrid trialAction={trialAction} />, { path: "/kids" }) };
}

const card = (name: string) => screen.getByRole("article", { name });

describe("KidsPlanGrid for a signed-in parent", () => {
  it("opens the subscribe page of the plan shown", async () => {
    const { user } = renderGrid();

    expect(
      await within(await screen.findByRole("article", { name: "Starter" })).findByRole("link", { name: /Get Started/ }),
    ).toHaveAttribute("href", "/subscribe/21");
    await user.click(screen.getByRole("button", { name: /Yearly/ }));
    expect(within(card("Starter")).getByRole("link", { name: /Get Started/ })).toHaveAttribute("href", "/subscribe/24");
  });

  // Starting the trial is the kids screen's journey (app/routes/kids): the card runs the action it is given.
  it("gives the free trial card the screen's action", async () => {
    const onClick = vi.fn();
    const { user } = renderGrid({}, { label: "Start Free Trial", onClick });

    await user.click(
      await within(await screen.findByRole("article", { name: "Free Trial" })).findByRole("button", { name: /^Start Free Trial/ }),
    );

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("shows the trial for as many days as the plan offers, and no trial card when no plan offers one", async () => {
    const fortnight = KIDS_PLANS.map((kidsPlan) => ({ ...kidsPlan, trialDays: kidsPlan.id === 21 ? 14 : 0 }));
    const { unmount } = renderGrid({ "GET /api/subscription-plans": jsonResponse(200, fortnight) });
    const trial = await screen.findByRole("article", { name: "Free Trial" });
    expect(within(trial).getByText("Free for 14 days")).toBeInTheDocument();
    expect(within(trial).getByText(/for 14 days before you choose a plan/)).toBeInTheDocument();
    unmount();
    renderGrid({
      "GET /api/subscription-plans": jsonResponse(
        200,
        KIDS_PLANS.map((kidsPlan) => ({ ...kidsPlan, trialDays: 0 })),
      ),
    });
    expect(await screen.findByRole("article", { name: "Starter" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Free Trial" })).not.toBeInTheDocument();
  });
});
