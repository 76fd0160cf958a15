import { AlertCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { PlacementTestState } from "@shared/api/placement";
import { Card } from "@/components/ui/card";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import { useT } from "@/i18n/use-t";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useAuth } from "@/lib/auth";
import { useAnswerPlacementItem } from "../api/answer-placement-item";
import { useCurrentPlacementTest } from "../api/get-current-placement-test";
import { useStartPlacementTest } from "../api/start-placement-test";
import { AssessmentIntro } from "./assessment-intro";
import { PlacementItemStep } from "./placement-item-step";
import { PlacementResultView } from "./placement-result";

const stepKeyOf = (state: PlacementTestState | null | undefined) =>
  !state ? "intro" : state.status === "in_progress" ? `item-${state.item.id}` : `result-${state.testId}`;

/**
 * Moves keyboard and screen-reader focus to the new step's heading whenever the step changes (not on
 * the first render), so nobody is left on a button that just disappeared.
 */
function useFocusOnStepChange(stepKey: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStepKey = useRef(stepKey);
  useEffect(() => {
    if (shownStepKey.current === stepKey) return;
    shownStepKey.current = stepKey;
    headingRef.current?.focus();
  }, [stepKey]);
  return headingRef;
}

/**
 * The adaptive placement test. The server holds it: this page shows the state it answers (nothing yet,
 * the item on screen, or the result), so a reload or another tab resumes on the same item.
 */
export function PlacementAssessment() {
  const { t } = useT();
  const current = useCurrentPlacementTest();
  const startTest = useStartPlacementTest();
  const answerItem = useAnswerPlacementItem();
  const { user, isLoading: isAuthLoading } = useAuth();
  // Why the last action did not go through, in the server's words when it gave some.
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useFocusOnStepChange(current.isPending || current.isError ? "loading" : stepKeyOf(current.data));

  function start() {
    setNotice(null);
    startTest.mutate(undefined, {
      onError: (error) => setNotice(getErrorMessage(error, t("assessment.startError"))),
    });
  }

  function answer(testId: number, itemId: number, choice: number) {
    answerItem.mutate(
      { testId, itemId, answer: choice },
      {
        onSuccess: () => setNotice(null),
        onError: (error) => {
          setNotice(getErrorMessage(error, t("assessment.answerError")));
          // 409: the item was answered elsewhere (another tab) or the test is over; 404: the test is no longer
          // this session's (signed out elsewhere). Either way, show what the server holds now.
          if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void current.refetch();
        },
      },
    );
  }

  let content;
  if (current.isPending) content = <SectionLoading label={t("assessment.loading")} />;
  else if (current.isError)
    content = <SectionError message={t("assessment.loadError")} onRetry={() => void current.refetch()} isRetrying={current.isFetching} />;
  else if (!current.data)
    content = (
      <AssessmentIntro
        headingRef={headingRef}
        isSignedIn={isAuthLoading ? undefined : user !== null}
        isStarting={startTest.isPending}
        onStart={start}
      />
    );
  else if (current.data.status === "in_progress") {
    const { testId, item, endsAt } = current.data;
    content = (
      <PlacementItemStep
        key={item.id}
        item={item}
        endsAt={endsAt}
        // Only this item's own answer in flight disables it: the next item is in the cache (and on screen) a
        // moment before the request that brought it counts as settled, and a click there must not be lost.
        isSubmitting={answerItem.isPending && answerItem.variables?.itemId === item.id}
        notice={notice}
        headingRef={headingRef}
        onAnswer={(choice) => answer(testId, item.id, choice)}
        onTimeUp={() => void current.refetch()}
      />
    );
  } else
    content = (
      <PlacementResultView
        result={current.data.result}
        isSaved={current.data.isSaved}
        isSignedIn={user !== null}
        isRestarting={startTest.isPending}
        headingRef={headingRef}
        onRetake={start}
      />
    );

  // The item step shows its own notice beside the question; elsewhere (start, retake) it shows here.
  const isOnItem = current.data?.status === "in_progress";
  return (
    <Card className="space-y-6 rounded-3xl p-5 shadow-xl shadow-brand-900/10 sm:p-8 lg:p-10">
      {notice && !isOnItem ? (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {notice}
        </p>
      ) : null}
      {content}
    </Card>
  );
}
