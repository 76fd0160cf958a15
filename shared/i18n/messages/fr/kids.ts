// The fr catalogue's kids part (CATALOGUE_PARTS in shared/i18n/catalogue.ts): one browser chunk.
import kids from "./kids.json";
import type { CataloguePartMessages } from "../../catalogue";

const part: CataloguePartMessages = { kids };
export default part;
