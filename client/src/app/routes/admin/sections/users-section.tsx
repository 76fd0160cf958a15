import { useRoute } from "wouter";
import { useUser } from "@/features/admin-users/api/get-user";
import { UserPage } from "@/features/admin-users/components/user-page";
import { UsersTab } from "@/features/admin-users/components/users-tab";
import { useDetailCrumb } from "../admin-detail-crumb";

/** A positive whole number from the address, or undefined. */
const parseUserId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** One account's page, named in the breadcrumbs and the h1 by its username once it is read. */
function NamedUserPage({ userId }: { userId: number }) {
  const user = useUser(userId);
  useDetailCrumb(user.data?.username);
  return <UserPage userId={userId} />;
}

/** Users: the list at /admin/users, one account's page at /admin/users/:id. */
export default function UsersSection() {
  const [isUserPage, params] = useRoute("/admin/users/:id");
  if (!isUserPage) return <UsersTab />;
  const userId = parseUserId(params.id);
  if (userId === undefined) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
        There is no account with this number.
      </p>
    );
  }
  return <NamedUserPage key={userId} userId={userId} />;
}
