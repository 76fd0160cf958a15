// The addresses of the parents' journey, named once: the kids page, its trial start, and the parent home.
import { withRedirect } from "./redirect";

/** Starts the kids free trial for the signed-in account; visitors come back here after registering. */
export const KIDS_TRIAL_PATH = "/kids/start-trial";

/** A visitor registers (or signs in from there) and comes back to start the trial. */
export const KIDS_TRIAL_SIGN_UP_PATH = withRedirect("/register", KIDS_TRIAL_PATH);

/** A parent's own page: their children, each child's progress and the plan. */
export const PARENT_HOME_PATH = "/family";

/** The kids plans on the kids page (the section carries this id). */
export const KIDS_PLANS_ID = "plans";
export const KIDS_PLANS_PATH = `/kids#${KIDS_PLANS_ID}`;
