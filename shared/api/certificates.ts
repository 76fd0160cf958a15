// Contracts of certificates: a student's own list, public verification, and the admin's revocation.
import { z } from "zod";
import { pageParamSchema } from "./paging";

export const CERTIFICATE_GRADES = ["Distinction", "Merit", "Pass"] as const;
export type CertificateGrade = (typeof CERTIFICATE_GRADES)[number];

/**
 * "graded": a course with a final assessment, graded by certificateScore; "completion": a course without
 * one, whose certificate records the completion and states no grade (decision 0069).
 */
export const CERTIFICATE_KINDS = ["graded", "completion"] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The least score (per cent) of each grade above Pass. */
export const DISTINCTION_FROM = 85;
export const MERIT_FROM = 70;

/** The grade of a certificate's score (per cent): 85 and over Distinction, 70 and over Merit, else Pass. */
export const gradeForAverage = (averagePercent: number): CertificateGrade =>
  averagePercent >= DISTINCTION_FROM ? "Distinction" : averagePercent >= MERIT_FROM ? "Merit" : "Pass";

/** No 0/O, 1/I/L: a number read aloud or typed from paper is not mistaken. */
export const CERTIFICATE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CERTIFICATE_NUMBER_PATTERN = /^CC-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

/** Letters people type for the digits of the year ("CC-2O26"). */
const DIGIT_LOOK_ALIKES: Record<string, string> = { O: "0", I: "1", L: "1" };
/**
 * What a person types, read as forgivingly as the number allows: any letter case, spaces, missing or other
 * dashes ("cc 2O26 abcd 2345", "CC2026ABCD2345"), and letters typed for the year's digits (O for 0,
 * I or L for 1). The random part has none of 0, 1, I, L and O to mistake; a number still holding one
 * cannot be any certificate's, and the form says which characters the numbers use.
 */
export const normalizeCertificateNumber = (input: string) => {
  const compact = input.toUpperCase().replace(/[\s\-‐‑‒–—―_.]/g, "");
  const match = /^CC(.{4})(.{8})$/.exec(compact);
  if (!match) return input.trim().toUpperCase();
  const year = [...match[1]!].map((character) => DIGIT_LOOK_ALIKES[character] ?? character).join("");
  return `CC-${year}-${match[2]}`;
};

/** True when a number's random part holds one of the characters certificate numbers never use. */
export const hasCharacterNeverUsed = (normalized: string) => /^CC-\d{4}-.*[01ILO]/.test(normalized);

/** A certificate as its owner sees it (GET /api/my-certificates: a list, newest first). Dates are ISO instants. */
export type CertificateView = {
  id: number;
  certificateNumber: string;
  studentName: string;
  courseName: string;
  completionDate: string;
  issueDate: string;
  kind: CertificateKind;
  /** Null on a completion record: it states no grade. */
  grade: CertificateGrade | null;
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
  kind: CertificateKind;
  /** Null on a completion record: it states no grade. */
  grade: CertificateGrade | null;
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
export const CERTIFICATE_NUMBER_NEVER_USES =
  "Certificate numbers never use 0, 1, I, L or O after the year: check those characters against the certificate";

/** The verification page's form: any case, spaces and dashes are fine (normalizeCertificateNumber). */
export const certificateNumberFormSchema = z.object({
  number: z
    .string()
    .transform(normalizeCertificateNumber)
    .superRefine((number, context) => {
      if (CERTIFICATE_NUMBER_PATTERN.test(number)) return;
      context.addIssue({
        code: "custom",
        message: hasCharacterNeverUsed(number) ? CERTIFICATE_NUMBER_NEVER_USES : INVALID_CERTIFICATE_NUMBER,
      });
    }),
});
