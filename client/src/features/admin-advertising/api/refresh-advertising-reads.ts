import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * After a review or moderation every advertising read can have changed (the ad's state, its notices and
 * the unread badge, the figures, the overview's counts): all are read again now, not at the next 30 s refresh.
 */
export const refreshAdvertisingReads = (queryClient: QueryClient) =>
  Promise.all(
    [queryKeys.adminAdvertisements, queryKeys.adNotifications, queryKeys.advertisementStats, queryKeys.adminOverview].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
