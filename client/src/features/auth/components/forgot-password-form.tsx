import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { passwordResetRequestSchema } from "@shared/api/password-reset";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useRequestPasswordReset } from "../api/password-reset";

/** Asks for a reset link; afterwards shows the server's words, the same whether or not an account matched. */
export function ForgotPasswordForm() {
  const { t } = useT();
  const request = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordResetRequestSchema, undefined, { raw: true }),
    defaultValues: { identifier: "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const answer = await request.mutateAsync(input);
      setSentMessage(answer.message);
    } catch (error) {
      setFormError(getErrorMessage(error, t("auth.forgotPassword.fallbackError")));
    }
  });

  if (sentMessage) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{translateMessage(sentMessage)}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={formError} />
      <TextField
        {...register("identifier")}
        id="forgot-identifier"
        label={t("auth.forgotPassword.identifier")}
        error={errors.identifier?.message}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SubmitButton size="lg" className="w-full" isBusy={request.isPending} busyLabel={t("auth.forgotPassword.sending")}>
        {t("auth.forgotPassword.submit")}
      </SubmitButton>
    </form>
  );
}
