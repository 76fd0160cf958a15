import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CONTACT_SUBJECTS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescription } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import {
  contactMessageInputSchema,
  useSendContactMessage,
  type ContactMessageInput,
} from "../api/send-contact-message";
import { getFailureMessage } from "../utils/failure-message";
import { HoneypotField } from "./honeypot-field";

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

  const describe = (name: (typeof FIELD_NAMES)[number]) => {
    const error = errors[name]?.message;
    return { error, control: fieldDescription(`contact-${name}`, { error }) };
  };
  const name = describe("name");
  const email = describe("email");
  const subject = describe("subject");
  const message = describe("message");
  const isBusy = sendMessage.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Your name" error={name.error}>
          <Input {...register("name")} {...name.control} autoComplete="name" />
        </FormField>
        <FormField id="contact-email" label="Email address" error={email.error}>
          <Input {...register("email")} {...email.control} type="email" autoComplete="email" inputMode="email" />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={subject.error}>
        <Select {...register("subject")} {...subject.control} options={CONTACT_SUBJECTS} />
      </FormField>
      <FormField id="contact-message" label="Message" error={message.error}>
        <Textarea {...register("message")} {...message.control} rows={6} placeholder="How can we help you?" />
      </FormField>
      <HoneypotField {...register("website")} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isBusy}>
        {isBusy ? <Spinner className="size-4" /> : null}
        {isBusy ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
