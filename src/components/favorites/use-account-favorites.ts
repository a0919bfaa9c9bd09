// Makes the hearts and the favorites page follow the account once the user details say someone is
// signed in (issue 26 point 6). The account's code is a chunk of its own, imported only then, so a
// visitor's first visit does not load it.
import { useEffect } from "react";
import { useApi } from "../../api/loader-api.ts";
import { useLang } from "../../i18n/index.tsx";
import { useUserDetails } from "../user/use-user-details.ts";

/** Once per page load: a session does not change without one. */
let following = false;

export function useAccountFavorites(): void {
  const user = useUserDetails();
  const api = useApi();
  const lang = useLang();
  const signedIn = user?.is_logged_in ?? false;
  useEffect(() => {
    if (!signedIn || following) return;
    following = true;
    import("./account-favorites-sync.ts").then(
      ({ syncAccountFavorites }) => syncAccountFavorites(api, lang),
      (error: unknown) => console.info("account favorites unavailable", error),
    );
  }, [signedIn, api, lang]);
}
