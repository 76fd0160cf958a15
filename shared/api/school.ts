/**
 * GET /api/school: the school's own details as configured (SCHOOL_* variables), for the pages and papers
 * that must name it: terms, privacy, receipts, the contact page, mail footers. Public facts only.
 */
export type SchoolDetails = {
  name: string;
  /** One line, as printed on receipts and under every mail that needs it. */
  postalAddress: string;
  contactEmail: string;
  /** Null when none is configured: no number is published. */
  phone: string | null;
  /** The company or VAT registration printed on receipts; null when none is configured. */
  registrationNumber: string | null;
  /** When people can expect an answer, in `supportTimeZone`; every day round the clock is 24/7. */
  supportHours: SupportHours[];
  /** The IANA time zone of the support hours ("Africa/Johannesburg"). */
  supportTimeZone: string;
  /** The year the school was founded, when configured; null: no year is claimed. */
  foundedYear: number | null;
};

/** One line of support hours: these ISO weekdays (1 Monday ... 7 Sunday), from `opens` to `closes` ("09:00", "17:00"; "24:00" is midnight). */
export type SupportHours = { days: number[]; opens: string; closes: string };

/** True when the hours cover every day, round the clock: the only case in which a page may say "24/7". */
export const isRoundTheClock = (hours: readonly SupportHours[]) => {
  const allDay = new Set(hours.filter((line) => line.opens === "00:00" && line.closes === "24:00").flatMap((line) => line.days));
  return [1, 2, 3, 4, 5, 6, 7].every((day) => allDay.has(day));
};

/**
 * GET /api/school/figures: the public figures, each counted from the database (cached briefly like the
 * course list). A count of people below the school's minimum (SCHOOL_FIGURES_MINIMUM) is null: the pages
 * then say something true without a number instead of a small one.
 */
export type PublicFigures = {
  /** Open, confirmed, non-staff accounts. */
  students: number | null;
  /** The countries those students gave; null whenever `students` is. */
  countries: number | null;
  /** Children on parents' kids accounts. */
  youngLearners: number | null;
  /** Published courses, their published lessons and those lessons' exercises in use. */
  courses: number;
  lessons: number;
  exercises: number;
  /** The phonics sounds taught and the phonics games that can be played. */
  phonicsSounds: number;
  phonicsGames: number;
  /** Feedback sent through the site and how much of it the school marked resolved; null below the minimum. */
  feedback: { received: number; resolved: number } | null;
};
