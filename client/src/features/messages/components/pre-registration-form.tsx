import { Check } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { ButtonVariant } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/utils";
import { isPlausibleEmail, usePreRegister } from "../api/pre-register";
import { getFailureMessage } from "../utils/failure-message";
import { HoneypotField } from "@/components/ui/honeypot-field";

type PreRegistrationFormProps = {
  /** The idle button text, such as 'Notify Me' or 'Subscribe'. */
  buttonLabel: string;
  /** The email field's label; screen readers only, the placeholder shows the same idea on screen. */
  label?: string;
  buttonVariant?: ButtonVariant;
  className?: string;
};

/**
 * One email box that puts an address on the launch list: idle, then submitting, then subscribed for
 * good (the box stays locked so nobody signs up twice), or back to idle when the call fails.
 */
export function PreRegistrationForm({ buttonLabel, label, buttonVariant = "primary", className }: PreRegistrationFormProps) {
  const { t } = useT();
  const emailId = useId();
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [isSubscribed, setIsSubscribed] = useState(false);
  const preRegister = usePreRegister();
  const isSubmitting = preRegister.isPending;
  const isLocked = isSubmitting || isSubscribed;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLocked) return;
    if (!isPlausibleEmail(email)) {
      toast({
        variant: "destructive",
        title: t("messages.preRegistration.invalidTitle"),
        description: t("messages.preRegistration.invalidText"),
      });
      return;
    }
    preRegister.mutate(
      { email, website },
      {
        onSuccess: () => {
          setIsSubscribed(true);
          setEmail("");
          toast({ title: t("messages.preRegistration.doneTitle"), description: t("messages.preRegistration.doneText") });
        },
        onError: (error) => {
          toast({
            variant: "destructive",
            title: t("messages.preRegistration.errorTitle"),
            description: getFailureMessage(error, t("messages.preRegistration.errorText")),
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className={cn("relative flex flex-col gap-3 sm:flex-row", className)}>
      <TextField
        id={emailId}
        label={label ?? t("messages.preRegistration.emailLabel")}
        hideLabel
        className="min-w-0 sm:flex-1"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t("messages.preRegistration.placeholder")}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={isLocked}
      />
      <HoneypotField value={website} onChange={(event) => setWebsite(event.target.value)} />
      <SubmitButton
        variant={buttonVariant}
        className="h-11 shrink-0"
        isBusy={isSubmitting}
        busyLabel={t("messages.preRegistration.busy")}
        disabled={isSubscribed}
      >
        {isSubscribed ? <Check aria-hidden="true" className="size-4" /> : null}
        {isSubscribed ? t("messages.preRegistration.subscribed") : buttonLabel}
      </SubmitButton>
    </form>
  );
}
