import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LiveClass } from "@shared/api/live-classes";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** 201 a new seat, 200 one the student had; 409 when the class is full, 404 once it is cancelled or over. */
export function bookLiveClass(liveClassId: number) {
  return apiRequest<LiveClass>("POST", `/api/live-classes/${liveClassId}/book`);
}

export function useBookLiveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookLiveClass,
    // The answer is the class as it is now: shown at once, then the list is read again for the seats.
    onSuccess: (booked) => {
      queryClient.setQueryData<LiveClass[]>(queryKeys.liveClasses, (list) => list?.map((item) => (item.id === booked.id ? booked : item)));
      void queryClient.invalidateQueries({ queryKey: queryKeys.liveClasses });
    },
    // Full or gone: the list shows why.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.liveClasses }),
  });
}
