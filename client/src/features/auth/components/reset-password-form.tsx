import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import type { PublicUser } from "@shared/api/auth";
import { newPasswordSchema, NEW_PASSWORD_HINT } from "@shared/api/auth";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useCompletePasswordReset } from "../api/password-reset";

const FALLBACK_ERROR = "Your password could not be changed. Please try again.";

/** The registration rules plus the confirmation, which only the form knows. */
const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().min(1, "Please confirm your new password") })
  .refine((values) => values.password === values.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

type ResetPasswordFormProps = {
  token: string;
  onSuccess: (user: PublicUser) => void;
};

export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const complete = useCompletePasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: "", confirmPassword: "" } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    let user: PublicUser;
    try {
      user = await complete.mutateAsync({ token, password });
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ["password"])) setFormError(getErrorMessage(error, FALLBACK_ERROR));
      return;
    }
    onSuccess(user);
  });

  const passwordError = errors.password?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={formError} />
      {formError ? (
        // A refused link is the usual cause: the way to a new one is right here.
        <p className="text-sm">
          <Link href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Ask for a new reset link
          </Link>
        </p>
      ) : null}
      <TextField
        {...register("password")}
        id="reset-password"
        label="New password"
        error={passwordError}
        hint={passwordError ? undefined : NEW_PASSWORD_HINT}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...register("confirmPassword")}
        id="reset-password-confirm"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton size="lg" className="w-full" isBusy={complete.isPending} busyLabel="Saving...">
        Set new password
      </SubmitButton>
    </form>
  );
}
