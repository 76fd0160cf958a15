import { useState } from "react";
import type { AdminUserDetail, UpdateAdminUserRequest } from "@shared/api/admin-users";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useEndUserSessions } from "../api/end-user-sessions";
import { useSendPasswordReset } from "../api/send-password-reset";
import { useUpdateUser } from "../api/update-user";

type Action = {
  id: string;
  label: string;
  title: string;
  description: string;
  done: string;
  run: () => Promise<unknown>;
  variant?: "primary" | "destructive";
};

/**
 * What an admin may do to an account, each behind a confirmation. Self-destructive actions are not
 * offered for the signed-in admin's own account; the server enforces the same rules (and the last-admin rule).
 */
export function UserActions({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const update = useUpdateUser();
  const endSessions = useEndUserSessions();
  const sendReset = useSendPasswordReset();
  const [openAction, setOpenAction] = useState<string | null>(null);
  const change = (changes: UpdateAdminUserRequest) => update.mutateAsync({ userId: user.id, changes });
  const name = user.username;

  // A closed account is only viewed: its owner erased it, and nothing an admin could do would reach them.
  const actions: Action[] = user.closedAt
    ? []
    : [
        ...(isSelf
          ? []
          : [
              user.isAdmin
                ? {
                    id: "admin",
                    label: "Remove admin",
                    title: `Remove admin access from ${name}?`,
                    description: "They keep their account but can no longer open the admin pages.",
                    done: `${name} is no longer an admin.`,
                    run: () => change({ isAdmin: false }),
                    variant: "destructive" as const,
                  }
                : {
                    id: "admin",
                    label: "Make admin",
                    title: `Make ${name} an admin?`,
                    description: "Admins can see every student's data, manage content, mail and backups.",
                    done: `${name} is now an admin.`,
                    run: () => change({ isAdmin: true }),
                  },
              user.isDisabled
                ? {
                    id: "disabled",
                    label: "Enable account",
                    title: `Enable ${name}'s account?`,
                    description: "They can sign in again.",
                    done: `${name} can sign in again.`,
                    run: () => change({ isDisabled: false }),
                  }
                : {
                    id: "disabled",
                    label: "Disable account",
                    title: `Disable ${name}'s account?`,
                    description: "They cannot sign in, and every session they have ends at once. Their data is kept.",
                    done: `${name}'s account is disabled.`,
                    run: () => change({ isDisabled: true }),
                    variant: "destructive" as const,
                  },
            ]),
        // A disabled account could not use the link: it is offered once the account is enabled again.
        ...(user.isDisabled
          ? []
          : [
              {
                id: "password-reset",
                label: "Send password reset link",
                title: `Send ${name} a password reset link?`,
                description: `A link to choose a new password goes to ${user.email}, valid for 1 hour. You never see the link or the password.`,
                done: `A password reset link was sent to ${user.email}.`,
                run: () => sendReset.mutateAsync({ userId: user.id }),
              },
            ]),
        {
          id: "sessions",
          label: "End all sessions",
          title: `Sign ${name} out everywhere?`,
          description: isSelf ? "This signs you out too, on every device." : "Every device they are signed in on is signed out.",
          done: `${name} is signed out everywhere.`,
          run: () => endSessions.mutateAsync({ userId: user.id }),
          variant: "destructive",
        },
      ];

  const isBusy = update.isPending || endSessions.isPending || sendReset.isPending;

  async function confirm(action: Action) {
    try {
      await action.run();
      toast({ title: "User updated", description: action.done });
      setOpenAction(null);
    } catch (error) {
      toast({ variant: "destructive", title: "Not changed", description: getErrorMessage(error, "The change could not be saved.") });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <ConfirmDialog
          key={action.id}
          open={openAction === action.id}
          onOpenChange={(open) => setOpenAction(open ? action.id : null)}
          trigger={
            <Button variant={action.variant === "destructive" ? "outline" : "secondary"} size="sm">
              {action.label}
            </Button>
          }
          title={action.title}
          description={action.description}
          confirmLabel={action.label}
          busyLabel="Saving..."
          confirmVariant={action.variant ?? "primary"}
          dismissLabel="Keep as it is"
          isBusy={isBusy}
          onConfirm={() => void confirm(action)}
        />
      ))}
    </div>
  );
}
