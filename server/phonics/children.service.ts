import { and, asc, count, eq } from "drizzle-orm";
import {
  CHILD_LIMIT_REACHED,
  CHILD_NOT_FOUND,
  NICKNAME_REQUIRED,
  NOTHING_TO_CHANGE,
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
  leaderboardNickname: row.leaderboardNickname,
  isRemovedFromLeaderboard: row.leaderboardRemovedAt !== null,
});

type ChildFields = { firstName: string; age: number; avatar: ChildAvatar; isOnLeaderboard: boolean; leaderboardNickname: string };

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
  input: Omit<ChildFields, "isOnLeaderboard" | "leaderboardNickname"> & Partial<ChildFields>;
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
        leaderboardNickname: input.leaderboardNickname ?? null,
      })
      .returning();
    return toChildView(child!);
  });
};

/**
 * Changes a child's name, age, avatar, leaderboard choice or nickname: only the parent's own child (404
 * otherwise). Going on the leaderboard needs a nickname, given now or chosen before.
 */
export const updateChild = async ({
  db,
  user,
  childId,
  changes,
}: {
  db: DbExecutor;
  user: User;
  childId: number;
  changes: Partial<ChildFields>;
}) => {
  // Drizzle refuses an UPDATE without columns with a plain Error (a 500): say what is wrong instead.
  if (Object.values(changes).every((value) => value === undefined)) throw new AppError("validation", NOTHING_TO_CHANGE);
  const isOwnChild = and(eq(phonicsChildren.id, childId), eq(phonicsChildren.parentUserId, user.id));
  if (changes.isOnLeaderboard === true && changes.leaderboardNickname === undefined) {
    // A stored nickname is never cleared, so reading it before the update cannot race another change.
    const [stored] = await db.select({ nickname: phonicsChildren.leaderboardNickname }).from(phonicsChildren).where(isOwnChild);
    if (!stored) throw new AppError("not_found", CHILD_NOT_FOUND);
    if (stored.nickname === null) throw new AppError("validation", NICKNAME_REQUIRED);
  }
  const [child] = await db.update(phonicsChildren).set(changes).where(isOwnChild).returning();
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
