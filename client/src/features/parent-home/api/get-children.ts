import { useQuery } from "@tanstack/react-query";
import type { FamilyChildSummary, PhonicsAccountResponse } from "@shared/api/phonics";
import { queryKeys } from "@/lib/query-keys";

// The same keys as the phonics pages: adding a child there or here refreshes both.

/** GET /api/phonics/children: the children (name, age, avatar) and the plan's room for them. */
export function useParentChildren() {
  return useQuery<PhonicsAccountResponse>({ queryKey: queryKeys.phonicsAccount });
}

/** GET /api/phonics/family: each child's progress as the server counts it. */
export function useChildrenProgress() {
  return useQuery<FamilyChildSummary[]>({ queryKey: queryKeys.phonicsFamily });
}
