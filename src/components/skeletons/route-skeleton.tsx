// In the main area while a slow client navigation loads another page: the skeleton of that page's
// type. The current page stays mounted but hidden behind it (CSS: .route-skeleton ~ *), so a
// navigation that is cancelled brings it back untouched. Query-only changes (filters, paging) keep
// the page visible: they update it in place.
import { useLocation } from "react-router";
import { useSlowNavigation } from "../navigation/use-slow-navigation.ts";
import { skeletonFor } from "./skeleton-type.ts";
import { Skeleton } from "./skeletons.tsx";

export function RouteSkeleton() {
  const pending = useSlowNavigation();
  const { pathname } = useLocation();
  if (!pending || pending.pathname === pathname) return null;
  return <Skeleton type={skeletonFor(pending)} />;
}
