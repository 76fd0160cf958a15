import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export function unsubscribe(token: string) {
  return apiRequest<{ unsubscribed: true; email: string }>("POST", "/api/unsubscribe", { token });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
