import express, { type Express } from "express";
import { translateApiErrors } from "./i18n/translate-api-errors";
import { createAuthRouter } from "./auth/auth.routes";
import { createPasswordResetRouter } from "./auth/password-reset.routes";
import { createEmailConfirmationRouter } from "./auth/email-confirmation.routes";
import { createPassport } from "./auth/passport";
import { createCoursesRouter } from "./courses/courses.routes";
import { createHealthRouter } from "./health/health.routes";
import { createMessagesRouter } from "./messages/messages.routes";
import { createPlansRouter } from "./billing/plans.routes";
import { createPaymentsModeRouter } from "./billing/payments-mode.routes";
import { createSchoolRouter } from "./school/school.routes";
import { createAssessmentRouter } from "./assessment/assessment.routes";
import { createPlacementRouter } from "./placement/placement.routes";
import { createMyLearningRouter } from "./learning/my-learning.routes";
import { createLearningRouter } from "./learning/learning.routes";
import { createCourseTestsRouter } from "./course-tests/course-tests.routes";
import { createLiveClassesRouter } from "./live-classes/live-classes.routes";
import { createAdminContentRouter } from "./admin-content/admin-content.routes";
import { createCourseImageAdminRouter, createCourseImagesRouter } from "./course-images/course-images.routes";
import { createAdminUsersRouter } from "./admin-users/admin-users.routes";
import { createAdminSubscriptionsRouter } from "./admin-subscriptions/admin-subscriptions.routes";
import { createAdminPlansRouter } from "./admin-plans/admin-plans.routes";
import { createAuditLogRouter } from "./audit/audit-log.routes";
import { createPlacementCalibrationRouter } from "./placement/calibration.routes";
import { createAdminInboxRouter } from "./admin-inbox/admin-inbox.routes";
import { createBackupsRouter } from "./backups/backups.routes";
import { createAdCountingRouter, createServedAdsRouter } from "./ad-serving/ad-serving.routes";
import { createAdvertisingRouter } from "./advertising/advertising.routes";
import { createAdvertisingAdminRouter } from "./advertising-admin/advertising-admin.routes";
import { createProfileRouter } from "./profile/profile.routes";
import { createAchievementsRouter } from "./achievements/achievements.routes";
import { createCertificatesRouter } from "./certificates/certificates.routes";
import { createPhonicsRouter } from "./phonics/phonics.routes";
import { createOutreachRouter } from "./outreach/outreach.routes";
import { createUnsubscribeRouter, UNSUBSCRIBE_PATH } from "./outreach/unsubscribe.routes";
import { requireSameSiteJson } from "./lib/csrf";
import { AppError } from "./lib/errors";
import type { AppDependencies } from "./app-dependencies";
import { logApiRequests } from "./lib/access-log";
import { createErrorHandler } from "./lib/error-handler";
import { assignRequestId } from "./lib/request-context";
import { createYocoSandbox } from "./billing/yoco-sandbox";
import { createWebhooksRouter } from "./billing/webhooks.routes";
import { createTestClockRouter } from "./test-support/test-clock.routes";
import { createSubscriptionsRouter } from "./billing/subscriptions.routes";
import { createReceiptRouter } from "./billing/receipt.routes";
import { createSessionMiddleware, enforceAbsoluteLifetime, sessionCookieName } from "./lib/session";
import { setSecurityHeaders } from "./lib/security-headers";
import { serveClient } from "./lib/serve-client";
import { serveHashedAssetsFromMemory } from "./lib/hashed-assets";

const JSON_BODY_LIMIT = "100kb";

export type { AppConfig, AppDependencies } from "./app-dependencies";

