import type { PrintableCertificate } from "../lib/certificate-html";

/**
 * Examples for students without a certificate yet (and the download test page): made in the browser,
 * marked as samples on the card and in the file, never issued by the school.
 */
export const sampleCertificates = (numberOf: (index: number) => string): (PrintableCertificate & { isValid: boolean })[] => [
  {
    certificateNumber: numberOf(1),
    studentName: "Sample Student",
    courseName: "TEFL Level 3 Certificate",
    completionDate: "2024-12-15T10:00:00.000Z",
    issueDate: "2024-12-16T10:00:00.000Z",
    grade: "Distinction",
    isValid: true,
  },
  {
    certificateNumber: numberOf(2),
    studentName: "Sample Student",
    courseName: "Advanced English (C1-C2)",
    completionDate: "2024-11-28T10:00:00.000Z",
    issueDate: "2024-11-29T10:00:00.000Z",
    grade: "Merit",
    isValid: true,
  },
];
