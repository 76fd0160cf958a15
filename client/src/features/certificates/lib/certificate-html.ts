import { format } from "date-fns";
import { COLLEGE_NAME } from "@shared/constants";
import { describeGradeBasis, describeGuidedHours, type CertificateBasis } from "./certificate-basis";

/** The facts a certificate prints (a real one from the server, or a sample made in the browser). */
export type PrintableCertificate = {
  certificateNumber: string;
  studentName: string;
  courseName: string;
  completionDate: string;
  issueDate: string;
} & CertificateBasis;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Every character that could open markup or leave an attribute, as an entity. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

/**
 * The file runs nothing: no script of any origin, no request anywhere (styles inline, images only as
 * data: URLs). It is the first element of <head>, so it governs everything after it.
 */
export const CERTIFICATE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

const STYLE = `
  @page { size: A4 landscape; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: Georgia, 'Times New Roman', serif; color: #1e293b; background: #f8fafc; }
  .sheet { width: 297mm; min-height: 210mm; margin: 0 auto; padding: 14mm; background: #fff; position: relative; }
  .frame { border: 3px double #1d4ed8; outline: 1px solid #93c5fd; outline-offset: -8mm; min-height: 182mm; padding: 14mm 18mm; text-align: center; position: relative; }
  .college { font-size: 30px; letter-spacing: 0.06em; color: #1e3a8a; margin: 0; }
  .motto { font-style: italic; color: #475569; margin: 4px 0 18px; }
  .title { font-size: 40px; margin: 8px 0 18px; color: #0f172a; font-variant: small-caps; letter-spacing: 0.04em; }
  .lead { font-size: 16px; color: #475569; margin: 8px 0; }
  .student { font-size: 34px; margin: 6px 0 10px; color: #1d4ed8; border-bottom: 1px solid #cbd5e1; display: inline-block; padding: 0 24px 6px; }
  .course { font-size: 24px; margin: 6px 0 16px; }
  .facts { display: flex; justify-content: center; gap: 36px; font-size: 15px; margin: 16px 0 22px; }
  .facts dt { color: #64748b; font-size: 12px; text-transform: uppercase; letter-spacing: 0.08em; }
  .facts dd { margin: 2px 0 0; font-weight: bold; }
  .basis { font-size: 13px; color: #475569; margin: -10px 0 18px; }
  .bottom { display: flex; align-items: flex-end; justify-content: space-between; margin-top: 18px; text-align: left; }
  .seal { width: 34mm; height: 34mm; border-radius: 50%; border: 3px solid #b45309; color: #92400e; display: flex; align-items: center; justify-content: center; text-align: center; font-size: 10px; font-weight: bold; padding: 4mm; text-transform: uppercase; letter-spacing: 0.05em; }
  .verify { text-align: right; font-size: 11px; color: #475569; max-width: 80mm; }
  .verify svg { width: 26mm; height: 26mm; display: block; margin: 0 0 4px auto; }
  .number { font-family: 'Courier New', monospace; font-size: 13px; color: #0f172a; }
  .sample { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; pointer-events: none; font-size: 64px; font-weight: bold; color: rgba(220, 38, 38, 0.14); transform: rotate(-18deg); }
  @media print { body { background: #fff; } .sheet { margin: 0; } }
`;

const longDate = (iso: string) => format(new Date(iso), "MMMM dd, yyyy");

/**
 * The printable certificate as one self-contained HTML file: every field escaped, a restrictive CSP, the
 * verification address and its QR code (an SVG the QR library drew from that address).
 */
export function buildCertificateHtml(
  certificate: PrintableCertificate,
  { verifyUrl, qrSvg, motto, isSample = false }: { verifyUrl: string; qrSvg: string; motto: string; isSample?: boolean },
) {
  const field = (text: string) => escapeHtml(text);
  const hours = describeGuidedHours(certificate);
  const basis = describeGradeBasis(certificate);
  return `<!doctype html>
<html lang="en">
<head>
<meta http-equiv="Content-Security-Policy" content="${CERTIFICATE_CSP}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${isSample ? "SAMPLE " : ""}Certificate of Completion: ${field(certificate.courseName)} (${field(certificate.studentName)})</title>
<style>${STYLE}</style>
</head>
<body>
<main class="sheet">
<div class="frame">
${isSample ? '<div class="sample" aria-hidden="true">SAMPLE: NOT A REAL CERTIFICATE</div>' : ""}
<h1 class="college">${field(COLLEGE_NAME)}</h1>
<p class="motto">${field(motto)}</p>
<h2 class="title">Certificate of Completion</h2>
<p class="lead">This is to certify that</p>
<p class="student">${field(certificate.studentName)}</p>
<p class="lead">has successfully completed</p>
<p class="course">${field(certificate.courseName)}</p>
<dl class="facts">
<div><dt>Completion date</dt><dd>${field(longDate(certificate.completionDate))}</dd></div>
${certificate.grade === null ? "" : `<div><dt>Grade achieved</dt><dd>${field(certificate.grade)}</dd></div>`}
<div><dt>Issue date</dt><dd>${field(longDate(certificate.issueDate))}</dd></div>
${hours ? `<div><dt>Guided learning</dt><dd>${field(hours)}</dd></div>` : ""}
</dl>
${basis ? `<p class="basis">${field(basis)}</p>` : ""}
<div class="bottom">
<div class="seal">Official seal of ${field(COLLEGE_NAME)}</div>
<div class="verify">${qrSvg}<div>Certificate number <span class="number">${field(certificate.certificateNumber)}</span></div><div>Verify at ${field(verifyUrl)}</div></div>
</div>
</div>
</main>
</body>
</html>
`;
}
