import { PageContainer, PageHeader } from "@/components/layout/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FeedbackForm } from "@/features/messages/components/feedback-form";
import { FeedbackReasons } from "@/features/messages/components/feedback-reasons";

export default function FeedbackScreen() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Help us improve"
        title="Feedback"
        description="Tell us what works well and what we can improve: every message is read."
      />
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <FeedbackReasons />
        </div>
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Share your feedback</CardTitle>
            <CardDescription>Suggestions, problems, questions: pick the category that fits best.</CardDescription>
          </CardHeader>
          <CardContent>
            <FeedbackForm />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
