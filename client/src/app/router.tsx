import { lazy, Suspense, type ReactNode } from "react";
import { Redirect, Route, Switch } from "wouter";
import { AppShell } from "@/components/layout/app-shell";
import { PageSpinner } from "@/components/ui/spinner";
import { lazyWithTexts } from "@/i18n/i18n";
import { TestPaymentsBanner } from "@/features/billing/components/test-payments-banner";
import { KIDS_TRIAL_PATH, PARENT_HOME_PATH } from "@/lib/parent-paths";
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
const Advertising = lazy(() => import("./routes/ads/advertising"));
const Campaign = lazy(() => import("./routes/ads/campaign"));
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
      <Route path="/admin/*?">
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

/** The public route table in the spec's order: the first match wins, so /courses/:id comes before /courses. */
function PublicRoutes() {
  return (
    <PublicShell>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/courses/:id/learn">
            <RequireAuth>
              <CoursePlayer />
            </RequireAuth>
          </Route>
          <Route path="/courses/:id/lessons/:lessonId">
            <RequireAuth>
              <Lesson />
            </RequireAuth>
          </Route>
          <Route path="/courses/:id/tests/:testId">
            <RequireAuth>
              <CourseTest />
            </RequireAuth>
          </Route>
          <Route path="/courses/:id" component={CourseDetail} />
          <Route path="/courses" component={CourseList} />
          <Route path="/phonics" component={Phonics} />
          <Route path="/phonics-demo" component={PhonicsDemo} />
          <Route path={KIDS_TRIAL_PATH}>
            {/* A visitor registers first (or signs in from there) and comes back here to start it. */}
            <RequireAuth signedOutPath={withRedirect("/register", KIDS_TRIAL_PATH)}>
              <StartTrial />
            </RequireAuth>
          </Route>
          <Route path="/kids" component={Kids} />
          <Route path="/about" component={About} />
          <Route path="/terms" component={Terms} />
          <Route path="/privacy" component={Privacy} />
          <Route path="/pricing" component={Pricing} />
          <Route path="/contact" component={Contact} />
          <Route path="/assessment" component={Assessment} />
          <Route path="/login">
            <RedirectIfSignedIn>
              <Login />
            </RedirectIfSignedIn>
          </Route>
          <Route path="/register">
            <RedirectIfSignedIn>
              <Register />
            </RedirectIfSignedIn>
          </Route>
          <Route path="/forgot-password" component={ForgotPassword} />
          {/* Not behind RedirectIfSignedIn: a link opened while signed in still sets that account's password. */}
          <Route path="/reset-password" component={ResetPassword} />
          <Route path="/confirm-email" component={ConfirmEmail} />
          <Route path="/subscribe/:planId">
            {/* The spec sends visitors back to pricing after sign-in, not to the plan they picked. */}
            <RequireAuth signedOutPath={buildLoginPath("/pricing")}>
              <Subscribe />
            </RequireAuth>
          </Route>
          {/* Subscribe without a plan has nothing to show: the spec sends it to pricing. */}
          <Route path="/subscribe">
            <Redirect to="/pricing" replace />
          </Route>
          <Route path="/receipts/:id">
            <RequireAuth>
              <Receipt />
            </RequireAuth>
          </Route>
          <Route path="/dashboard">
            <RequireAuth>
              <ParentHomeForKidsParents>
                <Dashboard />
              </ParentHomeForKidsParents>
            </RequireAuth>
          </Route>
          <Route path={PARENT_HOME_PATH}>
            <RequireAuth>
              <ParentHome />
            </RequireAuth>
          </Route>
          <Route path="/certificates">
            <RequireAuth>
              <Certificates />
            </RequireAuth>
          </Route>
          <Route path="/certificate-test" component={CertificateTest} />
          <Route path="/verify/:number" component={VerifyCertificate} />
          <Route path="/verify" component={VerifyCertificate} />
          <Route path="/achievements" component={Achievements} />
          <Route path="/advertising" component={Advertising} />
          <Route path="/advertising/campaigns/:token" component={Campaign} />
          {/* The staff tools' old addresses, in mails and bookmarks, open them in the admin area. */}
          <Route path="/email-generator">
            <Redirect to="/admin/email-generator" replace />
          </Route>
          <Route path="/outreach">
            <Redirect to="/admin/outreach" replace />
          </Route>
          <Route path="/backup">
            <Redirect to="/admin/backups" replace />
          </Route>
          <Route path="/feedback" component={Feedback} />
          <Route path="/newsletter" component={Newsletter} />
          <Route path="/queries" component={Queries} />
          <Route path="/unsubscribe" component={Unsubscribe} />
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </PublicShell>
  );
}
