import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { certificates } from "../../shared/schema/certificates";
import { lessons } from "../../shared/schema/courses";
import { exercises, liveClasses } from "../../shared/schema/learning";
import { phonicsChildren } from "../../shared/schema/phonics";
import { placementItems } from "../../shared/schema/placement";
import { generateCertificateNumber } from "../certificates/certificate-number";
import type { TestApp } from "../test/test-app";
import { newStudent, sendAsAdmin, type AuditedRoute } from "./audited-requests.test-helpers";

const DAY_MS = 86_400_000;

const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

const firstLessonId = async (testApp: TestApp) => (await testApp.db.select().from(lessons).orderBy(asc(lessons.id)).limit(1))[0]!.id;

/** A certificate of a new student, valid or revoked. */
const aCertificate = async (testApp: TestApp, isValid: boolean) => {
  const { user } = await newStudent(testApp);
  const number = generateCertificateNumber(testApp.clock.now());
  await testApp.db.insert(certificates).values({
    userId: user.id,
    certificateNumber: number,
    studentName: "Amara Okafor",
    courseName: "English A1",
    completionDate: testApp.clock.now(),
    issueDate: testApp.clock.now(),
    grade: "Merit",
    isValid,
    ...(isValid ? {} : { revokedReason: "Copied answers", revokedAt: testApp.clock.now() }),
  });
  return number;
};

/** A child of a new family shown on the leaderboard (or removed from it by an admin). */
const aChild = async (testApp: TestApp, isRemoved: boolean) => {
  const { user } = await newStudent(testApp);
  const [child] = await testApp.db
    .insert(phonicsChildren)
    .values({
      parentUserId: user.id,
      firstName: "Zanele",
      age: 6,
      avatar: "lion",
      isOnLeaderboard: true,
      leaderboardNickname: "Brave Lion",
      leaderboardRemovedAt: isRemoved ? testApp.clock.now() : null,
    })
    .returning();
  return child!.id;
};

const LIVE_CLASS = {
  title: "Conversation Practice: Travel English",
  level: "B1-B2",
  teacherName: "Sarah Mitchell",
  durationMinutes: 60,
  joinUrl: "https://meet.example.com/travel-english",
  capacity: 10,
};

const EXERCISE = {
  title: "Choose the verb",
  description: "Pick the one word that is a verb.",
  type: "multiple_choice",
  difficulty: "beginner",
  skill: "reading",
  points: 15,
  content: { question: "Which word is a verb?", options: ["run", "blue", "table"], answer: 0 },
};

/** Courses, lessons, exercises and pictures, the placement bank, certificates, live classes and the leaderboard. */
export const AUDITED_CONTENT_ROUTES: Record<string, AuditedRoute> = {
  "POST /api/admin/courses": {
    action: "course.create",
    prepare: () =>
      Promise.resolve({
        path: "/api/admin/courses",
        body: { title: "Business English Essentials", description: "Meetings, e-mails and presentations at work.", level: "B1-B2" },
      }),
  },
  "PATCH /api/admin/courses/:id": {
    action: "course.update",
    prepare: () => Promise.resolve({ path: "/api/admin/courses/1", body: { title: "English for Beginners, revised" } }),
  },
  "POST /api/admin/courses/:id/image": {
    action: "course.image",
    prepare: async () => ({ path: "/api/admin/courses/1/image", image: await picture() }),
  },
  "DELETE /api/admin/courses/:id/image": {
    action: "course.image",
    prepare: async ({ admin }) => {
      const uploaded = await sendAsAdmin(admin, "POST", { path: "/api/admin/courses/1/image", image: await picture() });
      if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${uploaded.text}`);
      return { path: "/api/admin/courses/1/image" };
    },
  },
  "POST /api/admin/courses/:id/lessons": {
    action: "lesson.create",
    prepare: () =>
      Promise.resolve({
        path: "/api/admin/courses/1/lessons",
        body: {
          title: "Talking about plans",
          description: "Going to and the present continuous for the future.",
          content: "We use going to for plans.",
          module: 1,
          examples: ["I'm going to study tonight."],
          estimatedMinutes: 20,
        },
      }),
  },
  "PATCH /api/admin/lessons/:id": {
    action: "lesson.update",
    prepare: async ({ testApp }) => ({
      path: `/api/admin/lessons/${await firstLessonId(testApp)}`,
      body: { title: "Saying hello, revised" },
    }),
  },
  "POST /api/admin/lessons/:id/exercises": {
    action: "exercise.create",
    prepare: async ({ testApp }) => ({ path: `/api/admin/lessons/${await firstLessonId(testApp)}/exercises`, body: EXERCISE }),
  },
  "PATCH /api/admin/exercises/:id": {
    action: "exercise.update",
    prepare: async ({ testApp }) => {
      const [exercise] = await testApp.db.select().from(exercises).orderBy(asc(exercises.id)).limit(1);
      return { path: `/api/admin/exercises/${exercise!.id}`, body: { title: "A clearer exercise title" } };
    },
  },
  "DELETE /api/admin/exercises/:id": {
    action: "exercise.delete",
    prepare: async ({ testApp, admin }) => {
      const created = await sendAsAdmin(admin, "POST", {
        path: `/api/admin/lessons/${await firstLessonId(testApp)}/exercises`,
        body: EXERCISE,
      });
      if (created.status !== 201) throw new Error(`exercise not created: ${created.status} ${created.text}`);
      return { path: `/api/admin/exercises/${created.body.id}` };
    },
  },
  "PATCH /api/admin/placement/items/:id": {
    action: "placement_item.retire",
    prepare: async ({ testApp }) => {
      const [item] = await testApp.db.select().from(placementItems).where(eq(placementItems.isRetired, false)).limit(1);
      return { path: `/api/admin/placement/items/${item!.id}`, body: { isRetired: true } };
    },
  },
  "POST /api/admin/certificates/:number/revoke": {
    action: "certificate.revoke",
    prepare: async ({ testApp }) => ({
      path: `/api/admin/certificates/${await aCertificate(testApp, true)}/revoke`,
      body: { reason: "The final assessment was taken by someone else" },
    }),
  },
  "POST /api/admin/certificates/:number/reinstate": {
    action: "certificate.reinstate",
    prepare: async ({ testApp }) => ({ path: `/api/admin/certificates/${await aCertificate(testApp, false)}/reinstate` }),
  },
  "POST /api/admin/live-classes": {
    action: "live_class.create",
    prepare: ({ testApp }) =>
      Promise.resolve({
        path: "/api/admin/live-classes",
        body: { ...LIVE_CLASS, startsAt: new Date(testApp.clock.now().getTime() + DAY_MS).toISOString() },
      }),
  },
  "PATCH /api/admin/live-classes/:id": {
    action: "live_class.update",
    prepare: async ({ testApp }) => {
      const [row] = await testApp.db
        .insert(liveClasses)
        .values({ ...LIVE_CLASS, startsAt: new Date(testApp.clock.now().getTime() + DAY_MS) })
        .returning();
      return { path: `/api/admin/live-classes/${row!.id}`, body: { capacity: 12 } };
    },
  },
  "POST /api/admin/phonics/leaderboard/:childId/remove": {
    action: "leaderboard.remove",
    prepare: async ({ testApp }) => ({ path: `/api/admin/phonics/leaderboard/${await aChild(testApp, false)}/remove` }),
  },
  "POST /api/admin/phonics/leaderboard/:childId/restore": {
    action: "leaderboard.restore",
    prepare: async ({ testApp }) => ({ path: `/api/admin/phonics/leaderboard/${await aChild(testApp, true)}/restore` }),
  },
};
