import { Star } from "lucide-react";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

const MAX_STARS = 5;

/** Stars for the eye, one sentence for screen readers (five separate star images would be noise). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useT();
  return (
    <p className={cn("flex items-center gap-0.5", className)}>
      <span className="sr-only">{t("home.starRating.label", { rating, max: MAX_STARS })}</span>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn("size-4", index < rating ? "fill-accent-400 text-accent-400" : "text-slate-300")}
        />
      ))}
    </p>
  );
}
