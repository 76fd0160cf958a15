import { useSearchParams } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { UnsubscribePage } from "@/features/unsubscribe/components/unsubscribe-page";

/** /unsubscribe (public): where the link of an outreach email leads. */
export default function UnsubscribeScreen() {
  const [searchParams] = useSearchParams();
  return (
    <PageContainer>
      <PageHeader title="Unsubscribe" />
      <UnsubscribePage token={searchParams.get("token")} />
    </PageContainer>
  );
}
