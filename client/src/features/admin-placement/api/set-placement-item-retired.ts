import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlacementItemRetirement, UpdatePlacementItem } from "@shared/api/admin-placement";
import { apiRequest } from "@/lib/api-client";
import { placementItemsKey } from "./get-placement-items";

/** PATCH /api/admin/placement/items/:id: takes the item out of the test, or puts it back. */
export function setPlacementItemRetired({ id, isRetired }: UpdatePlacementItem & { id: number }) {
  return apiRequest<PlacementItemRetirement>("PATCH", `/api/admin/placement/items/${id}`, { isRetired });
}

export function useSetPlacementItemRetired() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlacementItemRetired,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: placementItemsKey }),
  });
}
