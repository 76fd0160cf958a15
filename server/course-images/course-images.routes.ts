import { Router, type RequestHandler } from "express";
import multer from "multer";
import { COURSE_IMAGE_MAX_BYTES, IMAGE_MISSING, IMAGE_NOT_FOUND, IMAGE_ONE_FILE, IMAGE_TOO_LARGE } from "../../shared/api/course-images";
import { COURSE_NOT_FOUND } from "../admin-content/admin-courses.service";
import type { AppDependencies } from "../app-dependencies";
import { invalidateCourseReads } from "../courses/courses.routes";
import { AppError } from "../lib/errors";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam } from "../lib/validate";
import { getCourseImage, removeCourseImage, setCourseImage } from "./course-images.service";

const IMAGE_ADDRESS = /^([0-9a-f]{64})$/;
const IMAGE_FILE = /^(card|hero)\.webp$/;

// The upload stays in memory (at most 5 MB, one file): it is resized at once and only the sizes are stored.
const parseUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: COURSE_IMAGE_MAX_BYTES, files: 1, fields: 0 } }).single(
  "image",
);

/** multer's own errors become the API's messages (a 413 for a file that is too big, else a 400). */
const receiveImage: RequestHandler = (req, res, next) => {
  parseUpload(req, res, (error: unknown) => {
    if (!error) return next(req.file ? undefined : new AppError("validation", IMAGE_MISSING));
    if (error instanceof multer.MulterError) {
      return next(
        error.code === "LIMIT_FILE_SIZE" ? new AppError("payload_too_large", IMAGE_TOO_LARGE) : new AppError("validation", IMAGE_ONE_FILE),
      );
    }
    next(error);
  });
};

/** The stored sizes of course pictures: public, mounted before the session (no cookie is read). */
export const createCourseImagesRouter = ({ db }: AppDependencies) => {
  const router = Router();
  router.get("/course-images/:hash/:file", async (req, res) => {
    const hash = IMAGE_ADDRESS.exec(req.params.hash)?.[1];
    const variant = IMAGE_FILE.exec(req.params.file)?.[1];
    if (!hash || !variant) throw new AppError("not_found", IMAGE_NOT_FOUND);
    // The address holds the hash of the upload: the bytes behind it never change.
    const etag = `"${hash}-${variant}"`;
    const image = await getCourseImage({ db, hash, variant });
    res.set({ "Cache-Control": "public, max-age=31536000, immutable", ETag: etag });
    const known = req
      .get("if-none-match")
      ?.split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (known?.includes(etag)) {
      res.status(304).end();
      return;
    }
    res.type(image.contentType).send(image.data);
  });
  return router;
};

/** An admin adds, replaces or removes a course's picture. */
export const createCourseImageAdminRouter = ({ db, cache, clock }: AppDependencies) => {
  const router = Router();
  router.post("/admin/courses/:id/image", requireAdmin, receiveImage, async (req, res) => {
    const courseId = requireIdParam(req.params.id, COURSE_NOT_FOUND);
    const result = await setCourseImage({ db, courseId, upload: req.file!.buffer, actor: currentUser(req), now: clock.now() });
    invalidateCourseReads(cache);
    res.status(201).json(result);
  });
  router.delete("/admin/courses/:id/image", requireAdmin, async (req, res) => {
    const courseId = requireIdParam(req.params.id, COURSE_NOT_FOUND);
    await removeCourseImage({ db, courseId, actor: currentUser(req), now: clock.now() });
    invalidateCourseReads(cache);
    res.status(204).end();
  });
  return router;
};
