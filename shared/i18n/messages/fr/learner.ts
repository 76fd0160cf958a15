// The fr catalogue's learner part (CATALOGUE_PARTS in shared/i18n/catalogue.ts): one browser chunk.
import dashboard from "./dashboard.json";
import messages from "./messages.json";
import live from "./live.json";
import certificates from "./certificates.json";
import learning from "./learning.json";
import assessment from "./assessment.json";
import type { CataloguePartMessages } from "../../catalogue";

const part: CataloguePartMessages = { dashboard, messages, live, certificates, learning, assessment };
export default part;
