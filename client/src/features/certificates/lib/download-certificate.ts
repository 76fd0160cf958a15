import QRCode from "qrcode";
import { certificateFileName, verifyPath } from "@shared/api/certificates";
import { COLLEGE_PROFILE } from "@/lib/college-profile";
import { saveFile } from "@/lib/download-file";
import { buildCertificateHtml, type PrintableCertificate } from "./certificate-html";

/** Makes the certificate's file in the browser (with the QR code of its verification page) and saves it. */
export async function downloadCertificate(certificate: PrintableCertificate, { isSample = false }: { isSample?: boolean } = {}) {
  const verifyUrl = `${window.location.origin}${verifyPath(certificate.certificateNumber)}`;
  const qrSvg = await QRCode.toString(verifyUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  const html = buildCertificateHtml(certificate, { verifyUrl, qrSvg, motto: COLLEGE_PROFILE.motto, isSample });
  const fileName = certificateFileName(certificate.courseName, certificate.studentName);
  saveFile(new Blob([html], { type: "text/html;charset=utf-8" }), fileName);
  return fileName;
}
