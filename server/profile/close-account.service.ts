import { eq, sql } from "drizzle-orm";
import { sessions, users, type User } from "../../shared/schema/auth";
import { subscriptions } from "../../shared/schema/billing";
import { phonicsChildren } from "../../shared/schema/phonics";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { translator } from "../i18n/server-i18n";
import { enqueueMail, type OutgoingMail } from "../lib/outbox";
import { hashPassword, verifyPassword } from "../lib/passwords";
import { randomBytes } from "node:crypto";

export const CLOSE_WRONG_PASSWORD = "That password is not right. Your account is still open.";

/** The last mail to the account's address, in its language (`users.locale`), queued before the address is erased. */
const closedAccountMail = (user: Pick<User, "email" | "firstName" | "username" | "locale">): OutgoingMail => {
  const t = translator(user.locale);
  return {
    to: user.email,
    subject: t("mail.closeAccount.subject"),
    text: [t("mail.common.hello", { name: user.firstName ?? user.username }), "", t("mail.closeAccount.body")].join("\n"),
  };
};

/**
 * Closes the person's own account in one transaction: the confirmation mail is queued to the address the
 * account had, the subscription is cancelled at once (no refund; payments stay, as the law requires), the
 * account's personal fields are erased (username closed-<id>, address closed-<id>@invalid, names, country
 * and level null, an unusable password), the children's names are replaced by "Closed", closedAt is set
 * and every session ends. Certificates keep the name as printed, so they stay verifiable (decision 0045).
 */
export const closeAccount = async ({ db, clock, user, password }: { db: Database; clock: Clock; user: User; password: string }) => {
  if (!(await verifyPassword(user.password, password))) throw new AppError("forbidden", CLOSE_WRONG_PASSWORD);
  const now = clock.now();
  const unusable = await hashPassword(randomBytes(32).toString("base64url"));
  await db.transaction(async (tx) => {
    await enqueueMail({
      db: tx,
      now,
      mail: closedAccountMail(user),
    });
    await tx
      .update(subscriptions)
      .set({ status: "cancelled", cancelAtPeriodEnd: true, currentPeriodEnd: now, pendingPlanId: null })
      .where(eq(subscriptions.userId, user.id));
    await tx
      .update(phonicsChildren)
      .set({ firstName: "Closed", leaderboardNickname: null, isOnLeaderboard: false })
      .where(eq(phonicsChildren.parentUserId, user.id));
    await tx
      .update(users)
      .set({
        username: `closed-${user.id}`,
        email: `closed-${user.id}@invalid`,
        password: unusable,
        firstName: null,
        lastName: null,
        country: null,
        languageLevel: null,
        paymentCustomerId: null,
        paymentSubscriptionId: null,
        voiceConsentAt: null,
        emailVerifiedAt: null,
        closedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(sql`(${sessions.sess}->'passport'->>'user') = ${String(user.id)}`);
  });
};
