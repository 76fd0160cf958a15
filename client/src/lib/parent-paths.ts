// The addresses of the parents' journey, named once: the kids page, its trial start, and the parent home.
import { PAGE_ROUTES } from "@shared/page-routes";
import { withRedirect } from "./redirect";

/** Starts the kids free trial for the signed-in account; visitors come back here after registering. */
export const KIDS_TRIAL_PATH = PAGE_ROUTES.kidsTrial;

/** A visitor registers (or signs in from there) and comes back to start the trial. */
export const KIDS_TRIAL_SIGN_UP_PATH = withRedirect("/register", KIDS_TRIAL_PATH);

/** A parent's own page: their children, each child's progress and the plan. */
export const PARENT_HOME_PATH = PAGE_ROUTES.parentHome;

/** The kids plans on the kids page (the section carries this id). */
export const KIDS_PLANS_ID = "plans";
export const KIDS_PLANS_PATH = `/kids#${KIDS_PLANS_ID}`;
