// Who is logged in, read on the client after hydration, so the server's HTML is the same for all
// visitors. One call per page load and language, shared by every part that asks.
import { useEffect, useState } from "react";
import type { UserDetails } from "../../../shared/api/types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import { useLang } from "../../i18n/index.tsx";

// One call per page load and language: the editor's session does not change without a reload.
const userDetailsCache = new Map<Lang, Promise<UserDetails | null>>();

export function useUserDetails(): UserDetails | null {
  const lang = useLang();
  const api = useApi();
  const [details, setDetails] = useState<UserDetails | null>(null);
  useEffect(() => {
    let current = true;
    let pending = userDetailsCache.get(lang);
    if (!pending) {
      pending = api
        .userDetails({ lang })
        .catch((error: unknown) => {
          console.info("user details unavailable", error);
          return null;
        });
      userDetailsCache.set(lang, pending);
    }
    pending.then((value) => {
      if (current) setDetails(value);
    });
    return () => {
      current = false;
    };
  }, [api, lang]);
  return details;
}

