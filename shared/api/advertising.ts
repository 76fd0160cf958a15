// Contracts of the advertising programme: submission and payment (public), the private campaign page,
// the admin review (list, approve, reject, notifications, stats), and the ads served on the site with
// their impression and click calls. Prices are integer rand cents, from AD_PLACEMENT_PRICES only.
import { z } from "zod";
import { containsBlockedWord } from "../ads-blocklist";
import { AD_DURATION_DAYS, AD_PLACEMENT_PRICES, AD_PLACEMENTS, type AdPlacement } from "../constants";
import { isSafeHttpsUrl } from "../safe-url";

export const AD_STATUSES = ["pending", "approved", "rejected"] as const;
export type AdStatus = (typeof AD_STATUSES)[number];
/** unpaid until a checkout opens (pending); paid by the verified webhook; refund_pending/refunded after a rejection. */
export const AD_PAYMENT_STATUSES = ["unpaid", "pending", "paid", "refund_pending", "refunded"] as const;
export type AdPaymentStatus = (typeof AD_PAYMENT_STATUSES)[number];

/** The placements shown in a video popup or interstitial; the rest are banners. */
export const VIDEO_PLACEMENTS = ["video_popup_30s", "video_popup_60s", "video_interstitial"] as const satisfies readonly AdPlacement[];
export const isVideoPlacement = (placement: string) => (VIDEO_PLACEMENTS as readonly string[]).includes(placement);

/** Price of a campaign: the 30-day price times duration / 30, rounded to the cent. */
export const campaignPrice = (placement: AdPlacement, durationDays: number) =>
  Math.round((AD_PLACEMENT_PRICES[placement] * durationDays) / 30);

export const SUBMISSION_ERROR = "Failed to submit advertisement. Please try again.";
export const PAYMENT_SESSION_ERROR = "Unable to create payment session. Please try again.";
export const ADVERTISEMENT_NOT_FOUND = "Advertisement not found";
export const CAMPAIGN_NOT_FOUND = "Campaign not found";
export const ALREADY_REVIEWED = "This advertisement has already been reviewed";
export const ALREADY_PAID = "This advertisement is already paid";
export const CAMPAIGN_LINK_NEEDED = "Please open the payment from your private campaign link";
export const CHECKOUT_BEING_OPENED = "A payment for this advertisement is being opened. Please try again in a moment.";

// Each message is written out whole: the errors catalogue is keyed by the English text (docs/i18n.md).
const cleanText = (min: number, max: number, messages: { tooShort: string; tooLong: string; blocked: string }) =>
  z
    .string({ error: messages.tooShort })
    .trim()
    .min(min, messages.tooShort)
    .max(max, messages.tooLong)
    .refine((text) => !containsBlockedWord(text), messages.blocked);

const optionalUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === "" || isSafeHttpsUrl(value), message)
    .nullish()
    .transform((value) => (value ? value : null));

export const VIDEO_URL_NEEDED = "Please enter the address of your video file (.mp4, .webm or .ogg)";
export const POSTER_URL_NEEDED = "Please enter the address of a poster image (.jpg, .png or .webp): it shows before the video plays";
export const VIDEO_MEDIA_MISSING =
  "A video advertisement needs a playable video file and a poster image before it can be approved. Reject it and ask the advertiser to apply again with both.";

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg)$/i;
const IMAGE_FILE = /\.(jpe?g|png|webp|gif|avif)$/i;
/** The address's path (without query or fragment) ends in one of the extensions: its form only, never fetched. */
const hasFileExtension = (value: string | null | undefined, extensions: RegExp) => {
  if (!value || !isSafeHttpsUrl(value)) return false;
  return extensions.test(new URL(value).pathname);
};
/** A browser plays an https .mp4, .webm or .ogg file in a video element; a page (a YouTube link) it does not. */
export const isVideoFileUrl = (value: string | null | undefined) => hasFileExtension(value, VIDEO_FILE);
export const isImageFileUrl = (value: string | null | undefined) => hasFileExtension(value, IMAGE_FILE);
/** What a video placement cannot run without: a video file and a poster image (no black box before it plays). */
export const hasVideoMedia = (ad: { videoUrl: string | null; posterUrl: string | null }) =>
  isVideoFileUrl(ad.videoUrl) && isImageFileUrl(ad.posterUrl);

/** A video placement needs a video file and a poster image; the addresses' form is checked, the admin plays them. */
export const requireVideoMedia = (
  ad: { placementArea: string; videoUrl?: string | null; posterUrl?: string | null },
  context: z.RefinementCtx,
) => {
  if (!isVideoPlacement(ad.placementArea)) return;
  if (!isVideoFileUrl(ad.videoUrl)) context.addIssue({ code: "custom", path: ["videoUrl"], message: VIDEO_URL_NEEDED });
  if (!isImageFileUrl(ad.posterUrl)) context.addIssue({ code: "custom", path: ["posterUrl"], message: POSTER_URL_NEEDED });
};

