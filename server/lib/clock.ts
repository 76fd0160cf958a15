/** The one source of "now" for services, so tests can move time. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The system clock moved forward by an offset: end-to-end tests walk a journey over several days. */
export type AdjustableClock = Clock & { advance: (milliseconds: number) => void };

export const createAdjustableClock = (): AdjustableClock => {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (milliseconds) => {
      offset += milliseconds;
    },
  };
};
