import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CONTACT_SUBJECTS } from "@shared/constants";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { contactMessageInputSchema, useSendContactMessage, type ContactMessageInput } from "../api/send-contact-message";
import { getFailureMessage } from "../utils/failure-message";
import { HoneypotField } from "@/components/ui/honeypot-field";

const FIELD_NAMES = ["name", "email", "subject", "message"] as const satisfies readonly (keyof ContactMessageInput)[];

// The subjects are sent as they are (the server knows them in English); each is shown in the interface language.
const SUBJECT_LABEL_IDS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  "General Inquiry": "messages.contactForm.subjectGeneral",
  "Course Information": "messages.contactForm.subjectCourses",
  "Technical Support": "messages.contactForm.subjectSupport",
  "Billing Question": "messages.contactForm.subjectBilling",
  "Partnership Opportunity": "messages.contactForm.subjectPartnership",
};

const EMPTY_MESSAGE: ContactMessageInput = {
  name: "",
  email: "",
  subject: "General Inquiry",
  message: "",
  website: "",
};

export function ContactForm() {
  const { t } = useT();
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactMessageInputSchema), defaultValues: EMPTY_MESSAGE });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendMessage.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELD_NAMES);
      toast({
        variant: "destructive",
        title: t("messages.contactForm.errorTitle"),
        description: getFailureMessage(error, t("messages.contactForm.errorText")),
      });
      return;
    }
    toast({ title: t("messages.contactForm.sentTitle"), description: t("messages.contactForm.sentText") });
    reset(EMPTY_MESSAGE);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("name")}
          id="contact-name"
          label={t("messages.contactForm.name")}
          error={errors.name?.message}
          autoComplete="name"
        />
        <TextField
          {...register("email")}
          id="contact-email"
          label={t("messages.contactForm.email")}
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <SelectField
        {...register("subject")}
        id="contact-subject"
        label={t("messages.contactForm.subject")}
        error={errors.subject?.message}
        options={CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: t(SUBJECT_LABEL_IDS[subject]) }))}
      />
      <TextAreaField
        {...register("message")}
        id="contact-message"
        label={t("messages.contactForm.message")}
        error={errors.message?.message}
        rows={6}
        placeholder={t("messages.contactForm.messagePlaceholder")}
      />
      <HoneypotField {...register("website")} />
      <SubmitButton size="lg" className="w-full sm:w-auto" isBusy={sendMessage.isPending} busyLabel={t("messages.contactForm.busy")}>
        {t("messages.contactForm.submit")}
      </SubmitButton>
    </form>
  );
}