/**
 * The submission's fields. Only these are read: status, paymentStatus, price, impressions and clicks in a
 * body are ignored (the server sets them). URLs must be https (an ad must not link to an unencrypted or
 * script address).
 */
export const advertisementFieldsSchema = z.object({
  companyName: cleanText(2, 100, {
    tooShort: "Company name must be at least 2 characters",
    tooLong: "Company name must be at most 100 characters",
    blocked: "Company name contains inappropriate content",
  }),
  title: cleanText(5, 100, {
    tooShort: "Title must be at least 5 characters",
    tooLong: "Title must be less than 100 characters",
    blocked: "Title contains inappropriate content",
  }),
  description: cleanText(20, 500, {
    tooShort: "Description must be at least 20 characters",
    tooLong: "Description must be less than 500 characters",
    blocked: "Description contains inappropriate content",
  }),
  imageUrl: optionalUrl("Please enter a valid image URL"),
  videoUrl: optionalUrl("Please enter a valid video URL"),
  posterUrl: optionalUrl("Please enter a valid poster image URL"),
  linkUrl: z.string({ error: "Please enter a valid website URL" }).trim().refine(isSafeHttpsUrl, "Please enter a valid website URL"),
  placementArea: z.enum(AD_PLACEMENTS, { error: "Please select a placement area" }),
  contactEmail: z.string({ error: "Please enter a valid email address" }).trim().pipe(z.email("Please enter a valid email address")),
  contactName: z
    .string({ error: "Please enter your name" })
    .trim()
    .min(2, "Please enter your name")
    .max(100, "Name must be at most 100 characters"),
  phone: z
    .string({ error: "Please enter a valid phone number" })
    .trim()
    .refine(
      (phone) => phone === "" || (phone.length >= 10 && phone.length <= 30 && /^[+0-9 ()-]+$/.test(phone)),
      "Please enter a valid phone number",
    )
    .nullish()
    .transform((phone) => (phone ? phone : null)),
  duration: z.coerce
    .number({ error: "Minimum duration is 7 days" })
    .int("Duration must be a whole number of days")
    .min(AD_DURATION_DAYS.min, "Minimum duration is 7 days")
    .max(AD_DURATION_DAYS.max, "Maximum duration is 365 days")
    .default(AD_DURATION_DAYS.default),
});
/** POST /api/advertisements: the fields, and a video file with a poster image for a video placement. */
export const submitAdvertisementSchema = advertisementFieldsSchema.superRefine(requireVideoMedia);
export type SubmitAdvertisementInput = z.input<typeof submitAdvertisementSchema>;
/** A submission after validation (trimmed, empty optional fields as null, duration defaulted). */
export type ValidAdvertisementSubmission = z.output<typeof submitAdvertisementSchema>;

/**
 * 201 answer of POST /api/advertisements. The campaign token goes to the submitter's browser only: it is
 * what opens the ad's checkout (the id alone opens nothing) and the private campaign page.
 */
export type SubmittedAdvertisement = {
  id: number;
  campaignToken: string;
  price: number;
  duration: number;
  placementArea: AdPlacement;
  status: AdStatus;
  paymentStatus: AdPaymentStatus;
  /**
   * False when a mail cap held back the confirmation mail (the application is stored all the same): the
   * advertiser must keep the campaign link shown to them, as no mail carries it.
   */
  isConfirmationMailed: boolean;
};

/** POST /api/create-yoco-payment: an `amount` in the body is ignored (the server prices the stored ad). */
export const createAdPaymentSchema = z.object({
  advertisementId: z.coerce.number({ error: ADVERTISEMENT_NOT_FOUND }).int(ADVERTISEMENT_NOT_FOUND).positive(ADVERTISEMENT_NOT_FOUND),
  // Whoever pays must hold the campaign link's token: ad ids are sequential, tokens are not.
  campaignToken: z.string({ error: CAMPAIGN_LINK_NEEDED }).trim().min(16, CAMPAIGN_LINK_NEEDED).max(64, CAMPAIGN_LINK_NEEDED),
});
export type CreateAdPaymentResponse = { checkoutId: string; checkoutUrl: string };

/** One day of a campaign's counted events (date: YYYY-MM-DD in Africa/Johannesburg). */
export type AdDailyPoint = { date: string; impressions: number; clicks: number };

/** What an ad says and where it runs: the part every view of an ad shares. */
export type AdvertisementContent = {
  id: number;
  companyName: string;
  title: string;
  description: string;
  imageUrl: string | null;
  videoUrl: string | null;
  /** A video ad's still image, shown until the video plays (and instead of it if it cannot play). */
  posterUrl: string | null;
  linkUrl: string;
  placementArea: AdPlacement;
};

