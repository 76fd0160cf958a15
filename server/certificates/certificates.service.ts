import { desc, eq } from "drizzle-orm";
import {
  CERTIFICATE_NOT_FOUND,
  CERTIFICATE_NUMBER_PATTERN,
  normalizeCertificateNumber,
  type CertificateGrade,
  type CertificateVerification,
  type CertificateView,
} from "../../shared/api/certificates";
import { certificates, type Certificate } from "../../shared/schema/certificates";
import type { DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";

export const toCertificateView = (row: Certificate): CertificateView => ({
  id: row.id,
  certificateNumber: row.certificateNumber,
  studentName: row.studentName,
  courseName: row.courseName,
  completionDate: row.completionDate.toISOString(),
  issueDate: row.issueDate.toISOString(),
  kind: row.kind,
  grade: row.grade as CertificateGrade | null,
  // No signatory: the stored instructorName is the old column default, a person the school never named.
  isValid: row.isValid,
  guidedHours: row.guidedHours,
  finalScore: row.finalScore,
  moduleTestsScore: row.moduleTestsScore,
});

/** GET /api/my-certificates: the student's own, newest first. */
export const listMyCertificates = async (db: DbExecutor, userId: number): Promise<CertificateView[]> =>
  (
    await db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issueDate), desc(certificates.id))
  ).map(toCertificateView);

/** The certificate with this number (typed in any case, with spaces around), or 404. */
export const findCertificateByNumber = async (db: DbExecutor, input: string) => {
  const number = normalizeCertificateNumber(input);
  if (!CERTIFICATE_NUMBER_PATTERN.test(number)) throw new AppError("not_found", CERTIFICATE_NOT_FOUND);
  const [row] = await db.select().from(certificates).where(eq(certificates.certificateNumber, number));
  if (!row) throw new AppError("not_found", CERTIFICATE_NOT_FOUND);
  return row;
};

/** GET /api/certificates/verify/:number: the printed facts and whether the certificate stands; nothing else. */
export const verifyCertificate = async (db: DbExecutor, input: string): Promise<CertificateVerification> => {
  const row = await findCertificateByNumber(db, input);
  return {
    certificateNumber: row.certificateNumber,
    studentName: row.studentName,
    courseName: row.courseName,
    completionDate: row.completionDate.toISOString(),
    issueDate: row.issueDate.toISOString(),
    kind: row.kind,
    grade: row.grade as CertificateGrade | null,
    guidedHours: row.guidedHours,
    finalScore: row.finalScore,
    moduleTestsScore: row.moduleTestsScore,
    status: row.isValid ? "valid" : "revoked",
    ...(row.isValid ? {} : { revokedReason: row.revokedReason ?? "" }),
  };
};
