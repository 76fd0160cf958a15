import { readFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { DEFAULT_DISCRIMINATION, initialDifficulty } from "../../shared/placement/bands";
import { placementItems } from "../../shared/schema/placement";
import { getTestDatabase } from "../test/test-database";
import { writeTestBank } from "./placement-test-bank";
import { PlacementBankError, seedPlacementBank } from "./seed-placement-bank";

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A bank of its own in a new folder (48 items a level: 288 in all, short of 300 as a bank being written). */
const newBank = () => {
  const folder = mkdtempSync(join(tmpdir(), "placement-seed-"));
  folders.push(folder);
  return writeTestBank(join(folder, "placement"));
};

const editFile = (root: string, level: string, edit: (items: Record<string, unknown>[]) => void) => {
  const path = join(root, `${level}.yaml`);
  const items = parse(readFileSync(path, "utf8")) as Record<string, unknown>[];
  edit(items);
  writeFileSync(path, stringify(items));
};

const seed = async (root: string) => {
  const { db } = await getTestDatabase();
  await db.transaction((tx) => seedPlacementBank(tx, root));
};

const rows = async () => {
  const { db } = await getTestDatabase();
  return db.select().from(placementItems).orderBy(placementItems.id);
};

const itemByKey = async (key: string) => (await rows()).find((row) => row.key === key)!;

describe("seedPlacementBank", () => {
  it("inserts every item of a bank still short of 300, with its level's starting parameters", async () => {
    const root = newBank();
    await seed(root);
    const stored = (await rows()).filter((row) => !row.isRetired);
    expect(stored).toHaveLength(288);
    const b1 = await itemByKey("b1-grammar-02");
    const file = (parse(readFileSync(join(root, "b1.yaml"), "utf8")) as Record<string, unknown>[]).find(
      (item) => item.key === "b1-grammar-02",
    )!;
    expect(b1).toMatchObject({
      skill: "grammar",
      level: "B1",
      question: file.question,
      options: file.options,
      answer: file.answer,
      difficulty: initialDifficulty("B1", file.step as "low" | "mid" | "high"),
      discrimination: DEFAULT_DISCRIMINATION,
      calibratedAt: null,
      isRetired: false,
    });
    expect((await itemByKey("a2-listening-01")).say).toMatch(/^Recording a2-listening-01/);
    expect((await itemByKey("c1-reading-05")).passage).toMatch(/^Passage c1-reading-05/);
  });

  it("changes nothing on a second run", async () => {
    const root = newBank();
    await seed(root);
    const before = await rows();
    await seed(root);
    expect(await rows()).toEqual(before);
  });

  it("gives an item whose text changed the new text, keeps its id, and never overwrites calibrated parameters", async () => {
    const root = newBank();
    await seed(root);
    const { db } = await getTestDatabase();
    const calibrated = await itemByKey("b2-vocabulary-03");
    const calibratedAt = new Date("2026-11-01T00:00:00Z");
    await db
      .update(placementItems)
      .set({ difficulty: 1.234, discrimination: 0.9, calibratedAt })
      .where(eq(placementItems.id, calibrated.id));
    const moved = await itemByKey("b2-grammar-02");
    editFile(root, "b2", (items) => {
      items.find((item) => item.key === "b2-vocabulary-03")!.question = "Which word means 'very tired'?";
      const item = items.find((entry) => entry.key === "b2-grammar-02")!;
      item.step = "high";
      item.options = ["was", "were", "has been", "had been"];
    });
    await seed(root);
    expect(await itemByKey("b2-vocabulary-03")).toMatchObject({
      id: calibrated.id,
      question: "Which word means 'very tired'?",
      difficulty: 1.234,
      discrimination: 0.9,
      calibratedAt,
    });
    expect(await itemByKey("b2-grammar-02")).toMatchObject({
      id: moved.id,
      options: ["was", "were", "has been", "had been"],
      difficulty: initialDifficulty("B2", "high"),
    });
  });

  it("retires an item gone from the files (never deletes it); when it returns it stays retired until an admin restores it", async () => {
    const root = newBank();
    await seed(root);
    const gone = await itemByKey("c2-listening-04");
    const original = readFileSync(join(root, "c2.yaml"), "utf8");
    editFile(root, "c2", (items) =>
      items.splice(
        items.findIndex((item) => item.key === "c2-listening-04"),
        1,
      ),
    );
    await seed(root);
    expect(await itemByKey("c2-listening-04")).toMatchObject({ id: gone.id, isRetired: true, question: gone.question });
    writeFileSync(join(root, "c2.yaml"), original);
    await seed(root);
    expect(await itemByKey("c2-listening-04")).toMatchObject({ id: gone.id, isRetired: true });
  });

  it("keeps an item an admin retired retired through the next seed (every start seeds)", async () => {
    const root = newBank();
    await seed(root);
    const item = await itemByKey("b1-grammar-01");
    const { db } = await getTestDatabase();
    await db.update(placementItems).set({ isRetired: true }).where(eq(placementItems.id, item!.id));
    await seed(root);
    expect(await itemByKey("b1-grammar-01")).toMatchObject({ id: item!.id, isRetired: true });
  });

  it("changes nothing when the folder is missing (a checkout without the bank yet)", async () => {
    const root = newBank();
    await seed(root);
    const before = await rows();
    await seed(join(root, "not-there"));
    expect(await rows()).toEqual(before);
  });

  it.each([
    [
      "an item the schema refuses",
      (items: Record<string, unknown>[]) => (items[0]!.answer = 7),
      /a1\.yaml: item 1 \(a1-listening-01\): answer/,
    ],
    ["a key used twice", (items: Record<string, unknown>[]) => (items[5]!.key = items[1]!.key), /the key is used twice/],
  ])("refuses %s, naming file and problem, and writes nothing", async (_name, edit, message) => {
    const root = newBank();
    editFile(root, "a1", edit);
    const before = await rows();
    await expect(seed(root)).rejects.toThrow(PlacementBankError);
    await expect(seed(root)).rejects.toThrow(message);
    expect(await rows()).toEqual(before);
  });
});
