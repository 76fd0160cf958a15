// The de catalogue's core part (CATALOGUE_PARTS in shared/i18n/catalogue.ts): one browser chunk.
import common from "./common.json";
import errors from "./errors.json";
import auth from "./auth.json";
import account from "./account.json";
import content from "./content.json";
import type { CataloguePartMessages } from "../../catalogue";

const part: CataloguePartMessages = { common, errors, auth, account, content };
export default part;
