import { useEffect, useState } from "react";
import { Link, useSearchParams } from "wouter";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { TextField } from "@/components/ui/text-field";
import { useUsers } from "../api/get-users";

const SEARCH_DELAY_MS = 300;

/** The `page` search parameter: a positive whole number, or 1. */
const parsePage = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1);

/** The list's address: the search and the page, each only when it is not the default. */
function listParams(query: string, page: number) {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  return params;
}

/**
 * The admin's Users screen: search (debounced), a paged list with badges, each account a link to its page.
 * The search and the page are in the address (`?q=lerato&page=2`), so Back from an account returns to them;
 * they replace the current history entry, so Back leaves the list instead of stepping through keystrokes.
 */
export function UsersTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get("q")?.trim() ?? "";
  const page = parsePage(searchParams.get("page"));
  const [search, setSearch] = useState(query);
  // The address can change without typing (Users in the side menu, Back): the box follows it.
  const [addressQuery, setAddressQuery] = useState(query);
  if (query !== addressQuery) {
    setAddressQuery(query);
    if (query !== search.trim()) setSearch(query);
  }
  useEffect(() => {
    const next = search.trim();
    // Only a new search goes back to page 1 (the first render's timer must not undo a page change).
    if (next === query) return;
    const timer = setTimeout(() => setSearchParams(listParams(next, 1), { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query, setSearchParams]);
  const users = useUsers({ query, page });

  return (
    <section className="space-y-4">
      <TextField
        id="admin-user-search"
        label="Search users"
        type="search"
        placeholder="Username, name or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {users.isPending ? (
        <SectionLoading label="Loading users..." />
      ) : users.isError ? (
        <SectionError message="The users could not be loaded." onRetry={() => void users.refetch()} isRetrying={users.isFetching} />
      ) : users.data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">No users found.</p>
      ) : (
        <>
          <ul aria-label="Users" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {users.data.users.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-2 p-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2 break-words">
                    <span className="font-medium text-slate-900">{user.username}</span>
                    <span className="text-sm text-slate-600">{[user.firstName, user.lastName].filter(Boolean).join(" ")}</span>
                  </p>
                  <p className="text-sm break-all text-slate-600">{user.email}</p>
                </div>
                {user.isAdmin ? <Badge tone="brand">Admin</Badge> : null}
                {user.isDisabled ? <Badge tone="danger">Disabled</Badge> : null}
                {user.closedAt ? <Badge tone="danger">Closed</Badge> : null}
                {user.subscriptionLevel ? <Badge tone="success">{user.subscriptionLevel}</Badge> : null}
                <Link
                  href={`/admin/users/${user.id}`}
                  aria-label={`Open ${user.username}`}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  Open
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPageChange={(next) => setSearchParams(listParams(query, next), { replace: true })}
          />
        </>
      )}
    </section>
  );
}
