import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SectionError, SectionLoading } from "@/components/ui/section-status";
import type { VoiceConsentState } from "../lib/use-voice-consent";

/**
 * What voice practice does with a child's voice, said plainly, and the parent's one-time agreement (or its
 * withdrawal). Without it the parent marks each try by ear instead.
 */
export function VoiceConsentPanel({ consent }: { consent: VoiceConsentState }) {
  if (consent.status === "loading") return <SectionLoading label="Checking whether a parent agreed to voice practice..." />;
  if (consent.status === "error")
    return <SectionError message="Whether a parent agreed to voice practice could not be loaded." onRetry={consent.retry} />;
  const where = consent.isKeptInBrowser ? " (remembered in this browser)" : "";
  if (consent.status === "agreed")
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <ShieldCheck aria-hidden="true" className="size-5 text-emerald-700" />
        <p>A parent agreed to voice practice{where}.</p>
        <Button size="sm" variant="outline" onClick={consent.withdraw} disabled={consent.isSaving}>
          Withdraw consent
        </Button>
        {consent.hasSaveFailed ? <p role="alert">That did not work. Please try again.</p> : null}
      </div>
    );
  return (
    <div role="group" aria-labelledby="voice-consent" className="space-y-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-slate-800">
      {/* Not a heading: the panel sits under an h2 on the demo and an h3 on the dashboard. */}
      <p id="voice-consent" className="font-semibold text-slate-900">
        For a parent: before your child speaks
      </p>
      <p>
        Voice practice uses your browser&apos;s speech recognition. To turn speech into text, the browser may send your child&apos;s voice
        to its maker&apos;s service (Google for Chrome, Apple for Safari). We store only the recognised text, never the recording.
      </p>
      <p>
        A parent agrees once{consent.isKeptInBrowser ? " (remembered in this browser)" : ""} and can withdraw here at any time. Until then,
        listen to your child and mark each try yourself.
      </p>
      <Button onClick={consent.agree} disabled={consent.isSaving}>
        I am the parent and I agree
      </Button>
      {consent.hasSaveFailed ? <p role="alert">Your answer could not be saved. Please try again.</p> : null}
    </div>
  );
}
