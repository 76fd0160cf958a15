/** In an expected answer, "..." stands for whatever the learner writes there (a name, a country). */
const ANY_TEXT_MARK = "...";

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function buildAnswerRegExp(pattern: string) {
  const source = pattern.split(ANY_TEXT_MARK).map(escapeRegExp).join("[\\s\\S]*");
  return new RegExp(`^${source}$`, "i");
}

/**
 * Whether `answer` is the whole of `pattern`, ignoring case. Phone keyboards add a trailing space after
 * a suggested word and type curly apostrophes (I’m), so those two differences are forgiven; anything
 * else before or after the expected words makes the answer wrong, and an empty answer is always wrong.
 */
export function isAnswerCorrect(answer: string, pattern: string) {
  const normalized = answer.trim().replace(/[\u2018\u2019]/g, "'");
  if (normalized === "") return false;
  return buildAnswerRegExp(pattern).test(normalized);
}
