import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  COURSE_RULE_LABELS,
  COURSE_RULES,
  formatCentsForInput,
  planFormSchema,
  type AdminPlan,
  type CreatePlanRequest,
  type PlanFormInput,
  type PlanFormOutput,
} from "@shared/api/admin-plans";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { FeatureListEditor } from "./feature-list-editor";

const FIELD_NAMES = ["name", "description", "price", "billingInterval", "audience", "trialDays", "courseAccess"] as const;

const EMPTY_PLAN: PlanFormInput = {
  name: "",
  description: "",
  price: "",
  billingInterval: "month",
  audience: "adult",
  features: [{ text: "" }],
  trialDays: 0,
  courseAccess: "all_courses",
};

const toFormValues = (plan: AdminPlan): PlanFormInput => ({
  ...plan,
  price: formatCentsForInput(plan.price),
  features: plan.features.map((text) => ({ text })),
});

/** The form's values as the API takes them: cents, a list of strings; an adult plan has no trial. */
export const toPlanRequest = (values: PlanFormOutput): CreatePlanRequest => ({
  ...values,
  features: values.features.map((feature) => feature.text),
  trialDays: values.audience === "kids" ? values.trialDays : 0,
});

type PlanFormProps = {
  /** The plan to edit; a new plan when absent. */
  plan?: AdminPlan;
  onSubmit: (plan: CreatePlanRequest) => Promise<unknown>;
  onCancel: () => void;
  submitLabel: string;
};

/** Name, description, price in rand, interval, audience, features, trial days and the courses an adult plan opens. */
export function PlanForm({ plan, onSubmit, onCancel, submitLabel }: PlanFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormInput, unknown, PlanFormOutput>({
    resolver: zodResolver(planFormSchema),
    defaultValues: plan ? toFormValues(plan) : EMPTY_PLAN,
  });
  const audience = useWatch({ control, name: "audience" });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(toPlanRequest(values));
    } catch (error) {
      // A duplicate (409) is about the name: the message goes under it as well as at the top.
      if (error instanceof ApiError && error.status === 409) setError("name", { type: "server", message: getErrorMessage(error, "") });
      if (!applyServerFieldErrors(error, setError, FIELD_NAMES))
        setFormError(getErrorMessage(error, "The plan could not be saved. Please try again."));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={formError} />
      <TextField {...register("name")} id="plan-name" label="Name" error={errors.name?.message} />
      <TextAreaField
        {...register("description")}
        id="plan-description"
        label="Description"
        rows={2}
        hint="One or two sentences under the name on the pricing card."
        error={errors.description?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("price")}
          id="plan-price"
          label="Price in rand"
          inputMode="decimal"
          placeholder="199.00"
          hint={plan ? "A new price applies to new checkouts only: current subscribers keep theirs." : "For example 199.00"}
          error={errors.price?.message}
        />
        <SelectField
          {...register("billingInterval")}
          id="plan-interval"
          label="Billing"
          options={[
            { value: "month", label: "Monthly" },
            { value: "year", label: "Yearly" },
          ]}
          error={errors.billingInterval?.message}
        />
        <SelectField
          {...register("audience")}
          id="plan-audience"
          label="For"
          options={[
            { value: "adult", label: "Adults (courses)" },
            { value: "kids", label: "Kids (phonics)" },
          ]}
          error={errors.audience?.message}
        />
        {audience === "kids" ? (
          <TextField
            {...register("trialDays")}
            id="plan-trial-days"
            label="Free trial days"
            type="number"
            min={0}
            max={60}
            hint="0: the plan offers no free trial."
            error={errors.trialDays?.message}
          />
        ) : (
          <SelectField
            {...register("courseAccess")}
            id="plan-course-access"
            label="Courses it opens"
            options={COURSE_RULES.map((rule) => ({ value: rule, label: COURSE_RULE_LABELS[rule] }))}
            error={errors.courseAccess?.message}
          />
        )}
      </div>
      <FeatureListEditor control={control} register={register} errors={errors} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <SubmitButton isBusy={isSubmitting} busyLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
