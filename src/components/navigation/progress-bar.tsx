// The 2 px bar at the top of the window during a slow client navigation (spec §2, §9): it appears
// after 200 ms, creeps towards the end over about 5 s, then fills and fades out within 500 ms.
// It is decoration (aria-hidden); screen readers get one polite "loading" message instead.
import { useEffect, useState } from "react";
import { useT } from "../../i18n/index.tsx";
import { useSlowNavigation } from "./use-slow-navigation.ts";

export const PROGRESS_HIDE_MS = 500;

export function ProgressBar() {
  const t = useT();
  const running = !!useSlowNavigation();
  const [wasRunning, setWasRunning] = useState(false);
  const [finishing, setFinishing] = useState(false);
  // Derived from the previous render (React's documented pattern), not from an effect.
  if (running !== wasRunning) {
    setWasRunning(running);
    setFinishing(!running);
  }
  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => setFinishing(false), PROGRESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [finishing]);

  const phase = running ? "running" : finishing ? "done" : "idle";
  return (
    <>
      <div className="nav-progress" data-phase={phase} aria-hidden="true">
        <div className="nav-progress__bar" />
      </div>
      <div className="visually-hidden" role="status">
        {running ? t("navigation.loading") : ""}
      </div>
    </>
  );
}
