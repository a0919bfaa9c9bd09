// The banner over a stored version (?v=), for the editors the server showed it to (page.version_id is
// set for them only): its chunk loads after hydration, so visitors' pages never carry it.
import { useEffect, useState, type ComponentType } from "react";
import type { VersionBannerProps } from "../../editor/versions/version-banner.tsx";

export function VersionBannerMount(props: VersionBannerProps) {
  const [Banner, setBanner] = useState<ComponentType<VersionBannerProps> | null>(null);
  useEffect(() => {
    let current = true;
    void import("../../editor/versions/version-banner.tsx").then((loaded) => current && setBanner(() => loaded.default));
    return () => {
      current = false;
    };
  }, []);
  return Banner ? <Banner {...props} /> : null;
}
