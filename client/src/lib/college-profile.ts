import { COLLEGE_NAME, STUDENT_COUNTRIES } from "@shared/constants";

/** The provider profile: one place for the facts that About, Contact, Home and the footer show. */
export const COLLEGE_PROFILE = {
  name: COLLEGE_NAME,
  motto: "Confidence in English, for life",
  founded: 2005,
  origin: "Founded in Cape Town, South Africa",
  location: `Online, with students in ${STUDENT_COUNTRIES}+ countries`,
  mission:
    "To make excellent English teaching available to every learner, wherever they live, through qualified teachers, clear levels and honest progress tracking.",
  vision: "A world where English opens doors instead of closing them: for study, work, travel and friendship.",
  values: [
    { name: "Excellence", description: "Qualified teachers, CEFR-aligned courses and materials we keep improving." },
    { name: "Accessibility", description: "Live classes in many time zones, fair prices and lessons that work on any device." },
    { name: "Integrity", description: "Honest placement, real progress data and certificates anyone can verify." },
    { name: "Inclusion", description: "Every accent, culture and starting point is welcome in our classrooms." },
    { name: "Care", description: "Support that answers quickly, for adult students and for parents of young learners." },
  ],
  accreditation: "UK-accredited TEFL certification (Level 3, Level 5 and Diploma); courses aligned to the CEFR",
  studentBase: `2,500+ international students in ${STUDENT_COUNTRIES}+ countries`,
  contact: {
    email: "hello@cape-english.example",
    phone: "+27 21 555 0199",
    // The spec places the main office in Boston; the college itself was founded in Cape Town.
    address: ["Main office", "100 Summer Street, Suite 1200", "Boston, MA 02110, United States"],
    /** Catalogue ids: the days and hours are written the way each language writes them. */
    supportHours: ["common.supportHours.weekdays", "common.supportHours.saturday"],
  },
  claims: {
    students: "2,500+",
    countries: `${STUDENT_COUNTRIES}+`,
    successRate: "95%",
    rating: "4.9/5",
    support: "24/7",
    kids: "500+",
    parentSatisfaction: "95%",
    interactiveLessons: "50+",
    feedbackReceived: "500+",
    issuesResolved: "95%",
    cefrLevels: "six",
  },
} as const;
