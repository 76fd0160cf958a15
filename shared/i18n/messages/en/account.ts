// The en catalogue's account part (CATALOGUE_PARTS in shared/i18n/catalogue.ts): one browser chunk.
import auth from "./auth.json";
import account from "./account.json";
import errors from "./errors.json";
import type { CataloguePartMessages } from "../../catalogue";

const part: CataloguePartMessages = { auth, account, errors };
export default part;
