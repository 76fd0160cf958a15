import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { BUSINESS_TYPES, bulkCampaignSchema, type BulkCampaignInput, type CampaignView } from "@shared/api/campaigns";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { fromWallTime, useViewerTime } from "@/lib/viewer-time";
import { useCancelCampaign } from "../api/cancel-campaign";
import { useCreateCampaign } from "../api/create-campaign";
import { useCampaigns } from "../api/get-campaigns";
import { useContacts } from "../api/get-contacts";
import { describeSending } from "../lib/sending-pace";

const STATUS_TONE = { scheduled: "info", sending: "warning", completed: "success", cancelled: "neutral" } as const;

function CampaignProgress({ campaign }: { campaign: CampaignView }) {
  const cancel = useCancelCampaign();
  const { moment } = useViewerTime();
  const done = campaign.sentEmails + campaign.failedEmails + campaign.skippedEmails;
  return (
    <li aria-label={campaign.name} className="space-y-2 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{campaign.name}</span>
        <Badge tone={STATUS_TONE[campaign.status]}>{campaign.status}</Badge>
        <span className="text-sm text-slate-600">
          {campaign.status === "scheduled" ? `starts ${moment(campaign.scheduledFor)}` : `every ${campaign.sendDelayMinutes} min`}
        </span>
        {campaign.status === "scheduled" || campaign.status === "sending" ? (
          <Button variant="outline" size="sm" className="ml-auto" onClick={() => cancel.mutate(campaign.id)} disabled={cancel.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
      <ProgressBar value={campaign.totalEmails === 0 ? 0 : (done / campaign.totalEmails) * 100} label={`${campaign.name} progress`} />
      <p className="text-sm text-slate-600">
        {campaign.sentEmails} sent, {campaign.failedEmails} failed, {campaign.skippedEmails} skipped of {campaign.totalEmails}
      </p>
    </li>
  );
}

/**
 * Bulk Campaigns: a campaign is stored and sent by the server (the delay between emails and the start
 * honoured by its scheduler, the progress survives a reload).
 */
export function CampaignsTab() {
  const campaigns = useCampaigns();
  const contacts = useContacts();
  const create = useCreateCampaign();
  const { timeZone } = useViewerTime();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    // The datetime-local value has no zone: it is read in the viewer's (named under the field) on submit.
    resolver: zodResolver(bulkCampaignSchema.extend({ scheduledTime: z.string().optional() })),
    defaultValues: { campaignName: "", subject: "", emailContent: "", businessType: "", sendDelay: 30, scheduledTime: "" } as never,
  });

  const onSubmit = handleSubmit(async (input: BulkCampaignInput) => {
    if ((contacts.data ?? []).length === 0) {
      toast({ variant: "destructive", title: "No Contacts", description: "Please add contacts before sending emails" });
      return;
    }
    try {
      const campaign = await create.mutateAsync({
        ...input,
        scheduledTime: input.scheduledTime ? fromWallTime(input.scheduledTime, timeZone).toISOString() : undefined,
      });
      toast({ title: "Campaign Started", description: `${describeSending(campaign.totalEmails, campaign.sendDelayMinutes)}.` });
      reset();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "No Contacts",
        description: getErrorMessage(error, "Please add contacts before sending emails"),
      });
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField {...register("campaignName")} id="campaign-name" label="Campaign name" error={errors.campaignName?.message} />
        <TextField
          {...register("subject")}
          id="campaign-subject"
          label="Subject"
          error={errors.subject?.message}
          hint="{businessName} and {contactName} are filled in for each contact."
        />
        <TextAreaField
          {...register("emailContent")}
          id="campaign-content"
          label="Email content"
          rows={6}
          error={errors.emailContent?.message}
        />
        <SelectField
          {...register("businessType")}
          id="campaign-type"
          label="Send to the contacts of type"
          error={errors.businessType?.message}
        >
          <option value="">Choose a type</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <TextField
          {...register("sendDelay")}
          id="campaign-delay"
          label="Minutes between emails"
          type="number"
          min={1}
          max={1440}
          error={errors.sendDelay?.message}
        />
        <TextField
          {...register("scheduledTime")}
          id="campaign-start"
          label="Start at (optional)"
          type="datetime-local"
          hint={`In your time zone, ${timeZone.replace(/_/g, " ")}.`}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Starting..." : "Send Campaign"}
        </Button>
      </form>
      <section aria-labelledby="campaigns-heading" className="space-y-3">
        <h3 id="campaigns-heading" className="font-semibold text-slate-900">
          Campaigns
        </h3>
        {(campaigns.data ?? []).length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">No campaigns yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {campaigns.data!.map((campaign) => (
              <CampaignProgress key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
