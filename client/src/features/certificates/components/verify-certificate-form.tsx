import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import { useForm } from "react-hook-form";
import { certificateNumberFormSchema } from "@shared/api/certificates";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useT } from "@/i18n/use-t";

/** The number field of /verify; a valid number is handed on, upper-cased and trimmed. */
export function VerifyCertificateForm({ initialNumber, onVerify }: { initialNumber: string; onVerify: (number: string) => void }) {
  const { t } = useT();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(certificateNumberFormSchema), defaultValues: { number: initialNumber } });

  return (
    <form noValidate onSubmit={handleSubmit(({ number }) => onVerify(number))} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        {...register("number")}
        id="certificate-number"
        label={t("certificates.verifyForm.label")}
        hint={t("certificates.verifyForm.hint")}
        error={errors.number?.message}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        className="flex-1"
      />
      <Button type="submit" size="lg" className="sm:mt-7">
        <Search aria-hidden="true" className="size-4" />
        {t("certificates.verifyForm.submit")}
      </Button>
    </form>
  );
}
