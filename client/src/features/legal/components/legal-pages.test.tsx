import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SchoolDetails } from "@shared/api/school";
import { jsonResponse, mockApi, signedOut } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { PRIVACY_LAST_UPDATED, TERMS_LAST_UPDATED, formatLegalDate } from "../legal-dates";
import { PrivacyPolicy } from "./privacy-policy";
import { TermsOfService } from "./terms-of-service";

const school: SchoolDetails = {
  name: "Karoo Language School",
  postalAddress: "12 Long Street, Cape Town, 8001, South Africa",
  contactEmail: "privacy@karoo.example",
  phone: "+27 21 555 0100",
  registrationNumber: "2024/123456/07",
  supportHours: [{ days: [1, 2, 3, 4, 5], opens: "08:00", closes: "16:00" }],
  supportTimeZone: "Africa/Johannesburg",
  foundedYear: null,
};

const pages = [
  { title: "Terms of Service", Page: TermsOfService, lastUpdated: TERMS_LAST_UPDATED },
  { title: "Privacy Policy", Page: PrivacyPolicy, lastUpdated: PRIVACY_LAST_UPDATED },
];

describe.each(pages)("$title page", ({ title, Page, lastUpdated }) => {
  it("names the school from configuration, with its address, email, phone and registration", async () => {
    mockApi({ "GET /api/me": signedOut(), "GET /api/school": jsonResponse(200, school) });
    renderWithProviders(<Page />);

    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(formatLegalDate(lastUpdated))).toHaveAttribute("dateTime", lastUpdated);
    const address = (await screen.findByText("12 Long Street, Cape Town, 8001, South Africa")).closest("address")!;
    expect(within(address).getByText("Karoo Language School")).toBeInTheDocument();
    expect(within(address).getByRole("link", { name: "privacy@karoo.example" })).toHaveAttribute("href", "mailto:privacy@karoo.example");
    expect(within(address).getByRole("link", { name: "+27 21 555 0100" })).toHaveAttribute("href", "tel:+27215550100");
    expect(within(address).getByText("Registration: 2024/123456/07")).toBeInTheDocument();
    expect(screen.queryByText(/Cape English College/)).not.toBeInTheDocument();
  });

  it("shows a loading state until the details arrive", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ "GET /api/me": signedOut(), "GET /api/school": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<Page />);

    expect(screen.getByRole("status")).toHaveTextContent("Loading the school's details...");
    expect(screen.queryByRole("heading", { level: 2 })).not.toBeInTheDocument();
    answer(jsonResponse(200, school));
    expect(await screen.findAllByText(/Karoo Language School/)).not.toHaveLength(0);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says when the details could not be loaded and tries again on request", async () => {
    let fails = true;
    mockApi({
      "GET /api/me": signedOut(),
      "GET /api/school": () => (fails ? jsonResponse(500, { message: "Server error" }) : jsonResponse(200, school)),
    });
    const { user } = renderWithProviders(<Page />);

    expect(await screen.findByRole("alert")).toHaveTextContent("We could not load the school's details. Please try again.");
    expect(screen.queryByText(/Karoo Language School/)).not.toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findAllByText(/Karoo Language School/)).not.toHaveLength(0);
  });
});

describe("what the pages promise", () => {
  it("Terms: no automatic charges, the 7-day guarantee once per account, South African law, parents hold children's accounts", async () => {
    mockApi({ "GET /api/me": signedOut(), "GET /api/school": jsonResponse(200, school) });
    renderWithProviders(<TermsOfService />);

    await screen.findAllByText(/Karoo Language School/);
    expect(screen.getByText(/Nothing is charged automatically/)).toBeInTheDocument();
    expect(screen.getByText(/within 7 days of your first payment for a plan/)).toBeInTheDocument();
    expect(screen.getByText(/law of the Republic of South Africa/)).toBeInTheDocument();
    expect(screen.getByText(/A parent or guardian holds the account/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("Privacy: speech recognition by the browser maker, only text stored, rights under POPIA and GDPR, how to use them", async () => {
    mockApi({ "GET /api/me": signedOut(), "GET /api/school": jsonResponse(200, school) });
    renderWithProviders(<PrivacyPolicy />);

    await screen.findAllByText(/Karoo Language School/);
    expect(screen.getByText(/Google for Chrome, Apple for Safari/)).toHaveTextContent(
      "We store only the recognised text, and for a child only after a parent has agreed to voice practice.",
    );
    expect(screen.getByText(/Card numbers are entered on Yoco/)).toBeInTheDocument();
    expect(screen.getByText(/Information Regulator of South Africa/)).toBeInTheDocument();
    expect(screen.getByText(/download a copy of your data and close your account yourself from your profile/)).toHaveTextContent(
      "privacy@karoo.example",
    );
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  });
});

describe("the legal pages in another language", () => {
  it("Terms in Japanese: the page around the text and the section headings translated, the terms themselves in English, which applies", async () => {
    mockApi({ "GET /api/me": signedOut(), "GET /api/school": jsonResponse(200, school) });
    showInterfaceIn("ja");
    renderWithProviders(<TermsOfService />);

    expect(screen.getByRole("heading", { level: 1, name: "利用規約" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Terms of Service" })).not.toBeInTheDocument();
    expect(screen.getByText(/適用されるのは英語版です/)).toBeInTheDocument();
    expect(screen.getByText("最終更新日：")).toBeInTheDocument();
    expect(screen.getByText(formatLegalDate(TERMS_LAST_UPDATED, "ja"))).toHaveAttribute("dateTime", TERMS_LAST_UPDATED);
    const body = (await screen.findByText(/Nothing is charged automatically/)).closest("[lang]")!;
    expect(body).toHaveAttribute("lang", "en");
    expect(screen.getByRole("heading", { level: 2, name: "3. プランとお支払い" })).toHaveAttribute("lang", "ja-JP");
  });

  it("Privacy in Spanish: translated title and notice; no notice in English", async () => {
    mockApi({ "GET /api/me": signedOut(), "GET /api/school": jsonResponse(200, school) });
    showInterfaceIn("es");
    const { unmount } = renderWithProviders(<PrivacyPolicy />);

    expect(screen.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeInTheDocument();
    expect(screen.getByText(/la versión en inglés es la que se aplica/)).toBeInTheDocument();
    expect(await screen.findByText(/Card numbers are entered on Yoco/)).toBeInTheDocument();
    unmount();
  });

  it("English readers get no notice: the text is already in their language", async () => {
    mockApi({ "GET /api/me": signedOut(), "GET /api/school": jsonResponse(200, school) });
    renderWithProviders(<PrivacyPolicy />);

    await screen.findAllByText(/Karoo Language School/);
    expect(screen.queryByText(/the English version is the one that applies/)).not.toBeInTheDocument();
    expect(screen.getByText(formatLegalDate(PRIVACY_LAST_UPDATED))).toHaveTextContent("25 November 2026");
  });
});
