/** The admin page's Advertising tab: Notifications, Applications and Analytics. */
export function AdvertisingTab() {
  return <p className="text-slate-600">Advertising review is being built.</p>;
}
