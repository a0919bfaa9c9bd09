// A client navigation that has been loading for longer than the spec's threshold (200 ms, spec §9):
// only then do the progress bar and the loading skeleton appear, so fast navigations never flash.
import { useEffect, useState } from "react";
import { useNavigation, type Location } from "react-router";

export const SLOW_NAVIGATION_MS = 200;

/** The location being loaded, once its navigation has taken longer than 200 ms; otherwise undefined. */
export function useSlowNavigation(): Location | undefined {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" ? navigation.location : undefined;
  const key = pending?.key;
  const [slowKey, setSlowKey] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => setSlowKey(key), SLOW_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return pending && slowKey === key ? pending : undefined;
}
