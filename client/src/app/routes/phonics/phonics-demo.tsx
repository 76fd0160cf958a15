import { PageContainer, PageHeader } from "@/components/layout/page";
import { LessonDemo } from "@/features/phonics/components/lesson-demo";

/** /phonics-demo: the kids phonics lesson demo. */
export default function PhonicsDemoScreen() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Kids phonics lesson"
        title="Phonics Lesson Demo"
        description="Pick a letter, hear each word, then say it: the microphone listens and gives up to 3 stars a try."
      />
      <LessonDemo />
    </PageContainer>
  );
}
