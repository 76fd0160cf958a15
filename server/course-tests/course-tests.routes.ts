import { Router } from "express";
import { COURSE_TEST_MESSAGES, reflectiveTaskSchema, submitAttemptSchema } from "../../shared/api/course-tests";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireUser } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { COURSE_NOT_FOUND } from "../learning/published-content";
import { startAttempt, submitAttempt } from "./course-test-attempts.service";
import { getCourseTests } from "./course-tests.service";
import { saveReflectiveTask } from "./reflective-tasks.service";

// Module tests, the final assessment and TEFL reflective tasks (decision 0055).
export const createCourseTestsRouter = ({ db, clock, config, onMailQueued }: AppDependencies) => {
  const router = Router();

  router.get("/courses/:id/tests", requireUser, async (req, res) => {
    const courseId = requireIdParam(req.params.id, COURSE_NOT_FOUND);
    res.json(await getCourseTests({ db, clock, user: currentUser(req), courseId }));
  });

  router.post("/course-tests/:id/attempts", requireUser, async (req, res) => {
    const testId = requireIdParam(req.params.id, COURSE_TEST_MESSAGES.notFound);
    const { attempt, created } = await startAttempt({ db, clock, user: currentUser(req), testId });
    res.status(created ? 201 : 200).json(attempt);
  });

  router.post("/course-test-attempts/:id/submit", requireUser, async (req, res) => {
    const attemptId = requireIdParam(req.params.id, COURSE_TEST_MESSAGES.attemptNotFound);
    const { answers } = validate(submitAttemptSchema, req.body);
    const result = await submitAttempt({ db, clock, user: currentUser(req), siteOrigin: config.siteOrigin, attemptId, answers });
    if (result.certificate) onMailQueued();
    res.json(result);
  });

  router.put("/courses/:id/reflective-tasks/:module", requireUser, async (req, res) => {
    const courseId = requireIdParam(req.params.id, COURSE_NOT_FOUND);
    const module = requireIdParam(req.params.module, COURSE_TEST_MESSAGES.taskNotFound);
    const { text } = validate(reflectiveTaskSchema, req.body);
    const result = await saveReflectiveTask({ db, clock, user: currentUser(req), siteOrigin: config.siteOrigin, courseId, module, text });
    if (result.certificate) onMailQueued();
    res.json(result);
  });

  return router;
};
