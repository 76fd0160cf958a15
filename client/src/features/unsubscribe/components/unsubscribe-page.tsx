import { CheckCircle2, MailX } from "lucide-react";
import { Link } from "wouter";
import { COLLEGE_NAME } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { getErrorMessage } from "@/lib/api-client";
import { useUnsubscribe } from "../api/unsubscribe";

/**
 * /unsubscribe?token=: the link at the bottom of every outreach email. Opening it changes nothing (mail
 * scanners open links); the person confirms with the button.
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  if (unsubscribe.isSuccess) {
    return (
      <div role="status" className="mx-auto max-w-lg rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
        <h2 className="mt-3 text-xl font-semibold text-emerald-900">You are unsubscribed</h2>
        <p className="mt-2 text-emerald-900">
          {unsubscribe.data.email} will receive no further business emails from {COLLEGE_NAME}.
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <MailX aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      {token ? (
        <>
          <p className="text-slate-700">Press the button to stop receiving business emails from {COLLEGE_NAME}.</p>
          <FormAlert message={unsubscribe.isError ? getErrorMessage(unsubscribe.error, "Please try again.") : null} />
          <Button size="lg" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
        </>
      ) : (
        <p className="text-slate-700">
          This unsubscribe link is not complete. Use the link in the email, or{" "}
          <Link href="/contact" className="text-brand-700 underline">
            contact us
          </Link>{" "}
          and we will remove your address.
        </p>
      )}
    </div>
  );
}
