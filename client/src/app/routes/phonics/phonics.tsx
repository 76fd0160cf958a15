import { PageContainer, PageHeader } from "@/components/layout/page";
import { PhonicsPage } from "@/features/phonics/components/phonics-page";

/** /phonics: the Fun Phonics package for children aged 3 to 12. */
export default function PhonicsScreen() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Ages 3 to 12"
        title="Fun Phonics"
        description="Letter sounds, games and voice practice that help children learn to read and speak English."
      />
      <PhonicsPage />
    </PageContainer>
  );
}
