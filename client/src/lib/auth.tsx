import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, PublicUser, RegisterInput, SessionResponse } from "@shared/api/auth";
import { isLocale } from "@shared/i18n/locales";
import { useLocation } from "wouter";
import { activeLocale } from "@/i18n/i18n";
import { translate } from "@/i18n/use-t";
import { apiRequest } from "./api-client";
import { queryKeys } from "./query-keys";

export const CURRENT_USER_QUERY_KEY = queryKeys.currentUser;

/** The signed-in user, read once per page load from /api/session, which answers a visitor with null (never a 401). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiRequest<SessionResponse>("GET", "/api/session", undefined, { signal })).user,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The interface language for the account, when it is one of the site's languages. */
function interfaceLocale() {
  const locale = activeLocale();
  return isLocale(locale) ? { locale } : {};
}

export type AuthState = {
  user: PublicUser | null;
  /** True only until the first answer of /api/me: guards wait for it instead of guessing. */
  isLoading: boolean;
  isAdmin: boolean;
};

export function useAuth(): AuthState {
  const { data, isPending } = useQuery(currentUserQueryOptions());
  // Any failure other than 401 (server down, 500) also means "no user": the spec treats non-OK alike.
  const user = data ?? null;
  return { user, isLoading: isPending, isAdmin: user?.isAdmin === true };
}

/** Keeps an ApiError (its status and server message matter to the caller); anything else gets `fallback` (in the interface language). */
async function withFallbackMessage<T>(request: Promise<T>, fallback: string): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Error && error.message) throw error;
    throw new Error(fallback, { cause: error });
  }
}

function useSetSignedInUser() {
  const queryClient = useQueryClient();
  return (user: PublicUser) => {
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    // The session cookie is the truth: reading /api/me again confirms the browser really keeps it.
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  };
}

export function useLogin() {
  const setSignedInUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (credentials: LoginInput) =>
      withFallbackMessage(apiRequest<PublicUser>("POST", "/api/login", credentials), translate("common.authFallback.loginFailed")),
    onSuccess: setSignedInUser,
  });
}

export function useRegister() {
  const setSignedInUser = useSetSignedInUser();
  return useMutation({
    // The browser's time zone goes with it: the student's streak days count in their own days. So does the
    // interface language (not the pseudo-locale): the account's mails are written in it.
    mutationFn: (registration: RegisterInput) =>
      withFallbackMessage(
        apiRequest<PublicUser>("POST", "/api/register", { ...registration, timeZone: browserTimeZone(), ...interfaceLocale() }),
        translate("common.authFallback.registrationFailed"),
      ),
    onSuccess: setSignedInUser,
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => withFallbackMessage(apiRequest<void>("POST", "/api/logout"), translate("common.authFallback.logoutFailed")),
    onSuccess: () => {
      // Nothing read for the previous user may show to the next person at this browser.
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      navigate("/");
    },
    onError: (error) => {
      console.error("Logout failed", error);
    },
  });
}
