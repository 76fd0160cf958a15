import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../shared/schema/auth";
import { payments, subscriptionPlans, subscriptions, webhookEvents } from "../../shared/schema/billing";
import { mailOutbox } from "../../shared/schema/operations";
import { campaignRecipients, emailCampaigns } from "../../shared/schema/outreach";
import { paymentEvent } from "../billing/webhook.test-helpers";
import { stopProcess, type NodeProcess } from "../bench/processes";
import { openServerDatabase, type DatabaseHandle } from "../db/connection";
import { SENDING_LEASE_MS } from "../lib/outbox";
import { signWebhook } from "../lib/payments/webhook-signature";
import { TEST_WEBHOOK_SECRET } from "../test/test-app";
import { createThrowawayDatabase } from "../test-support/throwaway-database";
import { killHard, signInAsAdmin, startAppProcess } from "./app-process";
import { countBy, startFaultySmtpServer, type DeliveredMessage, type FaultySmtpServer } from "./faulty-smtp-server";
import { holdRowLock, sessionsWaitingOnLock } from "./row-lock";
import { waitFor } from "./wait-for";

const baseUrl = process.env.DATABASE_URL;
const RECIPIENTS = 40;
const LOCKED_RECIPIENT = 20;
const MAILS_ACCEPTED_BEFORE_THE_CRASH = 4;
// Yoco's ids: the event (in the body) and the delivery (webhook-id, the same on every retry).
const BLOCKED = { checkoutId: "ch_crash_blocked", paymentId: "p_crash_blocked", webhookId: "msg_crash_blocked" };
const COMMITTED = { checkoutId: "ch_crash_committed", paymentId: "p_crash_committed", webhookId: "msg_crash_committed" };

/** Yoco delivering (or retrying) a payment.succeeded event to the process, signed now. */
const deliverWebhook = (app: NodeProcess, event: typeof BLOCKED, amount: number) => {
  const body = paymentEvent({ checkoutId: event.checkoutId, paymentId: event.paymentId, amount });
  const timestamp = Math.floor(Date.now() / 1000);
  return fetch(`${app.url}/api/webhooks/yoco`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "webhook-id": event.webhookId,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook({ secret: TEST_WEBHOOK_SECRET, id: event.webhookId, timestamp, body }),
    },
    body,
  });
};

/**
 * One kill -9 while four things are under way, each held at a certain moment: the campaign job waits on
 * a recipient row the test has locked (19 of 40 queued), the mail job waits for the SMTP server's reply
 * to a campaign mail (held by the server), one payment webhook waits on its payment row (locked by the
 * test) inside its transaction, and another webhook has committed (its answer is never read: to Yoco it
 * died unanswered). Then the process is started again on the same database and the tests check each.
 */
