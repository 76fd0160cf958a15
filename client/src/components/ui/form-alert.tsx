import { AlertCircle } from "lucide-react";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";

/**
 * A failure that belongs to no single field, shown inside the dialog: an open modal hides the toast
 * region from the accessibility tree, so the message must also live where the person is.
 */
export function FormAlert({ message }: { message: string | null }) {
  useT(); // re-render on a language change
  if (!message) return null;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {translateMessage(message)}
    </p>
  );
}
