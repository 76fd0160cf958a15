import { eq, sql } from "drizzle-orm";
import { accountTokens, sessions, users, type User } from "../../shared/schema/auth";
import { subscriptions } from "../../shared/schema/billing";
import { phonicsChildren } from "../../shared/schema/phonics";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError, isUniqueViolation } from "../lib/errors";
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

/** The random part of a closed account's name: 8 hex characters, so nobody can take the name beforehand. */
const randomNameSuffix = () => randomBytes(4).toString("hex");

/** How often a closed name is drawn again when an older row holds it (registration refuses the shape today). */
const NAME_ATTEMPTS = 5;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Gives the closed account its name (closed-<id>-<random>) and address (the same @invalid). Each try runs
 * in a savepoint: a name taken by an account from before registration refused the shape only costs
 * another draw, never the erasure done in the same transaction (decision 0064).
 */
const renameClosedAccount = async (tx: Transaction, userId: number, drawSuffix: () => string) => {
  for (let attempt = 1; ; attempt++) {
    const name = `closed-${userId}-${drawSuffix()}`;
    try {
      await tx.transaction((savepoint) =>
        savepoint
          .update(users)
          .set({ username: name, email: `${name}@invalid` })
          .where(eq(users.id, userId)),
      );
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= NAME_ATTEMPTS) throw error;
    }
  }
};

/**
 * Closes the person's own account in one transaction: the confirmation mail is queued to the address the
 * account had, the subscription is cancelled at once (no refund; payments stay, as the law requires), the
 * account's personal fields are erased (username closed-<id>-<random>, address the same @invalid, names,
 * country and level null, an unusable password), its single-use links (with any address waiting for
 * confirmation) are deleted, the children's names are replaced by "Closed", closedAt is set and every
 * session ends. Certificates keep the name as printed, so they stay verifiable (decisions 0045, 0064).
 * `drawNameSuffix` is for tests: a squatted name is only ever met by chance otherwise.
 */
export const closeAccount = async ({
  db,
  clock,
  user,
  password,
  drawNameSuffix = randomNameSuffix,
}: {
  db: Database;
  clock: Clock;
  user: User;
  password: string;
  drawNameSuffix?: () => string;
}) => {
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
    await renameClosedAccount(tx, user.id, drawNameSuffix);
    // The links' rows hold the account's addresses, the old one and any it was moving to.
    await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
    await tx.delete(sessions).where(sql`(${sessions.sess}->'passport'->>'user') = ${String(user.id)}`);
  });
};
