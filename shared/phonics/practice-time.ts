// Phonics practice time, one definition everywhere (the server counts it in server/phonics/practice-time.ts):
// the time of finished games plus 5 seconds for each voice-practice try, over the last 7 days.

/** What the figure covers, said next to it wherever it is shown. */
export const PRACTICE_TIME_COVERS = "Games finished and voice practice in the last 7 days";

/** "45 s", "12 min", "1 h 5 min". */
export const formatPracticeTime = (seconds: number) => {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};
