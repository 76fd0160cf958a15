import { useEffect, useRef, useState } from "react";
import { ASSESSMENT_QUESTIONS } from "@shared/assessment";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/lib/auth";
import { useSubmitAssessment } from "../api/submit-assessment";
import {
  type AssessmentAction,
  type AssessmentState,
  assessmentReducer,
  initialAssessmentState,
  isAnswerMissing,
} from "../assessment-machine";
import { AssessmentIntro } from "./assessment-intro";
import { AssessmentQuestionStep } from "./assessment-question-step";
import { AssessmentResults } from "./assessment-results";

const stepKeyOf = (state: AssessmentState) =>
  state.stage === "question" || state.stage === "submitting" ? `question-${state.index}` : state.stage;

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

/** The placement test: intro, one question at a time, then the band the server scored. */
export function PlacementAssessment() {
  const [state, setState] = useState<AssessmentState>(initialAssessmentState);
  const { user, isLoading: isAuthLoading } = useAuth();
  const submitAssessment = useSubmitAssessment();
  const headingRef = useFocusOnStepChange(stepKeyOf(state));

  // For answers that arrive later: they apply to whatever the state is by then.
  const dispatch = (action: AssessmentAction) => setState((current) => assessmentReducer(current, action));

  function handleNext() {
    // Computed here rather than in a state updater because the outcome decides what to do next.
    const next = assessmentReducer(state, { type: "next" });
    setState(next);
    if (isAnswerMissing(next)) {
      toast({ variant: "destructive", title: "Please select an answer", description: "You must select an option before proceeding." });
      return;
    }
    // Only the press that started submitting sends: a second click while busy changes nothing.
    if (state.stage !== "question" || next.stage !== "submitting") return;
    submitAssessment.mutate(
      { answers: next.answers },
      {
        onSuccess: (result) => dispatch({ type: "submitted", result }),
        onError: () => {
          dispatch({ type: "failed" });
          toast({ variant: "destructive", title: "Error", description: "Failed to save assessment results. Please try again." });
          // The Submit button was disabled under the focus; the question heading is the way back in.
          headingRef.current?.focus();
        },
      },
    );
  }

  const isInQuestions = state.stage === "question" || state.stage === "submitting";
  const question = isInQuestions ? ASSESSMENT_QUESTIONS[state.index] : undefined;

  return (
    <Card className="rounded-3xl p-5 shadow-xl shadow-brand-900/10 sm:p-8 lg:p-10">
      {state.stage === "results" ? (
        <AssessmentResults
          result={state.result}
          total={ASSESSMENT_QUESTIONS.length}
          isSignedIn={user !== null}
          headingRef={headingRef}
          onRetake={() => dispatch({ type: "restart" })}
        />
      ) : isInQuestions && question ? (
        <AssessmentQuestionStep
          key={question.id}
          question={question}
          index={state.index}
          total={ASSESSMENT_QUESTIONS.length}
          answer={state.answers[state.index] ?? null}
          isAnswerMissing={isAnswerMissing(state)}
          isSubmitting={state.stage === "submitting"}
          headingRef={headingRef}
          onSelect={(option) => dispatch({ type: "select", option })}
          onNext={handleNext}
          onPrevious={() => dispatch({ type: "previous" })}
        />
      ) : (
        <AssessmentIntro
          headingRef={headingRef}
          isSignedIn={isAuthLoading ? undefined : user !== null}
          onStart={() => dispatch({ type: "start" })}
        />
      )}
    </Card>
  );
}
