import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCertificate } from "@shared/api/certificates";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function reinstateCertificate(certificateNumber: string) {
  return apiRequest<AdminCertificate>("POST", `/api/admin/certificates/${encodeURIComponent(certificateNumber)}/reinstate`, {});
}

export function useReinstateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCertificatesAll }),
  });
}
