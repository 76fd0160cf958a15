import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminPlan, CreatePlanRequest, UpdatePlanRequest } from "@shared/api/admin-plans";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The admin list and the public pricing and kids lists read again after any plan change. */
export function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.adminPlans }),
      queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionPlans("adult") }),
      queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionPlans("kids") }),
      queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
    ]);
}

/** POST /api/admin/plans: a new plan, last of its audience and interval. */
export function createPlan(plan: CreatePlanRequest) {
  return apiRequest<AdminPlan>("POST", "/api/admin/plans", plan);
}

/** PATCH /api/admin/plans/:id: only the fields that changed (a price change applies to new checkouts only). */
export function updatePlan({ planId, changes }: { planId: number; changes: UpdatePlanRequest }) {
  return apiRequest<unknown>("PATCH", `/api/admin/plans/${planId}`, changes);
}

export function useCreatePlan() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: createPlan, onSuccess: refresh });
}

export function useUpdatePlan() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: updatePlan, onSuccess: refresh });
}
