import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../shared/schema/operations";
import { createTestClock } from "../test/test-app";
import { getTestDatabase } from "../test/test-database";
import { createMemoryMailer, createSmtpMailer, LONGEST_SEND_MS, type Mailer } from "./mailer";
import { BATCH_SIZE, deliverDueMail, enqueueMail, RETRY_DELAYS_MINUTES } from "./outbox";

const FROM = "College <no-reply@college.test>";
const mail = { to: "inbox@college.test", subject: "Hello", text: "A new message" };

describe("the mail outbox", () => {
  it("sends a queued mail once and marks it sent", async () => {
    const { db } = await getTestDatabase();
    const mailer = createMemoryMailer();
    const clock = createTestClock(new Date(Date.now() + 1000));
    await enqueueMail({ db, mail });
    expect(await deliverDueMail({ db, mailer, clock, from: FROM })).toEqual({ claimed: 1, sent: 1 });
    expect(await deliverDueMail({ db, mailer, clock, from: FROM })).toEqual({ claimed: 0, sent: 0 });
    expect(mailer.sent).toEqual([
      { from: FROM, to: "inbox@college.test", replyTo: null, subject: "Hello", text: "A new message", html: null },
    ]);
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: "sent", attempts: 1, sentAt: clock.now() });
  });

  it("keeps a mail while the server is down, retries with backoff and sends it exactly once", async () => {
    const { db } = await getTestDatabase();
    const mailer = createMemoryMailer();
    const clock = createTestClock(new Date(Date.now() + 1000));
    await enqueueMail({ db, mail });
    mailer.failNext(2);
    await deliverDueMail({ db, mailer, clock, from: FROM });
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP server unavailable" });
    // Not due yet: nothing is tried before the backoff ends.
    expect((await deliverDueMail({ db, mailer, clock, from: FROM })).claimed).toBe(0);
    clock.advance(RETRY_DELAYS_MINUTES[0] * 60_000);
    await deliverDueMail({ db, mailer, clock, from: FROM });
    clock.advance(RETRY_DELAYS_MINUTES[1] * 60_000);
    await deliverDueMail({ db, mailer, clock, from: FROM });
    expect(mailer.sent).toHaveLength(1);
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("gives up after the last retry and marks the mail failed", async () => {
    const { db } = await getTestDatabase();
    const mailer = createMemoryMailer();
    const clock = createTestClock(new Date(Date.now() + 1000));
    await enqueueMail({ db, mail });
    mailer.failNext(100);
    for (let attempt = 0; attempt <= RETRY_DELAYS_MINUTES.length; attempt++) {
      await deliverDueMail({ db, mailer, clock, from: FROM });
      clock.advance(24 * 60 * 60_000);
    }
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: "failed", attempts: RETRY_DELAYS_MINUTES.length + 1 });
  });

  it("a slow mail server never lets the next run claim the rest of a batch (no duplicate mail)", async () => {
    const { db } = await getTestDatabase();
    const clock = createTestClock(new Date(Date.now() + 1000));
    for (let index = 0; index < BATCH_SIZE; index++) await enqueueMail({ db, mail: { ...mail, subject: `Slow ${index}` } });
    const sent: string[] = [];
    let overlappingRun: Promise<unknown> | undefined;
    const slowMailer: Mailer = {
      send: async (message) => {
        // Every mail takes as long as an SMTP delivery may take; near the end, the next minute's run starts.
        clock.advance(LONGEST_SEND_MS);
        if (sent.length === BATCH_SIZE - 2) overlappingRun = deliverDueMail({ db, mailer: slowMailer, clock, from: FROM });
        sent.push(message.subject);
      },
    };
    await deliverDueMail({ db, mailer: slowMailer, clock, from: FROM });
    expect(await overlappingRun).toEqual({ claimed: 0, sent: 0 });
    expect(sent.sort()).toEqual(Array.from({ length: BATCH_SIZE }, (_, index) => `Slow ${index}`).sort());
  });

  it("two deliveries running at once send each mail once", async () => {
    const { db } = await getTestDatabase();
    const mailer = createMemoryMailer();
    const clock = createTestClock(new Date(Date.now() + 1000));
    for (let index = 0; index < 10; index++) await enqueueMail({ db, mail: { ...mail, subject: `Mail ${index}` } });
    await Promise.all([deliverDueMail({ db, mailer, clock, from: FROM }), deliverDueMail({ db, mailer, clock, from: FROM })]);
    expect(mailer.sent.map((sent) => sent.subject).sort()).toEqual(Array.from({ length: 10 }, (_, index) => `Mail ${index}`).sort());
  });

  it("delivers through a real SMTP server", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const { db } = await getTestDatabase();
      await enqueueMail({ db, mail: { ...mail, replyTo: "student@example.com" } });
      const result = await deliverDueMail({
        db,
        mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`),
        clock: createTestClock(new Date(Date.now() + 1000)),
        from: FROM,
      });
      expect(result.sent).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Hello");
      expect(received[0]).toContain("Reply-To: student@example.com");
      expect(received[0]).toContain("A new message");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
