import { useQueryClient } from "@tanstack/react-query";
import { BookOpen, TrendingUp, UserRound } from "lucide-react";
import { PageContainer } from "@/components/layout/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { MY_COURSES_QUERY_KEY } from "@/features/dashboard/api/get-my-courses";
import { useHasAdultPlan } from "@/features/dashboard/api/use-has-adult-plan";
import { DashboardHeader } from "@/features/dashboard/components/dashboard-header";
import { EmailConfirmationNudge } from "@/features/email-confirmation/components/email-confirmation-nudge";
import { MyCoursesPanel } from "@/features/dashboard/components/my-courses-panel";
import { ProgressPanel } from "@/features/dashboard/components/progress-panel";
import { UpcomingLiveClasses } from "@/features/live-classes/components/upcoming-live-classes";
import { ParentHomeLink } from "@/features/parent-home/components/parent-home-link";
import { useT } from "@/i18n/use-t";
import { useAuth } from "@/lib/auth";
import { AccountPanel } from "../account/account-panel";

// On a phone the three tabs share the width; from sm up they keep their natural size and never wrap.
const TAB_TRIGGER_CLASSES = "whitespace-nowrap sm:flex-none sm:px-5";

/** Live classes are asked for only once the plan is known to include them (no 403 for a student without one). */
function DashboardLiveClasses() {
  const hasPlan = useHasAdultPlan();
  return <UpcomingLiveClasses planAccess={hasPlan === undefined ? "loading" : hasPlan ? "yes" : "no"} />;
}

export default function DashboardScreen() {
  // The route guard renders this screen only for a signed-in user.
  const { user } = useAuth();
  const { t } = useT();
  const queryClient = useQueryClient();
  if (!user) return null;

  // Recommended courses follow the level on the profile, so a saved level changes them.
  const refreshProfileDependents = () => void queryClient.invalidateQueries({ queryKey: MY_COURSES_QUERY_KEY });

  return (
    <PageContainer className="space-y-8">
      <DashboardHeader user={user} />
      <EmailConfirmationNudge />
      {/* Children's progress lives on the parent home; an account with children reaches it from here. */}
      <ParentHomeLink />
      <Tabs defaultValue="courses">
        <TabsList aria-label={t("dashboard.screen.sections")} className="sm:w-auto">
          <TabsTrigger value="courses" className={TAB_TRIGGER_CLASSES}>
            <BookOpen aria-hidden="true" className="hidden size-4 sm:block" />
            {t("dashboard.screen.tabCourses")}
          </TabsTrigger>
          <TabsTrigger value="progress" className={TAB_TRIGGER_CLASSES}>
            <TrendingUp aria-hidden="true" className="hidden size-4 sm:block" />
            {t("dashboard.screen.tabProgress")}
          </TabsTrigger>
          <TabsTrigger value="profile" className={TAB_TRIGGER_CLASSES}>
            <UserRound aria-hidden="true" className="hidden size-4 sm:block" />
            {t("dashboard.screen.tabProfile")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="courses">
          <MyCoursesPanel aside={<DashboardLiveClasses />} />
        </TabsContent>
        <TabsContent value="progress" className="space-y-6">
          <ProgressPanel />
        </TabsContent>
        <TabsContent value="profile">
          <AccountPanel user={user} onProfileUpdated={refreshProfileDependents} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
