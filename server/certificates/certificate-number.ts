import { randomInt } from "node:crypto";
import { CERTIFICATE_ALPHABET } from "../../shared/api/certificates";
import { SCHOOL_TIME_ZONE } from "../lib/school-time";

const RANDOM_LENGTH = 8;

/** `CC-<year of issue in Johannesburg>-<8 random characters>`: 31^8 (about 850 billion) per year, never guessable in sequence. */
export const generateCertificateNumber = (issuedAt: Date) => {
  const year = new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_TIME_ZONE, year: "numeric" }).format(issuedAt);
  const random = Array.from({ length: RANDOM_LENGTH }, () => CERTIFICATE_ALPHABET[randomInt(CERTIFICATE_ALPHABET.length)]).join("");
  return `CC-${year}-${random}`;
};
