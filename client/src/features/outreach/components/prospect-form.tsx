import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { INDUSTRIES, LAWFUL_BASES, prospectInputSchema, type ProspectView } from "@shared/api/outreach";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useSaveProspect } from "../api/save-prospect";

const LAWFUL_BASIS_LABELS: Record<(typeof LAWFUL_BASES)[number], string> = {
  legitimate_interest: "Legitimate interest (a business whose services suit our learners)",
  consent: "They asked to hear from us",
  existing_relationship: "An existing business relationship",
};

const emptyValues = {
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  industry: "",
  notes: "",
  source: "",
  potentialValue: "",
  lawfulBasis: "legitimate_interest",
};

const valuesOf = (prospect: ProspectView) => ({
  companyName: prospect.companyName,
  contactName: prospect.contactName ?? "",
  email: prospect.email,
  phone: prospect.phone ?? "",
  industry: prospect.industry ?? "",
  notes: prospect.notes ?? "",
  source: prospect.source ?? "",
  potentialValue: String(prospect.potentialValue),
  lawfulBasis: prospect.lawfulBasis,
});

/** Adds a prospect ('Prospect Added'), or edits one when `prospect` is given ('Prospect Updated'). */
export function ProspectForm({ prospect, onSaved }: { prospect?: ProspectView; onSaved?: () => void }) {
  const save = useSaveProspect();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(prospectInputSchema),
    defaultValues: (prospect ? valuesOf(prospect) : emptyValues) as never,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: prospect?.id, input: input as never });
    } catch (error) {
      toast({
        variant: "destructive",
        title: prospect ? "Update Failed" : "Prospect Not Added",
        description: getErrorMessage(error, "Please try again."),
      });
      return;
    }
    toast(
      prospect
        ? { title: "Prospect Updated", description: `${input.companyName} was saved.` }
        : { title: "Prospect Added", description: `${input.companyName} is on the list.` },
    );
    if (!prospect) reset(emptyValues as never);
    onSaved?.();
  });

  const idPrefix = prospect ? `prospect-${prospect.id}` : "new-prospect";
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField {...register("companyName")} id={`${idPrefix}-company`} label="Company name" error={errors.companyName?.message} />
      <TextField {...register("contactName")} id={`${idPrefix}-contact`} label="Contact name" error={errors.contactName?.message} />
      <TextField {...register("email")} id={`${idPrefix}-email`} label="Email" type="email" error={errors.email?.message} />
      <TextField {...register("phone")} id={`${idPrefix}-phone`} label="Phone" type="tel" error={errors.phone?.message} />
      <SelectField {...register("industry")} id={`${idPrefix}-industry`} label="Industry" placeholder="Not set" options={INDUSTRIES} />
      <TextField
        {...register("potentialValue")}
        id={`${idPrefix}-value`}
        label="Potential value (R)"
        inputMode="numeric"
        hint="A whole number; anything else counts as 0."
      />
      <TextField {...register("source")} id={`${idPrefix}-source`} label="Source" hint="Where you found them, e.g. a book fair" />
      <SelectField
        {...register("lawfulBasis")}
        id={`${idPrefix}-basis`}
        label="Lawful basis"
        options={LAWFUL_BASES.map((basis) => ({ value: basis, label: LAWFUL_BASIS_LABELS[basis] }))}
      />
      <TextAreaField
        {...register("notes")}
        id={`${idPrefix}-notes`}
        label="Notes"
        rows={3}
        className="sm:col-span-2"
        error={errors.notes?.message}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : prospect ? "Save changes" : "Add Prospect"}
        </Button>
      </div>
    </form>
  );
}
