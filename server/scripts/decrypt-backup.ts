import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { ATTACHMENT_KEY_FORMAT, AttachmentDecryptError, decryptFile, parseAttachmentKey } from "../backups/attachment-crypto";

const USAGE = `Usage: npm run backup:decrypt -- FILE.sql.enc [--out FILE.sql]

Decrypts a backup that came as a mail attachment (BACKUP_MAIL_ATTACH=1) with the key in
BACKUP_ATTACHMENT_KEY (read from the environment or from .env in this folder). The output
(default: FILE without .enc) is written only once the file has proved unchanged, with mode 0600;
an existing file is never overwritten. Then restore it with npm run backup:restore -- FILE.sql.`;

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: "string" }, help: { type: "boolean" } } });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const source = positionals[0]!;
  if (!existsSync(source)) throw new Error(`No such file: ${source}`);
  const keyText = process.env.BACKUP_ATTACHMENT_KEY?.trim();
  if (!keyText) throw new Error("BACKUP_ATTACHMENT_KEY is not set: it is the key the site encrypts mailed backups with");
  const key = parseAttachmentKey(keyText);
  if (!key) throw new Error(`BACKUP_ATTACHMENT_KEY ${ATTACHMENT_KEY_FORMAT}`);
  const target = values.out ?? (source.endsWith(".enc") ? source.slice(0, -".enc".length) : `${source}.sql`);
  await decryptFile({ source, target, key });
  console.log(`Decrypted ${source} into ${target}.`);
} catch (error) {
  console.error(error instanceof AttachmentDecryptError ? error.message : (error as Error).message);
  process.exit(1);
}
