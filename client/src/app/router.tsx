import { lazy, Suspense, type ReactNode } from "react";
import { Redirect, Route, Switch } from "wouter";
import { AppShell } from "@/components/layout/app-shell";
import { PageSpinner } from "@/components/ui/spinner";
import { lazyWithTexts } from "@/i18n/i18n";
import { TestPaymentsBanner } from "@/features/billing/components/test-payments-banner";
import { PAGE_ROUTES } from "@shared/page-routes";
import { KIDS_TRIAL_PATH } from "@/lib/parent-paths";
import { buildLoginPath, withRedirect } from "@/lib/redirect";
import { ParentHomeForKidsParents, RedirectIfSignedIn, RequireAdmin, RequireAuth } from "./guards";
import { AccessDenied } from "./routes/errors/access-denied";

// Every screen is its own chunk, so a visitor downloads only the pages they open; a screen also waits for the
// parts of the language's catalogue its texts are in (`core`, the header's and forms', is always there).
const Home = lazyWithTexts(["site"], () => import("./routes/home/home"));
const CourseDetail = lazyWithTexts(["site", "shop"], () => import("./routes/courses/course-detail"));
const CourseList = lazyWithTexts(["site", "shop"], () => import("./routes/courses/course-list"));
const CoursePlayer = lazyWithTexts(["learner", "shop", "site", "account"], () => import("./routes/learning/course-player"));
const Lesson = lazyWithTexts(["learner", "shop", "account"], () => import("./routes/learning/lesson"));
const CourseTest = lazyWithTexts(["learner", "shop", "site", "account"], () => import("./routes/learning/course-test"));
const Phonics = lazyWithTexts(["kids", "account"], () => import("./routes/phonics/phonics"));
const PhonicsDemo = lazyWithTexts(["kids"], () => import("./routes/phonics/phonics-demo"));
const Kids = lazyWithTexts(["kids", "shop"], () => import("./routes/kids/kids"));
const StartTrial = lazyWithTexts(["kids", "shop", "account"], () => import("./routes/kids/start-trial"));
const ParentHome = lazyWithTexts(["kids", "learner", "account", "shop"], () => import("./routes/parent-home/parent-home"));
const About = lazyWithTexts(["site"], () => import("./routes/about/about"));
const Terms = lazyWithTexts(["site"], () => import("./routes/legal/terms"));
const Privacy = lazyWithTexts(["site"], () => import("./routes/legal/privacy"));
const Pricing = lazyWithTexts(["site", "shop", "learner", "account"], () => import("./routes/pricing/pricing"));
const Contact = lazyWithTexts(["site", "learner", "account"], () => import("./routes/contact/contact"));
const Assessment = lazyWithTexts(["learner"], () => import("./routes/assessment/assessment"));
const Login = lazyWithTexts(["account"], () => import("./routes/auth/login"));
const Register = lazyWithTexts(["account"], () => import("./routes/auth/register"));
const ForgotPassword = lazyWithTexts(["account"], () => import("./routes/auth/forgot-password"));
const ResetPassword = lazyWithTexts(["account"], () => import("./routes/auth/reset-password"));
const ConfirmEmail = lazyWithTexts(["account"], () => import("./routes/auth/confirm-email"));
const Subscribe = lazyWithTexts(["shop", "account"], () => import("./routes/billing/subscribe"));
const Dashboard = lazyWithTexts(["learner", "shop", "kids", "account"], () => import("./routes/dashboard/dashboard"));
// The staff side is one chunk of its own (each of its screens another): no public page downloads it.
const AdminArea = lazy(() => import("./routes/admin/admin-area"));
const Certificates = lazyWithTexts(["learner", "shop"], () => import("./routes/certificates/certificates"));
const CertificateTest = lazyWithTexts(["learner", "shop"], () => import("./routes/certificates/certificate-test"));
const VerifyCertificate = lazyWithTexts(["learner", "shop", "account"], () => import("./routes/certificates/verify"));
const Receipt = lazyWithTexts(["account"], () => import("./routes/receipts/receipt"));
const Achievements = lazyWithTexts(["learner", "shop"], () => import("./routes/achievements/achievements"));
// `site` for the served banner's words in the preview, `account` for the form's messages.
const Advertising = lazyWithTexts(["ads", "site", "account"], () => import("./routes/ads/advertising"));
const Campaign = lazyWithTexts(["ads"], () => import("./routes/ads/campaign"));
const Feedback = lazyWithTexts(["learner", "account"], () => import("./routes/messages/feedback"));
const Newsletter = lazyWithTexts(["learner", "account"], () => import("./routes/messages/newsletter"));
const Queries = lazyWithTexts(["learner", "account"], () => import("./routes/messages/queries"));
const Unsubscribe = lazyWithTexts(["account"], () => import("./routes/messages/unsubscribe"));
const NotFound = lazy(() => import("./routes/errors/not-found"));

/** The public site's frame: its header and footer around a page. */
const PublicShell = ({ children }: { children: ReactNode }) => <AppShell notice={<TestPaymentsBanner />}>{children}</AppShell>;

/**
 * The staff side (/admin/...) in its own layout, for admins: visitors go to sign-in, students see "Access
 * Denied" in the public frame. Everything else is the public site.
 */
