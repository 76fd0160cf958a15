import { InlineLink, LegalList, LegalPage, LegalSection, SchoolContactCard } from "./legal-page";
import { useT } from "@/i18n/use-t";
import { PRIVACY_LAST_UPDATED } from "../legal-dates";

/**
 * What the code keeps and for how long: sessions (server/lib/session.ts), sent mail
 * and the audit log (server/jobs/housekeeping.job.ts), backups (BACKUP_RETENTION, default 14), raw ad events (docs/advertising.md).
 */
const RETENTION = {
  sessionIdleMinutes: 30,
  sessionMaxHours: 12,
  sentMailDays: 90,
  defaultBackups: 14,
  rawAdEventDays: 3,
  auditLogYears: 5,
};

export function PrivacyPolicy() {
  const { t } = useT();
  return (
    <LegalPage title={t("about.legal.privacy.title")} englishNotice={t("about.legal.privacy.notice")} lastUpdated={PRIVACY_LAST_UPDATED}>
      {(school) => (
        <>
          <LegalSection title={t("about.legal.privacy.section.responsible")}>
            <p>
              {school.name} is the responsible party (under South Africa&apos;s Protection of Personal Information Act, POPIA) and the
              controller (under the EU and UK General Data Protection Regulation, GDPR) for the personal information described here. This
              policy explains what we collect, why, how long we keep it, who helps us process it and what your rights are. It goes with our{" "}
              <InlineLink href="/terms">Terms of Service</InlineLink>.
            </p>
            <SchoolContactCard school={school} />
          </LegalSection>

          <LegalSection title={t("about.legal.privacy.section.collect")}>
            <LegalList>
              <li>
                <strong>Account data:</strong> your name, username, email address, country, English level, password (stored only as a secure
                hash), and the dates you registered, confirmed your email and signed in.
              </li>
              <li>
                <strong>Placement result:</strong> your answers to the placement assessment and the level it gave.
              </li>
              <li>
                <strong>Learning progress:</strong> courses you enrolled in, lessons completed, exercise results, achievements, live class
                bookings and certificates issued (with your name as printed).
              </li>
              <li>
                <strong>Payments:</strong> the plan or advertisement paid for, amount, date, status and refunds, and Yoco&apos;s reference.
                Card numbers are entered on Yoco&apos;s checkout page: Yoco holds them and we never receive them.
              </li>
              <li>
                <strong>Messages:</strong> what you write to us through the contact form or in messages, and our replies.
              </li>
              <li>
                <strong>Advertisers:</strong> the contact name, company, email address and the advertisement&apos;s text, images and links.
              </li>
              <li>
                <strong>Advertisement counts:</strong> when an advertisement is shown or clicked we store a keyed hash (an HMAC) of your
                internet address, not the address itself, so that one visitor is counted once. These events are combined into daily totals
                per advertisement after {RETENTION.rawAdEventDays} days.
              </li>
              <li>
                <strong>Children:</strong> for each child a parent adds, a first name or nickname, an age, an avatar and their practice
                records (activities done, scores, stars).
              </li>
              <li>
                <strong>Technical data:</strong> a session cookie that keeps you signed in, and short-lived counters per internet address
                that protect the site from abuse.
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection title={t("about.legal.privacy.section.voice")}>
            <p>
              Speaking exercises use your browser&apos;s own speech recognition. In some browsers the recording is sent to the browser
              maker&apos;s service to be turned into text (Google for Chrome, Apple for Safari), under that company&apos;s privacy terms;
              other browsers recognise speech on the device. We never receive or store the audio. We store only the recognised text, and for
              a child only after a parent has agreed to voice practice. You can use the typed exercises instead.
            </p>
          </LegalSection>

          <LegalSection title={t("about.legal.privacy.section.why")}>
            <LegalList>
              <li>
                <strong>To provide what you signed up for (contract):</strong> your account, courses, progress, certificates, live classes,
                payments, receipts and the mail that goes with them.
              </li>
              <li>
                <strong>Our legitimate interests:</strong> keeping the site secure, preventing fraud and abuse, counting advertisement
                impressions fairly, answering your messages and improving our teaching. You may object to these uses.
              </li>
              <li>
                <strong>Your consent:</strong> a child&apos;s voice practice, given by a parent. You can withdraw consent at any time.
              </li>
              <li>
                <strong>Legal obligations:</strong> keeping payment records as tax law requires.
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection title={t("about.legal.privacy.section.retention")}>
            <LegalList>
              <li>
                Account data, progress and children&apos;s records: while your account is open. When you close it, we erase or anonymise
                them.
              </li>
              <li>
                Sessions end after {RETENTION.sessionIdleMinutes} minutes without activity and at most {RETENTION.sessionMaxHours} hours
                after sign-in.
              </li>
              <li>Sent mail is kept for {RETENTION.sentMailDays} days as a record and then deleted.</li>
              <li>
                Backups of the database are replaced as new ones are made: we keep the latest {RETENTION.defaultBackups} unless we configure
                a different number.
              </li>
              <li>Advertisement events are reduced to daily totals without any hash after {RETENTION.rawAdEventDays} days.</li>
              <li>Payment records are kept for as long as South African tax law requires (five years), even after an account is closed.</li>
              <li>
                A record of what our staff change in accounts, subscriptions, payments, plans and courses (who, when, and the values before
                and after) is kept for {RETENTION.auditLogYears} years and then deleted.
              </li>
              <li>Certificates stay verifiable with the name as printed, unless you ask us to withdraw them.</li>
            </LegalList>
          </LegalSection>

          <LegalSection title={t("about.legal.privacy.section.processors")}>
            <LegalList>
              <li>
                <strong>Yoco</strong> takes card payments and refunds.
              </li>
              <li>
                <strong>Our mail provider</strong> delivers the emails we send you.
              </li>
              <li>
                <strong>Our hosting provider</strong> runs the servers and stores the database and its backups.
              </li>
            </LegalList>
            <p>
              They process the information only on our instructions and under a contract that protects it. We do not sell personal
              information, and advertisers never receive information about you.
            </p>
          </LegalSection>

          <LegalSection title={t("about.legal.privacy.section.transfers")}>
            <p>
              Some of these providers, and the browser makers&apos; speech services, may process information in other countries. We transfer
              information only where the recipient is bound by law or by contract to protect it at least as well as POPIA and the GDPR
              require.
            </p>
          </LegalSection>

          <LegalSection title={t("about.legal.privacy.section.rights")}>
            <p>Under POPIA and the GDPR you have the right to:</p>
            <LegalList>
              <li>
                <strong>access</strong> the personal information we hold about you and your children, and receive a copy;
              </li>
              <li>
                <strong>correct</strong> information that is wrong or out of date;
              </li>
              <li>
                <strong>delete</strong> your information, subject to what the law requires us to keep;
              </li>
              <li>
                <strong>object</strong> to processing based on our legitimate interests, and withdraw consent you gave;
              </li>
              <li>
                <strong>complain</strong> to the Information Regulator of South Africa (inforegulator.org.za) or, if you live in the EU or
                UK, to your local data protection authority.
              </li>
            </LegalList>
          </LegalSection>

          <LegalSection title={t("about.legal.privacy.section.useRights")}>
            <p>
              You can correct your details, download a copy of your data and close your account yourself from your profile. For anything
              else, write to{" "}
              <a className="font-medium text-brand-700 underline" href={`mailto:${school.contactEmail}`}>
                {school.contactEmail}
              </a>
              {school.phone ? ` or call ${school.phone}` : ""}. We answer within 30 days and may ask you to confirm who you are first.
            </p>
          </LegalSection>

          <LegalSection title={t("about.legal.privacy.section.changes")}>
            <p>
              The date at the top shows the latest version. If we change how we use your information in a way that matters to you, we email
              you before the change takes effect.
            </p>
          </LegalSection>
        </>
      )}
    </LegalPage>
  );
}
