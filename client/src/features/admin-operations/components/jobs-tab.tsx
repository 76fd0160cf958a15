/** The admin page's Jobs tab (being built). */
export function JobsTab() {
  return <p className="text-slate-600">Jobs: coming in this change.</p>;
}
