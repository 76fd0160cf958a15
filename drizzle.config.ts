import { defineConfig } from "drizzle-kit";

// drizzle-kit only diffs the schema files into SQL; it never needs a live database here.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/index.ts",
  out: "./migrations",
  casing: "snake_case",
});
