import { Mail } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ContactDetails } from "@/features/messages/components/contact-details";
import { ContactFaq } from "@/features/messages/components/contact-faq";
import { ContactForm } from "@/features/messages/components/contact-form";
import { PreRegistrationForm } from "@/features/messages/components/pre-registration-form";
import { useT } from "@/i18n/use-t";

export default function ContactScreen() {
  const { t } = useT();
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-br from-brand-50 via-white to-accent-400/10">
        <PageContainer className="py-12 lg:py-16">
          <PageHeader
            eyebrow={t("about.contact.eyebrow")}
            title={t("about.contact.title")}
            description={t("about.contact.description")}
            className="mb-0"
          />
        </PageContainer>
      </div>
      <PageContainer className="space-y-14">
        <div className="grid gap-8 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>{t("about.contact.formTitle")}</CardTitle>
              <CardDescription>{t("about.contact.formDescription")}</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm />
            </CardContent>
          </Card>
          <div className="space-y-8">
            <Card>
              <CardHeader>
                <CardTitle>{t("about.contact.detailsTitle")}</CardTitle>
              </CardHeader>
              <CardContent>
                <ContactDetails />
              </CardContent>
            </Card>
            <Card className="surface-dark bg-brand-900 text-white">
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-white">
                  <Mail aria-hidden="true" className="size-5 text-accent-400" />
                  {t("about.contact.newsletterTitle")}
                </CardTitle>
                <CardDescription className="text-brand-100">{t("about.contact.newsletterDescription")}</CardDescription>
              </CardHeader>
              <CardContent>
                <PreRegistrationForm
                  buttonLabel={t("about.contact.subscribe")}
                  buttonVariant="accent"
                  label={t("about.contact.newsletterEmail")}
                />
              </CardContent>
            </Card>
          </div>
        </div>
        <section aria-labelledby="contact-faq-heading" className="mx-auto max-w-3xl">
          <h2 id="contact-faq-heading" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
            {t("about.contact.faqTitle")}
          </h2>
          <ContactFaq />
        </section>
      </PageContainer>
    </>
  );
}
