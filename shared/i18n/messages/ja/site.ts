// The ja catalogue's site part (CATALOGUE_PARTS in shared/i18n/catalogue.ts): one browser chunk.
import home from "./home.json";
import courses from "./courses.json";
import about from "./about.json";
import type { CataloguePartMessages } from "../../catalogue";

const part: CataloguePartMessages = { home, courses, about };
export default part;
