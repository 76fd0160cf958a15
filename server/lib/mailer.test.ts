import { describe, expect, it } from "vitest";
import { isMailboxRefusal } from "./mailer";

// Errors shaped as nodemailer reports an SMTP reply: responseCode, the command it answered, the reply.
const reply = (command: string, response: string) =>
  Object.assign(new Error(`failed: ${response}`), { responseCode: Number(response.slice(0, 3)), command, response });

describe("a refusal that is about the recipient's mailbox (a bounce)", () => {
  it("is a 5xx naming a wrong address or a disabled mailbox", () => {
    expect(isMailboxRefusal(reply("RCPT TO", "550 5.1.1 No such user"))).toBe(true);
    expect(isMailboxRefusal(reply("RCPT TO", "550 No such user here"))).toBe(true);
    expect(isMailboxRefusal(reply("DATA", "550 5.2.1 Mailbox disabled, not accepting messages"))).toBe(true);
    // A mailer that names no command: the enhanced code decides.
    expect(isMailboxRefusal(Object.assign(new Error("550 5.1.1 No such user"), { responseCode: 550 }))).toBe(true);
  });

  it("is not a temporary refusal, a full mailbox, nor a 5xx about our server, login, sender or the message as a whole", () => {
    expect(isMailboxRefusal(reply("RCPT TO", "450 4.2.1 Mailbox busy"))).toBe(false);
    expect(isMailboxRefusal(reply("RCPT TO", "552 5.2.2 Mailbox full"))).toBe(false);
    expect(isMailboxRefusal(reply("CONN", "554 5.3.2 System not accepting network messages"))).toBe(false);
    expect(isMailboxRefusal(reply("AUTH PLAIN", "535 5.7.8 Authentication credentials invalid"))).toBe(false);
    expect(isMailboxRefusal(reply("MAIL FROM", "553 5.1.8 Sender address rejected"))).toBe(false);
    expect(isMailboxRefusal(reply("RCPT TO", "550 5.7.1 Relaying denied"))).toBe(false);
    expect(isMailboxRefusal(reply("DATA", "554 5.3.0 Message refused"))).toBe(false);
    expect(isMailboxRefusal(reply("DATA", "554 Transaction failed"))).toBe(false);
    expect(isMailboxRefusal(new Error("Greeting never received"))).toBe(false);
  });
});
