import { AlertCircle, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

/** The wait of one section of a page: the rest of the page stays usable meanwhile. */
export function SectionLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex min-h-32 items-center justify-center gap-3 text-sm text-slate-600", className)}>
      <Spinner className="size-6 text-brand-600" />
      <span>{label}</span>
    </div>
  );
}

type SectionErrorProps = {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
  className?: string;
};

/** A failed section with a way to ask again; other sections keep their data. */
export function SectionError({ message, onRetry, isRetrying = false, className }: SectionErrorProps) {
  const { t } = useT();
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <p className="flex items-start gap-2">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying} className="shrink-0">
        {isRetrying ? <Spinner className="size-4" /> : <RotateCw aria-hidden="true" className="size-4" />}
        {t("common.sectionStatus.tryAgain")}
      </Button>
    </div>
  );
}
