import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import KidsScreen from "./kids";

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

const KIDS_PLANS = [
  plan(21, "Starter", "month", 16900),
  plan(22, "Premium", "month", 34900),
  plan(23, "Family", "month", 52900),
  plan(24, "Starter", "year", 149900),
  plan(25, "Premium", "year", 292900),
  plan(26, "Family", "year", 544900),
];

function renderKids(plans: Response = jsonResponse(200, KIDS_PLANS)) {
  const api = mockApi({ "GET /api/subscription-plans": plans });
  return { ...api, ...renderWithProviders(<KidsScreen />, { path: "/kids" }) };
}

const card = (name: string) => screen.getByRole("article", { name });

describe("Kids screen", () => {
  it("reads the kids plans and shows a free trial card and the monthly prices", async () => {
    const { requests } = renderKids();

    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Starter" })).toBeInTheDocument();
    expect(requests.some((request) => request.url === "/api/subscription-plans?audience=kids")).toBe(true);
    expect(within(card("Free Trial")).getByText("R0")).toBeInTheDocument();
    expect(within(card("Starter")).getByText("R169")).toBeInTheDocument();
    expect(within(card("Starter")).getByText("/month")).toBeInTheDocument();
    expect(within(card("Premium")).getByText("Most Popular")).toBeInTheDocument();
    expect(within(card("Family")).getByText("R529")).toBeInTheDocument();
    expect(within(card("Starter")).getByRole("link", { name: /Get Started/ })).toHaveAttribute("href", "/login?redirect=/kids");
    expect(within(card("Free Trial")).getByRole("link", { name: /Start Free Trial/ })).toHaveAttribute("href", "/register?redirect=/kids");
  });

  it("switches to yearly prices with the saving computed from the data", async () => {
    const { user } = renderKids();
    await screen.findByRole("article", { name: "Starter" });

    const monthly = screen.getByRole("button", { name: "Monthly" });
    const yearly = screen.getByRole("button", { name: /Yearly/ });
    expect(monthly).toHaveAttribute("aria-pressed", "true");
    expect(yearly).toHaveAttribute("aria-pressed", "false");

    await user.click(yearly);

    expect(yearly).toHaveAttribute("aria-pressed", "true");
    expect(monthly).toHaveAttribute("aria-pressed", "false");
    expect(within(card("Starter")).getByText("R1 499")).toBeInTheDocument();
    expect(within(card("Starter")).getByText("/year")).toBeInTheDocument();
    expect(within(card("Starter")).getByText("Save 26%")).toBeInTheDocument();
    expect(within(card("Premium")).getByText("Save 30%")).toBeInTheDocument();
    expect(within(card("Family")).getByText("Save 14%")).toBeInTheDocument();
    expect(within(card("Family")).getByText("R5 449")).toBeInTheDocument();
    expect(within(card("Free Trial")).getByText("R0")).toBeInTheDocument();
  });

  it("shows the plans error text and keeps the rest of the page", async () => {
    renderKids(jsonResponse(500, { message: "Internal error" }));

    expect(await screen.findByText("Error loading subscription plans. Please try again later.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What parents say" })).toBeInTheDocument();
  });

  it("links to the phonics demo", () => {
    renderKids();

    const demoLinks = screen.getAllByRole("link").filter((link) => link.getAttribute("href") === "/phonics-demo");
    expect(demoLinks.length).toBeGreaterThan(0);
    expect(screen.getAllByRole("figure")).toHaveLength(3);
  });
});
