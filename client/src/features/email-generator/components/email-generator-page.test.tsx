import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildUser, jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
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

  it("keeps a visitor's imported contacts in the browser, and says so when a CSV cannot be read", async () => {
    mockApi({ "GET /api/me": signedOut() });
    const { user } = renderWithProviders(<EmailGeneratorPage />);
    await user.click(screen.getByRole("tab", { name: "Contact Manager" }));
    const csv = new File(
      ["Business name,Contact name,Email,Business type\nVisa Helpers,Ama,ama@visa.example,study_abroad\nNo Email,Ben,,edtech\n"],
      "contacts.csv",
      {
        type: "text/csv",
      },
    );
    await user.upload(screen.getByLabelText("Import contacts from a CSV file"), csv);
    expect(await screen.findByText("ama@visa.example")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Contacts" })).getAllByRole("listitem")).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem("email-generator:contacts")!)).toHaveLength(1);
    await user.upload(
      screen.getByLabelText("Import contacts from a CSV file"),
      new File(['h,h,h,h\n"broken,a,b'], "bad.csv", { type: "text/csv" }),
    );
    expect(await screen.findByText("Failed to parse CSV file. Please check the format.")).toBeInTheDocument();
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
    await fillCampaign(second.user);
    expect(await screen.findByText("Campaign Started")).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((request) => request.method === "POST")?.body).toMatchObject({
        campaignName: "Spring partners",
        sendDelay: 30,
        businessType: "study_abroad",
      }),
    );
  });
});
