// The es catalogue: every namespace of shared/i18n/catalogue.ts (this list and that one are checked to match).
import common from "./common.json";
import errors from "./errors.json";
import auth from "./auth.json";
import account from "./account.json";
import home from "./home.json";
import courses from "./courses.json";
import about from "./about.json";
import billing from "./billing.json";
import certificates from "./certificates.json";
import dashboard from "./dashboard.json";
import messages from "./messages.json";
import live from "./live.json";
import learning from "./learning.json";
import assessment from "./assessment.json";
import kids from "./kids.json";
import content from "./content.json";
import mail from "./mail.json";
import advertising from "./advertising.json";
import type { NamespacedCatalogue } from "../../catalogue";

const catalogue: NamespacedCatalogue = {
  common,
  errors,
  auth,
  account,
  home,
  courses,
  about,
  billing,
  certificates,
  dashboard,
  messages,
  live,
  learning,
  assessment,
  kids,
  content,
  mail,
  advertising,
};
export default catalogue;
