// In the main area while a slow client navigation loads another page: the skeleton of that page's
// type. The current page stays mounted but hidden behind it (CSS: .route-skeleton ~ *), so a
// navigation that is cancelled brings it back untouched. Query-only changes (filters, paging) keep
// the page visible: they update it in place. The skeletons are fetched when a navigation starts, so
// they are there by the time one counts as slow (200 ms), and no first visit downloads them.
import { lazy, Suspense, useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { useSlowNavigation } from "../navigation/use-slow-navigation.ts";

const loadSkeleton = () => import("./pending-skeleton.tsx");
const PendingSkeleton = lazy(loadSkeleton);

export function RouteSkeleton() {
  const navigating = useNavigation().state !== "idle";
  const pending = useSlowNavigation();
  const { pathname } = useLocation();
  useEffect(() => {
    if (navigating) void loadSkeleton();
  }, [navigating]);
  if (!pending || pending.pathname === pathname) return null;
  return (
    <Suspense>
      <PendingSkeleton pathname={pending.pathname} />
    </Suspense>
  );
}
