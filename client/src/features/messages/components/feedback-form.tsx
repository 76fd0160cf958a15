import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { FieldError, fieldDescription, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { cn } from "@/lib/utils";
import { feedbackInputSchema, useSubmitFeedback, type FeedbackFormValues } from "../api/submit-feedback";
import { getFailureMessage } from "../utils/failure-message";
import { HoneypotField } from "./honeypot-field";

const FIELD_NAMES = ["name", "email", "category", "message"] as const satisfies readonly (keyof FeedbackFormValues)[];

const CATEGORY_OPTIONS = [{ value: "", label: "Select a category" }, ...FEEDBACK_CATEGORIES];

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

  const describe = (name: (typeof FIELD_NAMES)[number], hint?: string) => {
    const error = errors[name]?.message;
    return { error, control: fieldDescription(`feedback-${name}`, { error, hint }) };
  };
  const name = describe("name");
  const email = describe("email");
  const category = describe("category");
  // The counter is the message's hint, so a screen reader reads it with the field rather than on every key.
  const counter = `${messageLength}/${FEEDBACK_MESSAGE_MAX}`;
  const message = describe("message", counter);
  const isOverLimit = messageLength > FEEDBACK_MESSAGE_MAX;
  const isBusy = submit.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="feedback-name" label="Your name" error={name.error}>
          <Input {...register("name")} {...name.control} autoComplete="name" />
        </FormField>
        <FormField id="feedback-email" label="Email address" error={email.error}>
          <Input {...register("email")} {...email.control} type="email" autoComplete="email" inputMode="email" />
        </FormField>
      </div>
      <FormField id="feedback-category" label="Category" error={category.error}>
        <Select {...register("category")} {...category.control} options={CATEGORY_OPTIONS} />
      </FormField>
      <div className="space-y-1.5">
        <Label htmlFor="feedback-message">Your feedback</Label>
        <Textarea
          {...register("message")}
          {...message.control}
          rows={6}
          placeholder="Tell us what works well and what we could do better."
        />
        <div className="flex items-start justify-between gap-4">
          <FieldError id="feedback-message" message={message.error} />
          <p
            id="feedback-message-hint"
            className={cn("ml-auto shrink-0 text-sm tabular-nums", isOverLimit ? "font-medium text-red-700" : "text-slate-600")}
          >
            {counter}
          </p>
        </div>
      </div>
      <HoneypotField {...register("website")} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isBusy}>
        {isBusy ? <Spinner className="size-4" /> : null}
        {isBusy ? "Submitting..." : "Submit Feedback"}
      </Button>
    </form>
  );
}
