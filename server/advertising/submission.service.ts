import { randomBytes } from "node:crypto";
import {
  campaignPrice,
  isVideoPlacement,
  type SubmittedAdvertisement,
  type ValidAdvertisementSubmission,
} from "../../shared/api/advertising";
import { AD_PLACEMENT_LABELS } from "../../shared/constants";
import { advertisements } from "../../shared/schema/ads";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { enqueueMail } from "../lib/outbox";
import { allowSubmissionMails, PER_RECIPIENT_PER_DAY } from "./submission-mail-limits";

/** The private campaign page's key: 32 random bytes, unguessable, only ever sent to the advertiser. */
export const newCampaignToken = () => randomBytes(24).toString("base64url");

const rand = (cents: number) => `R${(cents / 100).toFixed(2)}`;

/**
 * Stores a submitted advertisement as the server decides it: pending, unpaid, priced from the placement
 * table for its duration. The advertiser is mailed the private campaign link (where they can also pay),
 * and the school's inbox hears of the application, each while the mail caps allow it
 * (submission-mail-limits.ts): a cap skips the mail, never the application, and the answer says whether
 * the link was mailed, so that the page can tell the advertiser to keep it.
 */
export const submitAdvertisement = async ({
  db,
  clock,
  input,
  siteOrigin,
  inbox,
}: {
  db: Database;
  clock: Clock;
  input: ValidAdvertisementSubmission;
  siteOrigin: string;
  inbox: string;
}): Promise<SubmittedAdvertisement> => {
  const now = clock.now();
  const { isConfirmationAllowed, isInboxNoticeAllowed } = await allowSubmissionMails({ db, clock, recipient: input.contactEmail });
  const price = campaignPrice(input.placementArea, input.duration);
  const campaignToken = newCampaignToken();
  const campaignUrl = `${siteOrigin}/advertising/campaigns/${campaignToken}`;
  const placement = AD_PLACEMENT_LABELS[input.placementArea];
  // A banner plays no video: a video or poster address sent with one would be stored and never reviewed.
  const isVideo = isVideoPlacement(input.placementArea);
  return db.transaction(async (tx) => {
    const [ad] = await tx
      .insert(advertisements)
      .values({
        companyName: input.companyName,
        title: input.title,
        description: input.description,
        imageUrl: input.imageUrl,
        videoUrl: isVideo ? input.videoUrl : null,
        posterUrl: isVideo ? input.posterUrl : null,
        linkUrl: input.linkUrl,
        placementArea: input.placementArea,
        duration: input.duration,
        price,
        advertiserEmail: input.contactEmail,
        advertiserPhone: input.phone,
        contactName: input.contactName,
        campaignToken,
        createdAt: now,
      })
      .returning();
    if (isConfirmationAllowed)
      await enqueueMail({
        db: tx,
        now,
        // Fixed words only: nothing the submitter typed (name, title, company) goes to the address they
        // typed, so the form cannot make the school mail a stranger a message of someone else's choosing.
        mail: {
          to: input.contactEmail,
          subject: "We received your advertisement application",
          text: [
            "Hello,",
            "",
            `Thank you for applying to advertise on our site (${placement}, ${input.duration} days, ${rand(price)}).`,
            "Every advertisement is reviewed before it runs; a campaign starts when it is approved and paid.",
            "",
            "Your private campaign page shows its status, payment and, once it runs, its impressions and clicks:",
            campaignUrl,
            "Keep this link to yourself: anyone who has it can see your campaign.",
            "",
            "If you did not apply, you can ignore this email: nothing runs and nothing is charged without a payment.",
          ].join("\n"),
        },
      });
    if (isInboxNoticeAllowed)
      await enqueueMail({
        db: tx,
        now,
        mail: {
          to: inbox,
          replyTo: input.contactEmail,
          subject: `New advertisement application: ${input.companyName}`,
          text: [
            `${input.companyName} applied for ${placement} (${input.duration} days, ${rand(price)}): "${input.title}". Review it in the admin area, Advertising (/admin/advertising).`,
            ...(isConfirmationAllowed
              ? []
              : [
                  `No confirmation was mailed to the advertiser: their address had its ${PER_RECIPIENT_PER_DAY} for today. The page told them to keep the campaign link.`,
                ]),
          ].join("\n\n"),
        },
      });
    return {
      id: ad!.id,
      campaignToken,
      price: ad!.price,
      duration: ad!.duration,
      placementArea: input.placementArea,
      status: ad!.status,
      paymentStatus: ad!.paymentStatus,
      isConfirmationMailed: isConfirmationAllowed,
    };
  });
};
