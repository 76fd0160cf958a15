import { ComingSoonPage } from "@/features/messages/components/coming-soon-page";
import { useT } from "@/i18n/use-t";

export default function NewsletterScreen() {
  const { t } = useT();
  return <ComingSoonPage title={t("messages.newsletter.title")} message={t("messages.newsletter.message")} />;
}
