import { toSnakeCase } from "drizzle-orm/casing";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../../shared/schema";
import { advertisements } from "../../shared/schema/ads";
import { enqueueMail } from "../lib/outbox";
import { createTestApp, signInAdmin } from "../test/test-app";
import { EXCLUDED_COLUMNS, EXCLUDED_TABLES, EXPORTED_ON_PURPOSE } from "./json-export";

// Names that usually hold a credential or something derived from one. Short words only as whole parts
// of the name ("visitor_key", not "monkey").
const LOOKS_SECRET = /token|secret|passw|hash|salt|credential|cookie|nonce|signature|private|(^|_)(key|sid|otp|pin|iv)(_|$)/;

const CAMPAIGN_TOKEN = "campaign-token-0a1b2c3d4e5f6071";
const UNSUBSCRIBE_TOKEN = "unsubscribe-token-8192a3b4c5d6e7f8";

/** Why `table.column` may be in the export, or undefined when it must not be. */
const reasonToExport = (table: string, column: string) => {
  if (EXCLUDED_TABLES.includes(table) || EXCLUDED_COLUMNS[table]?.includes(column)) return "excluded";
  if (!LOOKS_SECRET.test(column)) return "ordinary name";
  return EXPORTED_ON_PURPOSE[`${table}.${column}`];
};

describe("the all-data JSON export", () => {
  it("leaves out, or explains, every column of the schema whose name looks like a credential", () => {
    const unexplained: string[] = [];
    for (const value of Object.values(schema)) {
      if (!(value instanceof PgTable)) continue;
      const { name: table, columns } = getTableConfig(value);
      // The app's drizzle uses snake_case casing: the database names are the keys in snake case.
      for (const column of columns.map((entry) => toSnakeCase(entry.name)))
        if (!reasonToExport(table, column)) unexplained.push(`${table}.${column}`);
    }
    expect(unexplained, "exclude these in json-export.ts, or list them in EXPORTED_ON_PURPOSE with why").toEqual([]);
  });

  it("the names test catches what it is for", () => {
    for (const name of ["campaign_token", "password", "key_hash", "api_key", "client_secret", "sid", "password_salt"])
      expect(LOOKS_SECRET.test(name), name).toBe(true);
    for (const name of ["company_name", "monkey", "paid_at", "sha256", "pinned_at"]) expect(LOOKS_SECRET.test(name), name).toBe(false);
    expect(reasonToExport("advertisements", "campaign_token")).toBe("excluded");
  });

  it("holds no campaign token and no outbox headers, and no exported column looks like a credential", async () => {
    const testApp = await createTestApp();
    const admin = await signInAdmin(testApp);
    await testApp.db.insert(advertisements).values({
      companyName: "Sunrise Books",
      title: "Books",
      description: "Books for learners",
      linkUrl: "https://sunrise.example",
      placementArea: "homepage_banner",
      advertiserEmail: "ads@sunrise.example",
      campaignToken: CAMPAIGN_TOKEN,
    });
    await enqueueMail({
      db: testApp.db,
      now: testApp.clock.now(),
      mail: {
        to: "owner@shop.example",
        subject: "Lessons for your staff",
        text: "Hello",
        headers: { "List-Unsubscribe": `<http://college.test/api/unsubscribe?token=${UNSUBSCRIBE_TOKEN}>` },
      },
    });
    const response = await admin.get("/api/admin/backup/all-data");
    expect(response.status).toBe(200);
    expect(response.text).not.toContain(CAMPAIGN_TOKEN);
    expect(response.text).not.toContain(UNSUBSCRIBE_TOKEN);
    const data = JSON.parse(response.text) as {
      excluded: { columns: Record<string, string[]> };
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(data.excluded.columns.advertisements).toEqual(["campaign_token"]);
    expect(data.tables.advertisements![0]).toMatchObject({ company_name: "Sunrise Books" });
    expect(data.tables.advertisements![0]).not.toHaveProperty("campaign_token");
    expect(data.tables.mail_outbox![0]).toMatchObject({ to_address: "owner@shop.example", subject: "Lessons for your staff" });
    expect(data.tables.mail_outbox![0]).not.toHaveProperty("headers");
    const exported = Object.entries(data.tables).flatMap(([table, rows]) => Object.keys(rows[0] ?? {}).map((column) => [table, column]));
    expect(exported.length).toBeGreaterThan(50);
    expect(exported.filter(([table, column]) => !reasonToExport(table!, column!))).toEqual([]);
  });
});
