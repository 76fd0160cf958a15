import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import {
  campaignPrice,
  isVideoPlacement,
  PAYMENT_SESSION_ERROR,
  SUBMISSION_ERROR,
  type SubmittedAdvertisement,
} from "@shared/api/advertising";
import { AD_PLACEMENT_LABELS, AD_PLACEMENT_PRICES, type AdPlacement } from "@shared/constants";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { formatRand } from "@/lib/format-rand";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useCreateAdPayment } from "../api/create-ad-payment";
import { advertisementFormSchema, useSubmitAdvertisement, type AdvertisementFormValues } from "../api/submit-advertisement";
import { isPlacement, PLACEMENT_OPTIONS } from "./placement-options";
import { SubmittedWithoutMail } from "./submitted-without-mail";

const FIELDS = [
  "companyName",
  "title",
  "description",
  "imageUrl",
  "videoUrl",
  "posterUrl",
  "linkUrl",
  "placementArea",
  "duration",
  "contactName",
  "contactEmail",
  "phone",
] as const;

const EMPTY: AdvertisementFormValues = {
  companyName: "",
  title: "",
  description: "",
  imageUrl: "",
  videoUrl: "",
  posterUrl: "",
  linkUrl: "",
  placementArea: "" as AdPlacement,
  duration: 30,
  contactName: "",
  contactEmail: "",
  phone: "",
  website: "",
};

/**
 * The advertisement submission form: submits the ad, then opens its Yoco checkout and sends the browser
 * there (first showing the campaign link to keep when no confirmation mail could carry it). Prices come from the one price table; the server charges what it stored, never a sent amount.
 */
export function AdvertisementForm({
  placement,
  goTo = (url) => window.location.assign(url),
}: {
  placement?: AdPlacement;
  goTo?: (url: string) => void;
}) {
  const submit = useSubmitAdvertisement();
  const pay = useCreateAdPayment();
  const [unmailed, setUnmailed] = useState<SubmittedAdvertisement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AdvertisementFormValues>({ resolver: zodResolver(advertisementFormSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (placement) setValue("placementArea", placement, { shouldValidate: false });
  }, [placement, setValue]);

  const chosen = String(watch("placementArea") ?? "");
  const duration = Number(watch("duration"));
  const hasPrice = isPlacement(chosen);
  const validDuration = Number.isInteger(duration) && duration >= 7 && duration <= 365;

  const openCheckout = async ({ id, campaignToken }: { id: number; campaignToken: string }) => {
    try {
      const { checkoutUrl } = await pay.mutateAsync({ advertisementId: id, campaignToken });
      if (!checkoutUrl) throw new Error("no checkout address");
      goTo(checkoutUrl);
    } catch {
      toast({ variant: "destructive", title: "Payment Error", description: PAYMENT_SESSION_ERROR });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    let submitted: SubmittedAdvertisement;
    try {
      submitted = await submit.mutateAsync(advertisementFormSchema.parse(values));
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toast({ variant: "destructive", title: "Submission Error", description: SUBMISSION_ERROR });
      return;
    }
    // No mail carries the campaign link this time: the advertiser is shown it, and pays from there.
    if (!submitted.isConfirmationMailed) {
      setUnmailed(submitted);
      return;
    }
    await openCheckout(submitted);
  });

  if (unmailed)
    return (
      <SubmittedWithoutMail campaignToken={unmailed.campaignToken} onPay={() => void openCheckout(unmailed)} isPaying={pay.isPending} />
    );

  const isBusy = submit.isPending || pay.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5" aria-label="Advertisement submission">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("companyName")}
          id="ad-company"
          label="Company name"
          error={errors.companyName?.message}
          autoComplete="organization"
        />
        <TextField {...register("title")} id="ad-title" label="Ad title" error={errors.title?.message} maxLength={100} />
      </div>
      <TextAreaField
        {...register("description")}
        id="ad-description"
        label="Description"
        error={errors.description?.message}
        rows={4}
        maxLength={500}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("linkUrl")}
          id="ad-link"
          label="Website URL"
          error={errors.linkUrl?.message}
          type="url"
          placeholder="https://"
        />
        <TextField
          {...register("imageUrl")}
          id="ad-image"
          label="Image URL (optional)"
          error={errors.imageUrl?.message}
          type="url"
          placeholder="https://"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...register("placementArea")}
          id="ad-placement"
          label="Placement"
          error={errors.placementArea?.message}
          options={[{ value: "", label: "Select a placement" }, ...PLACEMENT_OPTIONS]}
        />
        <TextField
          {...register("duration")}
          id="ad-duration"
          label="Duration (days)"
          error={errors.duration?.message}
          type="number"
          min={7}
          max={365}
          inputMode="numeric"
        />
      </div>
      {hasPrice && isVideoPlacement(chosen) ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-900">Your video</legend>
          <p className="text-sm text-slate-600">
            A video placement needs the address of a video file and of a poster image that shows until the video plays. We play both before
            approving your ad.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...register("videoUrl")}
              id="ad-video"
              label="Video file URL"
              error={errors.videoUrl?.message}
              type="url"
              placeholder="https://"
              hint="An .mp4, .webm or .ogg file, such as https://example.com/ad.mp4 (a YouTube page does not play here)."
            />
            <TextField
              {...register("posterUrl")}
              id="ad-poster"
              label="Poster image URL"
              error={errors.posterUrl?.message}
              type="url"
              placeholder="https://"
              hint="A .jpg, .png or .webp image, the size of the video (16:9)."
            />
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          {...register("contactName")}
          id="ad-contact-name"
          label="Your name"
          error={errors.contactName?.message}
          autoComplete="name"
        />
        <TextField
          {...register("contactEmail")}
          id="ad-contact-email"
          label="Email address"
          error={errors.contactEmail?.message}
          type="email"
          autoComplete="email"
        />
        <TextField
          {...register("phone")}
          id="ad-phone"
          label="Phone (optional)"
          error={errors.phone?.message}
          type="tel"
          autoComplete="tel"
        />
      </div>
      <HoneypotField {...register("website")} />
      <section aria-label="Order summary" className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        {hasPrice ? (
          <dl className="grid grid-cols-[1fr_auto] gap-1">
            <dt>{AD_PLACEMENT_LABELS[chosen]}</dt>
            <dd>{formatRand(AD_PLACEMENT_PRICES[chosen], { decimals: true })} per 30 days</dd>
            <dt>Duration</dt>
            <dd>{validDuration ? `${duration} days` : "7 to 365 days"}</dd>
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="font-semibold text-slate-900">
              {validDuration ? formatRand(campaignPrice(chosen, duration), { decimals: true }) : "—"}
            </dd>
          </dl>
        ) : (
          <p>Choose a placement to see the price.</p>
        )}
        <p className="mt-2 text-xs text-slate-600">
          Every ad is reviewed before it runs; the campaign starts the moment it is both approved and paid.
        </p>
      </section>
      <SubmitButton
        size="lg"
        className="w-full sm:w-auto"
        disabled={!hasPrice}
        isBusy={isBusy}
        busyLabel={pay.isPending ? "Processing..." : "Submitting..."}
      >
        Submit and pay
      </SubmitButton>
    </form>
  );
}
