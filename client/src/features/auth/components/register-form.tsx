import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { COLLEGE_NAME, DEFAULT_LANGUAGE_LEVEL } from "@shared/constants";
import { registerSchema } from "@shared/api/auth";
import type { PublicUser, RegisterInput } from "@shared/api/auth";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { Trans } from "@/i18n/trans";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useRegister } from "@/lib/auth";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { countryOptions, levelOptions } from "@/lib/profile-choices";

const FIELD_NAMES = [
  "username",
  "password",
  "email",
  "firstName",
  "lastName",
  "country",
  "languageLevel",
  "termsAccepted",
] as const satisfies readonly (keyof RegisterInput)[];

type RegisterFormProps = { onSuccess: (user: PublicUser) => void };

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const { t, locale } = useT();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    // raw: the server parses the same schema again (it lowercases the email and turns "" into no name).
    resolver: zodResolver(registerSchema, undefined, { raw: true }),
    // termsAccepted starts unset: the box is unticked and the schema only takes `true`.
    defaultValues: {
      firstName: "",
      lastName: "",
      username: "",
      email: "",
      password: "",
      // No country is chosen for the visitor: a guess would be stored as theirs (decision 0068).
      country: "",
      languageLevel: DEFAULT_LANGUAGE_LEVEL,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    let user: PublicUser;
    try {
      user = await registration.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELD_NAMES);
      toast({
        variant: "destructive",
        title: t("auth.register.failedToast.title"),
        description: translateMessage(getErrorMessage(error, t("auth.register.failedToast.description"))),
      });
      return;
    }
    toast({
      title: t("auth.register.successToast.title"),
      description: t("auth.register.successToast.description", { college: COLLEGE_NAME, name: user.firstName || user.username }),
    });
    onSuccess(user);
  });

  const passwordError = errors.password?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("firstName")}
          id="register-firstName"
          label={t("auth.register.firstName")}
          error={errors.firstName?.message}
          autoComplete="given-name"
        />
        <TextField
          {...register("lastName")}
          id="register-lastName"
          label={t("auth.register.lastName")}
          error={errors.lastName?.message}
          autoComplete="family-name"
        />
      </div>
      <TextField
        {...register("username")}
        id="register-username"
        label={t("auth.register.username")}
        error={errors.username?.message}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...register("email")}
        id="register-email"
        label={t("auth.register.email")}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        {...register("password")}
        id="register-password"
        label={t("auth.register.password")}
        error={passwordError}
        hint={passwordError ? undefined : t("auth.newPasswordHint")}
        type="password"
        autoComplete="new-password"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...register("country")}
          id="register-country"
          label={t("auth.register.country")}
          error={errors.country?.message}
          placeholder={t("auth.register.selectCountry")}
          options={countryOptions(locale)}
          // The values are ISO codes: "country" is the autofill token for a code ("country-name" is for a name).
          autoComplete="country"
        />
        <SelectField
          {...register("languageLevel")}
          id="register-languageLevel"
          label={t("auth.register.languageLevel")}
          error={errors.languageLevel?.message}
          options={levelOptions(t)}
        />
      </div>
      <CheckboxField
        {...register("termsAccepted")}
        id="register-termsAccepted"
        label={
          <Trans
            id="auth.register.terms"
            components={[
              // The link texts come from the message (Trans fills them in).
              // eslint-disable-next-line jsx-a11y/anchor-has-content
              <a href="/terms" target="_blank" rel="noopener" className="font-medium text-brand-700 underline" />,
              // eslint-disable-next-line jsx-a11y/anchor-has-content
              <a href="/privacy" target="_blank" rel="noopener" className="font-medium text-brand-700 underline" />,
            ]}
          />
        }
        hint={t("auth.register.termsHint")}
        error={errors.termsAccepted?.message}
      />
      <SubmitButton size="lg" className="w-full" isBusy={registration.isPending} busyLabel={t("auth.register.submitting")}>
        {t("auth.register.submit")}
      </SubmitButton>
    </form>
  );
}
