import { ComingSoonPage } from "@/features/messages/components/coming-soon-page";
import { useT } from "@/i18n/use-t";

export default function QueriesScreen() {
  const { t } = useT();
  return <ComingSoonPage title={t("messages.queries.title")} message={t("messages.queries.message")} />;
}
