import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { COLLEGE_NAME, COUNTRIES, DEFAULT_COUNTRY, DEFAULT_LANGUAGE_LEVEL, LANGUAGE_LEVELS } from "@shared/constants";
import { registerSchema, NEW_PASSWORD_HINT } from "@shared/api/auth";
import type { PublicUser, RegisterInput } from "@shared/api/auth";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useRegister } from "@/lib/auth";
import { applyServerFieldErrors } from "@/lib/form-errors";

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
      country: DEFAULT_COUNTRY,
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
        title: "Registration Failed",
        description: getErrorMessage(error, "An error occurred during registration."),
      });
      return;
    }
    toast({
      title: "Registration Successful",
      description: `Welcome to ${COLLEGE_NAME}, ${user.firstName || user.username}!`,
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
          label="First name"
          error={errors.firstName?.message}
          autoComplete="given-name"
        />
        <TextField
          {...register("lastName")}
          id="register-lastName"
          label="Last name"
          error={errors.lastName?.message}
          autoComplete="family-name"
        />
      </div>
      <TextField
        {...register("username")}
        id="register-username"
        label="Username"
        error={errors.username?.message}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...register("email")}
        id="register-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <TextField
        {...register("password")}
        id="register-password"
        label="Password"
        error={passwordError}
        hint={passwordError ? undefined : NEW_PASSWORD_HINT}
        type="password"
        autoComplete="new-password"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...register("country")}
          id="register-country"
          label="Country"
          error={errors.country?.message}
          options={COUNTRIES}
          autoComplete="country-name"
        />
        <SelectField
          {...register("languageLevel")}
          id="register-languageLevel"
          label="English level"
          error={errors.languageLevel?.message}
          options={LANGUAGE_LEVELS}
        />
      </div>
      <CheckboxField
        {...register("termsAccepted")}
        id="register-termsAccepted"
        label={
          <>
            I agree to the{" "}
            <a href="/terms" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              Terms of Service
            </a>{" "}
            and{" "}
            <a href="/privacy" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
              Privacy Policy
            </a>
          </>
        }
        hint="Both open in a new tab, so what you typed here stays."
        error={errors.termsAccepted?.message}
      />
      <SubmitButton size="lg" className="w-full" isBusy={registration.isPending} busyLabel="Creating Account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
