import { ApplicationsList } from "./applications-list";

/** The admin page's Advertising tab: the applications to review (notifications and analytics are still to come). */
export function AdvertisingTab() {
  return (
    <section aria-labelledby="admin-advertising-title" className="space-y-5">
      <div>
        <h2 id="admin-advertising-title" className="text-2xl font-semibold text-slate-900">
          Advertising
        </h2>
        <p className="text-sm text-slate-600">Applications, newest first. Approve or reject while an application is pending.</p>
      </div>
      <ApplicationsList />
    </section>
  );
}