export const createApp = (deps: AppDependencies): Express => {
  const { config, logger } = deps;
  const app = express();
  const isSecureCookie = config.publicUrl?.startsWith("https://") ?? config.isProduction;
  app.set("trust proxy", config.trustProxy);
  app.set("session cookie name", sessionCookieName(isSecureCookie));
  app.set("session cookie secure", isSecureCookie);
  app.disable("x-powered-by");
  app.use(assignRequestId);
  app.use(setSecurityHeaders({ isProduction: config.isProduction }));
  app.use(logApiRequests(logger));
  // Ahead of the API's middleware: the busiest static files, with the same request id and security headers.
  if (config.clientDistDir) app.use(serveHashedAssetsFromMemory(config.clientDistDir));

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Public reads first: GET only, no body, no session, so the body parser, the same-site check and the
  // session never run for them (they are the busiest requests of the site).
  api.use(createCoursesRouter(deps));
  api.use(createCourseImagesRouter(deps));
  api.use(createPlansRouter(deps));
  api.use(createPaymentsModeRouter(deps));
  api.use(createSchoolRouter(deps));
  api.use(createServedAdsRouter(deps));
  // Webhooks before the body parser: they need the raw body, and they carry a signature instead of a session.
  api.use(createWebhooksRouter(deps));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  // One-click unsubscribe (RFC 8058) is a form POST from a mail app: its signed token is the proof.
  api.use(
    requireSameSiteJson({
      allowedOrigin: config.publicUrl ? new URL(config.publicUrl).origin : undefined,
      exemptPaths: [UNSUBSCRIBE_PATH],
    }),
  );
  api.use(createUnsubscribeRouter(deps));
  api.use(createHealthRouter(deps));

  const passport = createPassport(deps.db);
  const sessionRouter = express.Router();
  sessionRouter.use(
    createSessionMiddleware({
      db: deps.db,
      pool: deps.database.sessionPool,
      changeFeed: deps.database.authChangeFeed,
      secret: config.sessionSecret,
      isSecureCookie,
      clock: deps.clock,
    }),
    passport.session(),
    enforceAbsoluteLifetime(deps.clock),
  );
  // The impression call is the busiest write of the site, mostly from visitors without a session: they
  // skip the session entirely; a request with the cookie has it read (an admin's views are not counted).
  const cookiePrefix = `${sessionCookieName(isSecureCookie)}=`;
  api.use(
    createAdCountingRouter(deps, (req, res, next) => (req.headers.cookie?.includes(cookiePrefix) ? sessionRouter(req, res, next) : next())),
  );
  api.use(sessionRouter);

  api.use(createAuthRouter(deps, passport));
  api.use(createPasswordResetRouter(deps));
  api.use(createEmailConfirmationRouter(deps));
  api.use(createMessagesRouter(deps));
  api.use(createAssessmentRouter(deps));
  api.use(createPlacementRouter(deps));
  api.use(createProfileRouter(deps));
  api.use(createMyLearningRouter(deps));
  api.use(createSubscriptionsRouter(deps));
  api.use(createReceiptRouter(deps));
  api.use(createLearningRouter(deps));
  api.use(createCourseTestsRouter(deps));
  api.use(createAchievementsRouter(deps));
  api.use(createCertificatesRouter(deps));
  api.use(createPhonicsRouter(deps));
  api.use(createOutreachRouter(deps));
  api.use(createLiveClassesRouter(deps));
  api.use(createAdminContentRouter(deps));
  api.use(createCourseImageAdminRouter(deps));
  api.use(createAdminUsersRouter(deps));
  api.use(createAdminSubscriptionsRouter(deps));
  api.use(createAdminPlansRouter(deps));
  api.use(createAuditLogRouter(deps));
  api.use(createPlacementCalibrationRouter(deps));
  api.use(createAdminInboxRouter(deps));
  api.use(createBackupsRouter(deps));
  api.use(createAdvertisingRouter(deps));
  api.use(createAdvertisingAdminRouter(deps));

  if (config.testClock) api.use(createTestClockRouter(config.testClock));

  api.use((req, _res, next) => next(new AppError("not_found", `No API route for ${req.method} ${req.path}`)));
  // Before the routes: every answer of the API, the error handler's included, passes this seam.
  app.use("/api", translateApiErrors, api);

  const sandbox = config.paymentsSandbox;
  if (sandbox) {
    app.use(
      "/__yoco-sandbox",
      createYocoSandbox({
        secretKey: sandbox.secretKey,
        webhookSecret: sandbox.webhookSecret,
        clock: deps.clock,
        // Read at delivery time from configuration: never from the Host header of the request at hand.
        webhookUrl: () => `${sandbox.selfOrigin}/api/webhooks/yoco`,
        checkoutPageUrl: (id) => `${config.siteOrigin}/__yoco-sandbox/checkout/${encodeURIComponent(id)}`,
        logger,
      }),
    );
  }

  if (config.clientDistDir) serveClient(app, config.clientDistDir);

  app.use(createErrorHandler(logger));
  return app;
};
