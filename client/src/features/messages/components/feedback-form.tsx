import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX } from "@shared/constants";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { cn } from "@/lib/utils";
import { feedbackInputSchema, useSubmitFeedback, type FeedbackFormValues } from "../api/submit-feedback";
import { getFailureMessage } from "../utils/failure-message";
import { HoneypotField } from "@/components/ui/honeypot-field";

const FIELD_NAMES = ["name", "email", "category", "message"] as const satisfies readonly (keyof FeedbackFormValues)[];

const EMPTY_FEEDBACK: FeedbackFormValues = { name: "", email: "", category: "", message: "", website: "" };

export function FeedbackForm() {
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
        title: "Error",
        description: getFailureMessage(error, "Failed to submit feedback. Please try again later."),
      });
      return;
    }
    toast({
      title: "Feedback Submitted",
      description: "Thank you for your feedback! We read every message and use it to improve our courses.",
    });
    reset(EMPTY_FEEDBACK);
  });

  // The counter is the message's hint, so a screen reader reads it with the field rather than on every key.
  const counter = `${messageLength}/${FEEDBACK_MESSAGE_MAX}`;
  const isOverLimit = messageLength > FEEDBACK_MESSAGE_MAX;

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...register("name")} id="feedback-name" label="Your name" error={errors.name?.message} autoComplete="name" />
        <TextField
          {...register("email")}
          id="feedback-email"
          label="Email address"
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <SelectField
        {...register("category")}
        id="feedback-category"
        label="Category"
        error={errors.category?.message}
        placeholder="Select a category"
        options={FEEDBACK_CATEGORIES}
      />
      <TextAreaField
        {...register("message")}
        id="feedback-message"
        label="Your feedback"
        error={errors.message?.message}
        hint={counter}
        hintPlacement="end"
        hintClassName={cn("tabular-nums", isOverLimit && "font-medium text-red-700")}
        rows={6}
        placeholder="Tell us what works well and what we could do better."
      />
      <HoneypotField {...register("website")} />
      <SubmitButton size="lg" className="w-full sm:w-auto" isBusy={submit.isPending} busyLabel="Submitting...">
        Submit Feedback
      </SubmitButton>
    </form>
  );
}
