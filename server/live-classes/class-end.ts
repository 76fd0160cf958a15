import type { LiveClassRow } from "../../shared/schema/learning";

const MINUTE_MS = 60_000;

/** When a class ends (its own file: the calendar, the mails and the service all need it, none of them each other). */
export const endOf = (row: Pick<LiveClassRow, "startsAt" | "durationMinutes">) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * MINUTE_MS);
