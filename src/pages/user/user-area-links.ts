// The parts of the user area (spec §1), in the order its navigation lists them. Each part's screen
// renders inside <UserArea> (user-area.tsx), which shows this list with the current part marked.
import type { TranslationKey } from "../../i18n/index.tsx";
import type { RouteName } from "../../route-paths.ts";

export interface UserAreaLink {
  route: RouteName;
  label: TranslationKey;
}

export const userAreaLinks: UserAreaLink[] = [
  { route: "user-profile", label: "user.profile" },
  { route: "user-settings", label: "user.settings" },
  { route: "favorites", label: "header.favorites" },
];
