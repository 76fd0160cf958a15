import { useSearchParams } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { useT } from "@/i18n/use-t";
import { UnsubscribePage } from "@/features/unsubscribe/components/unsubscribe-page";

/** /unsubscribe (public): where the link of an outreach email leads. */
export default function UnsubscribeScreen() {
  const { t } = useT();
  const [searchParams] = useSearchParams();
  return (
    <PageContainer>
      <PageHeader title={t("account.unsubscribe.title")} />
      <UnsubscribePage token={searchParams.get("token")} />
    </PageContainer>
  );
}
