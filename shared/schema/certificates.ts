import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import type { CertificateKind } from "../api/certificates";
import { ACADEMIC_DIRECTOR_NAME } from "../constants";
import { users } from "./auth";
import { createdAt, timestamptz } from "./columns";
import { courses } from "./courses";

export const DEFAULT_INSTRUCTOR_NAME = ACADEMIC_DIRECTOR_NAME;

export const certificates = pgTable(
  "certificates",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer().references(() => courses.id, { onDelete: "set null" }),
    certificateNumber: text().notNull(),
    studentName: text().notNull(),
    courseName: text().notNull(),
    completionDate: timestamptz().notNull(),
    issueDate: timestamptz().notNull().defaultNow(),
    /**
     * "graded": a course with a final assessment, graded by its rule; "completion": a course without one
     * (decision 0069), a record of completion that states no grade. Existing rows were all issued graded.
     */
    kind: text().$type<CertificateKind>().notNull().default("graded"),
    /** Distinction, Merit or Pass; null on a completion record (the check keeps the two together). */
    grade: text(),
    /** Guided learning hours the course held when it was issued (computed from its content), printed on it. */
    guidedHours: integer(),
    /** The final assessment's best score (per cent) and the module tests' average, from which the grade came. */
    finalScore: integer(),
    moduleTestsScore: integer(),
    instructorName: text().notNull().default(DEFAULT_INSTRUCTOR_NAME),
    isValid: boolean().notNull().default(true),
    // Set by an admin's revocation (shown on the public verification page), cleared on reinstatement.
    revokedReason: text(),
    revokedAt: timestamptz(),
    revokedBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("certificates_number_unique").on(table.certificateNumber),
    // One certificate per student and course; a course deleted later leaves the certificate (courseId null).
    unique("certificates_user_course_unique").on(table.userId, table.courseId),
    index("certificates_course_id_index").on(table.courseId),
    check(
      "certificates_grade_follows_kind",
      sql`(${table.kind} = 'graded' and ${table.grade} is not null) or (${table.kind} = 'completion' and ${table.grade} is null)`,
    ),
  ],
);

export type Certificate = typeof certificates.$inferSelect;
