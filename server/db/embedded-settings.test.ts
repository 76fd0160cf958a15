import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { EMBEDDED_DB_DEFAULTS, embeddedPgliteOptions, parseDbSettings } from "./embedded-settings";

describe("the embedded database's settings", () => {
  it("reads name=value pairs separated by spaces or commas", () => {
    expect(parseDbSettings("shared_buffers=32MB, work_mem=2MB  effective_cache_size=64MB")).toEqual({
      shared_buffers: "32MB",
      work_mem: "2MB",
      effective_cache_size: "64MB",
    });
    expect(parseDbSettings("")).toEqual({});
    expect(parseDbSettings(undefined)).toEqual({});
  });

  it("refuses anything that is not a plain pair, so nothing else reaches PostgreSQL's command line", () => {
    expect(() => parseDbSettings("shared_buffers")).toThrow("not a name=value setting: shared_buffers");
    expect(() => parseDbSettings("work_mem=4MB;select")).toThrow("not a name=value setting: work_mem=4MB;select");
    expect(() => parseDbSettings("Shared_Buffers=1MB")).toThrow("not a name=value setting");
  });

  it("starts PGlite with small shared buffers, and an override wins", async () => {
    expect(EMBEDDED_DB_DEFAULTS.shared_buffers).toBe("16MB");
    const small = new PGlite(embeddedPgliteOptions());
    const larger = new PGlite(embeddedPgliteOptions({ shared_buffers: "24MB", work_mem: "2MB" }));
    try {
      expect((await small.query<{ shared_buffers: string }>("show shared_buffers")).rows[0]?.shared_buffers).toBe("16MB");
      expect((await larger.query<{ shared_buffers: string }>("show shared_buffers")).rows[0]?.shared_buffers).toBe("24MB");
      expect((await larger.query<{ work_mem: string }>("show work_mem")).rows[0]?.work_mem).toBe("2MB");
    } finally {
      await Promise.all([small.close(), larger.close()]);
    }
  });
});
