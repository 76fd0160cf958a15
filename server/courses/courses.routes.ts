import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { AppError } from "../lib/errors";
import { sendCachedJson } from "../lib/read-cache";
import { parseIdParam } from "../lib/validate";
import { COURSE_NOT_FOUND, getCourse, listCourses } from "./courses.service";

export const createCoursesRouter = ({ db, cache }: AppDependencies) => {
  const router = Router();

  router.get("/courses", async (_req, res) => {
    await sendCachedJson(res, cache, "courses:list", () => listCourses({ db }));
  });

  router.get("/courses/:id", async (req, res) => {
    // A malformed id names no course: 404, like an unknown one.
    const id = parseIdParam(req.params.id);
    if (id === undefined) throw new AppError("not_found", COURSE_NOT_FOUND);
    await sendCachedJson(res, cache, `courses:${id}`, () => getCourse({ db, id }));
  });

  return router;
};
