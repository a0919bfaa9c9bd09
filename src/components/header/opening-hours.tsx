// Today's box-office hours in one line. "From" or "until" depends on the visitor's clock, so the
// server (and the first client render) show the time-independent form — the day's span or "Closed"
// — and the exact label follows after hydration, refreshed every minute.
import { useEffect, useState } from "react";
import type { OpeningHoursToday } from "../../../shared/api/types.ts";
import { useT } from "../../i18n/index.tsx";
import { openingHoursLabel } from "../../../shared/lib/opening-hours-label.ts";

const ONE_MINUTE = 60_000;

export function OpeningHours({ hours }: { hours: OpeningHoursToday }) {
  const t = useT();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), ONE_MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  // Before "now" is known, a time that has not passed yet: "from" the first start (or Closed).
  const label = openingHoursLabel(hours, now ?? new Date(0));
  const text =
    now === null
      ? label.kind === "closed"
        ? t("header.closed")
        : t("header.openFrom", { time: label.time })
      : label.kind === "from"
        ? t("header.openFrom", { time: label.time })
        : label.kind === "until"
          ? t("header.openUntil", { time: label.time })
          : t("header.closed");
  return (
    <p className="opening-hours" data-state={now === null ? "pending" : label.kind}>
      <span className="opening-hours__dot" aria-hidden="true" />
      <span className="visually-hidden">{t("header.openingHours")} </span>
      {text}
    </p>
  );
}
