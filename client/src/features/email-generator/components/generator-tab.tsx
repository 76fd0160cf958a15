import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { BUSINESS_TYPES, EMAIL_TONES, emailGeneratorSchema, type EmailGeneratorInput } from "@shared/api/campaigns";
import { AD_PLACEMENT_LABELS, AD_PLACEMENTS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { usePublicFigures } from "@/lib/school";
import { generateEmail } from "../lib/generate-email";

const COPIED_FOR_MS = 2000;

/** Email Generator: the form's rules, an email written in the browser by business type and tone, copy to clipboard. */
export function GeneratorTab() {
  const [email, setEmail] = useState<{ subject: string; body: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const figures = usePublicFigures();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(emailGeneratorSchema),
    defaultValues: {
      businessName: "",
      businessType: "",
      contactName: "",
      targetPlacement: "",
      customMessage: "",
      includeStats: true,
      tone: "professional",
    } as never,
  });

  async function copy() {
    if (!email) return;
    try {
      await navigator.clipboard.writeText(`Subject: ${email.subject}\n\n${email.body}`);
      setCopied(true);
    } catch {
      toast({ variant: "destructive", title: "Copy Failed", description: "Select the text and copy it by hand." });
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        noValidate
        onSubmit={handleSubmit((input) => setEmail(generateEmail(input as EmailGeneratorInput, figures)))}
        className="space-y-4"
      >
        <TextField {...register("businessName")} id="gen-business" label="Business name" error={errors.businessName?.message} />
        <SelectField {...register("businessType")} id="gen-type" label="Business type" error={errors.businessType?.message}>
          <option value="">Choose a type</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <TextField {...register("contactName")} id="gen-contact" label="Contact name" error={errors.contactName?.message} />
        <SelectField {...register("targetPlacement")} id="gen-placement" label="Placement" error={errors.targetPlacement?.message}>
          <option value="">Choose a placement</option>
          {AD_PLACEMENTS.map((placement) => (
            <option key={placement} value={placement}>
              {AD_PLACEMENT_LABELS[placement]}
            </option>
          ))}
        </SelectField>
        <SelectField {...register("tone")} id="gen-tone" label="Tone">
          {EMAIL_TONES.map((tone) => (
            <option key={tone} value={tone}>
              {tone.charAt(0).toUpperCase() + tone.slice(1)}
            </option>
          ))}
        </SelectField>
        <TextAreaField {...register("customMessage")} id="gen-message" label="Your own message (optional)" rows={3} />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" {...register("includeStats")} className="size-4" />
          Include our audience figures
        </label>
        <Button type="submit">Generate Email</Button>
      </form>
      <section aria-labelledby="generated-heading" className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-5">
        <div className="flex items-center justify-between gap-2">
          <h3 id="generated-heading" className="font-semibold text-slate-900">
            Generated email
          </h3>
          <Button variant="outline" size="sm" onClick={() => void copy()} disabled={!email}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? "Copied!" : "Copy"}
          </Button>
        </div>
        {email ? (
          <>
            <p className="text-sm font-medium text-slate-900">Subject: {email.subject}</p>
            <pre className="text-sm whitespace-pre-wrap text-slate-700">{email.body}</pre>
          </>
        ) : (
          <p className="text-sm text-slate-600">
            Fill in the form and press Generate Email. Nothing is sent: copy the email into your own mail app.
          </p>
        )}
      </section>
    </div>
  );
}
