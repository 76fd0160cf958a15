import { Router, type RequestHandler, type Response } from "express";
import { adEventBodySchema, approvedAdsQuerySchema } from "../../shared/api/advertising";
import type { AppDependencies } from "../app-dependencies";
import { addressKeyOf } from "../lib/client-address";
import { AppError } from "../lib/errors";
import { requireIdParam, validate } from "../lib/validate";
import { AD_CALL_LIMITS, AD_CALLS_LIMITED, createAddressLimiter } from "./ad-call-limits";
import { createAdEventRecorder } from "./ad-event-recorder";
import { isCountableAgent, isRunningAt, loadServableAds, servedAdsBody } from "./ad-serving.service";
import { memoizeWithinSecond } from "../lib/per-second-memo";
import { deriveAdCountingKeys, isValidAdTicket, issueAdTicket, visitorKeyOf } from "./ad-ticket";
import { SERVED_ADS_READS } from "./served-ads-cache";

const AD_NOT_FOUND = "Advertisement not found";

/**
 * Writes `{ advertisements, ticket }`: a placement's served ads' JSON as bytes encoded once (the text is
 * the same until the running set or the candidates change), then the ticket. Written directly, not through
 * res.send: its ETag would hash every answer, and with a ticket per address no two answers match anyway.
 */
const createServedAdsSender = () => {
  const lastByPlacement = new Map<string, { body: string; head: Buffer }>();
  return (res: Response, placement: string, body: string, ticket: string) => {
    let last = lastByPlacement.get(placement);
    if (last?.body !== body) {
      last = { body, head: Buffer.from(body.slice(0, -1)) };
      lastByPlacement.set(placement, last);
    }
    const answer = Buffer.concat([last.head, Buffer.from(`,"ticket":${JSON.stringify(ticket)}}`)]);
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Content-Length", answer.length);
    res.end(answer);
  };
};

/** The running ads of a placement (public): mounted before the session, like the other public reads. */
export const createServedAdsRouter = ({ db, clock, cache, config }: AppDependencies) => {
  const router = Router();
  const keys = deriveAdCountingKeys(config.sessionSecret);
  // A ticket is stamped with its second: within one, an address's ticket is the same, computed once.
  const ticketOf = memoizeWithinSecond((addressKey, now) => issueAdTicket({ key: keys.ticket, addressKey, now }));
  const sendServedAds = createServedAdsSender();
  router.get("/advertisements/approved", async (req, res) => {
    const { placement } = validate(approvedAdsQuerySchema, req.query);
    // The candidates are cached; whether each runs is decided now, so an ad stops the moment it ends.
    const now = clock.now();
    const candidates = await cache.get(`${SERVED_ADS_READS}${placement}`, () => loadServableAds({ db, placement, now }));
    sendServedAds(res, placement, servedAdsBody(candidates, now), ticketOf(addressKeyOf(req.ip), now));
  });
  return router;
};

/**
 * The impression and click calls (public). Per address and minute, first the limit (429 past it, before
 * anything else is read); `loadSession` then reads the session when there is one, to tell an admin apart.
 */
export const createAdCountingRouter = ({ db, clock, cache, config, logger }: AppDependencies, loadSession: RequestHandler) => {
  const router = Router();
  const record = createAdEventRecorder({ db });
  const keys = deriveAdCountingKeys(config.sessionSecret);

  const track = (kind: "impression" | "click") => {
    const limiter = createAddressLimiter({ limit: AD_CALL_LIMITS[kind] });
    const limitPerAddress: RequestHandler = (req, res, next) => {
      // Read once: behind a trusted proxy every read of req.ip parses X-Forwarded-For again.
      const addressKey = addressKeyOf(req.ip);
      const retryAfterSeconds = limiter.check(addressKey, clock.now().getTime());
      if (retryAfterSeconds > 0) throw new AppError("rate_limited", AD_CALLS_LIMITED, { retryAfterSeconds });
      res.locals.addressKey = addressKey;
      next();
    };
    router.post(`/advertisements/:id/${kind}`, limitPerAddress, loadSession, async (req, res) => {
      const advertisementId = requireIdParam(req.params.id, AD_NOT_FOUND);
      const now = clock.now();
      const addressKey = res.locals.addressKey as string;
      const body = adEventBodySchema.safeParse(req.body);
      const ticket = body.success ? body.data.ticket : undefined;
      // Admins reviewing the site, robots and calls without this address's ticket are answered alike, never counted.
      const isCountable =
        !req.user?.isAdmin &&
        isCountableAgent(req.get("user-agent")) &&
        ticket !== undefined &&
        isValidAdTicket({ key: keys.ticket, ticket, addressKey, now });
      if (isCountable) {
        try {
          // Whether it runs comes from the served ads' cache (invalidated with them): no query per call.
          const candidates = await cache.get(`${SERVED_ADS_READS}all`, () => loadServableAds({ db, placement: "all", now }));
          if (isRunningAt(candidates, advertisementId, now)) {
            await record({ now, advertisementId, kind, visitorKey: visitorKeyOf({ key: keys.visitor, addressKey }) });
          }
        } catch (error) {
          // Counting must never break the page that shows the ad.
          logger.warn({ err: error, advertisementId, kind }, "ad event not recorded");
        }
      }
      res.status(204).end();
    });
  };
  track("impression");
  track("click");

  return router;
};
