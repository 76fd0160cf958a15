import { NEW_PASSWORD_HINT } from "@shared/api/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useChangePassword } from "../api/change-password";
import { changePasswordFormSchema, type ChangePasswordFormValues } from "../change-password-form-schema";
import { FormAlert } from "@/components/ui/form-alert";

const FIELD_NAMES = ["currentPassword", "newPassword", "confirmPassword"] as const satisfies readonly (keyof ChangePasswordFormValues)[];
const FALLBACK_ERROR = "Your password could not be changed. Please try again.";

type ChangePasswordFormProps = { onChanged: () => void; onCancel: () => void };

export function ChangePasswordForm({ onChanged, onCancel }: ChangePasswordFormProps) {
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
      const message = getErrorMessage(error, FALLBACK_ERROR);
      if (!applyServerFieldErrors(error, setError, FIELD_NAMES)) setFormError(message);
      toast({ variant: "destructive", title: "Password Not Changed", description: message });
      return;
    }
    toast({ title: "Password Changed", description: "Your other sessions have been signed out." });
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
        label="Current password"
        error={errors.currentPassword?.message}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        {...register("newPassword")}
        id="password-new"
        label="New password"
        error={newError}
        hint={newError ? undefined : NEW_PASSWORD_HINT}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...register("confirmPassword")}
        id="password-confirm"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        type="password"
        autoComplete="new-password"
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <SubmitButton isBusy={isBusy} busyLabel="Saving...">
          Update Password
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
