/**
 * The pure decisions of the school day: when each student signs in, how long people think between pages,
 * which instance serves whom, which lesson and exercises come next. Seeded, so two runs offer the same load.
 */

/** The students (the 500 seeded users) and the anonymous visitors browsing at any moment. */
export const SCHOOL_DAY = { students: 500, visitors: 50, defaultDurationSeconds: 60 } as const;

/**
 * Mean pause between two pages, in ms (`--think` sets another). A real student reads a lesson or answers
 * an exercise for longer; 10 s keeps all 500 busy (about 180 requests/s with the visitors), each still
 * waiting between pages as a person does, unlike a closed loop that fires the next request the moment the
 * last one answers. With `--think 2` the same day asks about five times as much: a stress test.
 */
export const MEAN_THINK_MS = 10_000;
/** Sign-ins spread over the first quarter of the run, at most its first 15 s: everyone arriving at 9:00. */
const MAX_SIGN_IN_WINDOW_MS = 15_000;
/** Share of exercise attempts answered right (wrong ones are graded and stored as well). */
const RIGHT_ANSWER_SHARE = 0.7;
/** Exercises a student answers per lesson visit, at most. */
const MAX_EXERCISES_PER_VISIT = 3;

export type Random = () => number;

/** mulberry32: a small seeded generator, enough to spread times and choices (not for secrets). */
export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export const signInWindowMs = (durationSeconds: number) => Math.min(MAX_SIGN_IN_WINDOW_MS, (durationSeconds * 1000) / 4);

/** Each student's sign-in moment: one per equal slice of the window, at a random point of its slice. */
export const signInDelaysMs = (count: number, windowMs: number, random: Random) =>
  Array.from({ length: count }, (_, index) => ((index + random()) * windowMs) / count);

/** A pause between half and one and a half times the mean. */
export const thinkTimeMs = (random: Random, meanMs = MEAN_THINK_MS) => meanMs * (0.5 + random());

/** Round-robin, as a proxy with sticky sessions spreads people over the instances. */
export const instanceFor = (personIndex: number, instanceCount: number) => personIndex % instanceCount;

/** The lesson of this visit: students work through their course's first lessons in order, then start over. */
export const lessonForVisit = <Lesson>(lessons: readonly Lesson[], studentIndex: number, visit: number) => {
  if (lessons.length === 0) throw new Error("a course without lessons to open");
  return lessons[(studentIndex + visit) % lessons.length]!;
};

/** One to three of the lesson's exercises, from a random starting point, each answered right or wrong. */
export const pickAttempts = <Exercise>(exercises: readonly Exercise[], random: Random) => {
  if (exercises.length === 0) return [];
  const count = Math.min(exercises.length, 1 + Math.floor(random() * MAX_EXERCISES_PER_VISIT));
  const start = Math.floor(random() * exercises.length);
  return Array.from({ length: count }, (_, offset) => ({
    exercise: exercises[(start + offset) % exercises.length]!,
    isRight: random() < RIGHT_ANSWER_SHARE,
  }));
};

/** Each person's own address (X-Forwarded-For behind a loopback proxy): sign-in and form limits are per address. */
export const addressFor = (group: "student" | "visitor", index: number) =>
  `10.${group === "student" ? 100 : 200}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
