import type { ApprovedAdsResponse } from "../../shared/api/advertising";

/** One visitor of the impression target: the address it calls from and the ticket the served ads gave it. */
export type AdVisitor = { address: string; ticket: string };

/**
 * Visitors behind the proxy: 10.x.y.z, one per index, so that each is a visitor of its own (one address
 * counts once per ad and 30 minutes). The app trusts X-Forwarded-For from loopback, as behind a reverse
 * proxy on the same machine.
 */
export const visitorAddress = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

const PARALLEL = 25;

/**
 * Every visitor fetches the served banners once from its own address, as a browser does before it can
 * count anything: the running banner ids and one ticket per address. A few seconds for thousands.
 */
export const prepareAdVisitors = async (appUrl: string, count: number) => {
  const visitors: AdVisitor[] = new Array(count);
  let adIds: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const address = visitorAddress(index);
      const response = await fetch(`${appUrl}/api/advertisements/approved?placement=homepage_banner`, {
        headers: { "x-forwarded-for": address },
      });
      if (!response.ok) throw new Error(`GET /api/advertisements/approved answered ${response.status} for ${address}`);
      const served = (await response.json()) as ApprovedAdsResponse;
      if (!served.ticket) throw new Error("GET /api/advertisements/approved gave no counting ticket");
      visitors[index] = { address, ticket: served.ticket };
      adIds = served.advertisements.map((ad) => ad.id);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (adIds.length === 0) throw new Error("GET /api/advertisements/approved returned no running homepage banner");
  return { adIds, visitors };
};
