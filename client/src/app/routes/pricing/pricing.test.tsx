import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import PricingScreen from "./pricing";

const plan = (id: number, name: string, price: number, features: string[]) => ({
  id,
  name,
  price,
  description: `The ${name} plan`,
  features,
  audience: "adult",
  billingInterval: "month",
  sortOrder: id,
});

const PLANS = [
  plan(1, "Basic", 19900, ["Self-paced lessons", "Email support"]),
  plan(2, "Standard", 39900, ["Weekly live classes"]),
  plan(3, "Premium", 149900, ["Private tutoring"]),
];

function renderPricing(me: Response, plans: Response = jsonResponse(200, PLANS)) {
  mockApi({ "GET /api/me": me, "GET /api/subscription-plans": plans });
  return renderWithProviders(<PricingScreen />, { path: "/pricing" });
}

const planCard = (name: string) => screen.getByRole("article", { name });

describe("Pricing screen", () => {
  it("shows each plan's name, monthly price in rand, description and features", async () => {
    renderPricing(signedOut());

    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    expect(await screen.findAllByRole("article")).toHaveLength(3);
    const basic = planCard("Basic");
    expect(within(basic).getByText("R199")).toBeInTheDocument();
    expect(within(basic).getByText("/month")).toBeInTheDocument();
    expect(within(basic).getByText("The Basic plan")).toBeInTheDocument();
    expect(within(basic).getByText("Self-paced lessons")).toBeInTheDocument();
    expect(within(planCard("Premium")).getByText("R1 499")).toBeInTheDocument();
  });

  it("highlights the Standard plan as the 'Most Popular Choice'", async () => {
    renderPricing(signedOut());

    await screen.findAllByRole("article");
    expect(screen.getAllByText("Most Popular Choice")).toHaveLength(1);
    expect(within(planCard("Standard")).getByText("Most Popular Choice")).toBeInTheDocument();
  });

  it("asks visitors to sign in and come back to pricing", async () => {
    renderPricing(signedOut());

    await screen.findAllByRole("article");
    const links = screen.getAllByRole("link", { name: /Login to Subscribe/ });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute("href", "/login?redirect=/pricing");
    expect(screen.queryByRole("link", { name: /Select This Plan/ })).not.toBeInTheDocument();
  });

  it("offers a new visitor 'Create an account' that comes back to the chosen plan's checkout", async () => {
    renderPricing(signedOut());

    await screen.findAllByRole("article");
    expect(within(planCard("Standard")).getByRole("link", { name: /^Create an account ?\(Standard plan\)$/ })).toHaveAttribute(
      "href",
      "/register?redirect=/subscribe/2",
    );
    expect(screen.getAllByRole("link", { name: /^Create an account/ })).toHaveLength(3);
  });

  it("lets a signed-in student select a plan", async () => {
    renderPricing(jsonResponse(200, buildUser()));

    await screen.findAllByRole("article");
    expect(within(planCard("Standard")).getByRole("link", { name: /Select This Plan/ })).toHaveAttribute("href", "/subscribe/2");
    expect(screen.getAllByRole("link", { name: /Select This Plan/ }).map((link) => link.getAttribute("href"))).toEqual([
      "/subscribe/1",
      "/subscribe/2",
      "/subscribe/3",
    ]);
    expect(screen.queryByRole("link", { name: /Login to Subscribe/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Create an account/ })).not.toBeInTheDocument();
  });

  it("shows a plan without features without an empty list", async () => {
    renderPricing(signedOut(), jsonResponse(200, [plan(1, "Basic", 19900, []), plan(2, "Standard", 39900, [])]));

    expect(await screen.findAllByRole("article")).toHaveLength(2);
    expect(within(planCard("Basic")).queryByRole("list")).not.toBeInTheDocument();
    expect(within(planCard("Standard")).getByText("R399")).toBeInTheDocument();
  });

  it("shows the error text when the plans cannot be read", async () => {
    renderPricing(signedOut(), jsonResponse(500, { message: "Internal error" }));

    expect(await screen.findByText("Error loading subscription plans. Please try again later.")).toBeInTheDocument();
  });

  it("says so when there are no plans", async () => {
    renderPricing(signedOut(), jsonResponse(200, []));

    expect(await screen.findByText(/Our plans are being updated/)).toBeInTheDocument();
  });

  it("offers custom plans, the FAQ promises and the sign-up calls", () => {
    renderPricing(signedOut());

    expect(screen.getByRole("heading", { name: "Custom Plans for Organizations" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    expect(screen.getByText(/7-day money-back guarantee:/)).toBeInTheDocument();
    expect(screen.getByText(/Plan changes take effect on the next billing cycle/)).toBeInTheDocument();
    expect(screen.getByText(/keep access to your plan until the end of the billing period/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Take Free Assessment" })).toHaveAttribute("href", "/assessment");
  });

  it("says why a student sent by Enroll is here, and only then", async () => {
    mockApi({ "GET /api/me": jsonResponse(200, buildUser()), "GET /api/subscription-plans": jsonResponse(200, PLANS) });
    const { unmount } = renderWithProviders(<PricingScreen />, { path: "/pricing?reason=subscription" });
    expect(screen.getByRole("note")).toHaveTextContent("An active subscription is required to start this course.");
    await screen.findAllByRole("article");
    unmount();

    renderPricing(jsonResponse(200, buildUser()));
    await screen.findAllByRole("article");
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("shows the page in Japanese, the plan names as the school wrote them", async () => {
    showInterfaceIn("ja");
    renderPricing(signedOut());

    expect(screen.getByRole("heading", { level: 1, name: "英語を学ぶすべての方へ、わかりやすいプラン" })).toBeInTheDocument();
    await screen.findAllByRole("article");
    const standard = planCard("Standard");
    expect(within(standard).getByText("いちばん人気")).toBeInTheDocument();
    expect(within(standard).getByText("/月")).toBeInTheDocument();
    expect(within(standard).getByRole("link", { name: /^ログインして申し込む ?（Standardプラン）$/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "よくあるご質問" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "レベル診断テスト" })).toHaveAttribute("href", "/assessment");
    expect(screen.queryByText("Most Popular Choice")).not.toBeInTheDocument();
    expect(screen.queryByText("Frequently Asked Questions")).not.toBeInTheDocument();
  });
});
