import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import { PLAN_MESSAGES, type AdminPlan, type CreatePlanRequest, type UpdatePlanRequest } from "../../shared/api/admin-plans";
import { subscriptionPlans, subscriptions, type SubscriptionPlan } from "../../shared/schema/billing";
import type { Database, DbExecutor } from "../db/connection";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import { ACCESS_STATUSES, refreshSubscriptionLevel } from "../billing/subscription-level";
import { AppError, isUniqueViolation } from "../lib/errors";
import type { Clock } from "../lib/clock";
import type { ReadCache } from "../lib/read-cache";
import { diffPlanFields, planFieldsOf, summarizePlanChanges } from "./plan-changes";

type Options = { db: Database; cache: ReadCache; clock: Clock; actor: AuditActor };

const PLAN_UNIQUE = "subscription_plans_name_audience_interval_unique";

const intervalLabel = (interval: string) => (interval === "year" ? "yearly" : "monthly");

/** The pricing and kids pages read plans through the public read cache: every change empties it here at once. */
const refreshPublicPlans = (cache: ReadCache) => cache.invalidate("plans:");

const toAdminPlan = (row: SubscriptionPlan, subscriberCount: number): AdminPlan => ({
  ...planFieldsOf(row),
  id: row.id,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
  subscriberCount,
  updatedAt: row.updatedAt.toISOString(),
});

const requirePlan = async (db: DbExecutor, id: number, lock = false) => {
  const query = db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", PLAN_MESSAGES.notFound);
  return row;
};

/** Every plan, retired ones too, by audience, interval and order, with how many subscribers each still has. */
export const listAdminPlans = async ({ db }: { db: Database }): Promise<AdminPlan[]> => {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .orderBy(
      asc(subscriptionPlans.audience),
      asc(subscriptionPlans.billingInterval),
      asc(subscriptionPlans.sortOrder),
      asc(subscriptionPlans.id),
    );
  const counts = await db
    .select({ planId: subscriptions.planId, total: count() })
    .from(subscriptions)
    .where(inArray(subscriptions.status, [...ACCESS_STATUSES]))
    .groupBy(subscriptions.planId);
  const countByPlan = new Map(counts.map((row) => [row.planId, row.total]));
  return rows.map((row) => toAdminPlan(row, countByPlan.get(row.id) ?? 0));
};

const rethrowDuplicate = (error: unknown): never => {
  if (isUniqueViolation(error, PLAN_UNIQUE)) throw new AppError("conflict", PLAN_MESSAGES.duplicate);
  throw error;
};

/** The trial is started from the kids page; an adult plan with trial days would promise what no page offers. */
const requireTrialOnKidsPlan = (plan: Pick<CreatePlanRequest, "audience" | "trialDays">) => {
  if (plan.audience === "adult" && plan.trialDays > 0)
    throw new AppError("validation", PLAN_MESSAGES.trialKidsOnly, { errors: { trialDays: [PLAN_MESSAGES.trialKidsOnly] } });
};

export const createPlan = async ({ db, cache, clock, actor, plan }: Options & { plan: CreatePlanRequest }): Promise<AdminPlan> => {
  requireTrialOnKidsPlan(plan);
  const created = await db
    .transaction(async (tx) => {
      const last = await tx
        .select({ sortOrder: subscriptionPlans.sortOrder })
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.audience, plan.audience), eq(subscriptionPlans.billingInterval, plan.billingInterval)))
        .orderBy(asc(subscriptionPlans.sortOrder));
      const sortOrder = (last.at(-1)?.sortOrder ?? 0) + 1;
      const [row] = await tx
        .insert(subscriptionPlans)
        .values({ ...plan, features: JSON.stringify(plan.features), sortOrder })
        .returning();
      await recordAdminAction(tx, actor, {
        now: clock.now(),
        action: "plan.create",
        targetType: "plan",
        targetId: row!.id,
        summary: `Created the ${plan.audience} ${intervalLabel(plan.billingInterval)} plan "${plan.name}" at R${(plan.price / 100).toFixed(2)}`,
        before: null,
        after: { ...plan },
      });
      return row!;
    })
    .catch(rethrowDuplicate);
  refreshPublicPlans(cache);
  return toAdminPlan(created, 0);
};

