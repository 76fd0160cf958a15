import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import { useForm } from "react-hook-form";
import { certificateNumberFormSchema } from "@shared/api/certificates";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

/** The number field of /verify; a valid number is handed on, upper-cased and trimmed. */
export function VerifyCertificateForm({ initialNumber, onVerify }: { initialNumber: string; onVerify: (number: string) => void }) {
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
        label="Certificate number"
        hint="It is printed at the bottom of the certificate, e.g. CC-2026-ABCD2345."
        error={errors.number?.message}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        className="flex-1"
      />
      <Button type="submit" size="lg" className="sm:mt-7">
        <Search aria-hidden="true" className="size-4" />
        Verify
      </Button>
    </form>
  );
}
