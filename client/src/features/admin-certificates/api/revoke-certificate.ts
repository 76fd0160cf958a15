import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCertificate, RevokeCertificateInput } from "@shared/api/certificates";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function revokeCertificate({ certificateNumber, reason }: RevokeCertificateInput & { certificateNumber: string }) {
  return apiRequest<AdminCertificate>("POST", `/api/admin/certificates/${encodeURIComponent(certificateNumber)}/revoke`, { reason });
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCertificatesAll }),
  });
}
