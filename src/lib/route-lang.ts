// The language of the page that these routes show: the innermost route that names one, or `?lang=`
// where the routes say so (the webshop, the admin); otherwise the path's prefix.
import { defaultLang, langOfPath, type Lang } from "../../shared/lib/localized.ts";
import type { RouteHandle } from "../route-handle.ts";
import { webshopLang } from "./webshop-urls.ts";

export function routeLang(handles: readonly unknown[], url: Pick<URL, "pathname" | "search">): Lang {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i] as RouteHandle | undefined;
    if (handle?.langFromQuery) return webshopLang(new URLSearchParams(url.search));
    if (handle?.lang) return handle.lang;
  }
  return handles.length > 0 ? langOfPath(url.pathname) : defaultLang;
}
