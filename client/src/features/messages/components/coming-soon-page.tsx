import { Rocket } from "lucide-react";
import { COLLEGE_NAME } from "@shared/constants";
import { DocumentTitle } from "@/components/layout/page";
import { useT } from "@/i18n/use-t";
import { ComingSoonHighlights } from "./coming-soon-highlights";
import { PreRegistrationForm } from "./pre-registration-form";
import { ShareDialog } from "./share-dialog";

type ComingSoonPageProps = {
  title: string;
  message?: string;
};

/**
 * A section that is not open yet, inside the site's own header and footer: what it will be, no promised
 * date, a list to join to hear when it opens, a way to share the news, and the contact page for now.
 */
export function ComingSoonPage({ title, message }: ComingSoonPageProps) {
  const { t } = useT();
  return (
    <div className="bg-slate-50">
      <DocumentTitle title={title} />
      <div className="surface-dark bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50">
            <Rocket aria-hidden="true" className="size-4 text-accent-400" />
            {t("messages.comingSoon.badge")}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {title} <span className="block text-accent-400">{COLLEGE_NAME}</span>
          </h1>
          <p className="mt-6 text-lg text-brand-100 sm:text-xl">{message ?? t("messages.comingSoon.notOpen", { title })}</p>
          <PreRegistrationForm buttonLabel={t("messages.comingSoon.notifyMe")} buttonVariant="accent" className="mx-auto mt-10 max-w-md" />
          <div className="mt-6">
            <ShareDialog triggerVariant="inverse" />
          </div>
        </div>
      </div>
      <ComingSoonHighlights />
    </div>
  );
}
