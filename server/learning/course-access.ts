import type { User } from "../../shared/schema/auth";
import { activePlanOf } from "../billing/active-plan";
import type { DbExecutor } from "../db/connection";
import type { Clock } from "../lib/clock";

/**
 * Whether the user may study the adult and TEFL courses (and book live classes) right now: admins
 * always; a student with an adult plan that gives access now (see activePlanOf). Kids plans and the kids
 * trial give the phonics programme, not these courses.
 */
export const hasAdultCourseAccess = async ({ db, clock, user }: { db: DbExecutor; clock: Clock; user: Pick<User, "id" | "isAdmin"> }) =>
  user.isAdmin || (await activePlanOf({ db, clock, userId: user.id, audience: "adult" })) !== null;
