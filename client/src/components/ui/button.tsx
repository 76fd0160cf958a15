import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "@/lib/utils";

const VARIANT_CLASSES = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100",
  accent: "bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-500",
  outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  // For dark backgrounds such as the header.
  inverse: "border border-white/40 bg-white/10 text-white hover:bg-white/20",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  link: "text-brand-700 underline-offset-4 hover:underline",
} as const;

// Minimum heights, and labels that may wrap: a German or Spanish label can be twice the English one, and
// on a phone it takes a second line rather than pushing the page sideways.
const SIZE_CLASSES = {
  sm: "min-h-9 px-3 py-1 text-sm",
  md: "min-h-10 px-4 py-1.5 text-sm",
  lg: "min-h-12 px-6 py-2 text-base",
  icon: "h-10 w-10",
} as const;

export type ButtonVariant = keyof typeof VARIANT_CLASSES;
export type ButtonSize = keyof typeof SIZE_CLASSES;

/** Button look for anything clickable, including router links that should look like buttons. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold text-balance transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)",
    "disabled:pointer-events-none disabled:opacity-60",
    VARIANT_CLASSES[variant],
    variant === "link" ? "h-auto px-0" : SIZE_CLASSES[size],
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
