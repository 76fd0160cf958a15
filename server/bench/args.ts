import { parseArgs } from "node:util";
import { SCHOOL_DAY } from "./school-day/day-plan";

/** The school-day scenario (server/bench/school-day/): `--only school-day` runs it alone, 60 s by default. */
export const SCHOOL_DAY_SCENARIO = "school-day";

export type BenchOptions = {
  /** Seconds each measured autocannon run lasts (the school day's whole run: 60 unless given). */
  durationSeconds: number;
  connections: number;
  /** Target names to run (baselines always run: every ratio needs them). Empty: all targets. */
  only: string[];
  skipFrontend: boolean;
  /** Run a second identical pass on the same server to see whether its memory keeps growing. */
  repeat: boolean;
  /** Which databases to measure: the embedded one, the DATABASE_URL server, or both (the default). */
  databases: ("embedded" | "server")[];
  /** A previous bench JSON; with a second file the two are compared and nothing is measured. */
  compare?: string;
  compareWith?: string;
  /** The school day's mean pause between two pages, in seconds (`--think`); its own default when absent. */
  thinkSeconds?: number;
};

const USAGE = `Usage: npm run bench -- [--duration 10] [--connections 50] [--only name1,name2] [--skip-frontend]
                      [--repeat] [--database embedded|server] [--compare old.json [new.json]]
       npm run bench -- --only school-day [--duration 60] [--think seconds]`;

const positiveInteger = (value: string | undefined, fallback: number, flag: string) => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${flag} must be a positive integer\n${USAGE}`);
  return number;
};

const positiveNumber = (value: string | undefined, flag: string) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${flag} must be a positive number\n${USAGE}`);
  return number;
};

const parseDatabases = (value: string | undefined): BenchOptions["databases"] => {
  if (value === undefined) return ["embedded", "server"];
  if (value === "embedded" || value === "server") return [value];
  throw new Error(`--database must be embedded or server\n${USAGE}`);
};

export const parseBenchArgs = (argv: string[]): BenchOptions => {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      duration: { type: "string" },
      connections: { type: "string" },
      only: { type: "string" },
      "skip-frontend": { type: "boolean", default: false },
      repeat: { type: "boolean", default: false },
      database: { type: "string" },
      compare: { type: "string" },
      think: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length > 1 || (positionals.length === 1 && !values.compare))
    throw new Error(`Unexpected argument(s): ${positionals.join(" ")}\n${USAGE}`);
  const only = values.only
    ? values.only
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean)
    : [];
  const isSchoolDay = only.includes(SCHOOL_DAY_SCENARIO);
  // A whole scenario with its own servers and database: mixed with the per-target runs it would measure neither.
  if (isSchoolDay && only.length > 1) throw new Error(`--only ${SCHOOL_DAY_SCENARIO} runs alone\n${USAGE}`);
  return {
    durationSeconds: positiveInteger(values.duration, isSchoolDay ? SCHOOL_DAY.defaultDurationSeconds : 10, "duration"),
    connections: positiveInteger(values.connections, 50, "connections"),
    only,
    skipFrontend: values["skip-frontend"] ?? false,
    repeat: values.repeat ?? false,
    databases: parseDatabases(values.database),
    compare: values.compare,
    compareWith: positionals[0],
    thinkSeconds: positiveNumber(values.think, "think"),
  };
};

export const isSchoolDayOnly = (options: Pick<BenchOptions, "only">) =>
  options.only.length === 1 && options.only[0] === SCHOOL_DAY_SCENARIO;
