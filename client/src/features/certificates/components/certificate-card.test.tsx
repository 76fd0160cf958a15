import { render, screen } from "@testing-library/react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { describe, expect, it } from "vitest";
import { showInterfaceIn } from "@/test/i18n";
import { CertificateCard } from "./certificate-card";

const CERTIFICATE = {
  certificateNumber: "CC-2026-ABCD2345",
  studentName: "Amara Okafor",
  courseName: "Beginner English",
  completionDate: "2026-11-20T10:00:00.000Z",
  issueDate: "2026-11-20T10:00:00.000Z",
  grade: "Distinction",
  isValid: true,
};

function renderCard(certificate: Omit<typeof CERTIFICATE, "grade"> & { grade: string | null } & Record<string, unknown>) {
  const { hook } = memoryLocation({ path: "/certificates" });
  return render(
    <Router hook={hook}>
      <CertificateCard certificate={certificate} onDownload={() => {}} isDownloading={false} />
    </Router>,
  );
}

describe("CertificateCard", () => {
  it("shows the guided learning hours and how the grade was reached when the certificate has them", () => {
    renderCard({ ...CERTIFICATE, guidedHours: 42, finalScore: 90, moduleTestsScore: 80 });
    expect(screen.getByText("Guided learning")).toBeInTheDocument();
    expect(screen.getByText("42 guided learning hours")).toBeInTheDocument();
    expect(
      screen.getByText("Grade from the final assessment (60 %) and the module tests (40 %): final assessment 90 %, module tests 80 %."),
    ).toBeInTheDocument();
  });

  it("leaves both out on a certificate issued before hours and tests were kept", () => {
    renderCard({ ...CERTIFICATE, guidedHours: null, finalScore: null, moduleTestsScore: null });
    expect(screen.getByText("Distinction")).toBeInTheDocument();
    expect(screen.queryByText("Guided learning")).not.toBeInTheDocument();
    expect(screen.queryByText(/Grade from/)).not.toBeInTheDocument();
  });

  it("shows the grade in the interface language", () => {
    showInterfaceIn("ja");
    renderCard({ ...CERTIFICATE, grade: "Merit", guidedHours: null, finalScore: null, moduleTestsScore: null });
    expect(screen.getByText("良好")).toBeInTheDocument();
    expect(screen.queryByText("Merit")).not.toBeInTheDocument();
  });

  it("shows a completion record (a course without a final) with no grade, saying why (D38)", () => {
    renderCard({ ...CERTIFICATE, kind: "completion", grade: null, guidedHours: null, finalScore: null, moduleTestsScore: null });
    expect(screen.getByText("Grade").nextElementSibling).toHaveTextContent("None (a record of completion)");
    expect(
      screen.getByText("This course has no final assessment: this certificate records that the course was completed, and states no grade."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Distinction|Merit|Pass/)).not.toBeInTheDocument();
  });
});
