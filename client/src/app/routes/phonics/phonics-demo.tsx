import { PlaceholderPage } from "@/components/layout/page";

export default function PhonicsDemoScreen() {
  return <PlaceholderPage title="Phonics Lesson Demo" description="Try an interactive phonics lesson with letters, sounds and words." />;
}
