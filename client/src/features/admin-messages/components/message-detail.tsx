import type { InboxMessage } from "@shared/api/admin-inbox";
import { Archive, ArchiveRestore, CheckCircle2, RotateCcw } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useReplyToMessage } from "../api/reply-to-message";
import { useUpdateMessage } from "../api/update-message";
import { useViewerTime } from "@/lib/viewer-time";
import { MAIL_STATUS_LABELS, topicOf } from "./message-labels";

const NOTES_MAX = 2_000;
const REPLY_MAX = 5_000;

/** One message in full, with its triage buttons, the admin's notes and the replies. */
export function MessageDetail({ message, onChanged }: { message: InboxMessage; onChanged: (message: InboxMessage) => void }) {
  const { moment } = useViewerTime();
  const update = useUpdateMessage();
  const saveNotes = useUpdateMessage();
  const reply = useReplyToMessage();
  const [notes, setNotes] = useState(message.adminNotes ?? "");
  const [replyBody, setReplyBody] = useState("");
  const [replyError, setReplyError] = useState<string>();
  const kindLabel = message.kind === "contact" ? "Contact message" : "Feedback";

  const change = (changes: Parameters<typeof update.mutate>[0]["changes"], done: string, mutation = update) =>
    mutation.mutate(
      { kind: message.kind, id: message.id, changes },
      {
        onSuccess: (updated) => {
          onChanged(updated);
          toast({ title: done });
        },
        onError: (error) =>
          toast({ variant: "destructive", title: "Not saved", description: getErrorMessage(error, "The message could not be changed.") }),
      },
    );

  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    if (!replyBody.trim()) return setReplyError("Please write a reply");
    if (replyBody.length > REPLY_MAX) return setReplyError("Reply must be at most 5000 characters");
    setReplyError(undefined);
    reply.mutate(
      { kind: message.kind, id: message.id, body: replyBody },
      {
        onSuccess: (sent) => {
          setReplyBody("");
          onChanged({ ...message, readAt: message.readAt ?? sent.createdAt, replies: [...message.replies, sent] });
          toast({ title: "Reply sent", description: `Your reply to ${message.email} is on its way.` });
        },
        onError: (error) =>
          toast({ variant: "destructive", title: "Reply not sent", description: getErrorMessage(error, "The reply could not be sent.") }),
      },
    );
  };

  return (
    <Card role="region" className="space-y-6 p-5" aria-labelledby="message-detail-title">
      <header className="space-y-1">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{kindLabel}</p>
        <h3 id="message-detail-title" className="text-xl font-semibold wrap-anywhere text-slate-900">
          {topicOf(message)}
        </h3>
        <p className="text-sm wrap-anywhere text-slate-600">
          From {message.name} &lt;
          <a className="text-brand-700 underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>
          &gt; · {moment(message.createdAt)}
        </p>
      </header>

      <p className="rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">{message.message}</p>

      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => change({ isResolved: !message.isResolved }, message.isResolved ? "Reopened" : "Marked resolved")}
        >
          {message.isResolved ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="size-4" />
          )}
          {message.isResolved ? "Reopen" : "Mark resolved"}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => change({ isArchived: !message.isArchived }, message.isArchived ? "Unarchived" : "Archived")}
        >
          {message.isArchived ? (
            <ArchiveRestore aria-hidden="true" className="size-4" />
          ) : (
            <Archive aria-hidden="true" className="size-4" />
          )}
          {message.isArchived ? "Unarchive" : "Archive"}
        </Button>
      </div>

      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          change({ adminNotes: notes }, "Notes saved", saveNotes);
        }}
      >
        <TextAreaField
          id={`notes-${message.kind}-${message.id}`}
          label="Admin notes"
          hint={`Only admins see these. ${notes.length}/${NOTES_MAX}`}
          hintPlacement="end"
          rows={3}
          maxLength={NOTES_MAX}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <SubmitButton size="sm" variant="secondary" isBusy={saveNotes.isPending} busyLabel="Saving...">
          Save notes
        </SubmitButton>
      </form>

      <section aria-labelledby="replies-title" className="space-y-3">
        <h4 id="replies-title" className="font-semibold text-slate-900">
          Replies
        </h4>
        {message.replies.length === 0 ? (
          <p className="text-sm text-slate-600">No replies yet.</p>
        ) : (
          <ul className="space-y-3">
            {message.replies.map((sent) => (
              <li key={sent.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <span>
                    {sent.sentByUsername ?? "An admin"} · {moment(sent.createdAt)}
                  </span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
                    Mail: {sent.mailStatus ? MAIL_STATUS_LABELS[sent.mailStatus] : "removed"}
                  </span>
                </p>
                <p className="whitespace-pre-wrap wrap-anywhere text-slate-800">{sent.body}</p>
              </li>
            ))}
          </ul>
        )}
        <form className="space-y-2" onSubmit={sendReply} noValidate>
          <TextAreaField
            id={`reply-${message.kind}-${message.id}`}
            label={`Reply to ${message.email}`}
            rows={5}
            value={replyBody}
            error={replyError}
            onChange={(event) => setReplyBody(event.target.value)}
          />
          <SubmitButton isBusy={reply.isPending} busyLabel="Sending...">
            Send reply
          </SubmitButton>
        </form>
      </section>
    </Card>
  );
}
