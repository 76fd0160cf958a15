import { and, count, desc, eq, gte, ilike, isNull, or, sql, sum } from "drizzle-orm";
import {
  ADMIN_USER_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type AdminOverview,
  type AdminUserDetail,
  type AdminUsersPage,
  type AdminUserSummary,
} from "../../shared/api/admin-users";
import type { SchoolDetails } from "../../shared/api/school";
import { sessions, users, type User } from "../../shared/schema/auth";
import { payments, subscriptionPlans, subscriptions } from "../../shared/schema/billing";
import { courses } from "../../shared/schema/courses";
import { courseEnrollments } from "../../shared/schema/learning";
import { contacts, feedback } from "../../shared/schema/messages";
import { backupRuns, mailOutbox } from "../../shared/schema/operations";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { startOfMonthInJohannesburg } from "../lib/school-time";
import { AppError } from "../lib/errors";
import { changedFields } from "../audit/audit-fields";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import { sendAdminPasswordReset } from "../auth/password-reset.service";

const DAY_MS = 86_400_000;
/** The sessions table stores the passport user id inside the JSON session. */
const sessionUserId = sql<number | null>`case when (${sessions.sess}->'passport'->>'user') ~ '^[0-9]{1,9}$'
  then (${sessions.sess}->'passport'->>'user')::int end`;

/**
 * The back office's counts. "This week" is the last 7 days (a rolling window, not the calendar week).
 */
export const getAdminOverview = async ({ db, clock }: { db: Database; clock: Clock }): Promise<AdminOverview> => {
  const now = clock.now();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const [[students], [active], [revenue], [unreadContacts], [unreadFeedback], [failed], [backup]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.isAdmin, false), gte(users.createdAt, weekAgo))),
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.status, "active")),
    db
      .select({ total: sum(payments.amount) })
      .from(payments)
      .where(and(eq(payments.status, "paid"), gte(payments.paidAt, startOfMonthInJohannesburg(now)))),
    db
      .select({ n: count() })
      .from(contacts)
      .where(and(isNull(contacts.readAt), eq(contacts.isArchived, false))),
    db
      .select({ n: count() })
      .from(feedback)
      .where(and(isNull(feedback.readAt), eq(feedback.isArchived, false))),
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed")),
    db
      .select({ startedAt: backupRuns.startedAt, status: backupRuns.status, verification: backupRuns.verification })
      .from(backupRuns)
      .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
      .limit(1),
  ]);
  return {
    newStudentsThisWeek: students?.n ?? 0,
    activeSubscriptions: active?.n ?? 0,
    revenueThisMonth: Number(revenue?.total ?? 0),
    unreadMessages: (unreadContacts?.n ?? 0) + (unreadFeedback?.n ?? 0),
    failedMails: failed?.n ?? 0,
    lastBackup: backup ? { startedAt: backup.startedAt.toISOString(), status: backup.status, verification: backup.verification } : null,
  };
};

const toSummary = (user: User): AdminUserSummary => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  isAdmin: user.isAdmin,
  isDisabled: user.isDisabled,
  closedAt: user.closedAt?.toISOString() ?? null,
  subscriptionLevel: user.subscriptionLevel,
  createdAt: user.createdAt.toISOString(),
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export const listAdminUsers = async ({ db, query, page }: { db: Database; query: string; page: number }): Promise<AdminUsersPage> => {
  const pattern = `%${escapeLike(query)}%`;
  const where = query
    ? or(ilike(users.username, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toSummary), page, pageSize: ADMIN_USERS_PAGE_SIZE, total: total?.n ?? 0 };
};

export const getAdminUser = async ({ db, clock, id }: { db: Database; clock: Clock; id: number }): Promise<AdminUserDetail> => {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError("not_found", ADMIN_USER_MESSAGES.notFound);
  const [[subscription], enrolments, [sessionCount]] = await Promise.all([
    db
      .select({ planName: subscriptionPlans.name, status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, id))
      .orderBy(desc(subscriptions.currentPeriodEnd))
      .limit(1),
    db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        progress: courseEnrollments.progress,
        enrolledAt: courseEnrollments.enrolledAt,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(eq(courseEnrollments.userId, id))
      .orderBy(desc(courseEnrollments.enrolledAt)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(sql`${sessionUserId} = ${id}`, gte(sessions.expire, clock.now()))),
  ]);
  return {
    ...toSummary(user),
    country: user.country,
    languageLevel: user.languageLevel,
    subscription: subscription
      ? { planName: subscription.planName, status: subscription.status, currentPeriodEnd: subscription.currentPeriodEnd.toISOString() }
      : null,
    enrolments: enrolments.map((row) => ({ ...row, enrolledAt: row.enrolledAt.toISOString() })),
    activeSessions: sessionCount?.n ?? 0,
  };
};

