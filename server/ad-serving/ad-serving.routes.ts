import { Router, type RequestHandler } from "express";
import { approvedAdsQuerySchema } from "../../shared/api/advertising";
import type { AppDependencies } from "../app-dependencies";
import { addressKeyOf } from "../lib/client-address";
import { requireIdParam, validate } from "../lib/validate";
import { createAdEventRecorder } from "./ad-event-recorder";
import { isCountableAgent, isRunningAt, loadServableAds, servedAdsBody, visitorKeyOf } from "./ad-serving.service";
import { SERVED_ADS_READS } from "./served-ads-cache";

const AD_NOT_FOUND = "Advertisement not found";

/** The running ads of a placement (public): mounted before the session, like the other public reads. */
export const createServedAdsRouter = ({ db, clock, cache }: AppDependencies) => {
  const router = Router();
  router.get("/advertisements/approved", async (req, res) => {
    const { placement } = validate(approvedAdsQuerySchema, req.query);
    // The candidates are cached; whether each runs is decided now, so an ad stops the moment it ends.
    const candidates = await cache.get(`${SERVED_ADS_READS}${placement}`, () => loadServableAds({ db, placement, now: clock.now() }));
    res.type("application/json").send(servedAdsBody(candidates, clock.now()));
  });
  return router;
};

/** The impression and click calls (public); `loadSession` reads the session when there is one, to tell an admin apart. */
export const createAdCountingRouter = ({ db, clock, cache, config, logger }: AppDependencies, loadSession: RequestHandler) => {
  const router = Router();
  const record = createAdEventRecorder({ db });

  const track = (kind: "impression" | "click") =>
    router.post(`/advertisements/:id/${kind}`, loadSession, async (req, res) => {
      const advertisementId = requireIdParam(req.params.id, AD_NOT_FOUND);
      const userAgent = req.get("user-agent");
      // Admins reviewing the site and robots are not an advertiser's audience: answered alike, never counted.
      if (!req.user?.isAdmin && isCountableAgent(userAgent)) {
        const visitorKey = visitorKeyOf({ address: addressKeyOf(req.ip), userAgent: userAgent!, secret: config.sessionSecret });
        try {
          // Whether it runs comes from the served ads' cache (invalidated with them): no query per call.
          const now = clock.now();
          const candidates = await cache.get(`${SERVED_ADS_READS}all`, () => loadServableAds({ db, placement: "all", now }));
          if (isRunningAt(candidates, advertisementId, now)) await record({ now, advertisementId, kind, visitorKey });
        } catch (error) {
          // Counting must never break the page that shows the ad.
          logger.warn({ err: error, advertisementId, kind }, "ad event not recorded");
        }
      }
      res.status(204).end();
    });
  track("impression");
  track("click");

  return router;
};
