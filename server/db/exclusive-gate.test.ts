import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { wrapPglite } from "./connection";
import { createExclusiveGate } from "./exclusive-gate";

/** A promise and the function that settles it: work that finishes when the test says so. */
const deferred = () => {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the exclusive gate", () => {
  it("runs shared work side by side", async () => {
    const gate = createExclusiveGate();
    const order: string[] = [];
    const first = deferred();
    const a = gate.shared(async () => {
      order.push("a starts");
      await first.done;
      order.push("a ends");
    });
    const b = gate.shared(async () => order.push("b runs"));
    await b;
    expect(order).toEqual(["a starts", "b runs"]);
    first.finish();
    await a;
  });

  it("exclusive work waits for the shared work in flight, and new shared work waits for it", async () => {
    const gate = createExclusiveGate();
    const order: string[] = [];
    const inFlight = deferred();
    const dump = deferred();
    const a = gate.shared(async () => {
      await inFlight.done;
      order.push("query in flight ends");
    });
    const exclusive = gate.exclusive(async () => {
      order.push("dump starts");
      await dump.done;
      order.push("dump ends");
      return "dumped";
    });
    await tick();
    const late = gate.shared(async () => order.push("late query runs"));
    await tick();
    expect(order).toEqual([]);
    inFlight.finish();
    await a;
    await tick();
    expect(order).toEqual(["query in flight ends", "dump starts"]);
    dump.finish();
    expect(await exclusive).toBe("dumped");
    await late;
    expect(order).toEqual(["query in flight ends", "dump starts", "dump ends", "late query runs"]);
  });

  it("a failed piece of work releases the gate", async () => {
    const gate = createExclusiveGate();
    await expect(gate.exclusive(async () => Promise.reject(new Error("dump failed")))).rejects.toThrow("dump failed");
    await expect(gate.shared(async () => Promise.reject(new Error("query failed")))).rejects.toThrow("query failed");
    expect(await gate.exclusive(async () => "again")).toBe("again");
    expect(await gate.shared(async () => "query")).toBe("query");
  });
});

describe("the embedded database's gate", () => {
  it("holds the app's queries back while exclusive work runs on the database itself", async () => {
    const database = wrapPglite(await PGlite.create("memory://"));
    try {
      const order: string[] = [];
      const result = await database.exclusively!(async () => {
        const appQuery = database.db.execute(sql`select 1`).then(() => order.push("app query"));
        const sessionQuery = database.sessionPool.query("select 1").then(() => order.push("session query"));
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push("exclusive work");
        await database.pglite!.query("select 1"); // the database itself is not held back
        return { waiting: [appQuery, sessionQuery] };
      });
      await Promise.all(result.waiting);
      expect(order).toEqual(["exclusive work", "app query", "session query"]);
    } finally {
      await database.close();
    }
  });
});
