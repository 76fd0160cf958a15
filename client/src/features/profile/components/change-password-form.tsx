import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useChangePassword } from "../api/change-password";
import { changePasswordFormSchema, type ChangePasswordFormValues } from "../change-password-form-schema";
import { FormAlert } from "@/components/ui/form-alert";

const FIELD_NAMES = ["currentPassword", "newPassword", "confirmPassword"] as const satisfies readonly (keyof ChangePasswordFormValues)[];

type ChangePasswordFormProps = { onChanged: () => void; onCancel: () => void };

export function ChangePasswordForm({ onChanged, onCancel }: ChangePasswordFormProps) {
  const { t } = useT();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      const message = getErrorMessage(error, t("account.changePassword.fallbackError"));
      if (!applyServerFieldErrors(error, setError, FIELD_NAMES)) setFormError(message);
      toast({ variant: "destructive", title: t("account.changePassword.failedToast"), description: translateMessage(message) });
      return;
    }
    toast({ title: t("account.changePassword.changedToast.title"), description: t("account.changePassword.changedToast.description") });
    onChanged();
  });

  const newError = errors.newPassword?.message;
  const isBusy = change.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={formError} />
      <TextField
        {...register("currentPassword")}
        id="password-current"
        label={t("account.changePassword.currentPassword")}
        error={errors.currentPassword?.message}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        {...register("newPassword")}
        id="password-new"
        label={t("account.changePassword.newPassword")}
        error={newError}
        hint={newError ? undefined : t("account.changePassword.newPasswordHint")}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...register("confirmPassword")}
        id="password-confirm"
        label={t("account.changePassword.confirmPassword")}
        error={errors.confirmPassword?.message}
        type="password"
        autoComplete="new-password"
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isBusy}>
          {t("account.changePassword.cancel")}
        </Button>
        <SubmitButton isBusy={isBusy} busyLabel={t("account.changePassword.saving")}>
          {t("account.changePassword.submit")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
