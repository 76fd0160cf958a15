import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField, fieldDescription } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useChangePassword } from "../api/change-password";
import { changePasswordFormSchema, type ChangePasswordFormValues } from "../change-password-form-schema";
import { FormAlert } from "./form-alert";

const FIELD_NAMES = ["currentPassword", "newPassword", "confirmPassword"] as const satisfies readonly (keyof ChangePasswordFormValues)[];
const FALLBACK_ERROR = "Your password could not be changed. Please try again.";
const NEW_PASSWORD_HINT = "At least 6 characters.";

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

  const currentError = errors.currentPassword?.message;
  const newError = errors.newPassword?.message;
  const newHint = newError ? undefined : NEW_PASSWORD_HINT;
  const confirmError = errors.confirmPassword?.message;
  const isBusy = change.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={formError} />
      <FormField id="password-current" label="Current password" error={currentError}>
        <Input
          {...register("currentPassword")}
          {...fieldDescription("password-current", { error: currentError })}
          type="password"
          autoComplete="current-password"
        />
      </FormField>
      <FormField id="password-new" label="New password" error={newError} hint={newHint}>
        <Input
          {...register("newPassword")}
          {...fieldDescription("password-new", { error: newError, hint: newHint })}
          type="password"
          autoComplete="new-password"
        />
      </FormField>
      <FormField id="password-confirm" label="Confirm new password" error={confirmError}>
        <Input
          {...register("confirmPassword")}
          {...fieldDescription("password-confirm", { error: confirmError })}
          type="password"
          autoComplete="new-password"
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? <Spinner className="size-4" /> : null}
          {isBusy ? "Saving..." : "Update Password"}
        </Button>
      </DialogFooter>
    </form>
  );
}
