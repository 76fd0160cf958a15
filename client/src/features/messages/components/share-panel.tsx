import { Check, Copy } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { COLLEGE_NAME } from "@shared/constants";
import { FacebookIcon, LinkedinIcon, XTwitterIcon } from "@/components/layout/social-icons";
import { Button, buttonClasses } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { useCopyLink } from "../hooks/use-copy-link";
import { openSharePopup, SHARE_NETWORKS } from "./share-links";
import type { ShareTemplate } from "./share-templates";

const NETWORK_ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  Facebook: FacebookIcon,
  Twitter: XTwitterIcon,
  LinkedIn: LinkedinIcon,
};

/** The chosen template as a card, the three share links and Copy Link, all for the page being viewed. */
export function SharePanel({ template }: { template: ShareTemplate }) {
  const { t } = useT();
  const { isCopied, copyLink } = useCopyLink();
  const pageUrl = window.location.href;
  const title = t(template.titleId);
  const subtitle = t(template.subtitleId);
  const shareText = `${title}: ${subtitle}`;

  return (
    <div className="space-y-5">
      <section
        aria-label={t("messages.share.preview")}
        className={cn("rounded-2xl p-6 text-center shadow-inner", template.backgroundClass, template.textClass)}
      >
        <p className="text-xs font-semibold tracking-widest uppercase opacity-80">{COLLEGE_NAME}</p>
        <p className="mt-3 text-2xl font-bold text-balance">{title}</p>
        <p className="mt-2 text-sm opacity-90">{subtitle}</p>
        <p className="mt-5 inline-block rounded-full bg-white/20 px-4 py-1.5 text-sm font-semibold ring-1 ring-current/30">
          {t(template.callToActionId)}
        </p>
      </section>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t("messages.share.shareOn")}</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-3">
          {SHARE_NETWORKS.map((network) => {
            const shareUrl = network.buildUrl(pageUrl, shareText);
            const Icon = NETWORK_ICONS[network.name];
            return (
              <li key={network.name}>
                <a
                  href={shareUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(event) => openSharePopup(event, shareUrl)}
                  className={buttonClasses({ variant: "outline", className: "w-full" })}
                >
                  {Icon ? <Icon className="size-4" /> : null}
                  {network.name}
                  <span className="sr-only"> {t("messages.share.opensInNewWindow")}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="share-page-link">{t("messages.share.pageLink")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id="share-page-link" readOnly value={pageUrl} onFocus={(event) => event.target.select()} className="min-w-0 sm:flex-1" />
          <Button className="h-11 shrink-0" onClick={() => void copyLink(pageUrl)}>
            {isCopied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {isCopied ? t("messages.share.copied") : t("messages.share.copyLink")}
          </Button>
        </div>
      </div>
    </div>
  );
}
