/** `GET /api/talks/:id/calendar.ics`: the talk as an iCalendar file (a plain download link, no fetch). */
export function talkCalendarUrl(talkId: string): string {
  return `/api/talks/${encodeURIComponent(talkId)}/calendar.ics`;
}