describe.skipIf(!baseUrl)("kill -9 in the middle of a bulk campaign and the payment webhooks", () => {
  const running: NodeProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let watcher: pg.Client;
  let smtp: FaultySmtpServer;
  let restarted: NodeProcess;
  let price: number;
  let campaignId: number;
  let heldMail: DeliveredMessage;
  let userEmail: { blocked: string; committed: string };
  let afterCrash: {
    recipients: (typeof campaignRecipients.$inferSelect)[];
    outbox: (typeof mailOutbox.$inferSelect)[];
    payments: (typeof payments.$inferSelect)[];
    webhookIds: string[];
    campaignStatus: string;
  };

  const outboxRows = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  const recipientRows = () => database.db.select().from(campaignRecipients).orderBy(asc(campaignRecipients.id));
  const paymentRows = () => database.db.select().from(payments).orderBy(asc(payments.id));
  const webhookIds = async () => (await database.db.select().from(webhookEvents)).map((row) => row.id).sort();

  beforeAll(async () => {
    const scratch = await createThrowawayDatabase(baseUrl!, `college_crash_${process.pid}`);
    drop = scratch.drop;
    smtp = await startFaultySmtpServer();
    const dataDir = mkdtempSync(join(tmpdir(), "college-crash-"));
    const env = { SMTP_URL: smtp.url, YOCO_SECRET_KEY: "sk_test_crash", YOCO_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET };
    const first = await startAppProcess({ databaseUrl: scratch.url, dataDir, env });
    running.push(first);
    const asAdmin = await signInAsAdmin(first);
    database = openServerDatabase(scratch.url, { max: 3 });
    const { db } = database;
    watcher = new pg.Client({ connectionString: scratch.url });
    await watcher.connect();

    // Two students with a confirmed address (a receipt is mailed) and a pending Standard-plan payment each.
    const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
    price = plan!.price;
    userEmail = { blocked: "lindiwe@example.com", committed: "sipho@example.com" };
    for (const [key, event] of [
      ["blocked", BLOCKED],
      ["committed", COMMITTED],
    ] as const) {
      const [user] = await db
        .insert(users)
        .values({ username: key, password: "not-a-real-hash", email: userEmail[key], emailVerifiedAt: new Date() })
        .returning();
      await db.insert(payments).values({
        userId: user!.id,
        kind: "subscription",
        planId: plan!.id,
        amount: price,
        checkoutId: event.checkoutId,
        idempotencyKey: `key-${event.checkoutId}`,
      });
    }
    // A campaign of 40 emails, all due, but scheduled for tomorrow until the test holds its lock (no cron run starts it early).
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    const [campaign] = await db
      .insert(emailCampaigns)
      .values({ name: "Winter courses", subject: "Courses for {businessName}", content: "Dear {contactName}", scheduledFor: tomorrow })
      .returning();
    campaignId = campaign!.id;
    const recipients = await db
      .insert(campaignRecipients)
      .values(
        Array.from({ length: RECIPIENTS }, (_, index) => ({
          campaignId,
          email: `school${index + 1}@example.com`,
          businessName: `School ${index + 1}`,
          dueAt: aMinuteAgo,
        })),
      )
      .returning();

    // The committed webhook: paid and its receipt delivered; the answer is left unread.
    void deliverWebhook(first, COMMITTED, price).catch(() => {});
    await waitFor(() => smtp.delivered.map((message) => message.to[0]), [userEmail.committed]);

    const recipientLock = await holdRowLock(scratch.url, "select id from campaign_recipients where id = $1", [
      recipients[LOCKED_RECIPIENT - 1]!.id,
    ]);
    const paymentLock = await holdRowLock(scratch.url, "select id from payments where checkout_id = $1", [BLOCKED.checkoutId]);
    try {
      // The campaign starts now, and the server accepts four mails (whichever job sends them), then holds.
      await db.update(emailCampaigns).set({ scheduledFor: aMinuteAgo }).where(eq(emailCampaigns.id, campaignId));
      smtp.holdAfter(MAILS_ACCEPTED_BEFORE_THE_CRASH);
      // The campaign job claims and queues recipients, one transaction each, in order, up to the locked one.
      const campaignRun = asAdmin("/api/admin/jobs/campaign-sends/run", { method: "POST" }).catch((error: unknown) => error);
      await waitFor(async () => (await recipientRows()).filter((row) => row.status === "sent").length, LOCKED_RECIPIENT - 1);
      await waitFor(
        () => sessionsWaitingOnLock(watcher, "campaign_recipients"),
        (waiting) => waiting > 0,
      );

      // The mail job sends four campaign mails; the server holds its reply to the fifth.
      const mailRun = asAdmin("/api/admin/jobs/deliver-mail/run", { method: "POST" }).catch((error: unknown) => error);
      heldMail = (await smtp.waitForHeld(1))[0]!;

      // The blocked webhook: its event id is inserted, then it waits for the payment row.
      const blockedWebhook = deliverWebhook(first, BLOCKED, price).catch((error: unknown) => error);
      await waitFor(
        () => sessionsWaitingOnLock(watcher, "payments"),
        (waiting) => waiting > 0,
      );

      await killHard(first);
      if (!((await blockedWebhook) instanceof Error)) throw new Error("the blocked webhook was answered before the kill");
      await Promise.all([campaignRun, mailRun]);
    } finally {
      await recipientLock.release();
      await paymentLock.release();
    }
    // The server sees the client gone and discards the held message, as a real one would.
    await smtp.waitForHeldClientsGone();
    smtp.releaseHeld();
    // The dead process's transactions get their rows, find their client gone, and roll back.
    await waitFor(() => sessionsWaitingOnLock(watcher, ""), 0);
    afterCrash = {
      recipients: await recipientRows(),
      outbox: await outboxRows(),
      payments: await paymentRows(),
      webhookIds: await webhookIds(),
      campaignStatus: (await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId)))[0]!.status,
    };

    restarted = await startAppProcess({ databaseUrl: scratch.url, dataDir, env });
    running.push(restarted);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(running.map((app) => stopProcess(app)));
    await watcher?.end().catch(() => {});
    await database?.close();
    await smtp?.close();
    await drop?.();
  });

  const receiptsTo = (email: string) => outboxRows().then((rows) => rows.filter((row) => row.toAddress === email));
  const subscriptionOf = async (email: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return database.db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id));
  };

  // The webhooks first: the campaign's test moves the restarted process's clock, and Yoco signs with the real time.
  it("a webhook killed inside its transaction left nothing; Yoco's retry confirms the payment once", async () => {
    expect(afterCrash.payments.find((row) => row.checkoutId === BLOCKED.checkoutId)).toMatchObject({ status: "pending", paidAt: null });
    expect(afterCrash.webhookIds).toEqual([COMMITTED.webhookId]);
    expect(await receiptsTo(userEmail.blocked)).toEqual([]);

    const retry = await deliverWebhook(restarted, BLOCKED, price);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ received: true, outcome: "paid" });
    const again = await deliverWebhook(restarted, BLOCKED, price);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });

    const paid = (await paymentRows()).filter((row) => row.checkoutId === BLOCKED.checkoutId);
    expect(paid).toEqual([expect.objectContaining({ status: "paid", providerPaymentId: BLOCKED.paymentId })]);
    const [subscription, ...others] = await subscriptionOf(userEmail.blocked);
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({
      status: "active",
      currentPeriodStart: paid[0]!.periodStart,
      currentPeriodEnd: paid[0]!.periodEnd,
    });
    expect(paid[0]!.periodEnd!.getTime() - paid[0]!.periodStart!.getTime()).toBeLessThanOrEqual(31 * 24 * 60 * 60_000);
    expect(await receiptsTo(userEmail.blocked)).toHaveLength(1);
    expect(await webhookIds()).toEqual([BLOCKED.webhookId, COMMITTED.webhookId].sort());
  });

  it("a webhook that committed but died unanswered: Yoco's retry is answered 200 and changes nothing", async () => {
    const before = afterCrash.payments.find((row) => row.checkoutId === COMMITTED.checkoutId)!;
    expect(before).toMatchObject({ status: "paid", providerPaymentId: COMMITTED.paymentId });
    const subscriptionBefore = await subscriptionOf(userEmail.committed);

    const retry = await deliverWebhook(restarted, COMMITTED, price);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ received: true, outcome: "duplicate" });

    expect((await paymentRows()).filter((row) => row.checkoutId === COMMITTED.checkoutId)).toEqual([before]);
    expect(await subscriptionOf(userEmail.committed)).toEqual(subscriptionBefore);
    expect(subscriptionBefore).toHaveLength(1);
    expect(await receiptsTo(userEmail.committed)).toHaveLength(1);
  });

  it("every campaign email is sent exactly once, and the campaign completes", async () => {
    // What the crash left: each recipient queued with its mail or not at all, never one without the other.
    expect(afterCrash.recipients.map((row) => row.status)).toEqual([
      ...Array<string>(LOCKED_RECIPIENT - 1).fill("sent"),
      ...Array<string>(RECIPIENTS - LOCKED_RECIPIENT + 1).fill("pending"),
    ]);
    const campaignMails = afterCrash.outbox.filter((row) => row.headers?.["List-Unsubscribe"]);
    expect(campaignMails.map((row) => row.id).sort()).toEqual(
      afterCrash.recipients.flatMap((row) => (row.mailId ? [row.mailId] : [])).sort(),
    );
    expect(campaignMails.filter((row) => row.status === "sent")).toHaveLength(MAILS_ACCEPTED_BEFORE_THE_CRASH);
    expect(smtp.discarded.map((message) => message.to)).toContainEqual(heldMail.to);
    // The mail whose reply never came stays leased: not sent again before its lease ends.
    const leasedIds = afterCrash.outbox.filter((row) => row.status === "sending").map((row) => row.id);
    expect(afterCrash.outbox.find((row) => row.toAddress === heldMail.to[0])).toMatchObject({ status: "sending", attempts: 1 });
    expect(afterCrash.campaignStatus).toBe("sending");

    // After the restart: the campaign job queues the other 21, the mail job sends all that is not leased.
    const asAdmin = await signInAsAdmin(restarted);
    expect((await asAdmin("/api/admin/jobs/campaign-sends/run", { method: "POST" })).status).toBe(200);
    const unsentAfterRunningTheMailJob = async () => {
      expect((await asAdmin("/api/admin/jobs/deliver-mail/run", { method: "POST" })).status).toBe(200);
      return (await outboxRows()).filter((row) => row.status !== "sent").map((row) => row.id);
    };
    await expect.poll(unsentAfterRunningTheMailJob, { timeout: 20_000, interval: 50 }).toEqual(leasedIds);
    expect(smtp.delivered.map((message) => message.to[0])).not.toContain(heldMail.to[0]);

    // Past the lease, the mails the crash interrupted go out.
    const clockMoved = await asAdmin("/api/test-clock", { method: "POST", body: { advanceMs: SENDING_LEASE_MS + 1_000 } });
    expect(clockMoved.status).toBe(200);
    await expect.poll(unsentAfterRunningTheMailJob, { timeout: 20_000, interval: 50 }).toEqual([]);

    const recipients = await recipientRows();
    const delivered = countBy(smtp.delivered, (message) => message.to.join(","));
    for (const recipient of recipients) expect(delivered.get(recipient.email), recipient.email).toBe(1);
    const outbox = await outboxRows();
    expect(outbox).toHaveLength(RECIPIENTS + 2);
    // Every mail of the outbox (the two receipts too) reached the server once, under its own Message-ID.
    expect(smtp.delivered).toHaveLength(outbox.length);
    expect(new Set(smtp.delivered.map((message) => message.messageId)).size).toBe(outbox.length);
    expect(recipients.every((row) => row.status === "sent" && row.mailId !== null)).toBe(true);
    expect(outbox.find((row) => row.toAddress === heldMail.to[0])).toMatchObject({ status: "sent", attempts: 2 });
    const [campaign] = await database.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
    expect(campaign!.status).toBe("completed");
  });
});
