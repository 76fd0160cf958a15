import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import {
  CERTIFICATE_ALREADY_REVOKED,
  CERTIFICATE_NOT_REVOKED,
  type AdminCertificate,
  type AdminCertificatesResponse,
} from "../../shared/api/certificates";
import { users } from "../../shared/schema/auth";
import { certificates, type Certificate } from "../../shared/schema/certificates";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { findCertificateByNumber, toCertificateView } from "./certificates.service";

const PAGE_SIZE = 20;

const toAdminCertificate = (row: Certificate, username: string): AdminCertificate => ({
  ...toCertificateView(row),
  userId: row.userId,
  username,
  revokedReason: row.revokedReason,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const likeTerm = (search: string) => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** GET /api/admin/certificates: newest first, 20 a page, searched by number, student, username or course. */
export const listCertificatesForAdmin = async ({
  db,
  search,
  page,
}: {
  db: DbExecutor;
  search?: string;
  page: number;
}): Promise<AdminCertificatesResponse> => {
  const term = search ? likeTerm(search) : undefined;
  const where: SQL | undefined = term
    ? or(
        ilike(certificates.certificateNumber, term),
        ilike(certificates.studentName, term),
        ilike(certificates.courseName, term),
        ilike(users.username, term),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ certificate: certificates, username: users.username })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(where)
      .orderBy(desc(certificates.issueDate), desc(certificates.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ value: count() }).from(certificates).innerJoin(users, eq(users.id, certificates.userId)).where(where),
  ]);
  return {
    certificates: rows.map((row) => toAdminCertificate(row.certificate, row.username)),
    total: total?.value ?? 0,
    page,
    pageSize: PAGE_SIZE,
  };
};

const withUsername = async (db: DbExecutor, row: Certificate) => {
  const [owner] = await db.select({ username: users.username }).from(users).where(eq(users.id, row.userId));
  return toAdminCertificate(row, owner?.username ?? "");
};

const described = (row: Certificate) => `certificate ${row.certificateNumber} (${row.courseName}, ${row.studentName})`;

/** Revokes a valid certificate with the admin's reason; the verification page shows it from now on. 409 when already revoked. */
export const revokeCertificate = async ({
  db,
  clock,
  number,
  reason,
  actor,
}: {
  db: Database;
  clock: Clock;
  number: string;
  reason: string;
  actor: AuditActor;
}) => {
  const found = await findCertificateByNumber(db, number);
  const now = clock.now();
  const revoked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(certificates)
      .set({ isValid: false, revokedReason: reason, revokedAt: now, revokedBy: actor.id })
      .where(and(eq(certificates.id, found.id), eq(certificates.isValid, true)))
      .returning();
    if (!row) throw new AppError("conflict", CERTIFICATE_ALREADY_REVOKED);
    await recordAdminAction(tx, actor, {
      now,
      action: "certificate.revoke",
      targetType: "certificate",
      targetId: row.id,
      summary: `Revoked the ${described(row)} (reason: ${reason})`,
      before: { isValid: true },
      after: { isValid: false, revokedReason: reason },
    });
    return row;
  });
  return withUsername(db, revoked);
};

/** Makes a revoked certificate valid again (the reason is cleared). 409 when it is not revoked. */
export const reinstateCertificate = async ({
  db,
  clock,
  number,
  actor,
}: {
  db: Database;
  clock: Clock;
  number: string;
  actor: AuditActor;
}) => {
  const found = await findCertificateByNumber(db, number);
  const reinstated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(certificates)
      .set({ isValid: true, revokedReason: null, revokedAt: null, revokedBy: null })
      .where(and(eq(certificates.id, found.id), eq(certificates.isValid, false)))
      .returning();
    if (!row) throw new AppError("conflict", CERTIFICATE_NOT_REVOKED);
    await recordAdminAction(tx, actor, {
      now: clock.now(),
      action: "certificate.reinstate",
      targetType: "certificate",
      targetId: row.id,
      summary: `Reinstated the ${described(row)}`,
      before: { isValid: false, revokedReason: found.revokedReason },
      after: { isValid: true, revokedReason: null },
    });
    return row;
  });
  return withUsername(db, reinstated);
};
