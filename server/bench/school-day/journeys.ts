import { setTimeout as sleep } from "node:timers/promises";
import { BENCH_PASSWORD } from "../seed-volume";
import type { Browser } from "./browser";
import { lessonForVisit, pickAttempts, thinkTimeMs, type Random } from "./day-plan";
import { answerFor } from "./exercise-answers";
import type { Student } from "./seed-students";

/** What every journey shares: when the day ends, the seeded randomness, the pause between pages. */
export type DayClock = { endsAt: number; random: Random; meanThinkMs: number };

const isOver = (clock: DayClock) => Date.now() >= clock.endsAt;
/** Pauses like a person reading; false once the day is over (nobody starts a new page after the bell). */
const think = async (clock: DayClock, share = 1) => {
  await sleep(Math.max(0, Math.min(thinkTimeMs(clock.random, clock.meanThinkMs * share), clock.endsAt - Date.now())));
  return !isOver(clock);
};

/** Attempts at signing in before a student gives up for the day (a refusal is an error either way). */
const SIGN_IN_ATTEMPTS = 3;

/** The sign-in page as the SPA does it: who am I (a visitor), the login, who am I again (the cookie holds). */
const signIn = async (browser: Browser, student: Student, clock: DayClock) => {
  for (let attempt = 1; attempt <= SIGN_IN_ATTEMPTS && !isOver(clock); attempt += 1) {
    await browser.call("GET /api/session", "GET", "/api/session");
    const login = await browser.call("POST /api/login", "POST", "/api/login", {
      json: { username: student.username, password: BENCH_PASSWORD },
    });
    if (login) {
      await browser.call("GET /api/session", "GET", "/api/session");
      return true;
    }
    await think(clock);
  }
  return false;
};

/** The dashboard's first tab reads these at once (my courses, the plan, the level badge, the e-mail nudge, live classes). */
const openDashboard = (browser: Browser) =>
  Promise.all([
    browser.call("GET /api/me/courses", "GET", "/api/me/courses"),
    browser.call("GET /api/subscriptions/me", "GET", "/api/subscriptions/me"),
    browser.call("GET /api/assessments/me", "GET", "/api/assessments/me"),
    browser.call("GET /api/me/email-confirmation", "GET", "/api/me/email-confirmation"),
    browser.call("GET /api/live-classes", "GET", "/api/live-classes"),
  ]);

/**
 * A student's morning: signs in once at their moment, then until the bell goes round dashboard -> course
 * player -> lesson -> one to three exercise results and the lesson's study time -> achievements, with a
 * pause between pages (a short one between two exercises of the same page).
 */
export const studentDay = async (browser: Browser, student: Student, signInAt: number, clock: DayClock) => {
  await sleep(Math.max(0, signInAt - Date.now()));
  if (isOver(clock) || !(await signIn(browser, student, clock))) return;
  const courseId = student.course.id;
  for (let visit = 0; !isOver(clock); visit += 1) {
    await openDashboard(browser);
    if (!(await think(clock))) return;
    await Promise.all([
      browser.call("GET /api/courses/:id/learn", "GET", `/api/courses/${courseId}/learn`),
      browser.call("GET /api/courses/:id", "GET", `/api/courses/${courseId}`),
    ]);
    if (!(await think(clock))) return;
    const lesson = lessonForVisit(student.course.lessons, student.index, visit);
    const opened = await browser.call("GET /api/lessons/:id", "GET", `/api/lessons/${lesson.id}`);
    for (const attempt of opened ? pickAttempts(lesson.exercises, clock.random) : []) {
      if (!(await think(clock, 0.5))) return;
      await browser.call("POST /api/exercises/:id/results", "POST", `/api/exercises/${attempt.exercise.id}/results`, {
        json: { userAnswers: answerFor(attempt.exercise.type, attempt.exercise.content, attempt.isRight), timeSpent: 30 },
      });
    }
    // The lesson page's timer reports the study time as the student leaves it.
    if (opened) await browser.call("POST /api/lessons/:id/time", "POST", `/api/lessons/${lesson.id}/time`, { json: { seconds: 60 } });
    if (!(await think(clock))) return;
    await browser.call("GET /api/me/achievements", "GET", "/api/me/achievements");
    if (!(await think(clock))) return;
  }
};

/**
 * An anonymous visitor on the public pages: the home page (its HTML, who am I, the banners), the course
 * list, one course, the prices; then the next visitor takes their place (each at their own address).
 */
export const visitorVisit = async (browser: Browser, courseIds: readonly number[], clock: DayClock) => {
  await browser.call("GET / (index.html)", "GET", "/", { accept: "text/html" });
  await Promise.all([
    browser.call("GET /api/session", "GET", "/api/session"),
    browser.call("GET /api/advertisements/approved", "GET", "/api/advertisements/approved?placement=homepage_banner"),
  ]);
  if (!(await think(clock))) return;
  await browser.call("GET /api/courses", "GET", "/api/courses");
  if (!(await think(clock))) return;
  const courseId = courseIds[Math.floor(clock.random() * courseIds.length)]!;
  await browser.call("GET /api/courses/:id", "GET", `/api/courses/${courseId}`);
  if (!(await think(clock))) return;
  await browser.call("GET /api/subscription-plans", "GET", "/api/subscription-plans");
  await think(clock);
};
