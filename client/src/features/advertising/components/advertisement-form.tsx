import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch, type Control } from "react-hook-form";
import { AD_IMAGE_SIZES, aspectRatioOf } from "@shared/ad-formats";
import { isVideoPlacement, PAYMENT_SESSION_ERROR, SUBMISSION_ERROR, type SubmittedAdvertisement } from "@shared/api/advertising";
import { AD_PLACEMENT_PRICES, AD_PLACEMENTS, type AdPlacement } from "@shared/constants";
import { HoneypotField } from "@/components/ui/honeypot-field";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { TextAreaField } from "@/components/ui/textarea-field";
import { toast } from "@/components/ui/use-toast";
import { translateMessage } from "@/i18n/translate-message";
import { translate, useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { formatRand } from "@/lib/format-rand";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useCreateAdPayment } from "../api/create-ad-payment";
import { advertisementFormSchema, useSubmitAdvertisement, type AdvertisementFormValues } from "../api/submit-advertisement";
import { BannerPreview } from "./banner-preview";
import { OrderSummary } from "./order-summary";
import { PlacementDescription } from "./placement-description";
import { isPlacement } from "./placement-options";
import { PLACEMENT_TEXTS } from "./placement-texts";
import { SubmittedWithoutMail } from "./submitted-without-mail";
import { VideoFields } from "./video-fields";

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
 * The chosen placement is described where it is bought, and a banner previewed as the site will show it.
 */
export function AdvertisementForm({
  placement: chosenOnPage,
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
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AdvertisementFormValues>({ resolver: zodResolver(advertisementFormSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (chosenOnPage) setValue("placementArea", chosenOnPage, { shouldValidate: false });
  }, [chosenOnPage, setValue]);

  const { t } = useT();
  const chosen = String(watch("placementArea") ?? "");
  const placement = isPlacement(chosen) ? chosen : undefined;
  const duration = Number(watch("duration"));

  const paymentFailed = () =>
    toast({
      variant: "destructive",
      title: translate("advertising.form.paymentErrorTitle"),
      description: translateMessage(PAYMENT_SESSION_ERROR),
    });
  const openCheckout = async ({ id, campaignToken }: { id: number; campaignToken: string }) => {
    try {
      const { checkoutUrl } = await pay.mutateAsync({ advertisementId: id, campaignToken });
      if (!checkoutUrl) throw new Error("no checkout address");
      goTo(checkoutUrl);
    } catch {
      paymentFailed();
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    let submitted: SubmittedAdvertisement;
    try {
      submitted = await submit.mutateAsync(advertisementFormSchema.parse(values));
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      // Too many applications from this address: the server's own words (in the interface language) say when to retry.
      const description =
        error instanceof ApiError && error.status === 429 && error.serverMessage ? error.serverMessage : translateMessage(SUBMISSION_ERROR);
      toast({ variant: "destructive", title: translate("advertising.form.submissionErrorTitle"), description });
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
  const isBanner = placement !== undefined && !isVideoPlacement(placement);
  const imageSize = isBanner ? AD_IMAGE_SIZES[placement] : undefined;
  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5" aria-label={t("advertising.form.label")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("companyName")}
          id="ad-company"
          label={t("advertising.form.companyName")}
          error={errors.companyName?.message}
          autoComplete="organization"
        />
        <TextField {...register("title")} id="ad-title" label={t("advertising.form.title")} error={errors.title?.message} maxLength={100} />
      </div>
      <TextAreaField
        {...register("description")}
        id="ad-description"
        label={t("advertising.form.description")}
        error={errors.description?.message}
        rows={4}
        maxLength={500}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...register("placementArea")}
          id="ad-placement"
          label={t("advertising.form.placement")}
          error={errors.placementArea?.message}
          options={[
            { value: "", label: t("advertising.form.selectPlacement") },
            ...AD_PLACEMENTS.map((option) => ({
              value: option,
              label: t("advertising.form.placementOption", {
                placement: t(PLACEMENT_TEXTS[option].name),
                price: formatRand(AD_PLACEMENT_PRICES[option]),
              }),
            })),
          ]}
        />
        <TextField
          {...register("duration")}
          id="ad-duration"
          label={t("advertising.form.duration")}
          error={errors.duration?.message}
          type="number"
          min={7}
          max={365}
          inputMode="numeric"
        />
      </div>
      {placement ? (
        <div className="rounded-xl border border-slate-200 p-4" data-testid="chosen-placement">
          <PlacementDescription placement={placement} headingLevel="h3" isCompact />
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("linkUrl")}
          id="ad-link"
          label={t("advertising.form.linkUrl")}
          error={errors.linkUrl?.message}
          type="url"
          hint={t("advertising.form.linkUrlHint")}
        />
        {placement && isVideoPlacement(placement) ? null : (
          <TextField
            {...register("imageUrl")}
            id="ad-image"
            label={t("advertising.form.imageUrl")}
            error={errors.imageUrl?.message}
            type="url"
            hint={
              imageSize
                ? t("advertising.form.imageUrlHint", {
                    width: String(imageSize.width),
                    height: String(imageSize.height),
                    ratio: aspectRatioOf(imageSize),
                  })
                : t("advertising.form.imageUrlHintNoPlacement")
            }
          />
        )}
      </div>
      {placement && isVideoPlacement(placement) ? <VideoFields placement={placement} register={register} errors={errors} /> : null}
      {isBanner ? <WatchedBannerPreview placement={placement} control={control} /> : null}
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          {...register("contactName")}
          id="ad-contact-name"
          label={t("advertising.form.contactName")}
          error={errors.contactName?.message}
          autoComplete="name"
        />
        <TextField
          {...register("contactEmail")}
          id="ad-contact-email"
          label={t("advertising.form.contactEmail")}
          error={errors.contactEmail?.message}
          type="email"
          autoComplete="email"
        />
        <TextField
          {...register("phone")}
          id="ad-phone"
          label={t("advertising.form.phone")}
          error={errors.phone?.message}
          type="tel"
          autoComplete="tel"
        />
      </div>
      <HoneypotField {...register("website")} />
      <OrderSummary placement={placement} duration={duration} />
      <SubmitButton
        size="lg"
        className="w-full sm:w-auto"
        disabled={!placement}
        isBusy={isBusy}
        busyLabel={pay.isPending ? t("advertising.form.processing") : t("advertising.form.submitting")}
      >
        {t("advertising.form.submit")}
      </SubmitButton>
    </form>
  );
}

/** The preview follows what is typed; only it re-renders on each key, not the whole form. */
function WatchedBannerPreview({ placement, control }: { placement: AdPlacement; control: Control<AdvertisementFormValues> }) {
  const [companyName, title, description, imageUrl] = useWatch({ control, name: ["companyName", "title", "description", "imageUrl"] });
  return (
    <BannerPreview
      placement={placement}
      content={{ companyName: companyName ?? "", title: title ?? "", description: description ?? "", imageUrl: imageUrl ?? "" }}
    />
  );
}