export const updatePlan = async ({ db, cache, clock, actor, id, changes }: Options & { id: number; changes: UpdatePlanRequest }) => {
  await db
    .transaction(async (tx) => {
      const row = await requirePlan(tx, id, true);
      const before = planFieldsOf(row);
      const after = { ...before, ...changes };
      requireTrialOnKidsPlan(after);
      const diff = diffPlanFields(before, after);
      if (Object.keys(diff.after).length === 0) throw new AppError("validation", PLAN_MESSAGES.nothingToChange);
      const { features, ...columns } = changes;
      await tx
        .update(subscriptionPlans)
        .set({ ...columns, ...(features ? { features: JSON.stringify(features) } : {}) })
        .where(eq(subscriptionPlans.id, id));
      if (before.name !== after.name) {
        // users.subscriptionLevel holds the plan's name: its subscribers read the new one.
        const subscribers = await tx.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.planId, id));
        await refreshSubscriptionLevel(
          tx,
          subscribers.map((subscriber) => subscriber.userId),
        );
      }
      await recordAdminAction(tx, actor, {
        now: clock.now(),
        action: "plan.update",
        targetType: "plan",
        targetId: id,
        summary: summarizePlanChanges(before, after),
        ...diff,
      });
    })
    .catch(rethrowDuplicate);
  refreshPublicPlans(cache);
};

/** Retired: off the pricing and kids pages and closed to new checkouts; its subscribers keep it and may renew. */
export const setPlanOffered = async ({ db, cache, clock, actor, id, isActive }: Options & { id: number; isActive: boolean }) => {
  await db.transaction(async (tx) => {
    const row = await requirePlan(tx, id, true);
    if (row.isActive === isActive) throw new AppError("conflict", isActive ? PLAN_MESSAGES.alreadyActive : PLAN_MESSAGES.alreadyRetired);
    await tx.update(subscriptionPlans).set({ isActive }).where(eq(subscriptionPlans.id, id));
    await recordAdminAction(tx, actor, {
      now: clock.now(),
      action: isActive ? "plan.reinstate" : "plan.retire",
      targetType: "plan",
      targetId: id,
      summary: isActive ? `Offered "${row.name}" again` : `Retired "${row.name}": no new checkouts, its subscribers keep it`,
      before: { isActive: row.isActive },
      after: { isActive },
    });
  });
  refreshPublicPlans(cache);
};

/** One step up or down among the plans of its audience and interval (the order the pages show them in). */
export const movePlan = async ({ db, cache, clock, actor, id, direction }: Options & { id: number; direction: "up" | "down" }) => {
  await db.transaction(async (tx) => {
    const row = await requirePlan(tx, id, true);
    const group = await tx
      .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.audience, row.audience), eq(subscriptionPlans.billingInterval, row.billingInterval)))
      .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id))
      .for("update");
    const from = group.findIndex((plan) => plan.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= group.length) throw new AppError("conflict", PLAN_MESSAGES.reorderEdge);
    const order = [...group];
    [order[from], order[to]] = [order[to]!, order[from]!];
    // Renumbered 1..n: equal sort orders (an old database) cannot make a step do nothing.
    for (const [index, plan] of order.entries()) {
      await tx
        .update(subscriptionPlans)
        .set({ sortOrder: index + 1 })
        .where(and(eq(subscriptionPlans.id, plan.id), ne(subscriptionPlans.sortOrder, index + 1)));
    }
    await recordAdminAction(tx, actor, {
      now: clock.now(),
      action: "plan.reorder",
      targetType: "plan",
      targetId: id,
      summary: `Moved "${row.name}" ${direction} to place ${to + 1} of the ${row.audience} ${intervalLabel(row.billingInterval)} plans`,
      before: { order: group.map((plan) => plan.name) },
      after: { order: order.map((plan) => plan.name) },
    });
  });
  refreshPublicPlans(cache);
};
