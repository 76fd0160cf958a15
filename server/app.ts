import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { createAuthRouter } from "./auth/auth.routes";
import { createPassport } from "./auth/passport";
import type { DatabaseHandle } from "./db/connection";
import { createCoursesRouter } from "./courses/courses.routes";
import { createHealthRouter } from "./health/health.routes";
import { createMessagesRouter } from "./messages/messages.routes";
import { createPlansRouter } from "./billing/plans.routes";
import { createPaymentsModeRouter } from "./billing/payments-mode.routes";
import { createAssessmentRouter } from "./assessment/assessment.routes";
import { createMyLearningRouter } from "./learning/my-learning.routes";
import { createProfileRouter } from "./profile/profile.routes";
import type { Clock } from "./lib/clock";
import { requireSameSiteJson } from "./lib/csrf";
import { AppError } from "./lib/errors";
import { createErrorHandler } from "./lib/error-handler";
import { assignRequestId } from "./lib/request-context";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mailer";
import type { ReadCache } from "./lib/read-cache";
import type { YocoClient } from "./lib/payments/yoco-client";
import { createYocoSandbox } from "./billing/yoco-sandbox";
import { createWebhooksRouter } from "./billing/webhooks.routes";
import { createSubscriptionsRouter } from "./billing/subscriptions.routes";
import { createSessionMiddleware, enforceAbsoluteLifetime } from "./lib/session";
import { contentSecurityPolicy } from "./lib/security-headers";
import { serveClient } from "./lib/serve-client";

export type AppConfig = {
  isProduction: boolean;
  sessionSecret: string;
  /** PUBLIC_URL as configured, e.g. https://college.example: the Origin check and https cookies. */
  publicUrl?: string;
  /**
   * The origin people reach the site at (PUBLIC_URL's, or http://localhost:PORT): every link and payment
   * return address is built from it, never from a request's Host header.
   */
  siteOrigin: string;
  trustProxy: boolean | number | string;
  /** Accounts one address may register in an hour (a school lab registers a class from one address). */
  registrationsPerAddressPerHour: number;
  /** Where public-form notifications go. */
  schoolInboxEmail: string;
  /** The From header of every mail. */
  mailFrom: string;
  /** Mount the built-in Yoco sandbox at /__yoco-sandbox (no real Yoco key configured). */
  paymentsSandbox?: {
    secretKey: string;
    webhookSecret: string;
    /** Where this server reaches itself (http://127.0.0.1:PORT): the sandbox delivers webhooks there. */
    selfOrigin: string;
  };
  /** The built SPA (dist/client); when missing, only the API is served. */
  clientDistDir?: string;
};

/** Every outside effect reaches the services through here, so tests swap in doubles of the outside world. */
export type AppDependencies = {
  config: AppConfig;
  database: DatabaseHandle;
  db: DatabaseHandle["db"];
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  payments: { yoco: YocoClient; webhookSecret: string };
  /** In-memory cache of public reads; writes invalidate it (see lib/read-cache.ts). */
  cache: ReadCache;
  /** Called after a mail is queued, so delivery starts now instead of at the next scheduled run. */
  onMailQueued: () => void;
  /** Flipped by the server on SIGTERM so that /api/ready answers 503 while requests drain. */
  lifecycle: { isShuttingDown: boolean };
};

const JSON_BODY_LIMIT = "100kb";

export const createApp = (deps: AppDependencies): Express => {
  const { config, logger } = deps;
  const app = express();
  const isSecureCookie = config.publicUrl?.startsWith("https://") ?? config.isProduction;
  app.set("trust proxy", config.trustProxy);
  app.set("session cookie name", isSecureCookie ? "__Host-sid" : "sid");
  app.set("session cookie secure", isSecureCookie);
  app.disable("x-powered-by");
  app.use(assignRequestId);

  app.use(
    helmet({
      contentSecurityPolicy: { directives: contentSecurityPolicy(config.isProduction) },
      strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(
    pinoHttp({
      logger,
      // Only what is needed to follow a request: never bodies, cookies or tokens in query strings.
      genReqId: (_req, res) => String(res.getHeader("X-Request-Id") ?? ""),
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ requestId: req.id, method: req.method, path: req.url.split("?")[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith("/api/") },
    }),
  );

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Webhooks first: they need the raw body, and they carry a signature instead of a session.
  api.use(createWebhooksRouter(deps));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(requireSameSiteJson({ allowedOrigin: config.publicUrl ? new URL(config.publicUrl).origin : undefined }));
  api.use(createHealthRouter(deps));
  // Public reads need no session: mounted before it, they skip the session and user lookups entirely.
  api.use(createCoursesRouter(deps));
  api.use(createPlansRouter(deps));
  api.use(createPaymentsModeRouter(deps));

  const passport = createPassport(deps.db);
  api.use(createSessionMiddleware({ db: deps.db, pool: deps.database.sessionPool, changeFeed: deps.database.authChangeFeed, secret: config.sessionSecret, isSecureCookie, clock: deps.clock }));
  api.use(passport.session());
  api.use(enforceAbsoluteLifetime(deps.clock));

  api.use(createAuthRouter(deps, passport as never));
  api.use(createMessagesRouter(deps));
  api.use(createAssessmentRouter(deps));
  api.use(createProfileRouter(deps));
  api.use(createMyLearningRouter(deps));
  api.use(createSubscriptionsRouter(deps));

  api.use((req, _res, next) => next(new AppError("not_found", `No API route for ${req.method} ${req.path}`)));
  app.use("/api", api);

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
