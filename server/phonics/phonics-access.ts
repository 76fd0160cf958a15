import { and, eq } from "drizzle-orm";
import { CHILD_NOT_FOUND, PHONICS_PLAN_REQUIRED } from "../../shared/api/phonics";
import { isFreeSound } from "../../shared/phonics/sounds";
import type { User } from "../../shared/schema/auth";
import { phonicsChildren } from "../../shared/schema/phonics";
import { activePlanOf } from "../billing/active-plan";
import type { DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";

/** Child profiles per kids plan, as the plans promise (decision 0038): Starter one child, Premium two, Family four. */
export const CHILD_LIMITS: Record<string, number> = { Starter: 1, Premium: 2, Family: 4 };

export type PhonicsAccess = { hasFullAccess: boolean; planName: string | null; maxChildren: number };

/** What the account may do: a kids plan or the kids trial opens every group and child profiles; admins see everything. */
export const phonicsAccessOf = async ({
  db,
  clock,
  user,
}: {
  db: DbExecutor;
  clock: Clock;
  user: Pick<User, "id" | "isAdmin">;
}): Promise<PhonicsAccess> => {
  if (user.isAdmin) return { hasFullAccess: true, planName: null, maxChildren: CHILD_LIMITS.Family! };
  const plan = await activePlanOf({ db, clock, userId: user.id, audience: "kids" });
  if (!plan) return { hasFullAccess: false, planName: null, maxChildren: 0 };
  return { hasFullAccess: true, planName: plan.name, maxChildren: CHILD_LIMITS[plan.name] ?? 1 };
};

/** The sounds beyond the first group need a kids plan or the trial (403 otherwise). */
export const requireSoundAccess = async (options: { db: DbExecutor; clock: Clock; user: User; sounds: string[] }) => {
  if (options.sounds.every(isFreeSound)) return;
  const access = await phonicsAccessOf(options);
  if (!access.hasFullAccess) throw new AppError("forbidden", PHONICS_PLAN_REQUIRED);
};

/**
 * The learner a record belongs to: the account's own child (404 for anyone else's, as if it did not
 * exist), or the account itself (null) when no child is named.
 */
export const resolveLearner = async (db: DbExecutor, user: Pick<User, "id">, childId: number | undefined) => {
  if (childId === undefined) return null;
  const [child] = await db
    .select({ id: phonicsChildren.id })
    .from(phonicsChildren)
    .where(and(eq(phonicsChildren.id, childId), eq(phonicsChildren.parentUserId, user.id)));
  if (!child) throw new AppError("not_found", CHILD_NOT_FOUND);
  return child.id;
};
