import type { OutreachStats, ProspectView } from "@shared/api/outreach";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi, type RecordedRequest } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { OutreachPage } from "./outreach-page";

const PROSPECT: ProspectView = {
  id: 1,
  companyName: "Lingua Books",
  contactName: "Thandi Mokoena",
  email: "thandi@linguabooks.example",
  phone: null,
  industry: "Language Learning",
  notes: null,
  source: "Book fair",
  potentialValue: 12_000,
  status: "new",
  lawfulBasis: "legitimate_interest",
  lastContact: null,
  emailsSent: 0,
  isSuppressed: false,
  createdAt: "2026-11-20T10:00:00.000Z",
};
const STATS: OutreachStats = {
  total: 2,
  byStatus: { new: 1, contacted: 1, interested: 0, negotiating: 0, converted: 0, rejected: 0 },
  pipelineValue: 15_000,
  conversionRate: 0,
  byIndustry: [{ industry: "Language Learning", count: 2, value: 15_000 }],
  emailsPerWeek: [{ weekStart: "2026-11-16", emails: 1 }],
};
const SECOND: ProspectView = {
  ...PROSPECT,
  id: 2,
  companyName: "Visa Helpers",
  email: "hi@visa.example",
  status: "contacted",
  lastContact: "2026-11-21T10:00:00.000Z",
};

const routes = (extra: Record<string, unknown> = {}) => ({
  "GET /api/outreach/prospects": jsonResponse(200, [PROSPECT, SECOND]),
  "GET /api/outreach/stats": jsonResponse(200, STATS),
  "GET /api/outreach/suppressions": jsonResponse(200, []),
  ...extra,
});

describe("/outreach", () => {
  it("shows the five counters and the prospects with their last contact or 'Never'", async () => {
    mockApi(routes({ "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true, timeZone: "Africa/Johannesburg" })) }));
    renderWithProviders(<OutreachPage />);
    const total = (await screen.findByText("Total prospects")).closest("div")!;
    await waitFor(() => expect(within(total).getByText("2")).toBeInTheDocument());
    for (const label of ["Contacted", "Interested", "Negotiating", "Converted"])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    const lingua = await screen.findByRole("listitem", { name: "Lingua Books" });
    expect(within(lingua).getByText(/Last contact: Never/)).toBeInTheDocument();
    expect(within(screen.getByRole("listitem", { name: "Visa Helpers" })).getByText(/Last contact: 21 Nov 2026 ·/)).toBeInTheDocument();
  });

  it("adds a prospect ('Prospect Added') with the potential value as typed, and changes a status ('Status Updated')", async () => {
    const { requests } = mockApi(
      routes({
        "POST /api/outreach/prospects": jsonResponse(201, { ...PROSPECT, id: 3 }),
        "PATCH /api/outreach/prospects/1/status": jsonResponse(200, { ...PROSPECT, status: "interested" }),
      }),
    );
    const { user } = renderWithProviders(<OutreachPage />);
    await screen.findByRole("listitem", { name: "Lingua Books" });
    await user.click(screen.getByRole("button", { name: "Add Prospect" }));
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Company name"), "Study Abroad Co");
    await user.type(screen.getByLabelText("Email"), "hello@study.example");
    await user.type(screen.getByLabelText("Potential value (R)"), "abc");
    await user.click(screen.getByRole("button", { name: "Add Prospect" }));
    expect(await screen.findByText("Prospect Added")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "POST")!.body).toMatchObject({
      companyName: "Study Abroad Co",
      email: "hello@study.example",
      potentialValue: 0,
    });

    await user.selectOptions(screen.getByLabelText("Status of Lingua Books"), "interested");
    expect(await screen.findByText("Status Updated")).toBeInTheDocument();
    expect(requests.find((request) => request.method === "PATCH")!.body).toEqual({ status: "interested" });
  });

  it("refuses to send with no one selected, then sends the chosen template to the selected prospects", async () => {
    const { requests } = mockApi(routes({ "POST /api/outreach/send-emails": jsonResponse(200, { queued: 1, skipped: 0 }) }));
    const { user } = renderWithProviders(<OutreachPage />);
    await user.click(await screen.findByRole("tab", { name: "Email Outreach" }));
    await user.click(await screen.findByRole("button", { name: /^Send/ }));
    expect(await screen.findByText("Please select prospects to send emails to.")).toBeInTheDocument();
    expect(requests.some((request: RecordedRequest) => request.url === "/api/outreach/send-emails")).toBe(false);

    await user.click(screen.getByRole("checkbox", { name: "Select Visa Helpers" }));
    await user.selectOptions(screen.getByLabelText("Email template"), "negotiation");
    expect(screen.getByText(/Preview: A campaign proposal for Visa Helpers/)).toBeInTheDocument();
    expect(screen.getByText(/To receive no further emails from us/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Send/ }));
    expect(await screen.findByText("Emails Sent")).toBeInTheDocument();
    expect(requests.find((request) => request.url === "/api/outreach/send-emails")!.body).toEqual({
      prospects: [2],
      template: "negotiation",
    });
  });

  it("shows the analytics with the measured conversion rate", async () => {
    mockApi(routes());
    const { user } = renderWithProviders(<OutreachPage />);
    await user.click(await screen.findByRole("tab", { name: "Analytics" }));
    expect(await screen.findByText("0%")).toBeInTheDocument();
    // Each chart has a table of its figures for screen readers.
    const perWeek = screen.getByRole("table", { name: "Emails sent per week" });
    expect(within(perWeek).getByRole("row", { name: "2026-11-16 1" })).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Pipeline by status" })).getByRole("row", { name: "Contacted 1" })).toBeInTheDocument();
  });
});
