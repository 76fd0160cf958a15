import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { COLLEGE_SOCIAL_PROFILES, SocialLinks } from "@/components/layout/social-links";
import { COLLEGE_PROFILE } from "@/lib/college-profile";
import { useT } from "@/i18n/use-t";

const { contact } = COLLEGE_PROFILE;

function DetailRow({ Icon, label, children }: { Icon: ComponentType<{ className?: string }>; label: string; children: ReactNode }) {
  return (
    // A <dl> group holds only its <dt> and <dd>: the icon badge sits inside the term, in the left gutter.
    <div className="relative min-h-10 min-w-0 pl-14">
      <dt className="text-sm font-semibold text-slate-900">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-slate-600">{children}</dd>
    </div>
  );
}

/** How else to reach the college: email, phone, the main office, support hours and social media. */
export function ContactDetails() {
  // The phone link needs the number without spaces; the text keeps them for reading.
  const { t } = useT();
  const phoneHref = `tel:${contact.phone.replace(/[^\d+]/g, "")}`;
  return (
    <div className="space-y-6">
      <dl className="space-y-5">
        <DetailRow Icon={Mail} label={t("messages.contactDetails.email")}>
          <a href={`mailto:${contact.email}`} className="font-medium text-brand-700 hover:underline" translate="no">
            {contact.email}
          </a>
        </DetailRow>
        <DetailRow Icon={Phone} label={t("messages.contactDetails.phone")}>
          <a href={phoneHref} className="font-medium text-brand-700 hover:underline">
            {contact.phone}
          </a>
        </DetailRow>
        {/* The profile's first address line names the office ("Main office"): shown in the interface language. */}
        <DetailRow Icon={MapPin} label={t("messages.contactDetails.mainOffice")}>
          <address className="not-italic" translate="no">
            {contact.address.slice(1).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </DetailRow>
        <DetailRow Icon={Clock} label={t("messages.contactDetails.supportHours")}>
          {contact.supportHours.map((hours) => (
            <span key={hours} className="block">
              {t(hours)}
            </span>
          ))}
        </DetailRow>
      </dl>
      {COLLEGE_SOCIAL_PROFILES.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t("messages.contactDetails.followUs")}</h3>
          <SocialLinks className="mt-3" linkClassName="bg-slate-100 text-slate-700 hover:bg-brand-600 hover:text-white" />
        </div>
      ) : null}
    </div>
  );
}
