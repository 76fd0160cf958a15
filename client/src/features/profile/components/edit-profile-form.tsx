import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { updateProfileSchema, type UpdateProfileInput } from "@shared/api/profile";
import { COUNTRIES, DEFAULT_LANGUAGE_LEVEL, LANGUAGE_LEVELS } from "@shared/constants";
import type { PublicUser } from "@shared/schema/auth";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormField, fieldDescription } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useUpdateProfile } from "../api/update-profile";
import { FormAlert } from "./form-alert";

const FIELD_NAMES = ["email", "firstName", "lastName", "country", "languageLevel", "currentPassword"] as const satisfies readonly (keyof UpdateProfileInput)[];
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
      currentPassword: "",
    },
  });
  // The server asks for the current password only when the email changes; so does the form.
  const isEmailChanging = (watch("email") ?? "").trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let saved: PublicUser;
    try {
      saved = await update.mutateAsync({
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        country: values.country,
        languageLevel: values.languageLevel,
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
    toast({ title: "Profile Updated", description: "Your profile details have been saved." });
    onSaved(saved);
  });

  const describe = (name: (typeof FIELD_NAMES)[number]) => {
    const error = errors[name]?.message;
    return { error, control: fieldDescription(`profile-${name}`, { error }) };
  };
  const email = describe("email");
  const firstName = describe("firstName");
  const lastName = describe("lastName");
  const country = describe("country");
  const languageLevel = describe("languageLevel");
  const currentPassword = describe("currentPassword");
  const isBusy = update.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormAlert message={formError} />
      <FormField id="profile-email" label="Email" error={email.error}>
        <Input {...register("email")} {...email.control} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      {isEmailChanging ? (
        <FormField
          id="profile-currentPassword"
          label="Current password"
          error={currentPassword.error}
          hint={CURRENT_PASSWORD_HINT}
        >
          <Input
            {...register("currentPassword")}
            {...fieldDescription("profile-currentPassword", { error: currentPassword.error, hint: CURRENT_PASSWORD_HINT })}
            type="password"
            autoComplete="current-password"
          />
        </FormField>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-firstName" label="First name" error={firstName.error}>
          <Input {...register("firstName")} {...firstName.control} autoComplete="given-name" />
        </FormField>
        <FormField id="profile-lastName" label="Last name" error={lastName.error}>
          <Input {...register("lastName")} {...lastName.control} autoComplete="family-name" />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-country" label="Country" error={country.error}>
          <Select
            {...register("country")}
            {...country.control}
            options={savedCountry ? COUNTRIES : [{ value: "", label: "Select a country" }, ...COUNTRIES]}
            autoComplete="country-name"
          />
        </FormField>
        <FormField id="profile-languageLevel" label="English level" error={languageLevel.error}>
          <Select {...register("languageLevel")} {...languageLevel.control} options={LANGUAGE_LEVELS} />
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? <Spinner className="size-4" /> : null}
          {isBusy ? "Saving..." : "Save Changes"}
        </Button>
      </DialogFooter>
    </form>
  );
}
