import type { ReactNode } from "react";
import type { AdminUserDetail } from "@shared/api/admin-users";
import { Badge } from "@/components/ui/badge";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { ApiError } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { countryName } from "@/lib/profile-choices";
import { useViewerTime } from "@/lib/viewer-time";
import { useUser } from "../api/get-user";
import { SubscriptionSection } from "./subscription-section";
import { UserActions } from "./user-actions";

/** One block of the page: a titled card. The page is a plain stack of these, so a new one is one more line. */
function UserSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ProfileSection({ user }: { user: AdminUserDetail }) {
  const time = useViewerTime();
  const when = (iso: string | null) => (iso ? time.moment(iso) : "Never");
  return (
    <UserSection id="user-profile-title" title="Profile">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Name</dt>
        <dd className="break-words">{[user.firstName, user.lastName].filter(Boolean).join(" ") || "—"}</dd>
        <dt className="font-medium text-slate-600">Email</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="font-medium text-slate-600">Country</dt>
        <dd>{user.country ? countryName(user.country, "en") : "—"}</dd>
        <dt className="font-medium text-slate-600">English level</dt>
        <dd>{user.languageLevel ?? "—"}</dd>
        <dt className="font-medium text-slate-600">Registered</dt>
        <dd>{when(user.createdAt)}</dd>
        <dt className="font-medium text-slate-600">Last sign-in</dt>
        <dd>{when(user.lastSignInAt)}</dd>
        <dt className="font-medium text-slate-600">Signed in now</dt>
        <dd>{user.activeSessions === 1 ? "1 session" : `${user.activeSessions} sessions`}</dd>
        <dt className="font-medium text-slate-600">Subscription</dt>
        <dd>
          {user.subscription
            ? `${user.subscription.planName} (${user.subscription.status.replace("_", " ")}) until ${when(user.subscription.currentPeriodEnd)}`
            : "None"}
        </dd>
      </dl>
    </UserSection>
  );
}

function EnrolmentsSection({ user }: { user: AdminUserDetail }) {
  return (
    <UserSection id="user-enrolments-title" title="Enrolments">
      {user.enrolments.length === 0 ? (
        <p className="text-sm text-slate-600">Not enrolled in any course.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {user.enrolments.map((enrolment) => (
            <li key={enrolment.courseId} className="break-words">
              {enrolment.courseTitle}: {enrolment.progress}%
            </li>
          ))}
        </ul>
      )}
    </UserSection>
  );
}

/**
 * One account as a page of its own (/admin/users/:id; the page's frame shows the username as its title):
 * who it is, what it studies and what an admin may do to it, one section under another.
 */
export function UserPage({ userId }: { userId: number }) {
  const user = useUser(userId);
  const { user: me } = useAuth();

  if (user.isPending) return <SectionLoading label="Loading the account..." />;
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.status === 404) {
      return (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          There is no account with this number.
        </p>
      );
    }
    return <SectionError message="The account could not be loaded." onRetry={() => void user.refetch()} isRetrying={user.isFetching} />;
  }

  const account = user.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={account.isAdmin ? "brand" : "neutral"}>{account.isAdmin ? "Admin" : "Student"}</Badge>
        {account.isDisabled ? <Badge tone="danger">Disabled</Badge> : null}
        {account.closedAt ? <Badge tone="danger">Closed</Badge> : null}
      </div>
      <ProfileSection user={account} />
      <EnrolmentsSection user={account} />
      <SubscriptionSection userId={account.id} name={account.username} />
      <UserSection id="user-actions-title" title="Actions">
        {account.closedAt ? (
          <p className="text-sm text-slate-600">Its owner closed this account: there is nothing left to change.</p>
        ) : (
          <UserActions user={account} isSelf={me?.id === account.id} />
        )}
      </UserSection>
    </div>
  );
}
