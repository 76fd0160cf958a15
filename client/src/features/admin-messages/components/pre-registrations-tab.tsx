/** The admin page's Pre-registrations tab (being built). */
export function PreRegistrationsTab() {
  return <p className="text-slate-600">Pre-registrations: coming in this change.</p>;
}
