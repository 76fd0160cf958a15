import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { installCrashHandlers } from "./crash-handlers";
import { createCapturingLogger } from "./logger";

describe("crash handlers", () => {
  it.each(["unhandledRejection", "uncaughtException"])("logs a %s, closes the database and exits with 1", async (event) => {
    const target = new EventEmitter();
    const capture = createCapturingLogger();
    const beforeExit = vi.fn(async () => {});
    const exit = vi.fn();
    installCrashHandlers({ logger: capture.logger, beforeExit, exit, target: target as never });
    target.emit(event, new Error("nobody caught me"));
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(beforeExit).toHaveBeenCalledTimes(1);
    expect(capture.lines[0]).toMatchObject({ level: 60, err: { message: "nobody caught me" } });
  });

  it("still exits when closing the database hangs", async () => {
    const target = new EventEmitter();
    const exit = vi.fn();
    installCrashHandlers({
      logger: createCapturingLogger().logger,
      beforeExit: () => new Promise(() => {}),
      exit,
      target: target as never,
      exitTimeoutMs: 20,
    });
    target.emit("uncaughtException", new Error("stuck"));
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
  });
});
