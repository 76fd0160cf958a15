import { AlertCircle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** The wait of a live-classes list; the rest of the page stays usable meanwhile. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-32 items-center justify-center gap-3 text-sm text-slate-600">
      <Spinner className="size-6 text-brand-600" />
      <span>{label}</span>
    </div>
  );
}

/** A failed read with a way to ask again. */
export function SectionError({ message, onRetry, isRetrying = false }: { message: string; onRetry: () => void; isRetrying?: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying} className="shrink-0">
        {isRetrying ? <Spinner className="size-4" /> : <RotateCw aria-hidden="true" className="size-4" />}
        Try Again
      </Button>
    </div>
  );
}
