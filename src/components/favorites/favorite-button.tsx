// The heart on a performance or production (issue 16): a toggle button (aria-pressed) whose name
// stays the same in both states and names the item, as toggle buttons should; a polite
// announcement says what a press did. Its state is known only in the browser after hydration (the
// favorites live on the device), and without JavaScript it could do nothing: the stylesheet keeps it
// invisible until the page has hydrated, in its place so that nothing moves when it appears.
import type { MouseEvent } from "react";
import { useT } from "../../i18n/index.tsx";
import { HeartIcon } from "../header/header-icons.tsx";
import { announce } from "../polite-announcer.tsx";
import { markFavorites, useIsFavorite, type FavoriteKind } from "./favorites-store.ts";

/**
 * `item`: the words that tell this item from others in a list (a performance's title and date),
 * named after the button's word ("Merken: …"); `withText`: that word beside the heart (detail pages).
 */
export function FavoriteButton({ kind, id, item, withText = false }: { kind: FavoriteKind; id: number; item: string; withText?: boolean }) {
  const t = useT();
  const on = useIsFavorite(kind, id);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    markFavorites(kind, [id], !on);
    announce(t(on ? "favorites.removed" : "favorites.added", { item }), event.currentTarget);
  };
  return (
    <button
      type="button"
      className={withText ? "favorite-button favorite-button--text" : "favorite-button"}
      aria-pressed={on}
      aria-label={`${t("favorites.mark")}: ${item}`}
      onClick={toggle}
    >
      <HeartIcon />
      {withText ? t("favorites.mark") : null}
    </button>
  );
}
