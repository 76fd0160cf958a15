import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useAuth } from "@/lib/auth";
import { useUser } from "../api/get-user";
import { UserActions } from "./user-actions";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-ZA", { dateStyle: "medium", timeStyle: "short" }) : "Never");

/** One account: profile, subscription, enrolments, sign-ins and what an admin may do to it. */
export function UserDetailDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const user = useUser(userId);
  const { user: me } = useAuth();
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{user.data ? user.data.username : "User"}</DialogTitle>
          <DialogDescription>{user.data ? user.data.email : "Account details"}</DialogDescription>
        </DialogHeader>
        {user.isPending ? (
          <SectionLoading label="Loading the account..." />
        ) : user.isError ? (
          <SectionError message="The account could not be loaded." onRetry={() => void user.refetch()} isRetrying={user.isFetching} />
        ) : (
          <div className="space-y-5 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              <dt className="font-medium text-slate-600">Name</dt>
              <dd>{[user.data.firstName, user.data.lastName].filter(Boolean).join(" ") || "—"}</dd>
              <dt className="font-medium text-slate-600">Country</dt>
              <dd>{user.data.country ?? "—"}</dd>
              <dt className="font-medium text-slate-600">English level</dt>
              <dd>{user.data.languageLevel ?? "—"}</dd>
              <dt className="font-medium text-slate-600">Registered</dt>
              <dd>{when(user.data.createdAt)}</dd>
              <dt className="font-medium text-slate-600">Last sign-in</dt>
              <dd>{when(user.data.lastSignInAt)}</dd>
              <dt className="font-medium text-slate-600">Signed in now</dt>
              <dd>{user.data.activeSessions === 1 ? "1 session" : `${user.data.activeSessions} sessions`}</dd>
              <dt className="font-medium text-slate-600">Role</dt>
              <dd>
                {[user.data.isAdmin ? "Admin" : "Student", user.data.isDisabled ? "disabled" : null, user.data.closedAt ? "closed" : null]
                  .filter(Boolean)
                  .join(", ")}
              </dd>
              <dt className="font-medium text-slate-600">Subscription</dt>
              <dd>
                {user.data.subscription
                  ? `${user.data.subscription.planName} (${user.data.subscription.status.replace("_", " ")}) until ${when(user.data.subscription.currentPeriodEnd)}`
                  : "None"}
              </dd>
            </dl>
            <div>
              <h3 className="mb-1.5 font-semibold text-slate-900">Enrolments</h3>
              {user.data.enrolments.length === 0 ? (
                <p className="text-slate-600">Not enrolled in any course.</p>
              ) : (
                <ul className="space-y-1">
                  {user.data.enrolments.map((enrolment) => (
                    <li key={enrolment.courseId}>
                      {enrolment.courseTitle}: {enrolment.progress}%
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <UserActions user={user.data} isSelf={me?.id === user.data.id} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
