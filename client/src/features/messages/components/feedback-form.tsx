import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX } from "@shared/constants";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { cn } from "@/lib/utils";
import { feedbackInputSchema, useSubmitFeedback, type FeedbackFormValues } from "../api/submit-feedback";
import { getFailureMessage } from "../utils/failure-message";
import { HoneypotField } from "@/components/ui/honeypot-field";

const FIELD_NAMES = ["name", "email", "category", "message"] as const satisfies readonly (keyof FeedbackFormValues)[];

// The categories are sent as their values; each is shown in the interface language.
const CATEGORY_LABEL_IDS: Record<(typeof FEEDBACK_CATEGORIES)[number]["value"], string> = {
  suggestion: "messages.feedbackForm.categorySuggestion",
  improvement: "messages.feedbackForm.categoryImprovement",
  bug: "messages.feedbackForm.categoryBug",
  content: "messages.feedbackForm.categoryContent",
  question: "messages.feedbackForm.categoryQuestion",
  other: "messages.feedbackForm.categoryOther",
};

const EMPTY_FEEDBACK: FeedbackFormValues = { name: "", email: "", category: "", message: "", website: "" };

export function FeedbackForm() {
  const { t } = useT();
  const submit = useSubmitFeedback();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(feedbackInputSchema), defaultValues: EMPTY_FEEDBACK });
  const messageLength = useWatch({ control, name: "message" }).length;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELD_NAMES);
      toast({
        variant: "destructive",
        title: t("messages.feedbackForm.errorTitle"),
        description: getFailureMessage(error, t("messages.feedbackForm.errorText")),
      });
      return;
    }
    toast({
      title: t("messages.feedbackForm.sentTitle"),
      description: t("messages.feedbackForm.sentText"),
    });
    reset(EMPTY_FEEDBACK);
  });

  // The counter is the message's hint, so a screen reader reads it with the field rather than on every key.
  const counter = `${messageLength}/${FEEDBACK_MESSAGE_MAX}`;
  const isOverLimit = messageLength > FEEDBACK_MESSAGE_MAX;

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("name")}
          id="feedback-name"
          label={t("messages.feedbackForm.name")}
          error={errors.name?.message}
          autoComplete="name"
        />
        <TextField
          {...register("email")}
          id="feedback-email"
          label={t("messages.feedbackForm.email")}
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <SelectField
        {...register("category")}
        id="feedback-category"
        label={t("messages.feedbackForm.category")}
        error={errors.category?.message}
        placeholder={t("messages.feedbackForm.categoryPlaceholder")}
        options={FEEDBACK_CATEGORIES.map(({ value }) => ({ value, label: t(CATEGORY_LABEL_IDS[value]) }))}
      />
      <TextAreaField
        {...register("message")}
        id="feedback-message"
        label={t("messages.feedbackForm.message")}
        error={errors.message?.message}
        hint={counter}
        hintPlacement="end"
        hintClassName={cn("tabular-nums", isOverLimit && "font-medium text-red-700")}
        rows={6}
        placeholder={t("messages.feedbackForm.messagePlaceholder")}
      />
      <HoneypotField {...register("website")} />
      <SubmitButton size="lg" className="w-full sm:w-auto" isBusy={submit.isPending} busyLabel={t("messages.feedbackForm.busy")}>
        {t("messages.feedbackForm.submit")}
      </SubmitButton>
    </form>
  );
}
