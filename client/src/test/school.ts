import type { PublicFigures, SchoolDetails } from "@shared/api/school";

/** GET /api/school/figures for a young school: content counted, no count of people published yet. */
export const buildFigures = (overrides: Partial<PublicFigures> = {}): PublicFigures => ({
  students: null,
  countries: null,
  youngLearners: null,
  courses: 6,
  lessons: 120,
  exercises: 714,
  phonicsSounds: 35,
  phonicsGames: 3,
  feedback: null,
  ...overrides,
});

/** GET /api/school as a school configures it. */
export const buildSchool = (overrides: Partial<SchoolDetails> = {}): SchoolDetails => ({
  name: "Karoo Language School",
  postalAddress: "12 Long Street, Cape Town 8001, South Africa",
  contactEmail: "office@karoo.example",
  phone: "+27 21 555 0100",
  registrationNumber: null,
  supportHours: [
    { days: [1, 2, 3, 4, 5], opens: "08:30", closes: "17:00" },
    { days: [6], opens: "09:00", closes: "12:00" },
  ],
  supportTimeZone: "Africa/Johannesburg",
  foundedYear: null,
  ...overrides,
});
