import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { runSqlInBatches } from "./load-sql";

// Shaped like pg_dump's output: comments, settings, a function with a dollar-quoted body, values holding
// semicolons, quotes, line breaks and comment markers.
const DUMP = `--
-- PostgreSQL database dump
--
SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);
CREATE TABLE public.notes (id integer NOT NULL, body text);
CREATE FUNCTION public.shout(t text) RETURNS text LANGUAGE plpgsql AS $_$
BEGIN
  RETURN upper(t) || ';'; -- a semicolon inside the body
END;
$_$;
INSERT INTO public.notes VALUES (1, 'one; two');
INSERT INTO public.notes VALUES (2, 'it''s -- not a comment');
INSERT INTO public.notes VALUES (3, 'line one
line two;
/* not a comment */');
INSERT INTO public.notes VALUES (4, $$dollar ; quoted$$); -- a comment after the statement
--
-- PostgreSQL database dump complete
--
`;

let database: PGlite | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe("loading a SQL dump in batches", () => {
  it("cuts only between statements, whatever the values hold, and sends small batches", async () => {
    database = new PGlite();
    const batches: string[] = [];
    await runSqlInBatches(DUMP, (text) => (batches.push(text), database!.exec(text)), 60);
    expect(batches.length).toBeGreaterThan(3);
    const { rows } = await database.query<{ id: number; body: string }>("select id, body from public.notes order by id");
    expect(rows).toEqual([
      { id: 1, body: "one; two" },
      { id: 2, body: "it's -- not a comment" },
      { id: 3, body: "line one\nline two;\n/* not a comment */" },
      { id: 4, body: "dollar ; quoted" },
    ]);
    expect((await database.query<{ v: string }>("select public.shout('hi') as v")).rows[0]?.v).toBe("HI;");
  });

  it("stops at the first failing statement with PostgreSQL's error", async () => {
    database = new PGlite();
    await expect(
      runSqlInBatches("CREATE TABLE t (id int); INSERT INTO missing VALUES (1);", (text) => database!.exec(text)),
    ).rejects.toThrow('relation "missing" does not exist');
  });
});
