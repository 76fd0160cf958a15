import type { PublicUser } from "@shared/api/auth";
import { SubscriptionDetails } from "@/features/dashboard/components/subscription-details";
import { ChangePasswordCard } from "@/features/profile/components/change-password-card";
import { CloseAccountCard } from "@/features/profile/components/close-account-card";
import { DownloadDataCard } from "@/features/profile/components/download-data-card";
import { ProfileDetailsCard } from "@/features/profile/components/profile-details-card";

/** The account's own cards, the same for a student's dashboard and a parent's home: profile, plan, password, data. */
export function AccountPanel({ user, onProfileUpdated }: { user: PublicUser; onProfileUpdated?: () => void }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <ProfileDetailsCard user={user} onProfileUpdated={onProfileUpdated} />
      </div>
      <div className="min-w-0 space-y-6">
        <SubscriptionDetails />
        <ChangePasswordCard />
        <DownloadDataCard />
        <CloseAccountCard />
      </div>
    </div>
  );
}
