// The page's cookies in the browser, read and written through the `cookie` library: the one place
// the site's scripts and the web components touch document.cookie. Read when asked, never at module
// load: the server imports these modules too.
import { parse, serialize } from "cookie";

export function pageCookie(name: string): string | undefined {
  return typeof document === "undefined" ? undefined : parse(document.cookie)[name];
}

/** Sets a cookie for the whole site, Lax, Secure on https. */
export function setPageCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = serialize(name, value, { maxAge: maxAgeSeconds, path: "/", sameSite: "lax", secure: location.protocol === "https:" });
}
