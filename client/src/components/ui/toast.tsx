import * as ToastPrimitives from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentProps, ReactElement } from "react";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";

export const ToastProvider = ToastPrimitives.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      className={cn(
        "fixed top-0 right-0 z-[100] flex max-h-screen w-full max-w-[420px] flex-col-reverse gap-2 p-4 outline-none",
        "sm:top-auto sm:bottom-0 sm:flex-col",
        className,
      )}
      {...props}
    />
  );
}

const VARIANT_CLASSES = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-600 text-white",
} as const;

export type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & { variant?: keyof typeof VARIANT_CLASSES };

export function Toast({ className, variant = "default", ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      className={cn(
        "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg",
        "data-[state=open]:motion-safe:animate-toast-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:motion-safe:animate-toast-swipe-out",
        VARIANT_CLASSES[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  const { t } = useT();
  return (
    <ToastPrimitives.Close
      aria-label={t("common.toast.close")}
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100",
        "focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitives.Close>
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        "inline-flex h-8 shrink-0 items-center rounded-md border border-current/30 px-3 text-sm font-medium",
        "focus-visible:outline-2 focus-visible:outline-current",
        className,
      )}
      {...props}
    />
  );
}

export type ToastActionElement = ReactElement<typeof ToastAction>;
