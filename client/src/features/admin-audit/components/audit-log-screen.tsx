import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { getErrorMessage } from "@/lib/api-client";
import { useViewerTime } from "@/lib/viewer-time";
import { useAuditLog, type AuditLogFilters } from "../api/get-audit-log";
import { AuditEntry } from "./audit-entry";

const TYPING_DELAY_MS = 300;

type Choices = Omit<AuditLogFilters, "page" | "timeZone">;
const NO_FILTERS: Choices = { action: "", targetType: "", actor: "", query: "", from: "", to: "" };

/** Typed text waits a moment before it asks the server; a choice or a date asks at once. */
function useSettledText(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The audit log: what admins did, newest first, filtered by action, record, admin, dates and words. */
export function AuditLogScreen() {
  const [choices, setChoices] = useState<Choices>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const actor = useSettledText(choices.actor);
  const query = useSettledText(choices.query);
  const { timeZone } = useViewerTime();
  const filters: AuditLogFilters = { ...choices, actor, query, timeZone, page };
  const log = useAuditLog(filters);
  const hasFilters = Object.values(choices).some((value) => value !== "");

  const choose = (key: keyof Choices) => (event: { target: { value: string } }) => {
    setChoices((current) => ({ ...current, [key]: event.target.value }));
    setPage(1);
  };

  return (
    <section className="space-y-4">
      <form
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <SelectField
          id="audit-action"
          label="Action"
          value={choices.action}
          onChange={choose("action")}
          placeholder="All actions"
          options={log.data?.actions ?? []}
        />
        <SelectField
          id="audit-target-type"
          label="Record"
          value={choices.targetType}
          onChange={choose("targetType")}
          placeholder="All records"
          options={log.data?.targetTypes ?? []}
        />
        <TextField id="audit-actor" label="Admin" placeholder="Username" value={choices.actor} onChange={choose("actor")} />
        <TextField id="audit-from" label="From" type="date" value={choices.from} onChange={choose("from")} />
        <TextField id="audit-to" label="To" type="date" value={choices.to} onChange={choose("to")} />
        <TextField
          id="audit-query"
          label="Search"
          type="search"
          placeholder="Words of the summary"
          value={choices.query}
          onChange={choose("query")}
        />
        {hasFilters ? (
          <div className="sm:col-span-2 lg:col-span-3">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setChoices(NO_FILTERS);
                setPage(1);
              }}
            >
              Clear filters
            </Button>
          </div>
        ) : null}
      </form>
      {log.isPending ? (
        <SectionLoading label="Loading the audit log..." />
      ) : log.isError ? (
        <SectionError
          message={getErrorMessage(log.error, "The audit log could not be loaded.")}
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
        />
      ) : log.data.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {hasFilters ? "No actions match these filters." : "No admin actions recorded yet."}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {log.data.total === 1 ? "1 action" : `${log.data.total} actions`}, newest first
          </p>
          <ol aria-label="Admin actions" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {log.data.entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </ol>
          <Pager label="Audit log pages" page={page} pageSize={log.data.pageSize} total={log.data.total} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
