// The skeleton for the page a slow navigation is loading. Its own chunk with the skeletons and the
// route list that picks one: only a navigation that takes a while needs them.
import { skeletonFor } from "./skeleton-type.ts";
import { Skeleton } from "./skeletons.tsx";

export default function PendingSkeleton({ pathname }: { pathname: string }) {
  return <Skeleton type={skeletonFor({ pathname })} />;
}
