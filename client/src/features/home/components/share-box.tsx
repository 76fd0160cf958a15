import { Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { FacebookIcon, LinkedinIcon, XTwitterIcon } from "@/components/layout/social-icons";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { COLLEGE_PROFILE } from "@/lib/college-profile";

function buildShareLinks(siteUrl: string, shareText: string) {
  const url = encodeURIComponent(siteUrl);
  return [
    { name: "Facebook", Icon: FacebookIcon, href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    {
      name: "Twitter",
      Icon: XTwitterIcon,
      href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(shareText)}`,
    },
    { name: "LinkedIn", Icon: LinkedinIcon, href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
}

/** Lets a happy student pass the site on: the copied and shared address is the site's home. */
export function ShareBox() {
  const { t } = useT();
  const [message, setMessage] = useState("");
  const siteUrl = window.location.origin;

  async function copyLink() {
    setMessage("");
    try {
      await navigator.clipboard.writeText(siteUrl);
      setMessage(t("home.share.copied"));
    } catch (error) {
      // The spec keeps a failed copy quiet: the address is visible beside the button to copy by hand.
      console.error("Could not copy the site link", error);
    }
  }

  return (
    <div className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Share2 aria-hidden="true" className="size-5 text-brand-600" />
        {t("home.share.title")}
      </h3>
      <p className="mt-2 text-slate-600">{t("home.share.lead")}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <code className="min-w-0 truncate rounded-lg bg-slate-100 px-3 py-2.5 text-sm text-slate-700" translate="no">
          {siteUrl}
        </code>
        <Button variant="secondary" onClick={copyLink} className="shrink-0">
          <Link2 aria-hidden="true" className="size-4" />
          {t("home.share.copy")}
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-green-700">
        {message}
      </p>
      <ul className="mt-auto flex flex-wrap gap-3 pt-4">
        {buildShareLinks(siteUrl, t("home.share.text", { college: COLLEGE_PROFILE.name })).map(({ name, Icon, href }) => (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)"
            >
              <Icon className="size-4" />
              {t("home.share.on", { network: name })}
              <span className="sr-only"> {t("home.share.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
