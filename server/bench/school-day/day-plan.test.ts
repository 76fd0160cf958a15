import { describe, expect, it } from "vitest";
import {
  addressFor,
  createRandom,
  instanceFor,
  lessonForVisit,
  pickAttempts,
  signInDelaysMs,
  signInWindowMs,
  thinkTimeMs,
} from "./day-plan";

describe("the school day's plan", () => {
  it("spreads the sign-ins over the first quarter of the run, at most its first 15 s", () => {
    expect(signInWindowMs(60)).toBe(15_000);
    expect(signInWindowMs(10)).toBe(2_500);
    expect(signInWindowMs(600)).toBe(15_000);
  });

  it("signs one student in per equal slice of the window, in order, all within it", () => {
    const delays = signInDelaysMs(500, 15_000, createRandom(1));
    expect(delays).toHaveLength(500);
    delays.forEach((delay, index) => {
      expect(delay).toBeGreaterThanOrEqual(index * 30);
      expect(delay).toBeLessThan((index + 1) * 30);
    });
  });

  it("offers the same day to every run with the same seed, and another with another seed", () => {
    expect(signInDelaysMs(20, 1_000, createRandom(2026))).toEqual(signInDelaysMs(20, 1_000, createRandom(2026)));
    expect(signInDelaysMs(20, 1_000, createRandom(2026))).not.toEqual(signInDelaysMs(20, 1_000, createRandom(7)));
  });

  it("pauses between half and one and a half times the mean", () => {
    const random = createRandom(3);
    const pauses = Array.from({ length: 1_000 }, () => thinkTimeMs(random, 2_000));
    expect(Math.min(...pauses)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...pauses)).toBeLessThan(3_000);
    const mean = pauses.reduce((sum, pause) => sum + pause, 0) / pauses.length;
    expect(mean).toBeGreaterThan(1_900);
    expect(mean).toBeLessThan(2_100);
  });

  it("sends people round-robin over the instances", () => {
    expect([0, 1, 2, 3, 4].map((person) => instanceFor(person, 2))).toEqual([0, 1, 0, 1, 0]);
    expect([0, 1, 2].map((person) => instanceFor(person, 1))).toEqual([0, 0, 0]);
  });

  it("walks each student through the course's lessons in order from their own starting point", () => {
    const lessons = ["first", "second", "third"];
    expect([0, 1, 2, 3].map((visit) => lessonForVisit(lessons, 0, visit))).toEqual(["first", "second", "third", "first"]);
    expect(lessonForVisit(lessons, 1, 0)).toBe("second");
    expect(() => lessonForVisit([], 0, 0)).toThrow("a course without lessons to open");
  });

  it("answers one to three different exercises of the lesson, mostly right", () => {
    const random = createRandom(5);
    const exercises = ["a", "b", "c", "d", "e"];
    const visits = Array.from({ length: 500 }, () => pickAttempts(exercises, random));
    for (const attempts of visits) {
      expect(attempts.length).toBeGreaterThanOrEqual(1);
      expect(attempts.length).toBeLessThanOrEqual(3);
      expect(new Set(attempts.map((attempt) => attempt.exercise)).size).toBe(attempts.length);
    }
    expect(new Set(visits.map((attempts) => attempts.length))).toEqual(new Set([1, 2, 3]));
    const all = visits.flat();
    const rightShare = all.filter((attempt) => attempt.isRight).length / all.length;
    expect(rightShare).toBeGreaterThan(0.6);
    expect(rightShare).toBeLessThan(0.8);
    expect(pickAttempts(["only"], random)).toEqual([{ exercise: "only", isRight: expect.any(Boolean) }]);
    expect(pickAttempts([], random)).toEqual([]);
  });

  it("gives every student and every visitor an address of their own", () => {
    const students = Array.from({ length: 500 }, (_, index) => addressFor("student", index));
    const visitors = Array.from({ length: 5_000 }, (_, index) => addressFor("visitor", index));
    expect(new Set([...students, ...visitors]).size).toBe(5_500);
    expect(students[0]).toBe("10.100.0.1");
    expect(visitors[250]).toBe("10.200.1.1");
  });
});
