import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CONTACT_SUBJECTS } from "@shared/constants";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { contactMessageInputSchema, useSendContactMessage, type ContactMessageInput } from "../api/send-contact-message";
import { getFailureMessage } from "../utils/failure-message";
import { HoneypotField } from "@/components/ui/honeypot-field";

const FIELD_NAMES = ["name", "email", "subject", "message"] as const satisfies readonly (keyof ContactMessageInput)[];

const EMPTY_MESSAGE: ContactMessageInput = {
  name: "",
  email: "",
  subject: "General Inquiry",
  message: "",
  website: "",
};

export function ContactForm() {
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
        title: "Error",
        description: getFailureMessage(error, "Failed to send your message. Please try again."),
      });
      return;
    }
    toast({ title: "Message Sent", description: "We've received your message and will get back to you soon." });
    reset(EMPTY_MESSAGE);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...register("name")} id="contact-name" label="Your name" error={errors.name?.message} autoComplete="name" />
        <TextField
          {...register("email")}
          id="contact-email"
          label="Email address"
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <SelectField
        {...register("subject")}
        id="contact-subject"
        label="Subject"
        error={errors.subject?.message}
        options={CONTACT_SUBJECTS}
      />
      <TextAreaField
        {...register("message")}
        id="contact-message"
        label="Message"
        error={errors.message?.message}
        rows={6}
        placeholder="How can we help you?"
      />
      <HoneypotField {...register("website")} />
      <SubmitButton size="lg" className="w-full sm:w-auto" isBusy={sendMessage.isPending} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </form>
  );
}
