import { MESSAGE_FILTERS, type InboxMessage, type MessageFilter, type MessageKind } from "@shared/api/admin-inbox";
import { Inbox } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { SelectField } from "@/components/ui/select-field";
import { cn } from "@/lib/utils";
import { useMessages } from "../api/get-messages";
import { useMarkMessageRead } from "../api/mark-message-read";
import { MessageDetail } from "./message-detail";
import { useViewerTime } from "@/lib/viewer-time";
import { EMPTY_LABELS, FILTER_LABELS, topicOf } from "./message-labels";

const KIND_OPTIONS = [
  { value: "", label: "All" },
  { value: "contact", label: "Contact" },
  { value: "feedback", label: "Feedback" },
];

const sameItem = (a: InboxMessage, b: { kind: MessageKind; id: number }) => a.kind === b.kind && a.id === b.id;

/**
 * The list as shown: the page the server sent, plus the item opened from it (in its latest state) while
 * a change (being read, resolved, archived) has moved it out of the filter, at its place by date, so the
 * open item stays in view and selected until the filter, kind or page changes.
 */
export const withOpenedItem = (list: InboxMessage[], opened: InboxMessage | null) => {
  if (!opened || list.some((message) => sameItem(message, opened))) return list;
  const at = list.findIndex((message) => message.createdAt < opened.createdAt);
  return at < 0 ? [...list, opened] : [...list.slice(0, at), opened, ...list.slice(at)];
};

/** The admin page's Messages tab: contact messages and feedback, triaged and answered here. */
export function MessagesTab() {
  const { moment } = useViewerTime();
  const [status, setStatus] = useState<MessageFilter>("unread");
  const [kind, setKind] = useState<MessageKind | "">("");
  const [page, setPage] = useState(1);
  const messages = useMessages({ status, kind: kind || undefined, page });
  const markRead = useMarkMessageRead();
  // The open item as last seen: it stays open when a change moves it out of the filtered list.
  const [selected, setSelected] = useState<InboxMessage | null>(null);
  // Opened from this list (filter, kind and page): kept in it, shown as it is now, until they change.
  const [openedHere, setOpenedHere] = useState<{ kind: MessageKind; id: number } | null>(null);
  const keptInList = selected && openedHere && sameItem(selected, openedHere) ? selected : null;
  const changeList = (change: () => void) => {
    setOpenedHere(null);
    change();
  };

  // A fresh list brings the open item's latest state (replies, mail status) along.
  useEffect(() => {
    const list = messages.data?.messages;
    if (list) setSelected((current) => (current ? (list.find((message) => sameItem(message, current)) ?? current) : current));
  }, [messages.data]);

  const open = (message: InboxMessage) => {
    setSelected(message);
    setOpenedHere({ kind: message.kind, id: message.id });
    if (!message.readAt) markRead.mutate({ kind: message.kind, id: message.id }, { onSuccess: (read) => setSelected(read) });
  };

  const shown = messages.data ? withOpenedItem(messages.data.messages, keptInList) : [];

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end gap-4">
        <div role="group" aria-label="Show" className="inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-1">
          {MESSAGE_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={status === filter}
              onClick={() =>
                changeList(() => {
                  setStatus(filter);
                  setPage(1);
                })
              }
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-(--focus-ring)",
                status === filter ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              {FILTER_LABELS[filter]}
            </button>
          ))}
        </div>
        <SelectField
          id="message-kind"
          label="Kind"
          className="w-40"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(event) => {
            const next = event.target.value as MessageKind | "";
            changeList(() => {
              setKind(next);
              setPage(1);
            });
          }}
        />
      </div>

      {/* minmax(0, ...) columns: a long unbroken preview wraps or is cut, it never widens the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0">
          {messages.isPending ? (
            <SectionLoading label="Loading messages..." />
          ) : messages.isError ? (
            <SectionError
              message="The messages could not be loaded."
              onRetry={() => void messages.refetch()}
              isRetrying={messages.isFetching}
            />
          ) : shown.length === 0 && page === 1 ? (
            <Card className="p-8 text-center text-slate-600">
              <Inbox aria-hidden="true" className="mx-auto mb-3 size-8 text-slate-400" />
              {EMPTY_LABELS[status]}
            </Card>
          ) : (
            <div className="space-y-3">
              <ul className="space-y-2" aria-label="Messages">
                {shown.map((message) => {
                  const isOpen = selected !== null && sameItem(message, selected);
                  return (
                    <li key={`${message.kind}-${message.id}`}>
                      <button
                        type="button"
                        aria-current={isOpen ? "true" : undefined}
                        aria-label={`Open ${topicOf(message)} from ${message.name}`}
                        onClick={() => open(message)}
                        className={cn(
                          "w-full rounded-xl border bg-white p-4 text-left transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-(--focus-ring)",
                          isOpen ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200",
                        )}
                      >
                        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                          <Badge tone="neutral">{message.kind === "contact" ? "Contact" : "Feedback"}</Badge>
                          {!message.readAt ? <Badge tone="brand">New</Badge> : null}
                          {message.isResolved ? <Badge tone="success">Resolved</Badge> : null}
                          {message.isArchived ? <Badge tone="muted">Archived</Badge> : null}
                          <span className="ml-auto">{moment(message.createdAt)}</span>
                        </span>
                        <span className={cn("mt-2 block wrap-anywhere text-slate-900", !message.readAt && "font-semibold")}>
                          {topicOf(message)}
                        </span>
                        <span className="block min-w-0 truncate text-sm text-slate-600">
                          {message.name} · {message.message}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <Pager
                page={page}
                pageSize={messages.data.pageSize}
                total={messages.data.total}
                onPageChange={(next) => changeList(() => setPage(next))}
              />
            </div>
          )}
        </div>
        <div className="min-w-0">
          {selected ? (
            <MessageDetail key={`${selected.kind}-${selected.id}`} message={selected} onChanged={setSelected} />
          ) : (
            <Card className="hidden p-8 text-center text-sm text-slate-600 lg:block">Choose a message to read it.</Card>
          )}
        </div>
      </div>
    </section>
  );
}
