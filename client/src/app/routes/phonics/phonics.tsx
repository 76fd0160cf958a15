import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { mySubscriptionQueryOptions } from "@/features/dashboard/api/get-my-subscription";
import { KidsPlanNote } from "@/features/parent-home/components/kids-plan-note";
import { describeChildRoom, getKidsPlanState } from "@/features/parent-home/kids-plan-state";
import { usePhonicsAccount } from "@/features/phonics/api/get-phonics-account";
import { PhonicsPage } from "@/features/phonics/components/phonics-page";
import { useT } from "@/i18n/use-t";
import { useAuth } from "@/lib/auth";

/** `?child=12` from the parent home's "Practise with": only a child of this account is chosen. */
function useChosenChild(isSignedIn: boolean) {
  const requested = Number(new URLSearchParams(useSearch()).get("child"));
  const account = usePhonicsAccount({ enabled: isSignedIn });
  const isTheirs = account.data?.children.some((child) => child.id === requested) === true;
  return { childId: isTheirs ? requested : null, maxChildren: account.data?.maxChildren ?? 1 };
}

/** /phonics: the Fun Phonics package for children aged 3 to 12. */
export default function PhonicsScreen() {
  const { user } = useAuth();
  const { t } = useT();
  // A visitor has no subscription to ask for (no 401 in the console).
  const subscription = useQuery({ ...mySubscriptionQueryOptions(), enabled: user !== null });
  const chosen = useChosenChild(user !== null);
  const planState = getKidsPlanState(subscription.data?.subscription ?? null);

  return (
    <PageContainer>
      <PageHeader eyebrow={t("kids.phonics.eyebrow")} title={t("kids.phonics.title")} description={t("kids.phonics.description")} />
      {/* The trial's countdown; a paid plan or no plan needs no line here (the page says what is open). */}
      {user && planState.kind === "trial" ? <KidsPlanNote state={planState} timeZone={user.timeZone} className="mb-6" /> : null}
      {/* Remounted once the account confirms the child, so the page opens with them chosen. */}
      <PhonicsPage
        key={chosen.childId ?? "account"}
        initialChildId={chosen.childId}
        childRoomText={describeChildRoom(planState, chosen.maxChildren, t)}
      />
    </PageContainer>
  );
}
