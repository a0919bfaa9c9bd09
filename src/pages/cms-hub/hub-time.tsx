// A moment on the hub, in Berlin time: "Di, 24.11., 19:30 Uhr" / "Tue 24 Nov, 19:30".
import type { Lang } from "../../../shared/lib/localized.ts";
import { formatShortDate, formatTime } from "../../lib/format-date.ts";

export function HubTime({ at, lang }: { at: string; lang: Lang }) {
  return <time dateTime={at}>{`${formatShortDate(at, lang)}, ${formatTime(at, lang)}`}</time>;
}
