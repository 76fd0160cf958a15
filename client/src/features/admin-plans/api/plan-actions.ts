import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useRefreshPlans } from "./save-plan";

export type PlanAction = { planId: number; action: "retire" | "reinstate" } | { planId: number; action: "move"; direction: "up" | "down" };

/** POST /api/admin/plans/:id/retire, /reinstate or /move. */
export function runPlanAction(request: PlanAction) {
  const path = `/api/admin/plans/${request.planId}/${request.action}`;
  return apiRequest<unknown>("POST", path, request.action === "move" ? { direction: request.direction } : {});
}

export function usePlanAction() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: runPlanAction, onSuccess: refresh });
}
