/** The admin page's Messages tab (being built). */
export function MessagesTab() {
  return <p className="text-slate-600">Messages: coming in this change.</p>;
}
