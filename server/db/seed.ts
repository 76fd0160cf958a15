import { achievements } from "../../shared/schema/achievements";
import { subscriptionPlans } from "../../shared/schema/billing";
import { courses } from "../../shared/schema/courses";
import { phonicsGames } from "../../shared/schema/phonics";
import { seedCurriculum } from "../curriculum/seed-curriculum";
import { seedPlacementBank } from "../placement/seed-placement-bank";
import type { Database } from "./connection";
import { replaceCourseClaims } from "./replace-course-claims";
import { seedAchievements } from "./seed-data/achievements";
import { seedCourses } from "./seed-data/courses";
import { seedPhonicsGames } from "./seed-data/phonics-games";
import { seedPlans } from "./seed-data/plans";

/**
 * Idempotent: run at every start. Content rows are matched on their natural keys (course slug, plan
 * name+audience+interval, achievement and game names), so a second run changes nothing, ids stay and
 * an administrator's later edits are never overwritten. The teaching content (modules, lessons, exercises,
 * module tests and final assessments) comes from the curriculum files in content/courses (seedCurriculum),
 * the placement test's items from content/placement (seedPlacementBank).
 */
export const seedReferenceData = async (db: Database) => {
  await db.transaction(async (tx) => {
    await tx.insert(courses).values(seedCourses).onConflictDoNothing({ target: courses.slug });
    await tx
      .insert(subscriptionPlans)
      .values(seedPlans)
      .onConflictDoNothing({ target: [subscriptionPlans.name, subscriptionPlans.audience, subscriptionPlans.billingInterval] });
    await tx.insert(achievements).values(seedAchievements).onConflictDoNothing({ target: achievements.name });
    await tx.insert(phonicsGames).values(seedPhonicsGames).onConflictDoNothing({ target: phonicsGames.name });
    await seedCurriculum(tx);
    await replaceCourseClaims(tx);
    await seedPlacementBank(tx);
  });
};