export function AppRouter() {
  return (
    <Switch>
      <Route path={PAGE_ROUTES.admin}>
        <RequireAdmin
          denied={
            <PublicShell>
              <AccessDenied />
            </PublicShell>
          }
        >
          <Suspense fallback={<PageSpinner />}>
            <AdminArea />
          </Suspense>
        </RequireAdmin>
      </Route>
      <Route>
        <PublicRoutes />
      </Route>
    </Switch>
  );
}

/**
 * The public route table in the spec's order: the first match wins, so /courses/:id comes before /courses.
 * Every path is a name of PAGE_ROUTES, which the server also reads to answer 404 for any other address.
 */
function PublicRoutes() {
  return (
    <PublicShell>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path={PAGE_ROUTES.home} component={Home} />
          <Route path={PAGE_ROUTES.coursePlayer}>
            <RequireAuth>
              <CoursePlayer />
            </RequireAuth>
          </Route>
          <Route path={PAGE_ROUTES.lesson}>
            <RequireAuth>
              <Lesson />
            </RequireAuth>
          </Route>
          <Route path={PAGE_ROUTES.courseTest}>
            <RequireAuth>
              <CourseTest />
            </RequireAuth>
          </Route>
          <Route path={PAGE_ROUTES.course} component={CourseDetail} />
          <Route path={PAGE_ROUTES.courses} component={CourseList} />
          <Route path={PAGE_ROUTES.phonics} component={Phonics} />
          <Route path={PAGE_ROUTES.phonicsDemo} component={PhonicsDemo} />
          <Route path={PAGE_ROUTES.kidsTrial}>
            {/* A visitor registers first (or signs in from there) and comes back here to start it. */}
            <RequireAuth signedOutPath={withRedirect("/register", KIDS_TRIAL_PATH)}>
              <StartTrial />
            </RequireAuth>
          </Route>
          <Route path={PAGE_ROUTES.kids} component={Kids} />
          <Route path={PAGE_ROUTES.about} component={About} />
          <Route path={PAGE_ROUTES.terms} component={Terms} />
          <Route path={PAGE_ROUTES.privacy} component={Privacy} />
          <Route path={PAGE_ROUTES.pricing} component={Pricing} />
          <Route path={PAGE_ROUTES.contact} component={Contact} />
          <Route path={PAGE_ROUTES.assessment} component={Assessment} />
          <Route path={PAGE_ROUTES.login}>
            <RedirectIfSignedIn>
              <Login />
            </RedirectIfSignedIn>
          </Route>
          <Route path={PAGE_ROUTES.register}>
            <RedirectIfSignedIn>
              <Register />
            </RedirectIfSignedIn>
          </Route>
          <Route path={PAGE_ROUTES.forgotPassword} component={ForgotPassword} />
          {/* Not behind RedirectIfSignedIn: a link opened while signed in still sets that account's password. */}
          <Route path={PAGE_ROUTES.resetPassword} component={ResetPassword} />
          <Route path={PAGE_ROUTES.confirmEmail} component={ConfirmEmail} />
          <Route path={PAGE_ROUTES.subscribeToPlan}>
            {/* The spec sends visitors back to pricing after sign-in, not to the plan they picked. */}
            <RequireAuth signedOutPath={buildLoginPath("/pricing")}>
              <Subscribe />
            </RequireAuth>
          </Route>
          {/* Subscribe without a plan has nothing to show: the spec sends it to pricing. */}
          <Route path={PAGE_ROUTES.subscribe}>
            <Redirect to="/pricing" replace />
          </Route>
          <Route path={PAGE_ROUTES.receipt}>
            <RequireAuth>
              <Receipt />
            </RequireAuth>
          </Route>
          <Route path={PAGE_ROUTES.dashboard}>
            <RequireAuth>
              <ParentHomeForKidsParents>
                <Dashboard />
              </ParentHomeForKidsParents>
            </RequireAuth>
          </Route>
          <Route path={PAGE_ROUTES.parentHome}>
            <RequireAuth>
              <ParentHome />
            </RequireAuth>
          </Route>
          <Route path={PAGE_ROUTES.certificates}>
            <RequireAuth>
              <Certificates />
            </RequireAuth>
          </Route>
          <Route path={PAGE_ROUTES.certificateTest} component={CertificateTest} />
          <Route path={PAGE_ROUTES.verifyNumber} component={VerifyCertificate} />
          <Route path={PAGE_ROUTES.verify} component={VerifyCertificate} />
          <Route path={PAGE_ROUTES.achievements} component={Achievements} />
          <Route path={PAGE_ROUTES.advertising} component={Advertising} />
          <Route path={PAGE_ROUTES.campaign} component={Campaign} />
          {/* The staff tools' old addresses, in mails and bookmarks, open them in the admin area. */}
          <Route path={PAGE_ROUTES.oldEmailGenerator}>
            <Redirect to="/admin/email-generator" replace />
          </Route>
          <Route path={PAGE_ROUTES.oldOutreach}>
            <Redirect to="/admin/outreach" replace />
          </Route>
          <Route path={PAGE_ROUTES.oldBackup}>
            <Redirect to="/admin/backups" replace />
          </Route>
          <Route path={PAGE_ROUTES.feedback} component={Feedback} />
          <Route path={PAGE_ROUTES.newsletter} component={Newsletter} />
          <Route path={PAGE_ROUTES.queries} component={Queries} />
          <Route path={PAGE_ROUTES.unsubscribe} component={Unsubscribe} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </PublicShell>
  );
}