type Executor = Pick<Database, "delete">;

/** Deletes every session of a user (the store's change feed drops cached copies); how many there were. */
const deleteSessionsOf = async (db: Executor, userId: number) =>
  (
    await db
      .delete(sessions)
      .where(sql`${sessionUserId} = ${userId}`)
      .returning({ sid: sessions.sid })
  ).length;

type AdminActing = { db: Database; actor: AuditActor; now: Date };

export const endUserSessions = async ({ db, actor, now, id }: AdminActing & { id: number }) =>
  db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, id));
    if (!user) throw new AppError("not_found", ADMIN_USER_MESSAGES.notFound);
    const ended = await deleteSessionsOf(tx, id);
    await recordAdminAction(tx, actor, {
      now,
      action: "user.end_sessions",
      targetType: "user",
      targetId: id,
      summary: `Signed "${user.username}" out everywhere (${ended} ${ended === 1 ? "session" : "sessions"} ended)`,
      after: { sessionsEnded: ended },
    });
  });

/**
 * An admin has a reset link mailed to the user (the admin never sees the token), recorded in the same
 * transaction: the reset's own transaction runs inside this one.
 */
export const sendPasswordResetLink = async ({
  db,
  actor,
  now,
  clock,
  userId,
  mailContext,
}: AdminActing & { clock: Clock; userId: number; mailContext: { siteOrigin: string; school: SchoolDetails } }) =>
  db.transaction(async (tx) => {
    await sendAdminPasswordReset({ db: tx, clock, userId, ...mailContext });
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
    await recordAdminAction(tx, actor, {
      now,
      action: "user.password_reset",
      targetType: "user",
      targetId: userId,
      summary: `Sent "${user?.username ?? userId}" a password reset link by mail`,
    });
  });

/** The summary line of a change of rights or state, e.g. `Made "thandi" an admin` or `Enabled "thandi" again`. */
const describeUserChange = (
  username: string,
  before: Pick<User, "isAdmin" | "isDisabled">,
  after: Pick<User, "isAdmin" | "isDisabled">,
) => {
  const parts: string[] = [];
  if (before.isAdmin !== after.isAdmin) parts.push(after.isAdmin ? `Made "${username}" an admin` : `Took admin rights from "${username}"`);
  if (before.isDisabled !== after.isDisabled)
    parts.push(after.isDisabled ? `Disabled "${username}" (signed out everywhere)` : `Enabled "${username}" again`);
  return parts.length > 0 ? parts.join("; ") : `Saved "${username}" without a change`;
};

/**
 * Changes a user's admin flag or disabled state. Self-changes are refused; the last enabled admin is kept:
 * the enabled admins' rows are locked (select ... for update) before counting, so two admins demoting each
 * other at once run one after the other and the second one sees the first one's change.
 */
export const updateAdminUser = async ({
  db,
  actor,
  now,
  id,
  changes,
}: AdminActing & { id: number; changes: { isAdmin?: boolean; isDisabled?: boolean } }): Promise<AdminUserSummary> => {
  if (id === actor.id && changes.isAdmin !== undefined) throw new AppError("validation", ADMIN_USER_MESSAGES.ownAdmin);
  if (id === actor.id && changes.isDisabled === true) throw new AppError("validation", ADMIN_USER_MESSAGES.ownDisable);
  return db.transaction(async (tx) => {
    const enabledAdmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.isDisabled, false)))
      .orderBy(users.id)
      .for("update");
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!target) throw new AppError("not_found", ADMIN_USER_MESSAGES.notFound);
    if (target.closedAt) throw new AppError("conflict", ADMIN_USER_MESSAGES.closed);
    const isAdmin = changes.isAdmin ?? target.isAdmin;
    const isDisabled = changes.isDisabled ?? target.isDisabled;
    const wasEnabledAdmin = target.isAdmin && !target.isDisabled;
    const staysEnabledAdmin = isAdmin && !isDisabled;
    if (wasEnabledAdmin && !staysEnabledAdmin && enabledAdmins.filter((admin) => admin.id !== id).length === 0) {
      throw new AppError("conflict", ADMIN_USER_MESSAGES.lastAdmin);
    }
    const [updated] = await tx.update(users).set({ isAdmin, isDisabled }).where(eq(users.id, id)).returning();
    if (isDisabled && !target.isDisabled) await deleteSessionsOf(tx, id);
    const diff = changedFields({ isAdmin: target.isAdmin, isDisabled: target.isDisabled }, { isAdmin, isDisabled });
    await recordAdminAction(tx, actor, {
      now,
      action: "user.update",
      targetType: "user",
      targetId: id,
      summary: describeUserChange(target.username, target, { isAdmin, isDisabled }),
      before: diff.before,
      after: diff.after,
    });
    return toSummary(updated!);
  });
};
