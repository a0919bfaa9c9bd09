// The versions dialog loads when it is first opened: most editing sessions never need it.
import { lazy, Suspense } from "react";
import type { VersionsDialogProps } from "./editor-props.ts";

const LazyVersions = lazy(() => import("./versions/versions-dialog.tsx").then((loaded) => ({ default: loaded.VersionsDialog })));

export function VersionsSlot(props: VersionsDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyVersions {...props} />
    </Suspense>
  );
}
