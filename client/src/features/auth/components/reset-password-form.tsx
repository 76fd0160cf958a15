import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import type { PublicUser } from "@shared/api/auth";
import { newPasswordSchema } from "@shared/api/auth";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useCompletePasswordReset } from "../api/password-reset";

/** The registration rules plus the confirmation, which only the form knows. */
const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().min(1, "Please confirm your new password") })
  .refine((values) => values.password === values.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

type ResetPasswordFormProps = {
  token: string;
  onSuccess: (user: PublicUser) => void;
};

export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const { t } = useT();
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
      if (!applyServerFieldErrors(error, setError, ["password"]))
        setFormError(getErrorMessage(error, t("auth.resetPassword.fallbackError")));
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
            {t("auth.resetPassword.askNewLink")}
          </Link>
        </p>
      ) : null}
      <TextField
        {...register("password")}
        id="reset-password"
        label={t("auth.resetPassword.newPassword")}
        error={passwordError}
        hint={passwordError ? undefined : t("auth.newPasswordHint")}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...register("confirmPassword")}
        id="reset-password-confirm"
        label={t("auth.resetPassword.confirmPassword")}
        error={errors.confirmPassword?.message}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton size="lg" className="w-full" isBusy={complete.isPending} busyLabel={t("auth.resetPassword.saving")}>
        {t("auth.resetPassword.submit")}
      </SubmitButton>
    </form>
  );
}
