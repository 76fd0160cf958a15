import { describe, expect, it } from "vitest";
import { describeGradeBasis, describeGuidedHours, GRADE_RULE } from "./certificate-basis";
import { buildCertificateHtml, type PrintableCertificate } from "./certificate-html";

const CERTIFICATE: PrintableCertificate = {
  certificateNumber: "CC-2026-ABCD2345",
  studentName: "Amara Okafor",
  courseName: "TEFL Level 3",
  completionDate: "2026-11-20T10:00:00.000Z",
  issueDate: "2026-11-20T10:00:00.000Z",
  grade: "Merit",
  guidedHours: 120,
  finalScore: 82,
  moduleTestsScore: 71,
};
const OPTIONS = { verifyUrl: "https://college.test/verify/CC-2026-ABCD2345", qrSvg: "<svg></svg>", motto: "Confidence in English" };

describe("what a certificate certifies", () => {
  it("states the hours and the grade rule with the scores it was applied to", () => {
    expect(GRADE_RULE).toBe("Grade from the final assessment (60 %) and the module tests (40 %)");
    expect(describeGuidedHours(CERTIFICATE)).toBe("120 guided learning hours");
    expect(describeGradeBasis(CERTIFICATE)).toBe(
      "Grade from the final assessment (60 %) and the module tests (40 %): final assessment 82 %, module tests 71 %.",
    );
  });

  it("says nothing of either on a certificate that does not carry them", () => {
    const older = { ...CERTIFICATE, guidedHours: null, finalScore: null, moduleTestsScore: null };
    expect(describeGuidedHours(older)).toBeNull();
    expect(describeGradeBasis(older)).toBeNull();
    const html = buildCertificateHtml(older, OPTIONS);
    expect(html).not.toContain("Guided learning");
    expect(html).not.toContain("Grade from");
  });

  it("prints both on the certificate file", () => {
    const html = buildCertificateHtml(CERTIFICATE, OPTIONS);
    expect(html).toContain("<dt>Guided learning</dt><dd>120 guided learning hours</dd>");
    expect(html).toContain(
      '<p class="basis">Grade from the final assessment (60 %) and the module tests (40 %): final assessment 82 %, module tests 71 %.</p>',
    );
  });

  it("prints a completion record without a grade, and says why it has none", () => {
    const record = { ...CERTIFICATE, grade: null, guidedHours: null, finalScore: null, moduleTestsScore: null };
    const html = buildCertificateHtml(record, OPTIONS);
    expect(html).toContain("Certificate of Completion");
    expect(html).not.toContain("Grade achieved");
    expect(html).toContain(
      '<p class="basis">This course has no final assessment: this certificate records that the course was completed, and states no grade.</p>',
    );
  });
});
