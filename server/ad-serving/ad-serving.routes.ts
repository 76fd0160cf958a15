import { Router } from "express";
import { approvedAdsQuerySchema, type ApprovedAdsResponse } from "../../shared/api/advertising";
import type { AppDependencies } from "../app-dependencies";
import { addressKeyOf } from "../lib/client-address";
import { requireIdParam, validate } from "../lib/validate";
import { isCountableAgent, loadServableAds, recordAdEvent, runningAds, visitorKeyOf } from "./ad-serving.service";
import { SERVED_ADS_READS } from "./served-ads-cache";

const AD_NOT_FOUND = "Advertisement not found";

// Showing ads (public): the running ads of a placement, and the impression and click calls.
export const createAdServingRouter = ({ db, clock, cache, config, logger }: AppDependencies) => {
  const router = Router();

  router.get("/advertisements/approved", async (req, res) => {
    const { placement } = validate(approvedAdsQuerySchema, req.query);
    // The candidates are cached; whether each runs is decided now, so an ad stops the moment it ends.
    const candidates = await cache.get(`${SERVED_ADS_READS}${placement}`, () => loadServableAds({ db, placement, now: clock.now() }));
    const body: ApprovedAdsResponse = { advertisements: runningAds(candidates, clock.now()) };
    res.json(body);
  });

  const track = (kind: "impression" | "click") =>
    router.post(`/advertisements/:id/${kind}`, async (req, res) => {
      const advertisementId = requireIdParam(req.params.id, AD_NOT_FOUND);
      const userAgent = req.get("user-agent");
      // Admins reviewing the site and robots are not an advertiser's audience: answered alike, never counted.
      if (!req.user?.isAdmin && isCountableAgent(userAgent)) {
        const visitorKey = visitorKeyOf({ address: addressKeyOf(req.ip), userAgent: userAgent!, secret: config.sessionSecret });
        try {
          await recordAdEvent({ db, now: clock.now(), advertisementId, kind, visitorKey });
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
