import { Check, Star } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

/** A link to follow, or a button that acts on the page (the kids free trial). */
export type PlanCardAction = { label: string; href: string } | { label: string; onClick: () => void; isBusy?: boolean; busyLabel?: string };

/** A line of the card's list: `key` tells the lines apart, `text` is what is shown (a school text through ContentText). */
export type PlanCardFeature = { key: string; text: ReactNode };

type PlanCardProps = {
  name: string;
  /** A plan's name is a product name, shown as it is in every language (not machine-translated either). */
  isProductName?: boolean;
  description: ReactNode;
  features: PlanCardFeature[];
  /** The formatted amount, such as `R399`. */
  price: string;
  /** What the amount buys, such as `/month`. */
  period: string;
  /** A line under the price: a saving, a trial length. */
  priceNote?: ReactNode;
  /** Text of the ribbon above a highlighted plan. */
  banner?: string;
  isHighlighted?: boolean;
  action: PlanCardAction;
  /** A second way in under the button, as a text link: a visitor's "Create an account". */
  secondaryAction?: { lead: string; label: string; href: string };
};

/** One plan: the same card on the adult pricing page and on the kids page, so prices always look alike. */
export function PlanCard({
  name,
  isProductName,
  description,
  features,
  price,
  period,
  priceNote,
  banner,
  isHighlighted,
  action,
  secondaryAction,
}: PlanCardProps) {
  const headingId = useId();
  const { t } = useT();
  const planSuffix = t("billing.planCard.planSuffix", { name });
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm",
        isHighlighted ? "border-brand-600 shadow-lg ring-2 ring-brand-600" : "border-slate-200",
      )}
    >
      {banner ? (
        <p className="flex items-center justify-center gap-1.5 bg-brand-600 px-4 py-2 text-sm font-semibold text-white">
          <Star aria-hidden="true" className="size-4 fill-accent-400 text-accent-400" />
          {banner}
        </p>
      ) : null}
      <div className="flex flex-1 flex-col gap-5 p-6">
        <div className="space-y-2">
          <h3 id={headingId} className="text-xl font-bold text-slate-900" translate={isProductName ? "no" : undefined}>
            {name}
          </h3>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        <div>
          <p className="flex flex-wrap items-baseline gap-x-1">
            <span className="text-4xl font-bold tracking-tight text-slate-900">{price}</span>
            <span className="text-base font-medium text-slate-600">{period}</span>
          </p>
          {priceNote ? <div className="mt-1 text-sm text-slate-600">{priceNote}</div> : null}
        </div>
        {features.length > 0 ? (
          <ul className="flex-1 space-y-2.5 text-sm text-slate-700">
            {features.map((feature) => (
              <li key={feature.key} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                <span>{feature.text}</span>
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex-1" />
        )}
        {"href" in action ? (
          <Link
            href={action.href}
            className={buttonClasses({ variant: isHighlighted ? "primary" : "outline", size: "lg", className: "w-full" })}
          >
            {action.label}
            <span className="sr-only"> {planSuffix}</span>
          </Link>
        ) : (
          <Button
            variant={isHighlighted ? "primary" : "outline"}
            size="lg"
            className="w-full"
            onClick={action.onClick}
            disabled={action.isBusy}
            aria-busy={action.isBusy}
          >
            {action.isBusy ? <Spinner className="size-5" /> : null}
            {action.isBusy ? (action.busyLabel ?? action.label) : action.label}
            <span className="sr-only"> {planSuffix}</span>
          </Button>
        )}
        {secondaryAction ? (
          <p className="-mt-2 text-center text-sm text-slate-600">
            {secondaryAction.lead}{" "}
            <Link href={secondaryAction.href} className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline">
              {secondaryAction.label}
              <span className="sr-only"> {planSuffix}</span>
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}
