import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n/use-t";
import { useIsAddressConfirmed } from "../api/address-confirmation";

const DEFAULT_FILE_NAME = "my-data.json";

/** The file name the server chose (Content-Disposition), or a plain default. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? DEFAULT_FILE_NAME;

/**
 * "Download my data": everything the school stores about the person and their children, as one JSON file.
 * Until the address is confirmed, what is stored under it stays out of the file (decision 0063): the card
 * says so before the person downloads.
 */
export function DownloadDataCard() {
  const { t } = useT();
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const { data: isAddressConfirmed } = useIsAddressConfirmed();

  const download = async () => {
    setState("loading");
    try {
      const response = await fetch("/api/me/data-export", { credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      setState("idle");
    } catch {
      setState("error");
    }
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Download aria-hidden="true" className="size-5 text-brand-600" />
          {t("account.downloadData.title")}
        </CardTitle>
        <CardDescription>{t("account.downloadData.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {isAddressConfirmed === false && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-700">
            {t("account.downloadData.unconfirmedAddress")}
          </p>
        )}
        <Button variant="outline" onClick={() => void download()} disabled={state === "loading"}>
          {state === "loading" ? t("account.downloadData.preparing") : t("account.downloadData.submit")}
        </Button>
        {state === "error" && (
          <p role="alert" className="text-sm text-red-700">
            {t("account.downloadData.error")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
