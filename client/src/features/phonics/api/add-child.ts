import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChildInput, ChildView } from "@shared/api/phonics";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function addChild(input: ChildInput) {
  return apiRequest<ChildView>("POST", "/api/phonics/children", input);
}

export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addChild, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.phonicsAccount }) });
}
