// The en catalogue's shop part (CATALOGUE_PARTS in shared/i18n/catalogue.ts): one browser chunk.
import billing from "./billing.json";
import content from "./content.json";
import type { CataloguePartMessages } from "../../catalogue";

const part: CataloguePartMessages = { billing, content };
export default part;
