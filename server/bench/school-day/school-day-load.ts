import { createBrowser, type Instance } from "./browser";
import { addressFor, createRandom, instanceFor, signInDelaysMs, signInWindowMs } from "./day-plan";
import { createRecorder, type EndpointSummary, type PhaseSummary } from "./endpoint-stats";
import { studentDay, visitorVisit, type DayClock } from "./journeys";
import type { Student } from "./seed-students";

export type LoadResult = {
  /** From the first sign-in to the last answer (requests in flight at the bell are waited for). */
  elapsedSeconds: number;
  totalRequests: number;
  requestsPerSecond: number;
  totalErrors: number;
  endpoints: EndpointSummary[];
  /** Every call but sign-in: while the students sign in, and after. */
  phases: PhaseSummary[];
};

/** argon2 bounds it: it stays out of the phases' latencies, as out of the latency budget. */
export const SIGN_IN_ENDPOINT = "POST /api/login";

export type DaySettings = {
  students: readonly Student[];
  visitors: number;
  durationSeconds: number;
  meanThinkMs: number;
  /** The public course ids visitors pick from. */
  courseIds: readonly number[];
  /** The same seed offers the same day to 1 and to 2 instances. */
  seed: number;
};

/**
 * Plays one school day against the instances: every student on their own instance (round-robin), signing
 * in at their moment of the first quarter, and a constant crowd of visitors, one after another per slot.
 */
export const playSchoolDay = async (instances: readonly Instance[], settings: DaySettings): Promise<LoadResult> => {
  const random = createRandom(settings.seed);
  const startedAt = Date.now();
  const windowMs = signInWindowMs(settings.durationSeconds);
  const recorder = createRecorder({
    phaseOf: (sample) => {
      if (sample.endpoint === SIGN_IN_ENDPOINT) return undefined;
      return sample.startedAt < startedAt + windowMs ? `while signing in (first ${windowMs / 1000} s)` : "after";
    },
  });
  const clock: DayClock = { endsAt: startedAt + settings.durationSeconds * 1000, random, meanThinkMs: settings.meanThinkMs };
  const signInAt = signInDelaysMs(settings.students.length, windowMs, random).map((delay) => startedAt + delay);
  const pick = (index: number) => instances[instanceFor(index, instances.length)]!;

  const students = settings.students.map((student, index) =>
    studentDay(createBrowser(pick(index), recorder, addressFor("student", index)), student, signInAt[index]!, clock),
  );
  let nextVisitor = 0;
  const visitorSlots = Array.from({ length: settings.visitors }, async () => {
    while (Date.now() < clock.endsAt) {
      const visitor = nextVisitor++;
      await visitorVisit(createBrowser(pick(visitor), recorder, addressFor("visitor", visitor)), settings.courseIds, clock);
    }
  });
  await Promise.all([...students, ...visitorSlots]);

  const elapsedSeconds = (Date.now() - startedAt) / 1000;
  const endpoints = recorder.summarise(elapsedSeconds);
  const totalRequests = endpoints.reduce((sum, row) => sum + row.count, 0);
  return {
    elapsedSeconds,
    totalRequests,
    requestsPerSecond: totalRequests / elapsedSeconds,
    totalErrors: endpoints.reduce((sum, row) => sum + row.errors, 0),
    endpoints,
    phases: recorder.summarisePhases(),
  };
};
