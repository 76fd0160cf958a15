import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LiveClass } from "@shared/api/live-classes";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Upcoming classes with the student's bookings; 403 without a plan that includes them. */
export function getLiveClasses({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<LiveClass[]>("GET", "/api/live-classes", undefined, { signal });
}

export const liveClassesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.liveClasses, queryFn: ({ signal }) => getLiveClasses({ signal }) });

/** `enabled: false` for a student known to have no plan: the list is not asked for at all. */
export function useLiveClasses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...liveClassesQueryOptions(), enabled });
}
