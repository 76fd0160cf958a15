import { createHash } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import {
  COURSE_IMAGE_VARIANTS,
  courseImageUrl,
  hashOfCourseImageUrl,
  IMAGE_NOT_FOUND,
  IMAGE_NOT_SUPPORTED,
  type CourseImageVariant,
} from "../../shared/api/course-images";
import { courseImages, courses } from "../../shared/schema/courses";
import { recordAdminAction, type AuditActor } from "../audit/record-admin-action";
import type { Database, DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";
import { COURSE_NOT_FOUND } from "../admin-content/admin-courses.service";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
// A decompression bomb (a tiny file that claims 50 000 x 50 000 pixels) is refused before it is decoded.
const MAX_INPUT_PIXELS = 40_000_000;

type ResizedVariant = { variant: CourseImageVariant; width: number; height: number; data: Buffer };

/**
 * The upload's format is read from its bytes (never its name or the browser's type), then it is cut to
 * each stored size: cover crop to 16:9, turned as the camera says, WebP.
 */
export const resizeCourseImage = async (upload: Buffer): Promise<ResizedVariant[]> => {
  // Loaded at the first upload: libvips adds about 25 MB to every instance's memory, for an admin-only task.
  const { default: sharp } = await import("sharp");
  const metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new AppError("validation", IMAGE_NOT_SUPPORTED);
  try {
    return await Promise.all(
      COURSE_IMAGE_VARIANTS.map(async ({ name, width, height }) => ({
        variant: name,
        width,
        height,
        data: await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(width, height, { fit: "cover", position: "attention" })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch {
    // The header named a known format but the pixels are damaged or too many.
    throw new AppError("validation", IMAGE_NOT_SUPPORTED);
  }
};

const findCourseImageUrl = async (db: DbExecutor, courseId: number) => {
  const [course] = await db.select({ imageUrl: courses.imageUrl }).from(courses).where(eq(courses.id, courseId)).for("update");
  if (!course) throw new AppError("not_found", COURSE_NOT_FOUND);
  return course.imageUrl;
};

/** An upload's sizes are kept while some course's address names them (the same picture may serve two courses). */
const deleteIfUnreferenced = async (db: DbExecutor, hash: string | null) => {
  if (!hash) return;
  const [user] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(like(courses.imageUrl, `/api/course-images/${hash}/%`))
    .limit(1);
  if (!user) await db.delete(courseImages).where(eq(courseImages.hash, hash));
};

/** POST /api/admin/courses/:id/image: stores the picture's sizes and points the course at them. */
export const setCourseImage = async ({
  db,
  courseId,
  upload,
  actor,
  now,
}: {
  db: Database;
  courseId: number;
  upload: Buffer;
  actor: AuditActor;
  now: Date;
}): Promise<{ imageUrl: string }> => {
  const variants = await resizeCourseImage(upload);
  const hash = createHash("sha256").update(upload).digest("hex");
  const imageUrl = courseImageUrl(hash);
  await db.transaction(async (tx) => {
    const before = await findCourseImageUrl(tx, courseId);
    await tx
      .insert(courseImages)
      .values(variants.map((variant) => ({ ...variant, courseId, hash, contentType: "image/webp" })))
      .onConflictDoNothing({ target: [courseImages.hash, courseImages.variant] });
    await tx.update(courses).set({ imageUrl }).where(eq(courses.id, courseId));
    const oldHash = hashOfCourseImageUrl(before);
    if (oldHash !== hash) await deleteIfUnreferenced(tx, oldHash);
    await recordAdminAction(tx, actor, {
      now,
      action: "course.image",
      targetType: "course",
      targetId: courseId,
      summary: before ? "Replaced the course picture" : "Added a course picture",
      before: { imageUrl: before },
      after: { imageUrl },
    });
  });
  return { imageUrl };
};

/** DELETE /api/admin/courses/:id/image: the course goes back to its drawn cover. */
export const removeCourseImage = async ({ db, courseId, actor, now }: { db: Database; courseId: number; actor: AuditActor; now: Date }) => {
  await db.transaction(async (tx) => {
    const before = await findCourseImageUrl(tx, courseId);
    if (before === null) return;
    await tx.update(courses).set({ imageUrl: null }).where(eq(courses.id, courseId));
    await deleteIfUnreferenced(tx, hashOfCourseImageUrl(before));
    await recordAdminAction(tx, actor, {
      now,
      action: "course.image",
      targetType: "course",
      targetId: courseId,
      summary: "Removed the course picture",
      before: { imageUrl: before },
      after: { imageUrl: null },
    });
  });
};

/** GET /api/course-images/:hash/:variant.webp: one stored size. */
export const getCourseImage = async ({ db, hash, variant }: { db: Database; hash: string; variant: string }) => {
  const [image] = await db
    .select({ data: courseImages.data, contentType: courseImages.contentType })
    .from(courseImages)
    .where(and(eq(courseImages.hash, hash), eq(courseImages.variant, variant)))
    .limit(1);
  if (!image) throw new AppError("not_found", IMAGE_NOT_FOUND);
  return image;
};
