/**
 * A shared/exclusive gate in front of the embedded database. PGlite has one connection; its own locks
 * cover one query or one transaction at a time, but pglite-tools' pg_dump speaks the wire protocol
 * directly (unlocked) and leaves its read-only transaction open across several awaits. An app query that
 * lands in that gap runs inside the dump's transaction (a write fails with 25006). The app's queries take
 * the gate shared; the dump takes it exclusively, after the queries in flight finish, and new ones wait
 * until it is done. A waiting exclusive holder goes first, so a steady stream of queries cannot starve it.
 */
export type ExclusiveGate = {
  shared: <T>(work: () => Promise<T>) => Promise<T>;
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
};

export const createExclusiveGate = (): ExclusiveGate => {
  let running = 0;
  let isExclusive = false;
  let exclusiveWaiting = 0;
  const waiters: (() => void)[] = [];

  const wakeAll = () => waiters.splice(0).forEach((wake) => wake());
  const waitTurn = () => new Promise<void>((resolve) => waiters.push(resolve));

  return {
    shared: async (work) => {
      while (isExclusive || exclusiveWaiting > 0) await waitTurn();
      running++;
      try {
        return await work();
      } finally {
        running--;
        if (running === 0) wakeAll();
      }
    },
    exclusive: async (work) => {
      exclusiveWaiting++;
      try {
        while (isExclusive || running > 0) await waitTurn();
      } finally {
        exclusiveWaiting--;
      }
      isExclusive = true;
      try {
        return await work();
      } finally {
        isExclusive = false;
        wakeAll();
      }
    },
  };
};
