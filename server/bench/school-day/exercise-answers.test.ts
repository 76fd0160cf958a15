import { describe, expect, it } from "vitest";
import { exercises } from "../../../shared/schema/learning";
import { gradeExercise } from "../../../shared/exercises/grading";
import { getTestDatabase } from "../../test/test-database";
import { answerFor } from "./exercise-answers";

describe("the simulated students' answers", () => {
  it("score full marks on every seeded exercise when right and less when wrong, graded as the server grades them", async () => {
    const seeded = await (await getTestDatabase()).db.select().from(exercises);
    expect(seeded.length).toBeGreaterThan(100);
    expect(new Set(seeded.map((exercise) => exercise.type)).size).toBeGreaterThanOrEqual(4);
    for (const exercise of seeded) {
      const right = gradeExercise(exercise.type, exercise.content, answerFor(exercise.type, exercise.content, true));
      const wrong = gradeExercise(exercise.type, exercise.content, answerFor(exercise.type, exercise.content, false));
      if (!right.ok || !wrong.ok) throw new Error(`exercise ${exercise.id} (${exercise.type}): an answer of the wrong shape`);
      expect(right.grade, `exercise ${exercise.id} (${exercise.type}) answered right`).toMatchObject({
        passed: true,
        score: right.grade.maxScore,
      });
      expect(wrong.grade.score, `exercise ${exercise.id} (${exercise.type}) answered wrong`).toBeLessThan(wrong.grade.maxScore);
      // Going through every flashcard passes, whatever the student knew (shared/exercises/grading.ts).
      expect(wrong.grade.passed, `exercise ${exercise.id} (${exercise.type}) answered wrong`).toBe(exercise.type === "flashcard");
    }
  });
});
