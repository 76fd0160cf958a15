// The zh catalogue's ads part (CATALOGUE_PARTS in shared/i18n/catalogue.ts): one browser chunk.
import advertising from "./advertising.json";
import type { CataloguePartMessages } from "../../catalogue";

const part: CataloguePartMessages = { advertising };
export default part;
