import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSmtpSink } from "../test/smtp-sink";
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
    const clock = createTestClock();
    await enqueueMail({ db, now: clock.now(), mail });
    expect(await deliverDueMail({ db, mailer, clock, from: FROM })).toEqual({ claimed: 1, sent: 1 });
    expect(await deliverDueMail({ db, mailer, clock, from: FROM })).toEqual({ claimed: 0, sent: 0 });
    expect(mailer.sent).toEqual([
      {
        from: FROM,
        to: "inbox@college.test",
        replyTo: null,
        subject: "Hello",
        text: "A new message",
        html: null,
        messageId: expect.stringMatching(/^<outbox-1\.[0-9a-z]+@college\.test>$/),
      },
    ]);
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: "sent", attempts: 1, sentAt: clock.now() });
  });

  it("keeps a mail while the server is down, retries with backoff and sends it exactly once", async () => {
    const { db } = await getTestDatabase();
    const mailer = createMemoryMailer();
    const clock = createTestClock();
    await enqueueMail({ db, now: clock.now(), mail });
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
    const clock = createTestClock();
    await enqueueMail({ db, now: clock.now(), mail });
    mailer.failNext(100);
    for (let attempt = 0; attempt <= RETRY_DELAYS_MINUTES.length; attempt++) {
      await deliverDueMail({ db, mailer, clock, from: FROM });
      clock.advance(24 * 60 * 60_000);
    }
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: "failed", attempts: RETRY_DELAYS_MINUTES.length + 1 });
  });

  it("a slow mail server never lets the next run claim the rest of a batch (no duplicate mail)", async () => {
    const { db } = await getTestDatabase();
    const clock = createTestClock();
    for (let index = 0; index < BATCH_SIZE; index++)
      await enqueueMail({ db, now: clock.now(), mail: { ...mail, subject: `Slow ${index}` } });
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
    const clock = createTestClock();
    for (let index = 0; index < 10; index++) await enqueueMail({ db, now: clock.now(), mail: { ...mail, subject: `Mail ${index}` } });
    await Promise.all([deliverDueMail({ db, mailer, clock, from: FROM }), deliverDueMail({ db, mailer, clock, from: FROM })]);
    expect(mailer.sent.map((sent) => sent.subject).sort()).toEqual(Array.from({ length: 10 }, (_, index) => `Mail ${index}`).sort());
  });

  it("sends an attachment from its file at send time, and without it (saying so) once the file is gone", async () => {
    const { db } = await getTestDatabase();
    const mailer = createMemoryMailer();
    const clock = createTestClock();
    const folder = mkdtempSync(join(tmpdir(), "outbox-"));
    const path = join(folder, "college-backup.sql");
    writeFileSync(path, "-- dump");
    await enqueueMail({ db, now: clock.now(), mail: { ...mail, attachment: { filename: "college-backup.sql", path } } });
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ attachmentPath: path, attachmentName: "college-backup.sql" });
    await deliverDueMail({ db, mailer, clock, from: FROM });
    expect(mailer.sent[0]).toMatchObject({ text: "A new message", attachments: [{ filename: "college-backup.sql", path }] });

    await enqueueMail({ db, now: clock.now(), mail: { ...mail, attachment: { filename: "college-backup.sql", path } } });
    rmSync(path);
    await deliverDueMail({ db, mailer, clock, from: FROM });
    expect(mailer.sent[1]!.attachments).toBeUndefined();
    expect(mailer.sent[1]!.text).toBe(
      "A new message\n\n(The attachment college-backup.sql was no longer on the server when this mail was sent.)",
    );
  });

  it("delivers through a real SMTP server", async () => {
    const { received, url, close } = await startSmtpSink();
    try {
      const { db } = await getTestDatabase();
      const clock = createTestClock();
      await enqueueMail({ db, now: clock.now(), mail: { ...mail, replyTo: "student@example.com" } });
      const folder = mkdtempSync(join(tmpdir(), "outbox-"));
      writeFileSync(join(folder, "backup.sql"), "CREATE TABLE public.users ();\n");
      await enqueueMail({
        db,
        now: clock.now(),
        mail: { ...mail, subject: "With a file", attachment: { filename: "backup.sql", path: join(folder, "backup.sql") } },
      });
      const result = await deliverDueMail({
        db,
        mailer: createSmtpMailer(url),
        clock,
        from: FROM,
      });
      expect(result.sent).toBe(2);
      expect(received).toHaveLength(2);
      expect(received[0]).toContain("Subject: Hello");
      expect(received[0]).toContain("Reply-To: student@example.com");
      expect(received[0]).toContain("A new message");
      expect(received[0]).not.toContain("Content-Disposition: attachment");
      expect(received[1]).toContain("Subject: With a file");
      expect(received[1]).toMatch(/Content-Disposition: attachment; filename=backup\.sql/);
      expect(received[1]!.replace(/\r?\n/g, "")).toContain(Buffer.from("CREATE TABLE public.users ();\n").toString("base64"));
    } finally {
      await close();
    }
  });
});
