// A cart line's "Reserviert bis 20:53 Uhr – noch 12 Minuten". It counts down in the browser from the
// seconds the server said were left when it answered, not from the visitor's clock, which may be
// wrong: the page only measures how long it has been open (a monotonic clock).
import { useEffect, useState } from "react";
import { useLang, useT } from "../../i18n/index.tsx";
import { formatTime } from "../../lib/format-date.ts";

const TICK_MS = 1000;

/** Whole minutes left, rounded up (a hold taken a moment ago still has "15 minutes"); 0: run out. */
export function minutesLeft(seconds: number): number {
  return Math.max(0, Math.ceil(seconds / 60));
}

/** The minutes left of a hold that had `secondsAtRender` left when the server answered. */
export function useMinutesLeft(secondsAtRender: number): number {
  const [minutes, setMinutes] = useState(() => minutesLeft(secondsAtRender));
  useEffect(() => {
    const start = performance.now();
    const update = () => {
      const left = secondsAtRender - (performance.now() - start) / 1000;
      // The same number again does not render again: the page changes once a minute.
      setMinutes(minutesLeft(left));
      if (left <= 0) clearInterval(timer);
    };
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [secondsAtRender]);
  return minutes;
}

export function HoldCountdown({ expiresAt, minutes }: { expiresAt: string; minutes: number }) {
  const t = useT();
  const lang = useLang();
  const remaining = minutes <= 0 ? t("webshop.expired") : t("webshop.remainingMinutes", { count: minutes });
  return (
    <p className="webshop-line__hold">
      {`${t("webshop.reservedUntil")} `}
      <time dateTime={expiresAt}>{formatTime(expiresAt, lang)}</time>
      {" – "}
      <span data-hold-remaining="">{remaining}</span>
    </p>
  );
}
