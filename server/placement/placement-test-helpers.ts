import type supertest from "supertest";
import type { PlacementTestState } from "../../shared/api/placement";
import type { Database } from "../db/connection";
import { post } from "../test/test-app";
import { rightAnswerOf } from "./placement-test-bank";

type Agent = supertest.Agent;

/** Answers item after item until the test ends; `isRight` decides, per answered count, whether to answer right. */
export const answerToTheEnd = async (
  db: Database,
  agent: Agent,
  start: PlacementTestState,
  isRight: (position: number) => boolean = () => true,
) => {
  let state = start;
  const seen: PlacementTestState[] = [];
  while (state.status === "in_progress") {
    const { item } = state;
    const right = await rightAnswerOf(db, item.id);
    const response = await post(agent, `/api/placement-tests/${state.testId}/answers`, {
      itemId: item.id,
      answer: isRight(item.position) ? right : (right + 1) % 4,
    });
    if (response.status !== 200) throw new Error(`answer failed: ${response.status} ${response.text}`);
    seen.push(state);
    state = response.body as PlacementTestState;
    if (seen.length > 40) throw new Error("the test never ended");
  }
  return { final: state, shown: seen.map((entry) => (entry.status === "in_progress" ? entry.item : null)!) };
};
