import { join } from "node:path";
import { checkCatalogueConsistency, checkUsage, readCatalogues, readSources } from "../i18n/check-catalogues";
import { PROJECT_ROOT } from "../lib/project-root";

// `npm run i18n:check`: the catalogues are complete, consistent and all used (see check-catalogues.ts).
const root = PROJECT_ROOT;
const catalogues = readCatalogues(join(root, "shared/i18n/messages"));
const problems = [
  ...checkCatalogueConsistency(catalogues),
  ...checkUsage(catalogues.en!, readSources(root, ["client/src", "server", "shared"])),
];
const keys = Object.values(catalogues.en!).reduce((sum, messages) => sum + Object.keys(messages).length, 0);
if (problems.length) {
  console.error(`i18n check: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`i18n check: ${keys} messages in each of 6 languages, complete, consistent and used`);
