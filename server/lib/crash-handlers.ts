import type { Logger } from "./logger";

type ProcessEvents = Pick<NodeJS.Process, "on">;

/**
 * An unhandled rejection or exception leaves the process in a state nobody planned for: log it and end
 * the process (after `beforeExit`, which releases the database) so that the supervisor starts a clean one.
 */
export const installCrashHandlers = ({
  logger,
  beforeExit,
  exit = (code) => process.exit(code),
  target = process,
  exitTimeoutMs = 3_000,
}: {
  logger: Logger;
  beforeExit: () => Promise<void>;
  exit?: (code: number) => void;
  target?: ProcessEvents;
  exitTimeoutMs?: number;
}) => {
  let isExiting = false;
  const crash = (kind: string) => (reason: unknown) => {
    logger.fatal({ err: reason }, kind);
    if (isExiting) return;
    isExiting = true;
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, exitTimeoutMs).unref());
    void Promise.race([beforeExit().catch(() => {}), timeout]).then(() => exit(1));
  };
  target.on("unhandledRejection", crash("unhandled rejection"));
  target.on("uncaughtException", crash("uncaught exception"));
};
