import { describe, expect, it } from "vitest";
import { certificateFileName } from "@shared/api/certificates";
import { buildCertificateHtml, CERTIFICATE_CSP, type PrintableCertificate } from "./certificate-html";

const CERTIFICATE: PrintableCertificate = {
  certificateNumber: "CC-2026-ABCD2345",
  studentName: "Amara Okafor",
  courseName: "Beginner English (A1-A2)",
  completionDate: "2024-12-15T10:00:00.000Z",
  issueDate: "2024-12-16T10:00:00.000Z",
  grade: "Distinction",
};
const OPTIONS = {
  verifyUrl: "https://college.test/verify/CC-2026-ABCD2345",
  qrSvg: '<svg id="qr"></svg>',
  motto: "Confidence in English, for life",
};

describe("the certificate file", () => {
  it("prints every fact of the spec with long dates, the number, the verify URL and the QR code, and no made-up signatory", () => {
    const html = buildCertificateHtml(CERTIFICATE, OPTIONS);
    for (const text of [
      "Cape English College",
      "Confidence in English, for life",
      "Certificate of Completion",
      "Amara Okafor",
      "Beginner English (A1-A2)",
      "December 15, 2024",
      "December 16, 2024",
      "Distinction",
      "Official seal of Cape English College",
      "CC-2026-ABCD2345",
      "Verify at https://college.test/verify/CC-2026-ABCD2345",
      '<svg id="qr"></svg>',
    ])
      expect(html, text).toContain(text);
    expect(html).not.toContain("SAMPLE");
    expect(html).not.toMatch(/Academic Director|Mokoena/);
  });

  it("escapes every field and forbids scripts with a Content-Security-Policy first in the head", () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const html = buildCertificateHtml(
      { ...CERTIFICATE, studentName: hostile, courseName: `"><script>alert(2)</script>`, grade: "A & B" },
      OPTIONS,
    );
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).toContain("A &amp; B");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    const head = html.slice(html.indexOf("<head>") + "<head>".length).trimStart();
    expect(head.startsWith(`<meta http-equiv="Content-Security-Policy" content="${CERTIFICATE_CSP}">`)).toBe(true);
    expect(CERTIFICATE_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  });

  it("marks a sample, and names the file Certificate_{course}_{student}.html with underscores for spaces", () => {
    expect(buildCertificateHtml(CERTIFICATE, { ...OPTIONS, isSample: true })).toContain("SAMPLE: NOT A REAL CERTIFICATE");
    expect(certificateFileName("Beginner English (A1-A2)", "Amara  Okafor")).toBe("Certificate_Beginner_English_(A1-A2)_Amara_Okafor.html");
    // Characters no file system accepts are left out.
    expect(certificateFileName("Business: Email / Letters", '<img src=x onerror=alert(1)> "Dlamini"')).toBe(
      "Certificate_Business_Email_Letters_img_src=x_onerror=alert(1)_Dlamini.html",
    );
  });
});
