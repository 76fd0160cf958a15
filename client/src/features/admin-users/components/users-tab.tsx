import { useEffect, useState } from "react";
import { useUsers } from "../api/get-users";

/** The admin page's Users tab: search (debounced) and a paged list with badges. */
export function UsersTab() {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  const users = useUsers({ query, page });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;
  return (
    <section aria-label="Users" className="space-y-4">
      <label className="block text-sm font-medium text-slate-700" htmlFor="admin-user-search">
        Search users
      </label>
      <input
        id="admin-user-search"
        type="search"
        className="w-full rounded-md border border-slate-300 px-3 py-2"
        placeholder="Username, name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {users.isPending ? (
        <p role="status" className="text-slate-600">
          Loading users…
        </p>
      ) : users.isError ? (
        <p role="alert" className="text-red-700">
          The users could not be loaded. Please try again.
        </p>
      ) : users.data.users.length === 0 ? (
        <p className="text-slate-600">No users found.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {users.data.users.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-2 p-3">
                <span className="font-medium text-slate-900">{user.username}</span>
                <span className="text-sm text-slate-600">{[user.firstName, user.lastName].filter(Boolean).join(" ")}</span>
                <span className="text-sm text-slate-600">{user.email}</span>
                {user.isAdmin && <span className="rounded bg-blue-100 px-2 py-0.5 text-xs text-blue-800">Admin</span>}
                {user.isDisabled && <span className="rounded bg-red-100 px-2 py-0.5 text-xs text-red-800">Disabled</span>}
                {user.subscriptionLevel && (
                  <span className="rounded bg-green-100 px-2 py-0.5 text-xs text-green-800">{user.subscriptionLevel}</span>
                )}
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="flex items-center justify-between">
            <button
              type="button"
              className="rounded border px-3 py-1 disabled:opacity-50"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous
            </button>
            <span className="text-sm text-slate-700">
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className="rounded border px-3 py-1 disabled:opacity-50"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
