import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAdultSubscription } from "@/test/builders";
import { buildUser, jsonResponse, mockApi, type RecordedRequest } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import KidsScreen from "./kids";
import StartTrialScreen from "./start-trial";

const KIDS_PLANS = [
  {
    id: 21,
    name: "Starter",
    price: 16900,
    description: "Starter",
    features: [],
    audience: "kids",
    billingInterval: "month",
    sortOrder: 1,
    trialDays: 7,
  },
];

const NEEDS_CONFIRMATION = { message: "Confirm your email address to start the free trial.", code: "email_unconfirmed" };
const SENT = "We sent a confirmation link. It works for 48 hours; check your spam folder if it does not arrive in a few minutes.";

const trialSubscription = buildAdultSubscription({
  plan: { id: 21, name: "Starter", price: 16900, billingInterval: "month", audience: "kids" },
  status: "cancelled",
  cancelAtPeriodEnd: true,
  currentPeriodEnd: "2099-12-02T09:00:00.000Z",
  isTrial: true,
  displayStatus: "trial",
});

/** The trial is refused until the parent has opened the link; `confirmed.value = true` stands for that. */
function mockParentApi() {
  const confirmed = { value: false };
  const api = mockApi({
    "GET /api/me": jsonResponse(200, buildUser()),
    "GET /api/subscription-plans": jsonResponse(200, KIDS_PLANS),
    "GET /api/subscriptions/me": jsonResponse(200, { subscription: null, payments: [] }),
    "POST /api/subscriptions/trial": () =>
      confirmed.value ? jsonResponse(201, { subscription: trialSubscription, payments: [] }) : jsonResponse(403, NEEDS_CONFIRMATION),
    "POST /api/me/email-confirmation/resend": jsonResponse(202, { message: SENT }),
  });
  const posts = (url: string) => api.requests.filter((request: RecordedRequest) => request.method === "POST" && request.url === url);
  return { ...api, confirmed, posts };
}

describe("the kids trial for a parent whose address is not confirmed", () => {
  it("on the kids page: says why in a dialog, sends the link again, and starts the trial once the address is confirmed", async () => {
    const api = mockParentApi();
    const { user, currentPath } = renderWithProviders(<KidsScreen />, { path: "/kids" });
    // A first render in a cold test worker may take a while to load its texts.
    await waitFor(() => expect(screen.getByRole("button", { name: "Start Free 7-Day Trial" })).toBeEnabled(), { timeout: 5_000 });

    await user.click(screen.getByRole("button", { name: "Start Free 7-Day Trial" }));

    const dialog = await screen.findByRole("dialog", { name: "Confirm your email address first" });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Confirm your email address to start the free trial.");
    expect(within(dialog).getByText(/Open the link we emailed to thandi@example\.com/)).toBeInTheDocument();
    expect(currentPath()).toBe("/kids");

    await user.click(within(dialog).getByRole("button", { name: "Send the link again" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(SENT);
    expect(api.posts("/api/me/email-confirmation/resend")).toHaveLength(1);

    api.confirmed.value = true;
    await user.click(within(dialog).getByRole("button", { name: "Start my free trial" }));
    await waitFor(() => expect(currentPath()).toBe("/family"));
    expect(api.posts("/api/subscriptions/trial")).toHaveLength(2);
  });

  it("on the page a new parent lands on after registering: the same words and buttons in place of the trial", async () => {
    const api = mockParentApi();
    const { user, currentPath } = renderWithProviders(<StartTrialScreen />, { path: "/kids/start-trial" });

    expect(await screen.findByRole("heading", { name: "Confirm your email address first" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Confirm your email address to start the free trial.");
    expect(screen.queryByText("The trial has not started yet.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByRole("status")).toHaveTextContent(SENT);

    api.confirmed.value = true;
    await user.click(screen.getByRole("button", { name: "Start my free trial" }));
    await waitFor(() => expect(currentPath()).toBe("/family"));
  });

  it("speaks the parent's language (Spanish here; every language has these texts)", async () => {
    showInterfaceIn("es");
    mockParentApi();
    renderWithProviders(<StartTrialScreen />, { path: "/kids/start-trial" });

    expect(await screen.findByRole("heading", { name: "Primero confirma tu dirección de correo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar el enlace otra vez" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Empezar mi prueba gratuita" })).toBeInTheDocument();
  });
});
