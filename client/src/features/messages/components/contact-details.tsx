import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { COLLEGE_SOCIAL_PROFILES, SocialLinks } from "@/components/layout/social-links";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useT } from "@/i18n/use-t";
import { useSchoolDetails } from "@/lib/school";
import { describeTimeZone, formatSupportHours, isRoundTheClock } from "@/lib/support-hours";

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

/**
 * How else to reach the school, as it configured itself (GET /api/school): e-mail, phone, postal address
 * and support hours with their time zone named, then social media.
 */
export function ContactDetails() {
  const { t, locale } = useT();
  const school = useSchoolDetails();
  if (school.isPending) return <SectionLoading label={t("messages.contactDetails.loading")} />;
  if (school.isError)
    return (
      <SectionError message={t("messages.contactDetails.loadError")} onRetry={() => void school.refetch()} isRetrying={school.isFetching} />
    );
  const { contactEmail, phone, postalAddress, supportHours, supportTimeZone } = school.data;
  const zone = describeTimeZone(supportTimeZone, locale);
  return (
    <div className="space-y-6">
      <dl className="space-y-5">
        <DetailRow Icon={Mail} label={t("messages.contactDetails.email")}>
          <a href={`mailto:${contactEmail}`} className="font-medium text-brand-700 hover:underline" translate="no">
            {contactEmail}
          </a>
        </DetailRow>
        {phone ? (
          <DetailRow Icon={Phone} label={t("messages.contactDetails.phone")}>
            {/* The link needs the number without spaces; the text keeps them for reading. */}
            <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="font-medium text-brand-700 hover:underline">
              {phone}
            </a>
          </DetailRow>
        ) : null}
        <DetailRow Icon={MapPin} label={t("messages.contactDetails.postalAddress")}>
          <address className="not-italic" translate="no">
            {postalAddress}
          </address>
        </DetailRow>
        {supportHours.length > 0 ? (
          <DetailRow Icon={Clock} label={t("messages.contactDetails.supportHours")}>
            {isRoundTheClock(supportHours) ? (
              <span className="block">{t("messages.contactDetails.roundTheClock")}</span>
            ) : (
              <>
                {formatSupportHours(supportHours, locale, t).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="block">{t("messages.contactDetails.timeZone", { zone: zone.name, city: zone.city })}</span>
              </>
            )}
          </DetailRow>
        ) : null}
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
