import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { AD_PLACEMENT_LABELS, AD_PLACEMENT_PRICES, AD_PLACEMENTS } from "@shared/constants";
import { formatRand } from "@/lib/format-rand";
import { renderWithProviders } from "@/test/render";
import { EmailGeneratorPage } from "./email-generator-page";

afterEach(() => window.localStorage.clear());

describe("/email-generator", () => {
  it("checks the form with the spec's messages, writes the email in the browser and copies it", async () => {
    const { requests } = mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<EmailGeneratorPage />);
    await user.click(screen.getByRole("button", { name: "Generate Email" }));
    for (const message of [
      "Business name is required",
      "Please select a business type",
      "Contact name is required",
      "Please select a placement type",
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Business name"), "Visa Helpers");
    await user.selectOptions(screen.getByLabelText("Business type"), "study_abroad");
    await user.type(screen.getByLabelText("Contact name"), "Ama");
    await user.selectOptions(screen.getByLabelText("Placement"), "homepage_banner");
    await user.selectOptions(screen.getByLabelText("Tone"), "friendly");
    await user.click(screen.getByRole("button", { name: "Generate Email" }));
    expect(await screen.findByText(/Subject: Study abroad advertising/)).toBeInTheDocument();
    expect(screen.getByText(/Hi Ama,/)).toBeInTheDocument();
    expect(screen.getByText(/students preparing to study in English-speaking countries/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy" }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toContain("Hi Ama,");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== "GET")).toHaveLength(0);
  });

  it("imports an admin's CSV on the server and counts every row left out, with its reason", async () => {
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true })),
      "GET /api/outreach/contacts": jsonResponse(200, []),
      "POST /api/outreach/contacts/import": jsonResponse(200, { added: 2, duplicates: 1, invalid: 0 }),
    });
    const { user } = renderWithProviders(<EmailGeneratorPage />);
    await user.click(screen.getByRole("tab", { name: "Contact Manager" }));
    const csv = [
      "Business name,Contact name,Email,Business type",
      "Visa Helpers,Ama,ama@visa.example,study_abroad",
      "Abroad Now,Kofi,kofi@abroad.example,study_abroad",
      "Known Co,Lee,lee@known.example,edtech",
      "No Email,Ben,,edtech",
      ",No Business,nobiz@example.com,edtech",
    ].join("\n");
    await user.upload(screen.getByLabelText("Import contacts from a CSV file"), new File([csv], "contacts.csv", { type: "text/csv" }));
    expect(
      await screen.findByText("2 added, 1 already known, 0 not valid. 2 rows skipped: 1 without an email, 1 without a business name."),
    ).toBeInTheDocument();
    expect((requests.find((request) => request.method === "POST")!.body as { contacts: unknown[] }).contacts).toHaveLength(3);
    await user.upload(
      screen.getByLabelText("Import contacts from a CSV file"),
      new File(['h,h,h,h\n"broken,a,b'], "bad.csv", { type: "text/csv" }),
    );
    expect(await screen.findByText("Failed to parse CSV file. Please check the format.")).toBeInTheDocument();
  });

  it("quotes only the one price table in its notes: no package list of its own", async () => {
    mockApi({ "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true })), "GET /api/outreach/contacts": jsonResponse(200, []) });
    renderWithProviders(<EmailGeneratorPage />);
    const prices = screen.getByRole("region", { name: "Placements and prices" });
    for (const placement of AD_PLACEMENTS) {
      expect(within(prices).getByText(AD_PLACEMENT_LABELS[placement])).toBeInTheDocument();
      expect(within(prices).getByText(formatRand(AD_PLACEMENT_PRICES[placement]))).toBeInTheDocument();
    }
    expect(screen.queryByText(/R(79|149|199)\/month/)).not.toBeInTheDocument();
    expect(screen.queryByText("Advertising packages")).not.toBeInTheDocument();
  });

  it("lets an admin start a server campaign, refusing it without contacts", async () => {
    let contacts: unknown[] = [];
    const { requests } = mockApi({
      "GET /api/me": jsonResponse(200, buildUser({ isAdmin: true })),
      "GET /api/outreach/contacts": () => jsonResponse(200, contacts),
      "GET /api/outreach/campaigns": jsonResponse(200, []),
      "POST /api/outreach/campaigns": jsonResponse(201, {
        id: 1,
        name: "Spring partners",
        subject: "Reach learners",
        businessType: "study_abroad",
        sendDelayMinutes: 30,
        status: "sending",
        scheduledFor: "2026-11-21T10:00:00.000Z",
        totalEmails: 2,
        sentEmails: 1,
        failedEmails: 0,
        skippedEmails: 0,
        createdAt: "2026-11-21T10:00:00.000Z",
        completedAt: null,
      }),
    });
    const fillCampaign = async (user: ReturnType<typeof renderWithProviders>["user"]) => {
      await user.type(screen.getByLabelText("Campaign name"), "Spring partners");
      await user.type(screen.getByLabelText("Subject"), "Reach learners");
      await user.type(
        screen.getByLabelText("Email content"),
        "Dear partner, our 2,500 English learners are looking for services like yours.",
      );
      await user.selectOptions(screen.getByLabelText("Send to the contacts of type"), "study_abroad");
      await user.click(screen.getByRole("button", { name: "Send Campaign" }));
    };
    const first = renderWithProviders(<EmailGeneratorPage />);
    await first.user.click(await screen.findByRole("tab", { name: "Bulk Campaigns" }));
    await first.user.click(await screen.findByRole("button", { name: "Send Campaign" }));
    expect(await screen.findByText("Campaign name must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Email content must be at least 50 characters")).toBeInTheDocument();
    await fillCampaign(first.user);
    expect(await screen.findByText("Please add contacts before sending emails")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST")).toBe(false);
    first.unmount();

    // With a contact of the type, the campaign starts on the server.
    contacts = [
      {
        id: 1,
        businessName: "Visa Helpers",
        contactName: null,
        email: "ama@visa.example",
        businessType: "study_abroad",
        isSuppressed: false,
        createdAt: "",
      },
    ];
    const second = renderWithProviders(<EmailGeneratorPage />);
    await second.user.click(await screen.findByRole("tab", { name: "Bulk Campaigns" }));
    // The start is read in the admin's own zone (this admin's account is in Johannesburg), named under the field.
    expect(await screen.findByText("In your time zone, Africa/Johannesburg.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Start at (optional)"), { target: { value: "2030-03-14T18:30" } });
    await fillCampaign(second.user);
    expect(await screen.findByText("Campaign Started")).toBeInTheDocument();
    expect(screen.getByText("2 emails, one every 30 minutes.")).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((request) => request.method === "POST")?.body).toMatchObject({
        campaignName: "Spring partners",
        sendDelay: 30,
        businessType: "study_abroad",
        scheduledTime: "2030-03-14T16:30:00.000Z",
      }),
    );
  });
});
