/** The admin page's Users tab (being built). */
export function UsersTab() {
  return <p className="text-slate-600">Users: coming in this change.</p>;
}
