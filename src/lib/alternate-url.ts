// The same page in another language: the screen's own alternates (slugs differ per language) or
// the same route with the same parameters.
import { useMatches } from "react-router";
import type { Lang } from "../../shared/lib/localized.ts";
import { urlFor } from "../route-paths.ts";
import type { RouteHandle } from "../route-handle.ts";
import type { WithAlternates } from "../pages/screen.ts";

export function useAlternateUrl(target: Lang): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const alternates = (match.loaderData as WithAlternates | undefined)?.alternates;
    if (alternates?.[target]) return alternates[target]!;
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.name) {
      try {
        return urlFor(handle.name, match.params as Record<string, string>, target);
      } catch {
        break;
      }
    }
  }
  return `/${target}`;
}
