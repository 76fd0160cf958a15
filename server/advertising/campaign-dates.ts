import { addDays } from "date-fns";

/**
 * A campaign runs `duration` days from the moment it is both approved and paid: approving a paid ad
 * starts it now; paying an approved ad starts it at payment. Until both, it has no dates.
 */
export const campaignDates = (startsAt: Date, durationDays: number) => ({ startDate: startsAt, endDate: addDays(startsAt, durationDays) });
