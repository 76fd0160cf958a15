import { Router } from "express";
import { recordLessonTimeSchema, submitResultSchema } from "../../shared/api/learning";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireUser } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { enroll, getCourseOutline, getCoursePlayer } from "./enrollment.service";
import { submitExerciseResult } from "./exercise-results.service";
import { getLessonForStudent } from "./lesson.service";
import { recordLessonTime } from "./lesson-time.service";
import { COURSE_NOT_FOUND, EXERCISE_NOT_FOUND, LESSON_NOT_FOUND } from "./published-content";

// The learning API: the public outline, enrolment, lessons and exercise results.
export const createLearningRouter = ({ db, clock, config, onMailQueued }: AppDependencies) => {
  const router = Router();

  router.get("/courses/:id/lessons", async (req, res) => {
    const courseId = requireIdParam(req.params.id, COURSE_NOT_FOUND);
    res.json(await getCourseOutline({ db, courseId, user: req.user }));
  });

  router.post("/courses/:id/enroll", requireUser, async (req, res) => {
    const courseId = requireIdParam(req.params.id, COURSE_NOT_FOUND);
    const { enrollment, created } = await enroll({ db, clock, user: currentUser(req), courseId });
    res.status(created ? 201 : 200).json(enrollment);
  });

  router.get("/courses/:id/learn", requireUser, async (req, res) => {
    const courseId = requireIdParam(req.params.id, COURSE_NOT_FOUND);
    res.json(await getCoursePlayer({ db, clock, courseId, user: currentUser(req) }));
  });

  router.get("/lessons/:id", requireUser, async (req, res) => {
    const lessonId = requireIdParam(req.params.id, LESSON_NOT_FOUND);
    res.json(await getLessonForStudent({ db, clock, user: currentUser(req), lessonId }));
  });

  router.post("/lessons/:id/time", requireUser, async (req, res) => {
    const lessonId = requireIdParam(req.params.id, LESSON_NOT_FOUND);
    const { seconds } = validate(recordLessonTimeSchema, req.body);
    await recordLessonTime({ db, clock, user: currentUser(req), lessonId, seconds });
    res.status(204).end();
  });

  router.post("/exercises/:id/results", requireUser, async (req, res) => {
    const exerciseId = requireIdParam(req.params.id, EXERCISE_NOT_FOUND);
    const { userAnswers, timeSpent } = validate(submitResultSchema, req.body);
    const result = await submitExerciseResult({
      db,
      clock,
      user: currentUser(req),
      exerciseId,
      userAnswers,
      timeSpent,
      siteOrigin: config.siteOrigin,
    });
    if (result.certificate) onMailQueued();
    res.status(201).json(result);
  });

  return router;
};
