import { Router } from "express";
import {
  createCourseSchema,
  createExerciseSchema,
  createLessonSchema,
  updateCourseSchema,
  updateExerciseSchema,
  updateLessonSchema,
} from "../../shared/api/admin-content";
import type { AppDependencies } from "../app-dependencies";
import { invalidateCourseReads } from "../courses/courses.routes";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { COURSE_NOT_FOUND, createCourse, getAdminCourse, listAdminCourses, updateCourse } from "./admin-courses.service";
import { createExercise, deleteExercise, EXERCISE_NOT_FOUND, updateExercise } from "./admin-exercises.service";
import { createLesson, LESSON_NOT_FOUND, updateLesson } from "./admin-lessons.service";

// Course authoring (admins): courses, lessons and exercises. Every write drops the cached public course
// reads, so a course published (or changed) here is what the next visitor sees.
export const createAdminContentRouter = ({ db, cache, clock }: AppDependencies) => {
  const router = Router();
  /** Runs a write, then drops the cached public course reads before answering. */
  const write = async <Result>(run: Promise<Result>) => {
    const result = await run;
    invalidateCourseReads(cache);
    return result;
  };

  router.get("/admin/courses", requireAdmin, async (_req, res) => {
    res.json(await listAdminCourses({ db }));
  });

  router.get("/admin/courses/:id", requireAdmin, async (req, res) => {
    res.json(await getAdminCourse({ db, id: requireIdParam(req.params.id, COURSE_NOT_FOUND) }));
  });

  router.post("/admin/courses", requireAdmin, async (req, res) => {
    const input = validate(createCourseSchema, req.body);
    res.status(201).json(await write(createCourse({ db, input, actor: currentUser(req), now: clock.now() })));
  });

  router.patch("/admin/courses/:id", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, COURSE_NOT_FOUND);
    const input = validate(updateCourseSchema, req.body);
    res.json(await write(updateCourse({ db, id, input, actor: currentUser(req), now: clock.now() })));
  });

  router.post("/admin/courses/:id/lessons", requireAdmin, async (req, res) => {
    const courseId = requireIdParam(req.params.id, COURSE_NOT_FOUND);
    const input = validate(createLessonSchema, req.body);
    res.status(201).json(await write(createLesson({ db, actor: currentUser(req), now: clock.now(), courseId, input })));
  });

  router.patch("/admin/lessons/:id", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, LESSON_NOT_FOUND);
    const input = validate(updateLessonSchema, req.body);
    res.json(await write(updateLesson({ db, actor: currentUser(req), now: clock.now(), id, input })));
  });

  router.post("/admin/lessons/:id/exercises", requireAdmin, async (req, res) => {
    const lessonId = requireIdParam(req.params.id, LESSON_NOT_FOUND);
    const input = validate(createExerciseSchema, req.body);
    res.status(201).json(await write(createExercise({ db, actor: currentUser(req), now: clock.now(), lessonId, input })));
  });

  router.patch("/admin/exercises/:id", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, EXERCISE_NOT_FOUND);
    const input = validate(updateExerciseSchema, req.body);
    res.json(await write(updateExercise({ db, actor: currentUser(req), now: clock.now(), id, input })));
  });

  // 204 when deleted; 200 { retired: true } when students' results keep it (retired instead).
  router.delete("/admin/exercises/:id", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, EXERCISE_NOT_FOUND);
    const retired = await write(deleteExercise({ db, actor: currentUser(req), now: clock.now(), id }));
    if (retired) res.json(retired);
    else res.status(204).end();
  });

  return router;
};
