import { rm } from "node:fs/promises";
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
import { encryptFile } from "./attachment-crypto";
import type { BackupConfig } from "./backup-config";
import { redactConnectionStrings } from "./redact";

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

/** What the mail says about the file: attached (encrypted), not attached and why, or where it is. */
type AttachmentOutcome = { attachment?: MailAttachment; note: string };

const whereTheFileIs = (config: BackupConfig) =>
  `The file is on the server in ${config.dir}; download it from the Backups page of the admin area (/admin/backups).`;

/**
 * With BACKUP_MAIL_ATTACH=1, the stored file of a succeeded run encrypted next to it (`<file>.enc`),
 * as the attachment: a dump holds password hashes, tokens and contacts, and mail passes through servers
 * we do not control. Without a key (a config built without env.ts, which refuses that) nothing is attached.
 */
const prepareAttachment = async (run: BackupRunView, config: BackupConfig): Promise<AttachmentOutcome> => {
  if (!config.mailAttach || run.status !== "succeeded" || !run.isFileStored || !run.fileName) return { note: whereTheFileIs(config) };
  if (!config.attachmentKey)
    return {
      note: `The file is not attached: BACKUP_MAIL_ATTACH=1 but BACKUP_ATTACHMENT_KEY is not set, and a backup is only mailed encrypted. ${whereTheFileIs(config)}`,
    };
  const filename = `${run.fileName}.enc`;
  const path = join(config.dir, filename);
  try {
    await rm(path, { force: true });
    await encryptFile({ source: join(config.dir, run.fileName), target: path, key: config.attachmentKey });
  } catch (error) {
    const reason = redactConnectionStrings(error instanceof Error ? error.message : String(error));
    return { note: `The file is not attached: it could not be encrypted (${reason}). ${whereTheFileIs(config)}` };
  }
  return {
    attachment: { filename, path },
    note: [
      `The file is attached encrypted (AES-256-GCM with BACKUP_ATTACHMENT_KEY) as ${filename}.`,
      `To read it: BACKUP_ATTACHMENT_KEY=<the key> npm run backup:decrypt -- ${filename}`,
      "A copy stays on the server and on the Backups page of the admin area (/admin/backups).",
    ].join("\n"),
  };
};

const describeRun = (run: BackupRunView, note: string) => {
  if (run.status !== "succeeded")
    return [
      `Backup FAILED: ${redactConnectionStrings(run.error ?? "unknown error")}`,
      run.verification ? `Verification: ${redactConnectionStrings(run.verification)}` : "",
    ];
  return [
    `Backup: ${run.fileName} (${formatSize(run.sizeBytes)}), taken ${run.startedAt}`,
    `Verification: ${run.verification}`,
    `SHA-256: ${run.sha256}`,
    note,
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
  const { attachment, note } = await prepareAttachment(run, config);
  lines.push(...describeRun(run, note).filter(Boolean));
  const status = run.status === "succeeded" ? "" : " FAILED";
  await enqueueMail({
    db,
    now: clock.now(),
    mail: { to, subject: `${SUBJECTS[run.kind]}${status} - ${run.startedAt.slice(0, 10)}`, text: lines.join("\n"), attachment },
  });
  return to;
};
