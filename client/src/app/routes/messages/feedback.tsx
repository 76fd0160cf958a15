import { PageContainer, PageHeader } from "@/components/layout/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FeedbackForm } from "@/features/messages/components/feedback-form";
import { FeedbackReasons } from "@/features/messages/components/feedback-reasons";
import { useT } from "@/i18n/use-t";

export default function FeedbackScreen() {
  const { t } = useT();
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("messages.feedbackPage.eyebrow")}
        title={t("messages.feedbackPage.title")}
        description={t("messages.feedbackPage.description")}
      />
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <FeedbackReasons />
        </div>
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>{t("messages.feedbackPage.formTitle")}</CardTitle>
            <CardDescription>{t("messages.feedbackPage.formDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <FeedbackForm />
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
