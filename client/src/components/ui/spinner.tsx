import { LoaderCircle } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin", className)} />;
}

/** The centred wait of a whole page area (lazy screens, the first auth check). */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-10 text-brand-600" />
      <span className="sr-only">{label ?? t("common.spinner.loading")}</span>
    </div>
  );
}
