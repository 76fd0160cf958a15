import { campaignContacts, emailCampaigns, emailSuppressions, outreachProspects } from "../../shared/schema/outreach";
import { insertAd, insertPaidAd } from "../advertising-admin/advertising-admin.test-helpers";
import type { TestApp } from "../test/test-app";
import type { AuditedRoute } from "./audited-requests.test-helpers";

const DAY_MS = 86_400_000;

/** An approved ad whose paid campaign runs from yesterday for 30 days. */
const runningAd = (testApp: TestApp, overrides: Parameters<typeof insertAd>[1] = {}) => {
  const now = testApp.clock.now().getTime();
  return insertPaidAd(testApp, {
    status: "approved",
    startDate: new Date(now - DAY_MS),
    endDate: new Date(now + 29 * DAY_MS),
    ...overrides,
  });
};

const aProspect = async (testApp: TestApp) =>
  (
    await testApp.db
      .insert(outreachProspects)
      .values({
        companyName: "Lingua Books",
        contactName: "Thandi Mokoena",
        email: "thandi@linguabooks.example",
        industry: "Language Learning",
      })
      .returning()
  )[0]!.id;

const aContact = async (testApp: TestApp) =>
  (
    await testApp.db
      .insert(campaignContacts)
      .values({ businessName: "Visa Helpers", contactName: "Ama", email: "ama@visa.example", businessType: "study_abroad" })
      .returning()
  )[0]!.id;

/** The advertisements' review and moderation, and outreach (prospects, contacts, campaigns, the suppression list). */
export const AUDITED_MARKETING_ROUTES: Record<string, AuditedRoute> = {
  "PATCH /api/advertisements/:id/approve": {
    action: "advertisement.approve",
    prepare: async ({ testApp }) => ({ path: `/api/advertisements/${(await insertPaidAd(testApp)).ad.id}/approve` }),
  },
  "PATCH /api/advertisements/:id/reject": {
    action: "advertisement.reject",
    prepare: async ({ testApp }) => ({ path: `/api/advertisements/${(await insertPaidAd(testApp)).ad.id}/reject` }),
  },
  "PATCH /api/advertisements/:id/pause": {
    action: "advertisement.pause",
    prepare: async ({ testApp }) => ({ path: `/api/advertisements/${(await runningAd(testApp)).ad.id}/pause` }),
  },
  "PATCH /api/advertisements/:id/resume": {
    action: "advertisement.resume",
    prepare: async ({ testApp }) => {
      const { ad } = await runningAd(testApp, { pausedAt: new Date(testApp.clock.now().getTime() - 3_600_000) });
      return { path: `/api/advertisements/${ad.id}/resume` };
    },
  },
  "PATCH /api/advertisements/:id/take-down": {
    action: "advertisement.take_down",
    prepare: async ({ testApp }) => ({
      path: `/api/advertisements/${(await runningAd(testApp)).ad.id}/take-down`,
      body: { reason: "The advertised course promises a certificate it cannot give.", refund: true },
    }),
  },
  "POST /api/admin/advertisements/reject": {
    action: "advertisement.reject",
    prepare: async ({ testApp }) => ({ path: "/api/admin/advertisements/reject", body: { ids: [(await insertAd(testApp)).id] } }),
  },
  "POST /api/admin/advertisement-notifications/:id/read": {
    action: "ad_notification.read",
    prepare: async ({ testApp }) => ({
      path: `/api/admin/advertisement-notifications/new_application-${(await insertAd(testApp)).id}/read`,
    }),
  },
  "POST /api/outreach/prospects": {
    action: "prospect.create",
    prepare: () =>
      Promise.resolve({
        path: "/api/outreach/prospects",
        body: {
          companyName: "Lingua Books",
          contactName: "Thandi Mokoena",
          email: "thandi@linguabooks.example",
          industry: "Language Learning",
          potentialValue: "R12 000",
        },
      }),
  },
  "PATCH /api/outreach/prospects/:id": {
    action: "prospect.update",
    prepare: async ({ testApp }) => ({
      path: `/api/outreach/prospects/${await aProspect(testApp)}`,
      body: { notes: "Met at the book fair" },
    }),
  },
  "DELETE /api/outreach/prospects/:id": {
    action: "prospect.delete",
    prepare: async ({ testApp }) => ({ path: `/api/outreach/prospects/${await aProspect(testApp)}` }),
  },
  "PATCH /api/outreach/prospects/:id/status": {
    action: "prospect.status",
    prepare: async ({ testApp }) => ({
      path: `/api/outreach/prospects/${await aProspect(testApp)}/status`,
      body: { status: "interested" },
    }),
  },
  "POST /api/outreach/send-emails": {
    action: "outreach.send",
    prepare: async ({ testApp }) => ({
      path: "/api/outreach/send-emails",
      body: { prospects: [await aProspect(testApp)], template: "initial" },
    }),
  },
  "POST /api/outreach/contacts": {
    action: "campaign_contact.create",
    prepare: () =>
      Promise.resolve({
        path: "/api/outreach/contacts",
        body: { businessName: "Lingua", email: "hello@lingua.example", businessType: "study_abroad" },
      }),
  },
  "POST /api/outreach/contacts/import": {
    action: "campaign_contact.import",
    prepare: () =>
      Promise.resolve({
        path: "/api/outreach/contacts/import",
        body: {
          contacts: [
            { businessName: "Visa Helpers", email: "ama@visa.example", businessType: "study_abroad" },
            { businessName: "Flat Share", email: "ben@flat.example", businessType: "accommodation" },
          ],
        },
      }),
  },
  "DELETE /api/outreach/contacts/:id": {
    action: "campaign_contact.delete",
    prepare: async ({ testApp }) => ({ path: `/api/outreach/contacts/${await aContact(testApp)}` }),
  },
  "POST /api/outreach/campaigns": {
    action: "campaign.create",
    prepare: async ({ testApp }) => {
      await aContact(testApp);
      return {
        path: "/api/outreach/campaigns",
        body: {
          campaignName: "Spring partners",
          subject: "Advertise to {businessName}'s next students",
          emailContent: "Dear {contactName}, our learners are looking for services like yours.",
          businessType: "study_abroad",
          sendDelay: 30,
          scheduledTime: new Date(testApp.clock.now().getTime() + DAY_MS).toISOString(),
        },
      };
    },
  },
  "POST /api/outreach/campaigns/:id/cancel": {
    action: "campaign.cancel",
    prepare: async ({ testApp }) => {
      const [campaign] = await testApp.db
        .insert(emailCampaigns)
        .values({
          name: "Spring partners",
          subject: "Hello",
          content: "Dear partner",
          businessType: "study_abroad",
          scheduledFor: new Date(testApp.clock.now().getTime() + DAY_MS),
        })
        .returning();
      return { path: `/api/outreach/campaigns/${campaign!.id}/cancel` };
    },
  },
  "POST /api/outreach/suppressions": {
    action: "suppression.add",
    prepare: () => Promise.resolve({ path: "/api/outreach/suppressions", body: { email: "stop@example.com" } }),
  },
  "DELETE /api/outreach/suppressions/:id": {
    action: "suppression.remove",
    prepare: async ({ testApp }) => {
      const [row] = await testApp.db.insert(emailSuppressions).values({ email: "again@example.com", reason: "admin" }).returning();
      return { path: `/api/outreach/suppressions/${row!.id}` };
    },
  },
};
