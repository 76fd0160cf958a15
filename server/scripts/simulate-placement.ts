// `npm run placement:simulate [-- --learners N] [--seed S] [--noise SD] [--guessing C]`: simulated learners of known ability
// take the adaptive placement test on the bank (server/placement/simulate-placement.ts) and the figures are
// printed beside the issue's goals (docs/placement.md). Exits 1 when a goal is missed.
import { parseArgs } from "node:util";
import { z } from "zod";
import { CEFR_BANDS } from "../../shared/placement/bands";
import { fromProjectRoot } from "../lib/project-root";
import { loadPlacementBank } from "../placement/load-placement-bank";
import { DEFAULT_SECONDS_PER_ITEM, PLACEMENT_GOALS, missedGoals, simulatePlacement, simulationBank } from "../placement/simulate-placement";

const optionsSchema = z.object({
  learners: z.coerce
    .number({ error: "--learners must be a whole number" })
    .int("--learners must be a whole number")
    .min(6, "--learners must be at least 6 (one a level)")
    .max(100_000, "--learners must be at most 100000"),
  seed: z.coerce.number({ error: "--seed must be a whole number" }).int("--seed must be a whole number").min(0, "--seed must be 0 or more"),
  noise: z.coerce
    .number({ error: "--noise must be a number of logits" })
    .min(0, "--noise must be 0 or more")
    .max(2, "--noise must be at most 2"),
  guessing: z.coerce
    .number({ error: "--guessing must be a chance from 0 to 0.5" })
    .min(0, "--guessing must be a chance from 0 to 0.5")
    .max(0.5, "--guessing must be a chance from 0 to 0.5"),
});

const readOptions = () => {
  try {
    const { values } = parseArgs({
      options: {
        learners: { type: "string", default: "1000" },
        seed: { type: "string", default: "31" },
        noise: { type: "string", default: "0" },
        guessing: { type: "string", default: "0" },
      },
    });
    const parsed = optionsSchema.safeParse(values);
    if (parsed.success) return parsed.data;
    console.error(parsed.error.issues.map((issue) => issue.message).join("\n"));
  } catch (error) {
    console.error((error as Error).message);
  }
  console.error("Usage: npm run placement:simulate -- [--learners N] [--seed S] [--noise SD] [--guessing C]");
  process.exit(2);
};

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const options = readOptions();
const { bank, source } = simulationBank(loadPlacementBank(fromProjectRoot("content", "placement")).items);
const started = Date.now();
const report = simulatePlacement({
  bank,
  learners: options.learners,
  seed: options.seed,
  difficultyNoise: options.noise,
  guessing: options.guessing,
});

console.log(`Placement test simulation: ${report.learners} learners, seed ${options.seed}, on ${source}.`);
if (options.noise > 0) console.log(`True difficulties spread around the starting ones with SD ${options.noise} logits.`);
if (options.guessing > 0) console.log(`Learners who do not know an answer still get it right ${percent(options.guessing)} of the time.`);
console.log(
  `Answer time ${DEFAULT_SECONDS_PER_ITEM.min}-${DEFAULT_SECONDS_PER_ITEM.max} s an item; ${((Date.now() - started) / 1000).toFixed(1)} s to run.\n`,
);
const rows: [string, string, string][] = [
  ["median items", String(report.medianItems), `<= ${PLACEMENT_GOALS.maxMedianItems}`],
  ["mean items", report.meanItems.toFixed(1), ""],
  ["mean absolute error of θ (logits)", report.meanAbsoluteError.toFixed(3), ""],
  ["placed in their own level", percent(report.exactShare), `>= ${percent(PLACEMENT_GOALS.minExactShare)}`],
  ["placed within one level", percent(report.withinOneShare), `>= ${percent(PLACEMENT_GOALS.minWithinOneShare)}`],
  ...CEFR_BANDS.map((band): [string, string, string] => [
    `  ${band} placed in ${band}`,
    percent(report.exactShareByBand[band]),
    `>= ${percent(PLACEMENT_GOALS.minExactShareInEveryBand)}`,
  ]),
  ["highest item exposure", percent(report.maxExposure), `<= ${percent(PLACEMENT_GOALS.maxExposure)}`],
  ["smallest listening share of a test", percent(report.minListeningShare), ">= 33.3 %"],
  ["ended by precision (SE <= 0.30)", percent(report.endReasonShares.precision), ""],
  ["ended at 30 items", percent(report.endReasonShares.max_items), ""],
  ["ended by the time limit", percent(report.endReasonShares.time_limit), ""],
  ["longest test (minutes)", report.maxMinutes.toFixed(1), "<= 15"],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${"figure".padEnd(width)}  ${"value".padStart(8)}  goal`);
for (const [name, value, goal] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(8)}  ${goal}`);

const missed = missedGoals(report);
if (missed.length > 0) {
  console.error(`\nGoals missed:\n${missed.map((goal) => `- ${goal}`).join("\n")}`);
  process.exit(1);
}
console.log("\nEvery goal is met.");
