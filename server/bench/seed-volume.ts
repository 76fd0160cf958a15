import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { AD_PLACEMENT_PRICES, AD_PLACEMENTS } from "../../shared/constants";
import { levelForScore } from "../../shared/assessment";
import { advertisements } from "../../shared/schema/ads";
import { assessments } from "../../shared/schema/assessment";
import { users } from "../../shared/schema/auth";
import { courses, lessons } from "../../shared/schema/courses";
import { openEmbeddedDatabase, openServerDatabase, type Database, type DatabaseHandle } from "../db/connection";
import { runMigrations } from "../db/migrate";
import { seedReferenceData } from "../db/seed";
import { hashPassword } from "../lib/passwords";

/** What the issue calls realistic volume. */
export const VOLUME = { extraCourses: 50, users: 500, assessments: 5_000, approvedAds: 200 } as const;
/** A course of 80 lessons (the real courses' lessons, four times over): what a course at full depth holds. */
export const LONG_COURSE = { slug: "bench-long-course", copiesOfLessons: 4 } as const;
/** Every bench user shares this password (one argon2 hash, reused: hashing 500 times would take seconds). */
export const BENCH_PASSWORD = "bench-volume-password-2026";
export const benchUsername = (index: number) => `bench-user-${String(index).padStart(3, "0")}`;

const BATCH_SIZE = 500;
const DAY_MS = 86_400_000;

const insertInBatches = async <Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) await insert(rows.slice(start, start + BATCH_SIZE));
};

/** The course GET /api/courses/:id is measured on: a copy of a real course with its lessons four times over. */
const seedLongCourse = async (db: Database, source: typeof courses.$inferSelect) => {
  const { id: sourceId, createdAt: _createdAt, updatedAt: _updatedAt, ...row } = source;
  const [long] = await db
    .insert(courses)
    .values({ ...row, slug: LONG_COURSE.slug, title: `${row.title} (long)`, sortOrder: 99 })
    .returning({ id: courses.id });
  const sourceLessons = await db.select().from(lessons).where(eq(lessons.courseId, sourceId));
  const copies = Array.from({ length: LONG_COURSE.copiesOfLessons }, (_, copy) =>
    sourceLessons.map(({ id: _id, createdAt: _c, updatedAt: _u, ...lesson }) => ({
      ...lesson,
      courseId: long!.id,
      contentKey: null,
      position: lesson.position + copy * sourceLessons.length,
    })),
  ).flat();
  await insertInBatches(copies, (batch) => db.insert(lessons).values(batch));
};

/** Seeds the volume into a migrated database that already holds the reference data. */
export const seedVolume = async (db: Database) => {
  // Copies of the real courses keep the list's rows the size real cards have.
  const originals = await db.select().from(courses);
  const courseCopies = Array.from({ length: VOLUME.extraCourses }, (_, index) => {
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...source } = originals[index % originals.length]!;
    return { ...source, slug: `${source.slug}-bench-${index + 1}`, title: `${source.title} (group ${index + 1})`, sortOrder: 100 + index };
  });
  await db.insert(courses).values(courseCopies);
  await seedLongCourse(db, originals[0]!);

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const userRows = Array.from({ length: VOLUME.users }, (_, index) => ({
    username: benchUsername(index + 1),
    password: passwordHash,
    email: `${benchUsername(index + 1)}@bench.example`,
    firstName: "Bench",
    lastName: `Learner ${index + 1}`,
    country: "South Africa",
    languageLevel: "Intermediate (B1)",
  }));
  const userIds: number[] = [];
  await insertInBatches(userRows, async (batch) => {
    const inserted = await db.insert(users).values(batch).returning({ id: users.id });
    userIds.push(...inserted.map((row) => row.id));
  });

  const now = Date.now();
  const assessmentRows = Array.from({ length: VOLUME.assessments }, (_, index) => {
    const score = index % 6;
    return {
      userId: userIds[index % userIds.length]!,
      score,
      level: levelForScore(score).level,
      completedAt: new Date(now - (index % 365) * DAY_MS),
    };
  });
  await insertInBatches(assessmentRows, (batch) => db.insert(assessments).values(batch));

  const adRows = Array.from({ length: VOLUME.approvedAds }, (_, index) => {
    const placementArea = AD_PLACEMENTS[index % AD_PLACEMENTS.length]!;
    const isVideo = placementArea.startsWith("video");
    return {
      companyName: `Bench Advertiser ${index + 1}`,
      title: `Learn faster with partner ${index + 1}`,
      description: "A realistic advertisement text that is long enough to pass the submission rules of the form.",
      imageUrl: isVideo ? null : `https://ads.bench.example/${index + 1}.png`,
      videoUrl: isVideo ? `https://ads.bench.example/${index + 1}.mp4` : null,
      linkUrl: `https://ads.bench.example/go/${index + 1}`,
      status: "approved" as const,
      placementArea,
      startDate: new Date(now - DAY_MS),
      endDate: new Date(now + 30 * DAY_MS),
      price: AD_PLACEMENT_PRICES[placementArea],
      paymentStatus: "paid" as const,
      advertiserEmail: `ads${index + 1}@bench.example`,
      campaignToken: `bench-campaign-${index + 1}`,
    };
  });
  await insertInBatches(adRows, (batch) => db.insert(advertisements).values(batch));
};

const prepare = async (database: DatabaseHandle) => {
  try {
    await runMigrations(database);
    await seedReferenceData(database.db);
    await seedVolume(database.db);
  } finally {
    // Closing releases the data folder lock, so the app's own process can open it next.
    await database.close();
  }
};

/** Seeds a fresh embedded database in dataDir before the app starts on it. */
export const seedEmbeddedDatabase = async (dataDir: string) => prepare(await openEmbeddedDatabase(dataDir));

/**
 * Creates a throwaway database on the server named by DATABASE_URL (the given database itself is never
 * written), seeds it, and returns its URL and a function that drops it.
 */
export const createSeededServerDatabase = async (databaseUrl: string) => {
  const name = `college_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  try {
    await prepare(openServerDatabase(url.toString()));
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return { url: url.toString(), name, drop };
};
