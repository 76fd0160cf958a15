// Contracts of certificates: a student's own list, public verification, and the admin's revocation.
import { z } from "zod";
import { pageParamSchema } from "./paging";

export const CERTIFICATE_GRADES = ["Distinction", "Merit", "Pass"] as const;
export type CertificateGrade = (typeof CERTIFICATE_GRADES)[number];

/** The grade of a completed course from the average of the student's best scores over its exercises (percent). */
export const gradeForAverage = (averagePercent: number): CertificateGrade =>
  averagePercent >= 85 ? "Distinction" : averagePercent >= 70 ? "Merit" : "Pass";

/** No 0/O, 1/I/L: a number read aloud or typed from paper is not mistaken. */
export const CERTIFICATE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CERTIFICATE_NUMBER_PATTERN = /^CC-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

/** What a person types is trimmed and upper-cased before it is looked up. */
export const normalizeCertificateNumber = (input: string) => input.trim().toUpperCase();

/** A certificate as its owner sees it (GET /api/my-certificates: a list, newest first). Dates are ISO instants. */
export type CertificateView = {
  id: number;
  certificateNumber: string;
  studentName: string;
  courseName: string;
  completionDate: string;
  issueDate: string;
  grade: CertificateGrade;
  instructorName: string;
  isValid: boolean;
  /** Guided learning hours of the course when it was issued (null on certificates issued before hours were kept). */
  guidedHours: number | null;
  /** The final assessment's best score and the module tests' average (per cent) the grade came from; null for a course without a final. */
  finalScore: number | null;
  moduleTestsScore: number | null;
};

/** GET /api/certificates/verify/:number (public): every printed fact and whether it stands. */
export type CertificateVerification = {
  certificateNumber: string;
  studentName: string;
  courseName: string;
  completionDate: string;
  issueDate: string;
  grade: CertificateGrade;
  instructorName: string;
  /** Guided learning hours of the course when it was issued (null on certificates issued before hours were kept). */
  guidedHours: number | null;
  /** The final assessment's best score and the module tests' average (per cent) the grade came from; null for a course without a final. */
  finalScore: number | null;
  moduleTestsScore: number | null;
  status: "valid" | "revoked";
  revokedReason?: string;
};

/** The admin hub's list (GET /api/admin/certificates). */
export type AdminCertificate = CertificateView & {
  userId: number;
  username: string;
  revokedReason: string | null;
  revokedAt: string | null;
};
export type AdminCertificatesResponse = { certificates: AdminCertificate[]; total: number; page: number; pageSize: number };

export const adminCertificatesQuerySchema = z.object({
  search: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  page: pageParamSchema,
});

export const revokeCertificateSchema = z.object({
  reason: z
    .string({ error: "Please give the reason for revoking this certificate" })
    .trim()
    .min(1, "Please give the reason for revoking this certificate")
    .max(500, "The reason must be at most 500 characters"),
});
export type RevokeCertificateInput = z.infer<typeof revokeCertificateSchema>;

export const CERTIFICATE_NOT_FOUND = "No certificate has this number";
export const CERTIFICATE_ALREADY_REVOKED = "This certificate is already revoked";
export const CERTIFICATE_NOT_REVOKED = "This certificate is not revoked";

// Characters no file system (or browser) accepts in a file name: left out rather than replaced.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[<>:"/\\|?*\u0000-\u001f]/g;
const fileNamePart = (text: string) => text.replace(UNSAFE_IN_FILE_NAMES, "").trim().replace(/\s+/g, "_");

/** The file a download is saved as: Certificate_{course}_{student}.html, spaces as underscores. */
export const certificateFileName = (courseName: string, studentName: string) =>
  `Certificate_${fileNamePart(courseName)}_${fileNamePart(studentName)}.html`;

/** Where anyone checks a number. */
export const verifyPath = (certificateNumber: string) => `/verify/${encodeURIComponent(certificateNumber)}`;

export const INVALID_CERTIFICATE_NUMBER = "Enter a number like CC-2026-ABCD2345";

/** The verification page's form: any case and spaces around are fine. */
export const certificateNumberFormSchema = z.object({
  number: z
    .string()
    .transform(normalizeCertificateNumber)
    .refine((number) => CERTIFICATE_NUMBER_PATTERN.test(number), INVALID_CERTIFICATE_NUMBER),
});
