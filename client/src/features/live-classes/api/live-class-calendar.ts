/**
 * The class's iCalendar file (GET, same origin, the session cookie goes along): a plain download link,
 * no fetch, so the browser saves it or opens the calendar app.
 */
export function liveClassCalendarUrl(liveClassId: number) {
  return `/api/live-classes/${liveClassId}/calendar.ics`;
}
