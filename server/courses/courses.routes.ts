import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { sendCachedJson, type ReadCache } from "../lib/read-cache";
import { requireIdParam } from "../lib/validate";
import { COURSE_NOT_FOUND, getCourse, listCourses } from "./courses.service";

/** Every public course read is cached under this prefix ("courses:list", "courses:<id>"). */
const COURSE_READS = "courses:";

/** Drops every cached public course read: call it after any write to courses or their content. */
export const invalidateCourseReads = (cache: ReadCache) => cache.invalidate(COURSE_READS);

export const createCoursesRouter = ({ db, cache }: AppDependencies) => {
  const router = Router();

  router.get("/courses", async (_req, res) => {
    await sendCachedJson(res, cache, `${COURSE_READS}list`, () => listCourses({ db }));
  });

  router.get("/courses/:id", async (req, res) => {
    // A malformed id names no course: 404, like an unknown one.
    const id = requireIdParam(req.params.id, COURSE_NOT_FOUND);
    await sendCachedJson(res, cache, `${COURSE_READS}${id}`, () => getCourse({ db, id }));
  });

  return router;
};
