/** The admin page's Overview tab (being built). */
export function OverviewTab() {
  return <p className="text-slate-600">Overview: coming in this change.</p>;
}
