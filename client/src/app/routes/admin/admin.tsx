import type { ReactNode } from "react";
import { useSearchParams } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdvertisingTab } from "@/features/admin-advertising/components/advertising-tab";
import { CertificatesTab } from "@/features/admin-certificates/components/certificates-tab";
import { ContentTab } from "@/features/admin-content/components/content-tab";
import { MessagesTab } from "@/features/admin-messages/components/messages-tab";
import { PreRegistrationsTab } from "@/features/admin-messages/components/pre-registrations-tab";
import { JobsTab } from "@/features/admin-operations/components/jobs-tab";
import { MailTab } from "@/features/admin-operations/components/mail-tab";
import { OverviewTab } from "@/features/admin-overview/components/overview-tab";
import { PhonicsLeaderboardTab } from "@/features/admin-phonics/components/leaderboard-tab";
import { UsersTab } from "@/features/admin-users/components/users-tab";
import { AdminLiveClassesPanel } from "@/features/live-classes/components/admin-live-classes-panel";

/** One area of the admin page: its id in the address (`/admin?tab=<id>`), its label, what it shows. */
export type AdminTab = { id: string; label: string; render: () => ReactNode };

/**
 * The admin page's tabs, in order; the first is shown at plain `/admin`. Each area is its own feature:
 * adding one is one line here, e.g. `{ id: "live-classes", label: "Live classes", render: () => <LiveClassesTab /> }`.
 */
export const ADMIN_TABS = [
  { id: "overview", label: "Overview", render: () => <OverviewTab /> },
  { id: "users", label: "Users", render: () => <UsersTab /> },
  { id: "messages", label: "Messages", render: () => <MessagesTab /> },
  { id: "pre-registrations", label: "Pre-registrations", render: () => <PreRegistrationsTab /> },
  { id: "content", label: "Content", render: () => <ContentTab /> },
  { id: "certificates", label: "Certificates", render: () => <CertificatesTab /> },
  { id: "live-classes", label: "Live classes", render: () => <AdminLiveClassesPanel /> },
  { id: "advertising", label: "Advertising", render: () => <AdvertisingTab /> },
  { id: "phonics-leaderboard", label: "Phonics leaderboard", render: () => <PhonicsLeaderboardTab /> },
  { id: "mail", label: "Mail", render: () => <MailTab /> },
  { id: "jobs", label: "Jobs", render: () => <JobsTab /> },
] as const satisfies readonly AdminTab[];

export const DEFAULT_ADMIN_TAB = ADMIN_TABS[0].id;

/** The tab an address names, or the first one for a missing or unknown `tab`. */
export const resolveAdminTab = (tab: string | null): string =>
  ADMIN_TABS.find((candidate) => candidate.id === tab)?.id ?? DEFAULT_ADMIN_TAB;

export default function AdminScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = resolveAdminTab(searchParams.get("tab"));

  return (
    <PageContainer>
      <PageHeader title="Admin Area" description="Manage courses, students, advertisements and site content." />
      {/* Switching tabs starts the new one afresh: the other tabs' parameters (an open course) are dropped. */}
      <Tabs value={activeTab} onValueChange={(tab) => setSearchParams({ tab })}>
        <TabsList aria-label="Admin areas" className="justify-start overflow-x-auto sm:w-auto">
          {ADMIN_TABS.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id} className="flex-none px-4">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_TABS.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            {tab.render()}
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
