// What tells one performance from the others of its production, for names of buttons and
// announcements: its title, day and time.
import type { EventSummary } from "../../shared/api/types.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { formatShortDate, formatTime } from "./format-date.ts";

/** "Carmen, Sa, 28.11. 19:30 Uhr" / "Carmen, Sat 28 Nov 19:30". */
export function performanceName(event: Pick<EventSummary, "title" | "date_start">, lang: Lang): string {
  return `${event.title}, ${formatShortDate(event.date_start, lang)} ${formatTime(event.date_start, lang)}`;
}
