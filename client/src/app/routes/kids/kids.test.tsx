import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MySubscription } from "@shared/api/billing";
import { buildAdultSubscription } from "@/test/builders";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { buildFigures } from "@/test/school";
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
  trialDays: 7,
});

const KIDS_PLANS = [
  plan(21, "Starter", "month", 16900),
  plan(22, "Premium", "month", 34900),
  plan(23, "Family", "month", 52900),
  plan(24, "Starter", "year", 149900),
  plan(25, "Premium", "year", 292900),
  plan(26, "Family", "year", 544900),
];

function renderKids(plans: Response = jsonResponse(200, KIDS_PLANS), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ "GET /api/subscription-plans": plans, ...routes });
  return { ...api, ...renderWithProviders(<KidsScreen />, { path: "/kids" }) };
}

const card = (name: string) => screen.getByRole("article", { name });

describe("Kids screen", () => {
  it("speaks to parents in Spanish, with the trial's length, while the letter tiles stay English", async () => {
    showInterfaceIn("es");
    renderKids(
      jsonResponse(
        200,
        KIDS_PLANS.map((kidsPlan) => ({ ...kidsPlan, trialDays: kidsPlan.id === 21 ? 10 : 0 })),
      ),
      { "GET /api/school/figures": jsonResponse(200, buildFigures()) },
    );

    // The first render of a cold worker loads the screen and its Spanish texts: more than the default second on a busy machine.
    expect(await screen.findByRole("link", { name: "Empezar la prueba gratuita de 10 días" }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Aventuras en inglés para niños curiosos" })).toBeInTheDocument();
    expect(screen.getByText(/Pruébalo todo gratis durante 10 días\./)).toBeInTheDocument();
    // Counted figures only, in Spanish: the sounds and games there are; no invented parents' testimonials.
    expect(await screen.findByText("sonidos de letras")).toBeInTheDocument();
    expect(screen.getByText("juegos de fonética")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Lo que dicen los padres" })).not.toBeInTheDocument();
    expect(screen.queryByText("English adventures for curious kids")).not.toBeInTheDocument();
    expect(screen.queryByText(/Start Free/)).not.toBeInTheDocument();
    expect(screen.getByText("Aa").closest("[lang]")).toHaveAttribute("lang", "en");
  });

  it("offers no trial anywhere when no plan has trial days, and names the plan's length when one has", async () => {
    const { unmount } = renderKids(
      jsonResponse(
        200,
        KIDS_PLANS.map((kidsPlan) => ({ ...kidsPlan, trialDays: 0 })),
      ),
    );
    expect(await screen.findByRole("article", { name: "Starter" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Free Trial" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Start Free/)).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "See the Plans" })).toHaveLength(2);
    expect(screen.getByText(/^Choose monthly or save with a yearly plan\./)).toBeInTheDocument();
    unmount();
    renderKids(
      jsonResponse(
        200,
        KIDS_PLANS.map((kidsPlan) => ({ ...kidsPlan, trialDays: kidsPlan.id === 21 ? 10 : 0 })),
      ),
      { "GET /api/school/figures": jsonResponse(200, buildFigures()) },
    );
    expect(await screen.findByRole("link", { name: "Start Free 10-Day Trial" })).toBeInTheDocument();
    expect(screen.getByText(/Try everything free for 10 days\./)).toBeInTheDocument();
    expect(screen.getByText(/Start with a free 10-day trial/)).toBeInTheDocument();
  });

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
    expect(within(card("Free Trial")).getByRole("link", { name: /Start Free Trial/ })).toHaveAttribute(
      "href",
      "/register?redirect=/kids/start-trial",
    );
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
    expect(screen.getByRole("heading", { name: "Why children love learning with us" })).toBeInTheDocument();
  });

  it("shows counted figures only: young learners once published, never a satisfaction rate or invented testimonials", async () => {
    const { container } = renderKids(undefined, { "GET /api/school/figures": jsonResponse(200, buildFigures()) });

    expect(await screen.findByText("35")).toBeInTheDocument();
    expect(screen.getByText("letter sounds")).toBeInTheDocument();
    expect(screen.getByText("3")).toBeInTheDocument();
    expect(screen.queryByText("young learners")).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent(/500\+|95 ?%|50\+|satisfaction|What parents say/i);
    container.remove();

    renderKids(undefined, { "GET /api/school/figures": jsonResponse(200, buildFigures({ youngLearners: 212 })) });
    expect(await screen.findByText("212")).toBeInTheDocument();
    expect(screen.getByText("young learners")).toBeInTheDocument();
  });

  it("links to the phonics demo", () => {
    renderKids();

    const demoLinks = screen.getAllByRole("link").filter((link) => link.getAttribute("href") === "/phonics-demo");
    expect(demoLinks.length).toBeGreaterThan(0);
  });
});

const TRIAL_SIGN_UP = "/register?redirect=/kids/start-trial";

const kidsSubscription = (overrides: Partial<MySubscription> = {}) =>
  buildAdultSubscription({
    plan: { id: 21, name: "Starter", price: 16900, billingInterval: "month", audience: "kids" },
    status: "cancelled",
    cancelAtPeriodEnd: true,
    currentPeriodEnd: "2099-12-02T09:00:00.000Z",
    isTrial: true,
    displayStatus: "trial",
    ...overrides,
  });

const notifications = () => screen.findByRole("region", { name: /notifications/i });

describe("Start Free Trial for a visitor", () => {
  it("sends the hero, the plan card and the bottom call to action to register, coming back to start the trial", async () => {
    renderKids(undefined, { "GET /api/me": signedOut() });

    expect(await screen.findByRole("link", { name: "Start Free 7-Day Trial" })).toHaveAttribute("href", TRIAL_SIGN_UP);
    expect(
      within(await screen.findByRole("article", { name: "Free Trial" })).getByRole("link", { name: /^Start Free Trial/ }),
    ).toHaveAttribute("href", TRIAL_SIGN_UP);
    const bottom = screen.getByRole("region", { name: "Give your child a head start in English" });
    expect(within(bottom).getByRole("link", { name: /^Start Free Trial/ })).toHaveAttribute("href", TRIAL_SIGN_UP);
  });
});

describe("Start Free Trial for a signed-in parent", () => {
  const signedIn = (
    subscription: MySubscription | null,
    trial: Response = jsonResponse(201, { subscription: kidsSubscription(), payments: [] }),
  ) =>
    renderKids(undefined, {
      "GET /api/me": jsonResponse(200, buildUser()),
      "GET /api/subscriptions/me": jsonResponse(200, { subscription, payments: [] }),
      "POST /api/subscriptions/trial": trial,
    });

  it.each([
    ["the hero", () => screen.getByRole("button", { name: "Start Free 7-Day Trial" })],
    [
      "the bottom call to action",
      () => within(screen.getByRole("region", { name: "Give your child a head start in English" })).getByRole("button"),
    ],
    ["the plan card", () => within(screen.getByRole("article", { name: "Free Trial" })).getByRole("button", { name: /^Start Free Trial/ })],
  ])("starts the trial on the monthly Starter plan from %s and opens the parent home", async (_where, button) => {
    const { user, requests, currentPath } = signedIn(null);
    await screen.findByRole("article", { name: "Free Trial" });
    await waitFor(() => expect(button()).toBeEnabled());

    await user.click(button());

    expect(await within(await notifications()).findByText("Free Trial Started")).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ url: "/api/subscriptions/trial", body: { planId: 21 } });
    expect(currentPath()).toBe("/family");
  });

  it("says plainly when the trial was already used and opens the parent home", async () => {
    const { user, currentPath } = signedIn(
      kidsSubscription({ status: "expired", displayStatus: "trial_ended", currentPeriodEnd: "2026-01-08T09:00:00.000Z" }),
      jsonResponse(409, { message: "The free trial can be used once per account" }),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Start Free 7-Day Trial" })).toBeEnabled());

    await user.click(screen.getByRole("button", { name: "Start Free 7-Day Trial" }));

    const region = await notifications();
    expect(await within(region).findByText("Free Trial Already Used")).toBeInTheDocument();
    expect(within(region).getByText("The free trial can be used once per account. Choose a plan to keep practising.")).toBeInTheDocument();
    expect(currentPath()).toBe("/family");
  });

  it("does not ask for a second trial while one is running: it says when it ends and opens the parent home", async () => {
    const { user, requests, currentPath } = signedIn(kidsSubscription());
    await waitFor(() => expect(screen.getByRole("button", { name: "Start Free 7-Day Trial" })).toBeEnabled());

    await user.click(screen.getByRole("button", { name: "Start Free 7-Day Trial" }));

    const region = await notifications();
    expect(await within(region).findByText("Your Free Trial Is Running")).toBeInTheDocument();
    expect(within(region).getByText("It ends 2 Dec. Add your child and start practising.")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST")).toBe(false);
    expect(currentPath()).toBe("/family");
  });

  it("tells a parent on a paid kids plan that it already includes the trial", async () => {
    const { user, currentPath } = signedIn(
      kidsSubscription({
        status: "active",
        displayStatus: "active",
        cancelAtPeriodEnd: false,
        isTrial: false,
        plan: { id: 23, name: "Family", price: 52900, billingInterval: "month", audience: "kids" },
      }),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Start Free 7-Day Trial" })).toBeEnabled());

    await user.click(screen.getByRole("button", { name: "Start Free 7-Day Trial" }));

    const region = await notifications();
    expect(await within(region).findByText("You Already Have a Kids Plan")).toBeInTheDocument();
    expect(within(region).getByText("Your Family plan includes everything in the trial.")).toBeInTheDocument();
    expect(currentPath()).toBe("/family");
  });

  it("keeps the page and says why when the trial could not start", async () => {
    const { user, currentPath } = signedIn(null, jsonResponse(500, { message: "Something went wrong on our side" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Start Free 7-Day Trial" })).toBeEnabled());

    await user.click(screen.getByRole("button", { name: "Start Free 7-Day Trial" }));

    const region = await notifications();
    expect(await within(region).findByText("Free Trial Not Started")).toBeInTheDocument();
    expect(within(region).getByText("Something went wrong on our side")).toBeInTheDocument();
    expect(currentPath()).toBe("/kids");
  });
});
