// GET /api/admin/audit-log: what admins did, newest first, filtered and paged.
import { z } from "zod";
import { isTimeZone } from "../wall-time";
import { pageParamSchema, type PageInfo } from "./paging";

export const AUDIT_LOG_PAGE_SIZE = 25;

const isoDay = z
  .string({ error: "Dates are written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "That date does not exist")
  .optional();

const shortText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .optional()
    .default("");

export const auditLogQuerySchema = z
  .object({
    action: shortText("Action"),
    targetType: shortText("Target type"),
    /** The admin's username (as recorded at the time). */
    actor: shortText("Admin"),
    /** Words of the summary line. */
    query: z.string({ error: "Search must be text" }).trim().max(200, "Search must be at most 200 characters").optional().default(""),
    /** Days, both included, counted in `timeZone`. */
    from: isoDay,
    to: isoDay,
    /** The zone the admin reads the log in (every time on the page is shown in it); the school's when absent. */
    timeZone: z
      .string({ error: "The time zone must be text" })
      .trim()
      .max(64, "The time zone must be at most 64 characters")
      .refine(isTimeZone, "That time zone does not exist")
      .optional(),
    page: pageParamSchema,
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: "The start date must be on or before the end date",
    path: ["to"],
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export type AuditLogLine = {
  id: number;
  createdAt: string;
  actorId: number | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditLogPage = PageInfo & {
  entries: AuditLogLine[];
  /** The actions and target types recorded so far, for the filters' choices. */
  actions: string[];
  targetTypes: string[];
};
