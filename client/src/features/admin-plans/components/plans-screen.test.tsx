import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AdminPlan } from "@shared/api/admin-plans";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { PlansScreen } from "./plans-screen";

const plan = (id: number, overrides: Partial<AdminPlan> = {}): AdminPlan => ({
  id,
  name: `Plan ${id}`,
  description: "A plan.",
  price: 19_900,
  billingInterval: "month",
  audience: "adult",
  features: ["Lessons", "Live classes"],
  trialDays: 0,
  courseAccess: "all_courses",
  isActive: true,
  sortOrder: id,
  subscriberCount: 0,
  updatedAt: "2026-11-21T10:00:00.000Z",
  ...overrides,
});

const PLANS = [
  plan(1, { name: "Basic", courseAccess: "one_course", subscriberCount: 3 }),
  plan(2, { name: "Premium", price: 69_900, isActive: false }),
  plan(4, { name: "Starter", audience: "kids", price: 16_900, trialDays: 7 }),
  plan(5, { name: "Starter", audience: "kids", billingInterval: "year", price: 149_900, trialDays: 7 }),
];

describe("PlansScreen", () => {
  it("groups the plans by audience and interval in order, retired ones marked, with price, trial and subscribers", async () => {
    mockApi({ "GET /api/admin/plans": jsonResponse(200, PLANS) });
    renderWithProviders(<PlansScreen />, { path: "/admin/plans" });
    const adults = await screen.findByRole("list", { name: "Adults, monthly" });
    const rows = within(adults).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual(["BasicOffered", "PremiumRetired"]);
    expect(within(rows[0]!).getByText("R199.00")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/One CEFR course of the student's choice · 2 features · 3 subscribers/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole("button", { name: "Move Basic up" })).toBeDisabled();
    expect(within(rows[1]!).getByRole("button", { name: "Offer again: Premium" })).toBeInTheDocument();
    const kidsYearly = screen.getByRole("list", { name: "Kids, yearly" });
    expect(within(kidsYearly).getByText("R1 499.00")).toBeInTheDocument();
    expect(within(kidsYearly).getByText("7-day free trial")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Adults, yearly" })).not.toBeInTheDocument();
    // Two plans named Starter: their buttons say which is which.
    expect(within(kidsYearly).getByRole("button", { name: "Edit Starter (kids, yearly)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Starter (kids, monthly)" })).toBeInTheDocument();
  });

  it("creates a plan from rand typed as 199.00, with features added, reordered and removed", async () => {
    const { requests } = mockApi({
      "GET /api/admin/plans": jsonResponse(200, PLANS),
      "POST /api/admin/plans": jsonResponse(201, plan(9)),
    });
    renderWithProviders(<PlansScreen />, { path: "/admin/plans" });
    await userEvent.click(await screen.findByRole("button", { name: "New plan" }));
    const dialog = await screen.findByRole("dialog", { name: "New plan" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "Business English");
    await userEvent.type(within(dialog).getByLabelText("Description"), "For the office.");
    await userEvent.type(within(dialog).getByLabelText("Price in rand"), "249.50");
    await userEvent.selectOptions(within(dialog).getByLabelText("Courses it opens"), "cefr_courses");
    await userEvent.type(within(dialog).getByLabelText("Feature 1"), "Live classes");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a feature" }));
    await userEvent.type(within(dialog).getByLabelText("Feature 2"), "Every CEFR course");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a feature" }));
    await userEvent.type(within(dialog).getByLabelText("Feature 3"), "Remove me");
    await userEvent.click(within(dialog).getByRole("button", { name: "Move feature 2 up" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove feature 3" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create plan" }));
    expect(await screen.findByText("Plan Created")).toBeInTheDocument();
    const post = requests.find((request) => request.method === "POST");
    expect(post?.body).toEqual({
      name: "Business English",
      description: "For the office.",
      price: 24_950,
      billingInterval: "month",
      audience: "adult",
      features: ["Every CEFR course", "Live classes"],
      trialDays: 0,
      courseAccess: "cefr_courses",
    });
  });

  it("checks each field with a clear message before sending, and shows the server's 409 for a duplicate", async () => {
    const { requests } = mockApi({
      "GET /api/admin/plans": jsonResponse(200, PLANS),
      "POST /api/admin/plans": jsonResponse(409, {
        message: "There is already a plan with this name for this audience and billing interval",
      }),
    });
    renderWithProviders(<PlansScreen />, { path: "/admin/plans" });
    await userEvent.click(await screen.findByRole("button", { name: "New plan" }));
    const dialog = await screen.findByRole("dialog", { name: "New plan" });
    await userEvent.type(within(dialog).getByLabelText("Price in rand"), "19,99");
    await userEvent.selectOptions(within(dialog).getByLabelText("For"), "kids");
    await userEvent.clear(within(dialog).getByLabelText("Free trial days"));
    await userEvent.type(within(dialog).getByLabelText("Free trial days"), "90");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create plan" }));
    expect(await within(dialog).findByText("Enter the plan's name")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter a short description")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the price in rand, for example 199.00")).toBeInTheDocument();
    expect(within(dialog).getByText("Trial days must be a whole number from 0 to 60")).toBeInTheDocument();
    expect(within(dialog).getByText("Write the feature or remove the line")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Name"), "Starter");
    await userEvent.type(within(dialog).getByLabelText("Description"), "Phonics.");
    await userEvent.clear(within(dialog).getByLabelText("Price in rand"));
    await userEvent.type(within(dialog).getByLabelText("Price in rand"), "1.50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create plan" }));
    expect(await within(dialog).findByText("The price must be at least R2.00, the least a card payment can be")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("Price in rand"));
    await userEvent.type(within(dialog).getByLabelText("Price in rand"), "169");
    await userEvent.clear(within(dialog).getByLabelText("Free trial days"));
    await userEvent.type(within(dialog).getByLabelText("Free trial days"), "7");
    await userEvent.type(within(dialog).getByLabelText("Feature 1"), "Sounds");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create plan" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "There is already a plan with this name for this audience and billing interval",
    );
    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription(
      "There is already a plan with this name for this audience and billing interval",
    );
    expect(requests.find((request) => request.method === "POST")?.body).toMatchObject({ price: 16_900, audience: "kids", trialDays: 7 });
  });

  it("sends only the changed fields when a price is edited, and says it applies to new checkouts", async () => {
    const { requests } = mockApi({
      "GET /api/admin/plans": jsonResponse(200, PLANS),
      "PATCH /api/admin/plans/1": jsonResponse(204),
    });
    renderWithProviders(<PlansScreen />, { path: "/admin/plans" });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Basic" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Basic" });
    const price = within(dialog).getByLabelText("Price in rand");
    expect(price).toHaveValue("199.00");
    expect(within(dialog).getByText("A new price applies to new checkouts only: current subscribers keep theirs.")).toBeInTheDocument();
    await userEvent.clear(price);
    await userEvent.type(price, "249");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save plan" }));
    expect(await screen.findByText("The new price applies to new checkouts only.")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PATCH")?.body).toEqual({ price: 24_900 });
  });

  it("retires after a confirmation, reorders with buttons, and shows a refusal", async () => {
    const { requests } = mockApi({
      "GET /api/admin/plans": jsonResponse(200, PLANS),
      "POST /api/admin/plans/1/retire": jsonResponse(204),
      "POST /api/admin/plans/1/move": jsonResponse(409, { message: "The plan is already at that end of the list" }),
    });
    renderWithProviders(<PlansScreen />, { path: "/admin/plans" });
    await userEvent.click(await screen.findByRole("button", { name: "Retire Basic" }));
    const confirm = await screen.findByRole("dialog", { name: "Retire Basic?" });
    expect(confirm).toHaveTextContent("Its 3 subscribers keep it and can still renew at their own price.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Retire plan" }));
    await screen.findByRole("button", { name: "Move Basic down" });
    expect(requests.some((request) => request.method === "POST" && request.url === "/api/admin/plans/1/retire")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Move Basic down" }));
    expect(await screen.findByText("The plan is already at that end of the list")).toBeInTheDocument();
    expect(requests.find((request) => request.url === "/api/admin/plans/1/move")?.body).toEqual({ direction: "down" });
  });

  it("shows the loading, the error with a retry, and the empty states", async () => {
    mockApi({ "GET /api/admin/plans": jsonResponse(500, { message: "Something went wrong" }) });
    renderWithProviders(<PlansScreen />, { path: "/admin/plans" });
    expect(screen.getByText("Loading plans...")).toBeInTheDocument();
    expect(await screen.findByText("The plans could not be loaded.")).toBeInTheDocument();
    mockApi({ "GET /api/admin/plans": jsonResponse(200, []) });
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No plans yet. Create the first one.")).toBeInTheDocument();
  });
});
