import { Router } from "express";
import { z } from "zod";
import type { AppDependencies } from "../app";
import { AppError } from "../lib/errors";
import { sendCachedJson } from "../lib/read-cache";
import { COURSE_NOT_FOUND, getCourse, listCourses } from "./courses.service";

// A malformed id names no course: 404, like an unknown one.
const courseId = z.coerce.number().int().positive().max(2_147_483_647);

export const createCoursesRouter = ({ db, cache }: AppDependencies) => {
  const router = Router();

  router.get("/courses", async (_req, res) => {
    await sendCachedJson(res, cache, "courses:list", () => listCourses({ db }));
  });

  router.get("/courses/:id", async (req, res) => {
    const id = courseId.safeParse(req.params.id);
    if (!id.success) throw new AppError("not_found", COURSE_NOT_FOUND);
    await sendCachedJson(res, cache, `courses:${id.data}`, () => getCourse({ db, id: id.data }));
  });

  return router;
};
