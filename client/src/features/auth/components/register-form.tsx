import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { COLLEGE_NAME, COUNTRIES, DEFAULT_COUNTRY, DEFAULT_LANGUAGE_LEVEL, LANGUAGE_LEVELS } from "@shared/constants";
import { registerSchema, type RegisterInput } from "@shared/api/auth";
import type { PublicUser } from "@shared/schema/auth";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError, FormField, fieldDescription } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
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

  // Every field's error message, and the control attributes that point screen readers at it.
  const describe = (name: (typeof FIELD_NAMES)[number]) => {
    const error = errors[name]?.message;
    return { error, control: fieldDescription(`register-${name}`, { error }) };
  };
  const firstName = describe("firstName");
  const lastName = describe("lastName");
  const username = describe("username");
  const email = describe("email");
  const password = describe("password");
  const country = describe("country");
  const languageLevel = describe("languageLevel");
  const terms = describe("termsAccepted");
  const isBusy = registration.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-firstName" label="First name" error={firstName.error}>
          <Input {...register("firstName")} {...firstName.control} autoComplete="given-name" />
        </FormField>
        <FormField id="register-lastName" label="Last name" error={lastName.error}>
          <Input {...register("lastName")} {...lastName.control} autoComplete="family-name" />
        </FormField>
      </div>
      <FormField id="register-username" label="Username" error={username.error}>
        <Input
          {...register("username")}
          {...username.control}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormField>
      <FormField id="register-email" label="Email" error={email.error}>
        <Input {...register("email")} {...email.control} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        error={password.error}
        hint={password.error ? undefined : "At least 6 characters."}
      >
        <Input
          {...register("password")}
          {...fieldDescription("register-password", {
            error: password.error,
            hint: password.error ? undefined : "At least 6 characters.",
          })}
          type="password"
          autoComplete="new-password"
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-country" label="Country" error={country.error}>
          <Select {...register("country")} {...country.control} options={COUNTRIES} autoComplete="country-name" />
        </FormField>
        <FormField id="register-languageLevel" label="English level" error={languageLevel.error}>
          <Select {...register("languageLevel")} {...languageLevel.control} options={LANGUAGE_LEVELS} />
        </FormField>
      </div>
      <div>
        <div className="flex items-start gap-3">
          <Checkbox {...register("termsAccepted")} {...terms.control} className="mt-0.5" />
          <label htmlFor="register-termsAccepted" className="text-sm text-slate-700">
            I accept the terms and conditions of {COLLEGE_NAME}
          </label>
        </div>
        <FieldError id="register-termsAccepted" message={terms.error} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? <Spinner className="size-4" /> : null}
        {isBusy ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
