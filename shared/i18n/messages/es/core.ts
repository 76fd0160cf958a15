// The es catalogue's core part (CATALOGUE_PARTS in shared/i18n/catalogue.ts): one browser chunk.
import common from "./common.json";
import type { CataloguePartMessages } from "../../catalogue";

const part: CataloguePartMessages = { common };
export default part;
