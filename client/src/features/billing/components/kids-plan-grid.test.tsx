import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { KidsPlanGrid } from "./kids-plan-grid";

const plan = (id: number, name: string, billingInterval: "month" | "year", price: number) => ({
  id,
  name,
  price,
  description: `${name} for young learners`,
  features: [`${name} feature`],
  audience: "kids",
  billingInterval,
  sortOrder: id,
});

const KIDS_PLANS = [plan(21, "Starter", "month", 16900), plan(22, "Premium", "month", 34900), plan(24, "Starter", "year", 149900)];

function renderGrid(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    "GET /api/me": jsonResponse(200, buildUser()),
    "GET /api/subscription-plans": jsonResponse(200, KIDS_PLANS),
    ...routes,
  });
  return { ...api, ...renderWithProviders(<KidsPlanGrid />, { path: "/kids" }) };
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

  it("starts the free trial on the monthly Starter plan and goes to the dashboard", async () => {
    const { requests, user, currentPath } = renderGrid({
      "POST /api/subscriptions/trial": jsonResponse(201, { subscription: null, payments: [] }),
    });

    await user.click(await screen.findByRole("button", { name: /Start Free Trial/ }));

    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("Free Trial Started")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ planId: 21 });
    expect(currentPath()).toBe("/dashboard");
  });

  it("shows the server's message when the trial was already used", async () => {
    const { user, currentPath } = renderGrid({
      "POST /api/subscriptions/trial": jsonResponse(409, { message: "The free trial can be used once per account" }),
    });

    await user.click(await screen.findByRole("button", { name: /Start Free Trial/ }));

    const region = await screen.findByRole("region", { name: /notifications/i });
    expect(await within(region).findByText("The free trial can be used once per account")).toBeInTheDocument();
    expect(currentPath()).toBe("/kids");
    expect(screen.getByRole("button", { name: /Start Free Trial/ })).toBeEnabled();
  });
});
