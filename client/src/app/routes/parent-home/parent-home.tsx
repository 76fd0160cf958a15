import { Gamepad2, UserRound, Users } from "lucide-react";
import { Link } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { buttonClasses } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useMySubscription } from "@/features/dashboard/api/get-my-subscription";
import { useParentChildren } from "@/features/parent-home/api/get-children";
import { ChildrenOverview } from "@/features/parent-home/components/children-overview";
import { KidsPlanNote } from "@/features/parent-home/components/kids-plan-note";
import { describeChildRoom, getKidsPlanState } from "@/features/parent-home/kids-plan-state";
import { useAuth } from "@/lib/auth";
import { EmailConfirmationNudge } from "@/features/email-confirmation/components/email-confirmation-nudge";
import { useT } from "@/i18n/use-t";
import { AccountPanel } from "../account/account-panel";
import { AddChildDialog } from "./add-child-dialog";

const TAB_TRIGGER_CLASSES = "whitespace-nowrap sm:flex-none sm:px-5";

/**
 * /family, the parent home: the children first (with their progress and a way to practise), the kids plan
 * in one line, and the account on its own tab. Kids-plan parents land here instead of the adult dashboard.
 */
export default function ParentHomeScreen() {
  // The route guard renders this screen only for a signed-in user.
  const { user } = useAuth();
  const { t } = useT();
  const subscription = useMySubscription();
  const account = useParentChildren();
  if (!user) return null;

  const planState = getKidsPlanState(subscription.data?.subscription ?? null);
  const roomText = describeChildRoom(planState, account.data?.maxChildren ?? 1, t);

  return (
    <PageContainer className="space-y-6">
      <PageHeader
        eyebrow={t("kids.parentHome.title")}
        title={t("kids.parentHome.heading")}
        className="mb-6"
        actions={
          <Link href="/phonics" className={buttonClasses({ variant: "outline" })}>
            <Gamepad2 aria-hidden="true" className="size-4" />
            {t("kids.parentHome.openPhonics")}
          </Link>
        }
      />
      <EmailConfirmationNudge />
      <KidsPlanNote state={planState} timeZone={user.timeZone} />
      <Tabs defaultValue="children">
        <TabsList aria-label={t("kids.parentHome.sections")} className="sm:w-auto">
          <TabsTrigger value="children" className={TAB_TRIGGER_CLASSES}>
            <Users aria-hidden="true" className="hidden size-4 sm:block" />
            {t("kids.parentHome.childrenTab")}
          </TabsTrigger>
          <TabsTrigger value="account" className={TAB_TRIGGER_CLASSES}>
            <UserRound aria-hidden="true" className="hidden size-4 sm:block" />
            {t("kids.parentHome.accountTab")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="children" className="pt-2">
          <h2 className="sr-only">{t("kids.parentHome.childrenHeading")}</h2>
          <ChildrenOverview renderAddChild={(trigger) => <AddChildDialog {...trigger} roomText={roomText} />} />
        </TabsContent>
        <TabsContent value="account">
          <AccountPanel user={user} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
