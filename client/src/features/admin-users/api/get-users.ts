import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUsersPage } from "@shared/api/admin-users";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getUsers(filters: { query: string; page: number }) {
  const params = new URLSearchParams({ query: filters.query, page: String(filters.page) });
  return apiRequest<AdminUsersPage>("GET", `/api/admin/users?${params.toString()}`);
}

export const usersQueryOptions = (filters: { query: string; page: number }) =>
  queryOptions({ queryKey: queryKeys.adminUserList(filters), queryFn: () => getUsers(filters), placeholderData: keepPreviousData });

export function useUsers(filters: { query: string; page: number }) {
  return useQuery(usersQueryOptions(filters));
}
