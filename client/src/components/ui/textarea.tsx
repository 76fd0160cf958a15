import type { Ref, TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/utils";
import { fieldControlClasses } from "./input";

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** A multi-line field with the same border, focus and error look as Input. */
export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(fieldControlClasses, "min-h-28 resize-y py-2.5", className)} {...props} />;
}
