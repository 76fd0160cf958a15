import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/use-t";

export const COPIED_INDICATOR_MS = 2000;

/** Copies a link to the clipboard; `isCopied` stays true for two seconds so the button can say so. */
export function useCopyLink() {
  const [isCopied, setIsCopied] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copyLink = async (url: string) => {
    try {
      // Throws too where there is no clipboard (plain http, old browsers): same message either way.
      await navigator.clipboard.writeText(url);
    } catch {
      toast({
        variant: "destructive",
        title: translate("messages.copyLink.failedTitle"),
        description: translate("messages.copyLink.failedText"),
      });
      return;
    }
    setIsCopied(true);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setIsCopied(false), COPIED_INDICATOR_MS);
    toast({ title: translate("messages.copyLink.doneTitle"), description: translate("messages.copyLink.doneText") });
  };

  return { isCopied, copyLink };
}
