import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { AD_IMAGE_SIZES, aspectRatioOf } from "@shared/ad-formats";
import type { AdPlacement } from "@shared/constants";
import { TextField } from "@/components/ui/text-field";
import { useT } from "@/i18n/use-t";
import type { AdvertisementFormValues } from "../api/submit-advertisement";

/** A video placement's two addresses: the video file and the poster shown until it plays, at the placement's size. */
export function VideoFields({
  placement,
  register,
  errors,
}: {
  placement: AdPlacement;
  register: UseFormRegister<AdvertisementFormValues>;
  errors: FieldErrors<AdvertisementFormValues>;
}) {
  const { t } = useT();
  const size = AD_IMAGE_SIZES[placement];
  const sizeValues = { width: String(size.width), height: String(size.height), ratio: aspectRatioOf(size) };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">{t("advertising.form.videoLegend")}</legend>
      <p className="text-sm text-slate-600">{t("advertising.form.videoIntro")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...register("videoUrl")}
          id="ad-video"
          label={t("advertising.form.videoUrl")}
          error={errors.videoUrl?.message}
          type="url"
          hint={t("advertising.form.videoUrlHint", sizeValues)}
        />
        <TextField
          {...register("posterUrl")}
          id="ad-poster"
          label={t("advertising.form.posterUrl")}
          error={errors.posterUrl?.message}
          type="url"
          hint={t("advertising.form.posterUrlHint", sizeValues)}
        />
      </div>
    </fieldset>
  );
}
