import type { CertificateVerification } from "@shared/api/certificates";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "@/test/fetch-mock";
import { showInterfaceIn } from "@/test/i18n";
import { renderWithProviders } from "@/test/render";
import { CertificateTestPage } from "./certificate-test-page";
import { VerifyCertificatePage } from "./verify-certificate-page";

const VALID: CertificateVerification = {
  certificateNumber: "CC-2026-ABCD2345",
  studentName: "Amara Okafor",
  courseName: "Beginner English",
  completionDate: "2026-11-21T10:00:00.000Z",
  issueDate: "2026-11-21T10:00:00.000Z",
  kind: "graded",
  grade: "Distinction",
  guidedHours: null,
  finalScore: null,
  moduleTestsScore: null,
  status: "valid",
};

describe("certificate verification", () => {
  it("shows every printed fact of a valid certificate, and names no signatory the school never configured", async () => {
    mockApi({ "GET /api/certificates/verify/CC-2026-ABCD2345": jsonResponse(200, VALID) });
    renderWithProviders(<VerifyCertificatePage certificateNumber="CC-2026-ABCD2345" />);
    expect(await screen.findByRole("heading", { name: "Valid certificate" })).toBeInTheDocument();
    for (const text of ["Amara Okafor", "Beginner English", "November 21, 2026", "Distinction"])
      expect(screen.getAllByText(text).length, text).toBeGreaterThan(0);
    expect(screen.queryByText(/Academic Director|Mokoena/)).not.toBeInTheDocument();
  });

  it("shows the verification in Japanese, the certificate's facts as the school issued them", async () => {
    showInterfaceIn("ja");
    mockApi({
      "GET /api/certificates/verify/CC-2026-ABCD2345": jsonResponse(200, {
        ...VALID,
        guidedHours: 120,
        finalScore: 82,
        moduleTestsScore: 71,
      }),
    });
    renderWithProviders(<VerifyCertificatePage certificateNumber="CC-2026-ABCD2345" />);
    expect(await screen.findByRole("heading", { name: "有効な修了証" })).toBeInTheDocument();
    expect(screen.getAllByText("2026年11月21日")).toHaveLength(2);
    expect(screen.getByText("指導付き学習 120時間")).toBeInTheDocument();
    expect(screen.getByText("Distinction")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "確認する" })).toBeInTheDocument();
    expect(screen.queryByText("Academic Director")).not.toBeInTheDocument();
    expect(screen.queryByText("November 21, 2026")).not.toBeInTheDocument();
  });

  it("shows a completion record honestly: no grade, and what it certifies instead (D38)", async () => {
    mockApi({
      "GET /api/certificates/verify/CC-2026-ABCD2345": jsonResponse(200, { ...VALID, kind: "completion", grade: null, guidedHours: null }),
    });
    renderWithProviders(<VerifyCertificatePage certificateNumber="CC-2026-ABCD2345" />);
    expect(await screen.findByRole("heading", { name: "Valid certificate" })).toBeInTheDocument();
    expect(screen.getByText("Grade").nextElementSibling).toHaveTextContent("None (a record of completion)");
    expect(screen.getByText("What it certifies").nextElementSibling).toHaveTextContent(
      "This course has no final assessment: this certificate records that the course was completed, and states no grade.",
    );
    expect(screen.queryByText(/Distinction|Merit|How the grade was reached/)).not.toBeInTheDocument();
  });

  it("says when a certificate was revoked, and why", async () => {
    mockApi({
      "GET /api/certificates/verify/CC-2026-ABCD2345": jsonResponse(200, { ...VALID, status: "revoked", revokedReason: "Issued in error" }),
    });
    renderWithProviders(<VerifyCertificatePage certificateNumber="CC-2026-ABCD2345" />);
    expect(await screen.findByRole("heading", { name: "Revoked" })).toBeInTheDocument();
    expect(screen.getByText(/has been revoked\. Reason: Issued in error/)).toBeInTheDocument();
  });

  it("says so for an unknown number", async () => {
    mockApi({ "GET /api/certificates/verify/CC-2026-ZZZZ2222": jsonResponse(404, { message: "No certificate has this number" }) });
    renderWithProviders(<VerifyCertificatePage certificateNumber="CC-2026-ZZZZ2222" />);
    expect(await screen.findByText("No certificate has this number")).toBeInTheDocument();
    expect(screen.getByText(/Check the number on the certificate/)).toBeInTheDocument();
  });

  it("checks the typed number's shape and goes to its page, upper-cased", async () => {
    const { requests } = mockApi({ "GET /api/certificates/verify/CC-2026-ABCD2345": jsonResponse(200, VALID) });
    const { currentPath } = renderWithProviders(<VerifyCertificatePage />, { path: "/verify" });
    const field = screen.getByLabelText("Certificate number");
    await userEvent.type(field, "12345");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter a number like CC-2026-ABCD2345")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, "  cc-2026-abcd2345 ");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(currentPath()).toBe("/verify/CC-2026-ABCD2345");
  });
});

describe("certificate download test", () => {
  it("shows two samples numbered CC-{timestamp}-TEST-{nnn} and the feature list", () => {
    renderWithProviders(<CertificateTestPage />);
    const numbers = screen.getAllByText(/^CC-\d+-TEST-\d{3}$/).map((element) => element.textContent);
    expect(numbers).toHaveLength(2);
    expect(numbers[0]).toMatch(/-TEST-001$/);
    expect(numbers[1]).toMatch(/-TEST-002$/);
    expect(screen.getAllByRole("button", { name: "Download Sample" })).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "What a certificate includes" })).toBeInTheDocument();
    expect(screen.getByText(/These are samples, not real certificates/)).toBeInTheDocument();
  });
});
