import { parseArgs } from "node:util";
import { DEFAULT_MIN_ANSWERS, type CalibrationChange } from "./calibration-estimate";

export const CALIBRATION_USAGE = `Usage: npm run placement:calibrate -- [--dry-run] [--min-answers N]

Re-estimates each placement item's difficulty (b) and discrimination (a) from the answers of tests
finished within the time limit (the first 3 of each address), taking the candidate's ability as known
(estimated from the test's other answers). Items with fewer than N answers (default ${DEFAULT_MIN_ANSWERS})
keep their parameters. Prints the changes; --dry-run writes nothing.`;

const MIN_ANSWERS_FLOOR = 10;

/** The command line's options, or an Error whose message says what is wrong and how to call the command. */
export const parseCalibrationArguments = (args: string[]) => {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: { "dry-run": { type: "boolean" }, "min-answers": { type: "string" }, help: { type: "boolean" } },
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${CALIBRATION_USAGE}`, { cause: error });
  }
  const text = values["min-answers"];
  // Fewer answers cannot tell difficulty from discrimination: the estimate would sit on a bound.
  if (text !== undefined && (!/^\d+$/.test(text) || Number(text) < MIN_ANSWERS_FLOOR))
    throw new Error(`--min-answers must be a whole number of at least ${MIN_ANSWERS_FLOOR} (got "${text}")\n\n${CALIBRATION_USAGE}`);
  return {
    dryRun: values["dry-run"] ?? false,
    minAnswers: text === undefined ? DEFAULT_MIN_ANSWERS : Number(text),
    help: values.help ?? false,
  };
};

const fixed = (value: number) => value.toFixed(2).padStart(6);

/** The table of changes and a closing line, as the command prints them. */
export const formatCalibrationReport = (changes: CalibrationChange[], { dryRun, minAnswers }: { dryRun: boolean; minAnswers: number }) => {
  const changed = changes.filter((change) => change.after);
  const width = Math.max(4, ...changed.map((change) => change.key.length));
  const lines = [
    `${"item".padEnd(width)}   old b  old a   new b  new a  answers`,
    ...changed.map(
      ({ key, before, after, answers }) =>
        `${key.padEnd(width)}  ${fixed(before.difficulty)} ${fixed(before.discrimination)}  ${fixed(after!.difficulty)} ${fixed(after!.discrimination)}  ${String(answers).padStart(7)}`,
    ),
  ];
  if (changed.length === 0) lines.splice(0, 1);
  const kept = changes.length - changed.length;
  lines.push(
    `${changed.length} of ${changes.length} items re-estimated; ${kept} kept their parameters (fewer than ${minAnswers} answers).`,
    dryRun ? "Dry run: nothing was written." : changed.length > 0 ? "The new parameters are saved." : "Nothing to save.",
  );
  return lines.join("\n");
};
