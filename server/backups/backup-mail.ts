import { join } from "node:path";
import { asc, count, eq, gte } from "drizzle-orm";
import type { BackupKind, BackupRunView } from "../../shared/api/backups";
import { advertisements } from "../../shared/schema/ads";
import { users } from "../../shared/schema/auth";
import { payments } from "../../shared/schema/billing";
import { contacts } from "../../shared/schema/messages";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import type { MailAttachment } from "../lib/mailer";
import { enqueueMail } from "../lib/outbox";
import type { BackupConfig } from "./backup-config";

const DAY_MS = 24 * 60 * 60 * 1000;

/** BACKUP_EMAIL, or the first admin's email; undefined when there is neither. */
export const backupRecipient = async ({ db, config }: { db: Database; config: BackupConfig }) => {
  if (config.email) return config.email;
  const [admin] = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id)).limit(1);
  return admin?.email;
};

/** What happened in the last day: the daily report's numbers. */
export const lastDayCounts = async ({ db, now }: { db: Database; now: Date }) => {
  const since = new Date(now.getTime() - DAY_MS);
  const countSince = async (table: typeof users | typeof payments | typeof contacts | typeof advertisements) => {
    const [row] = await db.select({ value: count() }).from(table).where(gte(table.createdAt, since));
    return row?.value ?? 0;
  };
  return {
    newUsers: await countSince(users),
    payments: await countSince(payments),
    messages: await countSince(contacts),
    ads: await countSince(advertisements),
  };
};

const formatSize = (bytes: number | null) =>
  bytes === null ? "unknown size" : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The stored file of a succeeded run, to attach when BACKUP_MAIL_ATTACH=1; undefined otherwise. */
const attachmentOf = (run: BackupRunView, config: BackupConfig): MailAttachment | undefined =>
  config.mailAttach && run.isFileStored && run.fileName ? { filename: run.fileName, path: join(config.dir, run.fileName) } : undefined;

const describeRun = (run: BackupRunView, config: BackupConfig, isAttached: boolean) => {
  if (run.status !== "succeeded")
    return [`Backup FAILED: ${run.error ?? "unknown error"}`, run.verification ? `Verification: ${run.verification}` : ""];
  return [
    `Backup: ${run.fileName} (${formatSize(run.sizeBytes)}), taken ${run.startedAt}`,
    `Verification: ${run.verification}`,
    `SHA-256: ${run.sha256}`,
    isAttached
      ? "The file is attached; a copy stays on the server and on the Backup Management page (/backup)."
      : `The file is on the server in ${config.dir}; download it from the Backup Management page (/backup).`,
  ];
};

const SUBJECTS: Record<BackupKind, string> = {
  daily: "Daily backup report",
  weekly: "Weekly backup",
  manual: "Backup taken",
  emergency: "Emergency backup",
};

/** Queues the report (daily) or notice (weekly, emergency, manual) of a backup run; returns the recipient or null. */
export const queueBackupMail = async ({
  db,
  clock,
  config,
  run,
  siteName = "Cape English College",
}: {
  db: Database;
  clock: Clock;
  config: BackupConfig;
  run: BackupRunView;
  siteName?: string;
}) => {
  const to = await backupRecipient({ db, config });
  if (!to) return null;
  const lines: string[] = [`${siteName}: ${SUBJECTS[run.kind].toLowerCase()}.`, ""];
  if (run.kind === "daily") {
    const counts = await lastDayCounts({ db, now: clock.now() });
    lines.push(
      "In the last 24 hours:",
      `- New users: ${counts.newUsers}`,
      `- Payments: ${counts.payments}`,
      `- Messages: ${counts.messages}`,
      `- Advertisements: ${counts.ads}`,
      "",
    );
  }
  if (run.reason) lines.push(`Reason: ${run.reason}`, "");
  const attachment = attachmentOf(run, config);
  lines.push(...describeRun(run, config, attachment !== undefined).filter(Boolean));
  const status = run.status === "succeeded" ? "" : " FAILED";
  await enqueueMail({
    db,
    mail: { to, subject: `${SUBJECTS[run.kind]}${status} - ${run.startedAt.slice(0, 10)}`, text: lines.join("\n"), attachment },
  });
  return to;
};
