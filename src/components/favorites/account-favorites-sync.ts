// The account's favorites while someone is signed in (issue 26 point 6), a chunk of its own that
// use-account-favorites.ts loads only then. At the first page of a session the device's own list is
// sent to join the account's and is then emptied on the device: it now lives in the account, and on a
// shared computer nothing of it stays behind for the next visitor once this one signs out. The
// account's list is kept in this tab's memory only (read from the server at each page load, so
// another device's marks show), and every change the server confirms is told to the other tabs
// through a BroadcastChannel.
import type { AccountFavorites } from "../../../shared/api/contract/account-favorites.ts";
import type { ApiClient } from "../../../shared/api/contract/index.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { deviceFavorites, emptyDevice, followAccount, notifyFavorites, withMarked, type Favorites } from "./favorites-store.ts";

const CHANNEL = "kulisse.favorites.account";

export function syncAccountFavorites(api: ApiClient, lang: Lang): void {
  let list: Favorites | null = null;
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
  const take = (answer: AccountFavorites, tellOtherTabs: boolean) => {
    list = { events: answer.events, productions: answer.productions };
    notifyFavorites();
    if (tellOtherTabs) channel?.postMessage(list);
  };
  const reload = () => api.accountFavorites({ lang }).then((answer) => take(answer, true));
  channel?.addEventListener("message", (event: MessageEvent<AccountFavorites>) => take(event.data, false));

  const device = deviceFavorites();
  const joinsAccount = device.events.length > 0 || device.productions.length > 0;
  // One request after another, so that the last answer is the account's latest list.
  let queue: Promise<unknown> = (
    joinsAccount
      ? api.mergeAccountFavorites({ lang, ...device }).then((answer) => {
          take(answer, true);
          emptyDevice();
        })
      : api.accountFavorites({ lang }).then((answer) => take(answer, false))
  ).catch((error: unknown) => console.info("account favorites unavailable", error));

  followAccount({
    current: () => list,
    mark(kind, ids, on) {
      // Shown at once; the server's answer then is the list.
      if (list) {
        list = withMarked(list, kind, ids, on);
        notifyFavorites();
      }
      for (const id of ids) {
        queue = queue
          .then(() => (on ? api.addAccountFavorite({ lang, kind, id }) : api.removeAccountFavorite({ lang, kind, id })))
          .then((answer) => take(answer, true))
          .catch(() => reload().catch((error: unknown) => console.info("account favorites unavailable", error)));
      }
    },
  });
}
