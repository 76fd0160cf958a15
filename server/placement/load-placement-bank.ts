import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { CEFR_BANDS, type CefrBand } from "../../shared/placement/bands";
import { PLACEMENT_SKILLS, placementItemFileSchema, type PlacementItemFile } from "../../shared/placement/item-schema";
import type { ContentProblem } from "../curriculum/load-curriculum";

/**
 * The placement bank as files: content/placement/<level>.yaml (a1.yaml … c2.yaml), each a list of items
 * (shared/placement/item-schema.ts). Checked here beyond the schema: each item in the file of its level,
 * keys unique, no question asked twice, the right answer spread over the four positions.
 */
export const MIN_ITEMS_PER_BAND = 40;
export const MIN_BANK_SIZE = 300;
export const MIN_LISTENING_SHARE_PER_BAND = 1 / 3;
/** No answer position may hold more than this share of a level's right answers. */
export const MAX_ANSWER_POSITION_SHARE = 0.35;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export const loadPlacementBank = (root: string): { items: PlacementItemFile[]; problems: ContentProblem[] } => {
  const problems: ContentProblem[] = [];
  const items: PlacementItemFile[] = [];
  if (!existsSync(root)) return { items, problems: [{ file: "", message: "the folder is missing" }] };
  const files = readdirSync(root).filter((name) => name.endsWith(".yaml"));
  for (const name of files) {
    const level = name.replace(/\.yaml$/, "").toUpperCase() as CefrBand;
    if (!CEFR_BANDS.includes(level)) {
      problems.push({ file: name, message: "a bank file is named after its level: a1.yaml … c2.yaml" });
      continue;
    }
    let raw: unknown;
    try {
      raw = parseYaml(readFileSync(join(root, name), "utf8"));
    } catch (error) {
      problems.push({ file: name, message: `not valid YAML: ${(error as Error).message.split("\n")[0]}` });
      continue;
    }
    if (!Array.isArray(raw)) {
      problems.push({ file: name, message: "a bank file is a list of items" });
      continue;
    }
    raw.forEach((entry, index) => {
      const parsed = placementItemFileSchema.safeParse(entry);
      const where = `item ${index + 1}${typeof entry?.key === "string" ? ` (${entry.key})` : ""}`;
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push({ file: name, message: `${where}: ${issue.path.join(".")}: ${issue.message}` });
        return;
      }
      if (parsed.data.level !== level)
        problems.push({ file: name, message: `${where}: level ${parsed.data.level} belongs in its own file` });
      items.push(parsed.data);
    });
  }
  problems.push(...reviewBank(items));
  return { items, problems };
};

const reviewBank = (items: PlacementItemFile[]): ContentProblem[] => {
  const problems: ContentProblem[] = [];
  const fileOf = (item: PlacementItemFile) => `${item.level.toLowerCase()}.yaml`;
  const seenKeys = new Set<string>();
  const seenQuestions = new Map<string, string>();
  for (const item of items) {
    if (seenKeys.has(item.key)) problems.push({ file: fileOf(item), message: `${item.key}: the key is used twice` });
    seenKeys.add(item.key);
    const text = normalise([item.passage ?? "", item.say ?? "", item.question].join(" "));
    const first = seenQuestions.get(text);
    if (first) problems.push({ file: fileOf(item), message: `${item.key}: asks what ${first} asks` });
    else seenQuestions.set(text, item.key);
  }
  if (items.length < MIN_BANK_SIZE) problems.push({ file: "", message: `${items.length} items; the bank needs at least ${MIN_BANK_SIZE}` });
  for (const level of CEFR_BANDS) {
    const ofLevel = items.filter((item) => item.level === level);
    const file = `${level.toLowerCase()}.yaml`;
    if (ofLevel.length < MIN_ITEMS_PER_BAND)
      problems.push({ file, message: `${ofLevel.length} items; each level needs at least ${MIN_ITEMS_PER_BAND}` });
    if (ofLevel.length === 0) continue;
    const listening = ofLevel.filter((item) => item.skill === "listening").length;
    if (listening < ofLevel.length * MIN_LISTENING_SHARE_PER_BAND)
      problems.push({ file, message: `${listening} of ${ofLevel.length} items are listening; at least a third must be` });
    for (const skill of PLACEMENT_SKILLS)
      if (!ofLevel.some((item) => item.skill === skill)) problems.push({ file, message: `no ${skill} item` });
    for (let position = 0; position < 4; position += 1) {
      const share = ofLevel.filter((item) => item.answer === position).length / ofLevel.length;
      if (share > MAX_ANSWER_POSITION_SHARE)
        problems.push({ file, message: `${Math.round(share * 100)} % of the right answers are option ${position + 1}` });
    }
  }
  return problems;
};
