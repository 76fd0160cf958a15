import { afterEach, beforeEach, expect } from "vitest";
import { pendingChecks, secretLeaks } from "./secret-scanner";
import { getTestDatabase, resetTestDatabase } from "./test-database";

// Every server test starts from an empty, migrated, seeded database.
beforeEach(async () => {
  secretLeaks.length = 0;
  pendingChecks.length = 0;
  await resetTestDatabase(await getTestDatabase());
});

afterEach(async () => {
  await Promise.all(pendingChecks);
  expect(secretLeaks, "a response leaked a secret").toEqual([]);
});
