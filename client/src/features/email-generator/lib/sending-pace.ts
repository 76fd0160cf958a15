/** "3 emails, one every minute" / "1 email" / "12 emails, one every 30 minutes": the campaign toast's words. */
export const describeSending = (totalEmails: number, delayMinutes: number) => {
  if (totalEmails === 1) return "1 email";
  const pace = delayMinutes === 1 ? "one every minute" : `one every ${delayMinutes} minutes`;
  return `${totalEmails} emails, ${pace}`;
};
