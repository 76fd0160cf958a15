import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { updateProfileSchema, type ProfileUpdated, type UpdateProfileInput } from "@shared/api/profile";
import { DEFAULT_LANGUAGE_LEVEL, LANGUAGE_LEVELS } from "@shared/constants";
import { countryCodeOf } from "@shared/countries";
import type { PublicUser } from "@shared/api/auth";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { timeZoneOptions } from "@/lib/time-zones";
import { useUpdateProfile } from "../api/update-profile";
import { countryOptions, levelOptions } from "@/lib/profile-choices";
import { FormAlert } from "@/components/ui/form-alert";

const FIELD_NAMES = [
  "email",
  "firstName",
  "lastName",
  "country",
  "languageLevel",
  "timeZone",
  "currentPassword",
] as const satisfies readonly (keyof UpdateProfileInput)[];

type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
const isLanguageLevel = (value: string | null): value is LanguageLevel => LANGUAGE_LEVELS.includes(value as LanguageLevel);

type EditProfileFormProps = {
  user: PublicUser;
  onSaved: (user: PublicUser) => void;
  onCancel: () => void;
};

export function EditProfileForm({ user, onSaved, onCancel }: EditProfileFormProps) {
  const { t, locale } = useT();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  // The stored code, or an older account's English name read as its code; none: the student picks one, we never guess.
  const savedCountry = countryCodeOf(user.country) ?? "";
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    // raw: the server parses the same schema again (lowercased email, "" as no name).
    resolver: zodResolver(updateProfileSchema, undefined, { raw: true }),
    defaultValues: {
      email: user.email,
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      country: savedCountry,
      languageLevel: isLanguageLevel(user.languageLevel) ? user.languageLevel : DEFAULT_LANGUAGE_LEVEL,
      timeZone: user.timeZone,
      currentPassword: "",
    },
  });
  // The server asks for the current password only when the email changes; so does the form.
  const isEmailChanging = (watch("email") ?? "").trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let saved: ProfileUpdated;
    try {
      saved = await update.mutateAsync({
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        country: values.country,
        languageLevel: values.languageLevel,
        timeZone: values.timeZone,
        ...(isEmailChanging ? { currentPassword: values.currentPassword } : {}),
      });
    } catch (error) {
      const message = getErrorMessage(error, t("account.editProfile.fallbackError"));
      // 409 is always about the email address: say so under the field the student has to change.
      if (error instanceof ApiError && error.status === 409) setError("email", { type: "server", message });
      else if (!applyServerFieldErrors(error, setError, FIELD_NAMES)) setFormError(message);
      toast({ variant: "destructive", title: t("account.editProfile.failedToast"), description: translateMessage(message) });
      return;
    }
    if (saved.pendingEmail) {
      toast({
        title: t("account.editProfile.confirmEmailToast.title"),
        description: t("account.editProfile.confirmEmailToast.description", { pendingEmail: saved.pendingEmail, email: saved.email }),
      });
    } else {
      toast({ title: t("account.editProfile.savedToast.title"), description: t("account.editProfile.savedToast.description") });
    }
    onSaved(saved);
  });

  const isBusy = update.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={formError} />
      <TextField
        {...register("email")}
        id="profile-email"
        label={t("account.editProfile.email")}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      {isEmailChanging ? (
        <TextField
          {...register("currentPassword")}
          id="profile-currentPassword"
          label={t("account.editProfile.currentPassword")}
          error={errors.currentPassword?.message}
          hint={t("account.editProfile.currentPasswordHint")}
          type="password"
          autoComplete="current-password"
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("firstName")}
          id="profile-firstName"
          label={t("account.editProfile.firstName")}
          error={errors.firstName?.message}
          autoComplete="given-name"
        />
        <TextField
          {...register("lastName")}
          id="profile-lastName"
          label={t("account.editProfile.lastName")}
          error={errors.lastName?.message}
          autoComplete="family-name"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...register("country")}
          id="profile-country"
          label={t("account.editProfile.country")}
          error={errors.country?.message}
          placeholder={savedCountry ? undefined : t("account.editProfile.selectCountry")}
          options={countryOptions(locale)}
          // The values are ISO codes: "country" is the autofill token for a code ("country-name" is for a name).
          autoComplete="country"
        />
        <SelectField
          {...register("languageLevel")}
          id="profile-languageLevel"
          label={t("account.editProfile.languageLevel")}
          error={errors.languageLevel?.message}
          options={levelOptions(t)}
        />
      </div>
      <SelectField
        {...register("timeZone")}
        id="profile-timeZone"
        label={t("account.editProfile.timeZone")}
        error={errors.timeZone?.message}
        hint={t("account.editProfile.timeZoneHint")}
        options={timeZoneOptions(user.timeZone)}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isBusy}>
          {t("account.editProfile.cancel")}
        </Button>
        <SubmitButton isBusy={isBusy} busyLabel={t("account.editProfile.saving")}>
          {t("account.editProfile.submit")}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