/** GET /api/advertising/campaigns/:token: the private campaign page (no account needed). */
export type CampaignView = AdvertisementContent & {
  duration: number;
  price: number;
  status: AdStatus;
  paymentStatus: AdPaymentStatus;
  /** Set when the campaign starts (approved and paid); null before. */
  startDate: string | null;
  endDate: string | null;
  /** True while start <= now < end. */
  isRunning: boolean;
  impressions: number;
  clicks: number;
  /** clicks / impressions as a percentage with one decimal; null without impressions. */
  clickRate: number | null;
  daily: AdDailyPoint[];
  /** An admin paused the campaign (not shown while set); resuming gives the paused days back. */
  pausedAt: string | null;
  /** An admin took the ad down for good, with the reason the advertiser was sent. */
  takenDownAt: string | null;
  takedownReason: string | null;
  createdAt: string;
};

/** GET /api/advertisements (admin): the stored names advertiserEmail/advertiserPhone answered as contactEmail/phone. */
export type AdminAdvertisement = AdvertisementContent & {
  contactEmail: string;
  contactName: string | null;
  phone: string | null;
  price: number;
  duration: number;
  status: AdStatus;
  paymentStatus: AdPaymentStatus;
  startDate: string | null;
  endDate: string | null;
  impressions: number;
  clicks: number;
  pausedAt: string | null;
  takenDownAt: string | null;
  takedownReason: string | null;
  createdAt: string;
};
export const AD_NOT_RUNNABLE = "Only an approved advertisement that has not ended can be paused";
export const AD_NOT_PAUSED = "This advertisement is not paused";
export const AD_ALREADY_TAKEN_DOWN = "This advertisement has already been taken down";
export const AD_NOT_APPROVED = "Only an approved advertisement can be taken down; a pending one is rejected instead";

/** PATCH /api/advertisements/:id/take-down: why (mailed to the advertiser), and whether to refund in full. */
export const takeDownAdSchema = z
  .object({
    reason: z
      .string({ error: "Please give the reason the advertiser will read" })
      .trim()
      .min(10, "Please give the reason the advertiser will read (at least 10 characters)")
      .max(500, "The reason must be at most 500 characters"),
    refund: z.boolean({ error: "Say whether the payment is refunded" }).default(false),
  })
  .strict();
export type TakeDownAdInput = z.input<typeof takeDownAdSchema>;

export type AdminAdvertisementsResponse = { advertisements: AdminAdvertisement[] };

export const AD_NOTIFICATION_TYPES = ["new_application", "payment_received", "follow_up_needed", "campaign_expired"] as const;
export type AdNotificationType = (typeof AD_NOTIFICATION_TYPES)[number];

/** Derived on the server from the advertisements; only the read state is stored (per admin). */
export type AdNotification = {
  /** `${type}-${advertisementId}`: stable, so the read state sticks. */
  id: string;
  type: AdNotificationType;
  title: string;
  message: string;
  advertisementId: number;
  priority: "high" | "medium" | "low";
  createdAt: string;
  isRead: boolean;
};
export type AdNotificationsResponse = { notifications: AdNotification[]; unreadCount: number };

/** GET /api/admin/advertisement-stats: every figure measured from stored data. */
export type AdvertisementStats = {
  /** Rand cents paid for ads this calendar month (Africa/Johannesburg), refunds excluded. */
  monthlyRevenue: number;
  activeAdvertisements: number;
  pendingApplications: number;
  /** Clicks / impressions over running ads, percent with one decimal; null without impressions. */
  averageClickRate: number | null;
  followUpsDue: number;
  /** The last 30 days, all ads. */
  daily: AdDailyPoint[];
};

/** One ad as served to the public (GET /api/advertisements/approved?placement=). */
export type PublicAdvertisement = AdvertisementContent;
/**
 * The running ads, and the caller's counting ticket: signed for the caller's address and valid for two
 * hours, it goes back with each impression and click call (`AdEventBody`); a call without a valid one is
 * not counted.
 */
export type ApprovedAdsResponse = { advertisements: PublicAdvertisement[]; ticket: string };

/** POST /api/advertisements/:id/impression and /click. A missing or malformed ticket is not an error: the call is not counted. */
export const adEventBodySchema = z.object({ ticket: z.string().max(100).optional() });
export type AdEventBody = z.input<typeof adEventBodySchema>;

/** ?placement= one of the eight placements, or "video" for every video placement. */
export const approvedAdsQuerySchema = z.object({
  placement: z.enum([...AD_PLACEMENTS, "video"], { error: "Please select a valid placement area" }),
});
