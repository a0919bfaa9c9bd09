// The favorites of a signed-in visitor's account (issue 26 point 6): the same ids the device keeps
// (favorites-store.ts), kept for the account so that they follow it to other devices. Ids only: the
// favorites page asks the favorites endpoint what they are now, and leaves out what is unknown,
// offline or begun. Each answer is the account's whole list afterwards, oldest first.
import { array, enums, object, optional, refine } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { id, langSchema } from "../schemas.ts";
import { MAX_FAVORITE_IDS } from "./favorites.ts";

/** The account's marked performances (events) and productions, the newest last. */
export interface AccountFavorites {
  events: number[];
  productions: number[];
}

const kind = enums(["events", "productions"] as const);

/** A device's list: at most as many ids of a kind as a list may hold. */
const deviceIds = optional(refine(array(id), "id list", (ids) => ids.length <= MAX_FAVORITE_IDS || `must list at most ${MAX_FAVORITE_IDS} ids`));

export const accountFavoritesContract = {
  accountFavorites: endpoint<AccountFavorites>()({
    method: "GET",
    path: "/:lang/api/account/favorites/",
    input: object({ lang: langSchema }),
    access: "useAccount",
  }),
  /** Marks one item; it becomes the newest, and past MAX_FAVORITE_IDS of its kind the oldest goes. */
  addAccountFavorite: endpoint<AccountFavorites>()({
    method: "PUT",
    path: "/:lang/api/account/favorites/:kind/:id/",
    input: object({ lang: langSchema, kind, id }),
    access: "useAccount",
  }),
  /** Unmarks one item; unmarking what is not marked changes nothing. */
  removeAccountFavorite: endpoint<AccountFavorites>()({
    method: "DELETE",
    path: "/:lang/api/account/favorites/:kind/:id/",
    input: object({ lang: langSchema, kind, id }),
    access: "useAccount",
  }),
  /** A device's list joins the account's (sent once after sign-in); sending it again changes nothing. */
  mergeAccountFavorites: endpoint<AccountFavorites>()({
    method: "POST",
    path: "/:lang/api/account/favorites/merge/",
    input: object({ lang: langSchema, events: deviceIds, productions: deviceIds }),
    access: "useAccount",
    status: 200,
  }),
};
