import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { loginSchema } from "@shared/api/auth";
import type { PublicUser } from "@shared/api/auth";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { translateMessage } from "@/i18n/translate-message";
import { useT } from "@/i18n/use-t";
import { getErrorMessage } from "@/lib/api-client";
import { useLogin } from "@/lib/auth";

type LoginFormProps = { onSuccess: (user: PublicUser) => void };

export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useT();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    // raw: the server parses the same schema again; we send what the person typed, checked.
    resolver: zodResolver(loginSchema, undefined, { raw: true }),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    let user: PublicUser;
    try {
      user = await login.mutateAsync(credentials);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("auth.login.failedToast.title"),
        description: translateMessage(getErrorMessage(error, t("auth.login.failedToast.description"))),
      });
      return;
    }
    toast({
      title: t("auth.login.successToast.title"),
      description: t("auth.login.successToast.description", { name: user.firstName || user.username }),
    });
    onSuccess(user);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField
        {...register("username")}
        id="login-username"
        label={t("auth.login.username")}
        error={errors.username?.message}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...register("password")}
        id="login-password"
        label={t("auth.login.password")}
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton size="lg" className="w-full" isBusy={login.isPending} busyLabel={t("auth.login.submitting")}>
        {t("auth.login.submit")}
      </SubmitButton>
    </form>
  );
}
