import { and, asc, count, eq } from "drizzle-orm";
import {
  CHILD_LIMIT_REACHED,
  CHILD_NOT_FOUND,
  PHONICS_PLAN_REQUIRED,
  type ChildAvatar,
  type ChildView,
  type PhonicsAccountResponse,
} from "../../shared/api/phonics";
import { users, type User } from "../../shared/schema/auth";
import { phonicsChildren, type PhonicsChild } from "../../shared/schema/phonics";
import type { Database, DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { phonicsAccessOf } from "./phonics-access";

const toChildView = (row: PhonicsChild): ChildView => ({
  id: row.id,
  firstName: row.firstName,
  age: row.age,
  avatar: row.avatar as ChildAvatar,
  isOnLeaderboard: row.isOnLeaderboard,
});

const childrenOf = async (db: DbExecutor, userId: number) =>
  (await db.select().from(phonicsChildren).where(eq(phonicsChildren.parentUserId, userId)).orderBy(asc(phonicsChildren.id))).map(
    toChildView,
  );

/** GET /api/phonics/children: the account's children and what its plan allows. */
export const getPhonicsAccount = async ({
  db,
  clock,
  user,
}: {
  db: DbExecutor;
  clock: Clock;
  user: User;
}): Promise<PhonicsAccountResponse> => ({
  ...(await phonicsAccessOf({ db, clock, user })),
  children: await childrenOf(db, user.id),
});

/**
 * Adds a child profile, within the plan's limit. The parent's user row is locked for the count and the
 * insert, so two quick clicks cannot pass the limit together.
 */
export const addChild = async ({
  db,
  clock,
  user,
  input,
}: {
  db: Database;
  clock: Clock;
  user: User;
  input: { firstName: string; age: number; avatar: ChildAvatar; isOnLeaderboard?: boolean };
}) => {
  const access = await phonicsAccessOf({ db, clock, user });
  if (!access.hasFullAccess) throw new AppError("forbidden", PHONICS_PLAN_REQUIRED);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const [existing] = await tx.select({ value: count() }).from(phonicsChildren).where(eq(phonicsChildren.parentUserId, user.id));
    if ((existing?.value ?? 0) >= access.maxChildren) throw new AppError("conflict", CHILD_LIMIT_REACHED);
    const [child] = await tx
      .insert(phonicsChildren)
      .values({
        parentUserId: user.id,
        firstName: input.firstName,
        age: input.age,
        avatar: input.avatar,
        isOnLeaderboard: input.isOnLeaderboard ?? false,
      })
      .returning();
    return toChildView(child!);
  });
};

/** Changes a child's name, age, avatar or leaderboard choice: only the parent's own child (404 otherwise). */
export const updateChild = async ({
  db,
  user,
  childId,
  changes,
}: {
  db: DbExecutor;
  user: User;
  childId: number;
  changes: Partial<{ firstName: string; age: number; avatar: ChildAvatar; isOnLeaderboard: boolean }>;
}) => {
  const [child] = await db
    .update(phonicsChildren)
    .set(changes)
    .where(and(eq(phonicsChildren.id, childId), eq(phonicsChildren.parentUserId, user.id)))
    .returning();
  if (!child) throw new AppError("not_found", CHILD_NOT_FOUND);
  return toChildView(child);
};

/** Removes a child profile and, with it, every record of that child (cascade). */
export const removeChild = async ({ db, user, childId }: { db: DbExecutor; user: User; childId: number }) => {
  const [removed] = await db
    .delete(phonicsChildren)
    .where(and(eq(phonicsChildren.id, childId), eq(phonicsChildren.parentUserId, user.id)))
    .returning({ id: phonicsChildren.id });
  if (!removed) throw new AppError("not_found", CHILD_NOT_FOUND);
};
