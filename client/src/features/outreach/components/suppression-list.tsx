import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { suppressionInputSchema } from "@shared/api/outreach";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useAddSuppression } from "../api/add-suppression";
import { useSuppressions } from "../api/get-suppressions";
import { useRemoveSuppression } from "../api/remove-suppression";

/** The addresses never written to (unsubscribed, bounced, or added here), and adding or removing one. */
export function SuppressionList() {
  const suppressions = useSuppressions();
  const add = useAddSuppression();
  const remove = useRemoveSuppression();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(suppressionInputSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await add.mutateAsync(email);
      toast({ title: "Address Suppressed", description: `${email} will not be emailed.` });
      reset();
    } catch (error) {
      toast({ variant: "destructive", title: "Not Added", description: getErrorMessage(error, "Please try again.") });
    }
  });

  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">Suppression list ({suppressions.data?.length ?? 0})</summary>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex items-start gap-2">
        <TextField
          {...register("email")}
          id="suppress-email"
          label="Address never to email"
          className="flex-1"
          error={errors.email?.message}
        />
        <Button type="submit" className="mt-7" disabled={add.isPending}>
          Add
        </Button>
      </form>
      <ul className="mt-3 space-y-2 text-sm">
        {suppressions.data?.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-2">
            <span className="break-all">
              {entry.email} <span className="text-slate-500">({entry.reason})</span>
            </span>
            <Button variant="ghost" size="sm" aria-label={`Remove ${entry.email}`} onClick={() => remove.mutate(entry.id)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
