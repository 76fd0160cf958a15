import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { updateProfileSchema, type ProfileUpdated, type UpdateProfileInput } from "@shared/api/profile";
import { COUNTRIES, DEFAULT_LANGUAGE_LEVEL, LANGUAGE_LEVELS } from "@shared/constants";
import type { PublicUser } from "@shared/api/auth";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { timeZoneOptions } from "@/lib/time-zones";
import { useUpdateProfile } from "../api/update-profile";
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
const CURRENT_PASSWORD_HINT = "Needed to change your email address.";
const FALLBACK_ERROR = "Your profile could not be saved. Please try again.";

type Country = (typeof COUNTRIES)[number];
type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
const isCountry = (value: string | null): value is Country => COUNTRIES.includes(value as Country);
const isLanguageLevel = (value: string | null): value is LanguageLevel => LANGUAGE_LEVELS.includes(value as LanguageLevel);

type EditProfileFormProps = {
  user: PublicUser;
  onSaved: (user: PublicUser) => void;
  onCancel: () => void;
};

export function EditProfileForm({ user, onSaved, onCancel }: EditProfileFormProps) {
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  // An account from before countries were required has none: the student picks one instead of us guessing.
  const savedCountry = isCountry(user.country) ? user.country : undefined;
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
      const message = getErrorMessage(error, FALLBACK_ERROR);
      // 409 is always about the email address: say so under the field the student has to change.
      if (error instanceof ApiError && error.status === 409) setError("email", { type: "server", message });
      else if (!applyServerFieldErrors(error, setError, FIELD_NAMES)) setFormError(message);
      toast({ variant: "destructive", title: "Update Failed", description: message });
      return;
    }
    if (saved.pendingEmail) {
      toast({
        title: "Confirm Your New Email",
        description: `We sent a link to ${saved.pendingEmail}. Your email changes when you open it; until then mail goes to ${saved.email}.`,
      });
    } else {
      toast({ title: "Profile Updated", description: "Your profile details have been saved." });
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
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      {isEmailChanging ? (
        <TextField
          {...register("currentPassword")}
          id="profile-currentPassword"
          label="Current password"
          error={errors.currentPassword?.message}
          hint={CURRENT_PASSWORD_HINT}
          type="password"
          autoComplete="current-password"
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("firstName")}
          id="profile-firstName"
          label="First name"
          error={errors.firstName?.message}
          autoComplete="given-name"
        />
        <TextField
          {...register("lastName")}
          id="profile-lastName"
          label="Last name"
          error={errors.lastName?.message}
          autoComplete="family-name"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...register("country")}
          id="profile-country"
          label="Country"
          error={errors.country?.message}
          placeholder={savedCountry ? undefined : "Select a country"}
          options={COUNTRIES}
          autoComplete="country-name"
        />
        <SelectField
          {...register("languageLevel")}
          id="profile-languageLevel"
          label="English level"
          error={errors.languageLevel?.message}
          options={LANGUAGE_LEVELS}
        />
      </div>
      <SelectField
        {...register("timeZone")}
        id="profile-timeZone"
        label="Time zone"
        error={errors.timeZone?.message}
        hint="Your daily streak and live class times follow it."
        options={timeZoneOptions(user.timeZone)}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <SubmitButton isBusy={isBusy} busyLabel="Saving...">
          Save Changes
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
