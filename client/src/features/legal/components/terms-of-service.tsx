import { InlineLink, LegalList, LegalPage, LegalSection, SchoolContactCard } from "./legal-page";
import { useT } from "@/i18n/use-t";
import { TERMS_LAST_UPDATED } from "../legal-dates";

/** The money-back window, as the billing server applies it (server/billing/money-back-guarantee.service.ts). */
const REFUND_WINDOW_DAYS = 7;

export function TermsOfService() {
  const { t } = useT();
  return (
    <LegalPage title={t("about.legal.terms.title")} englishNotice={t("about.legal.terms.notice")} lastUpdated={TERMS_LAST_UPDATED}>
      {(school) => (
        <>
          <LegalSection title={t("about.legal.terms.section.whoWeAre")}>
            <p>
              These terms are an agreement between you and {school.name} (&quot;the school&quot;, &quot;we&quot;), which runs this site and
              teaches its English courses, UK TEFL certificates and phonics for children online. Please read them with our{" "}
              <InlineLink href="/privacy">Privacy Policy</InlineLink>, which explains what we do with your personal information.
            </p>
            <SchoolContactCard school={school} />
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.account")}>
            <LegalList>
              <li>
                You need an account to take a course, an assessment with saved results, or a live class. Give us true details and keep your
                email address up to date: receipts, password reset links and certificates are sent to it.
              </li>
              <li>
                Keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone
                else has used it.
              </li>
              <li>
                An account is for one person. You may download a copy of your data or close your account at any time from your profile.
              </li>
              <li>We may suspend an account that breaks these terms, and we tell you why unless the law or safety prevents it.</li>
            </LegalList>
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.payments")}>
            <LegalList>
              <li>
                Prices are shown in South African rand on the <InlineLink href="/pricing">pricing page</InlineLink> before you pay. Card
                payments are taken by Yoco Checkout; we never see or store your card number.
              </li>
              <li>
                Nothing is charged automatically. A plan runs for the period you paid for. Before it ends we email you a reminder with a
                payment link, and you pay each period from that link if you want to continue.
              </li>
              <li>
                If you do not pay, your access continues for a short grace period after the end of the period and then stops; your progress
                is kept.
              </li>
              <li>
                You can cancel at any time from your profile. You keep access until the end of the period you paid for, and you are not
                asked to pay again.
              </li>
              <li>A receipt is emailed for every payment and kept in your profile.</li>
            </LegalList>
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.refunds")}>
            <LegalList>
              <li>
                If you are not happy, you can ask for a full refund from your profile within {REFUND_WINDOW_DAYS} days of your first payment
                for a plan. The guarantee applies once per account: a later payment, a new plan or a renewal does not start a new{" "}
                {REFUND_WINDOW_DAYS}-day period.
              </li>
              <li>The refund goes back to the card you paid with through Yoco, and your access to the paid plan ends when it is made.</li>
              <li>
                After the {REFUND_WINDOW_DAYS} days, payments are not refunded, but you can cancel so that you are not asked to pay for
                another period. This does not affect any right you have under the Consumer Protection Act or other law.
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.certificates")}>
            <p>
              A certificate is issued when you complete a course as its requirements say. It carries your name as printed and a number that
              anyone can check on our <InlineLink href="/verify">certificate verification page</InlineLink>. We may withdraw a certificate
              obtained by cheating or with someone else&apos;s help, and the verification page then shows that it is no longer valid.
            </p>
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.children")}>
            <p>
              Children do not hold accounts of their own. A parent or guardian holds the account, adds each child with a first name or
              nickname, an age and an avatar, chooses what the child may use (voice practice included), pays for the plan, and is
              responsible for the child&apos;s use of the site. By adding a child you confirm that you are their parent or legal guardian.
            </p>
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.acceptableUse")}>
            <p>When you use the site, messages, live classes or any other part of it, you agree not to:</p>
            <LegalList>
              <li>share your account, or copy, sell or publish our lessons, exercises and recordings;</li>
              <li>harass, threaten or insult teachers, staff or other students, or send unlawful, hateful or sexual content;</li>
              <li>cheat in assessments or let someone else do your work;</li>
              <li>try to break into, overload or scrape the site, or get around its limits.</li>
            </LegalList>
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.advertising")}>
            <p>
              Advertisers buy a placement for a set number of days and pay in advance by card. Every advertisement is reviewed before it
              runs; we may refuse or take down one that is misleading, unlawful or unsuitable for a school that children use, and an
              advertisement refused or taken down after payment is refunded. The advertiser is responsible for what the advertisement says
              and for the site it links to. We count impressions and clicks as described in the Privacy Policy and do not promise any number
              of them.
            </p>
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.responsibility")}>
            <LegalList>
              <li>
                We teach with care and keep the site running as well as we reasonably can, but we cannot promise that it will always be
                available or free of errors, or that you will reach a particular level or pass an outside exam.
              </li>
              <li>
                As far as the law allows, we are not liable for indirect loss, and our total liability to you is limited to what you paid us
                in the 12 months before the claim.
              </li>
              <li>Nothing in these terms limits liability that cannot be limited by law, including under the Consumer Protection Act.</li>
            </LegalList>
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.changes")}>
            <p>
              We may change these terms, for example when we add a service or the law changes. The date at the top shows the latest version.
              If a change matters to you, we email you before it takes effect; if you do not agree, you can cancel and close your account.
            </p>
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.law")}>
            <p>
              These terms are governed by the law of the Republic of South Africa, and the South African courts decide disputes about them.
              If you live elsewhere, you keep any protection that the law of your country gives you and that cannot be waived. Please
              contact us first: most problems are solved quickly by email.
            </p>
          </LegalSection>

          <LegalSection title={t("about.legal.terms.section.contact")}>
            <p>
              Questions about these terms go to{" "}
              <a className="font-medium text-brand-700 underline" href={`mailto:${school.contactEmail}`}>
                {school.contactEmail}
              </a>{" "}
              or by post to {school.name}, {school.postalAddress}. You can also write to us from the{" "}
              <InlineLink href="/contact">contact page</InlineLink>.
            </p>
          </LegalSection>
        </>
      )}
    </LegalPage>
  );
}
