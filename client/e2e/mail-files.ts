import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The e2e apps deliver their outboxes as .eml files under DATA_DIR/mail: the main app's and the own app's
 * of the journeys over several days (every spec mails its own unique addresses, so both are read).
 */
const MAIL_FOLDERS = [process.env.E2E_DATA_DIR, process.env.E2E_DAYS_DATA_DIR]
  .filter((folder): folder is string => Boolean(folder))
  .map((folder) => join(folder, "mail"));

/** The body as a reader sees it: quoted-printable soft breaks joined and =XX bytes decoded. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const listMailFiles = () =>
  MAIL_FOLDERS.flatMap((folder) => {
    try {
      return readdirSync(folder)
        .filter((name) => name.endsWith(".eml"))
        .map((name) => ({ name, path: join(folder, name) }));
    } catch {
      return []; // nothing delivered yet
    }
  });

/** Every delivered mail to `address` whose subject matches, oldest first, decoded. */
export const deliveredMails = (address: string, subject: RegExp) =>
  listMailFiles()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((file) => decodeQuotedPrintable(readFileSync(file.path, "utf8")))
    .filter((mail) => mail.includes(`To: ${address}`) && new RegExp(`Subject: ${subject.source}`).test(mail));

/** The link to `path` (with its #token) in the newest such mail, once it has been delivered. */
export const findMailedLink = (address: string, subject: RegExp, path: string) =>
  new RegExp(`http://[^\\s]+${path}#token=[A-Za-z0-9_-]+`).exec(deliveredMails(address, subject).at(-1) ?? "")?.[0];
