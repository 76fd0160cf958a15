/** The admin page's Mail tab (being built). */
export function MailTab() {
  return <p className="text-slate-600">Mail: coming in this change.</p>;
}
