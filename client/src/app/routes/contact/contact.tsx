import { Mail } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ContactDetails } from "@/features/messages/components/contact-details";
import { ContactFaq } from "@/features/messages/components/contact-faq";
import { ContactForm } from "@/features/messages/components/contact-form";
import { PreRegistrationForm } from "@/features/messages/components/pre-registration-form";

export default function ContactScreen() {
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-br from-brand-50 via-white to-accent-400/10">
        <PageContainer className="py-12 lg:py-16">
          <PageHeader
            eyebrow="We're here to help"
            title="Contact Us"
            description="Questions about courses, payments or partnerships? Send us a message and we will get back to you soon."
            className="mb-0"
          />
        </PageContainer>
      </div>
      <PageContainer className="space-y-14">
        <div className="grid gap-8 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>Send us a message</CardTitle>
              <CardDescription>We usually answer within one working day.</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm />
            </CardContent>
          </Card>
          <div className="space-y-8">
            <Card>
              <CardHeader>
                <CardTitle>Get in touch</CardTitle>
              </CardHeader>
              <CardContent>
                <ContactDetails />
              </CardContent>
            </Card>
            <Card className="surface-dark bg-brand-900 text-white">
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-white">
                  <Mail aria-hidden="true" className="size-5 text-accent-400" />
                  Newsletter
                </CardTitle>
                <CardDescription className="text-brand-100">Study tips, new courses and offers, about once a month.</CardDescription>
              </CardHeader>
              <CardContent>
                <PreRegistrationForm buttonLabel="Subscribe" buttonVariant="accent" label="Email for the newsletter" />
              </CardContent>
            </Card>
          </div>
        </div>
        <section aria-labelledby="contact-faq-heading" className="mx-auto max-w-3xl">
          <h2 id="contact-faq-heading" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
            Frequently asked questions
          </h2>
          <ContactFaq />
        </section>
      </PageContainer>
    </>
  );
}
