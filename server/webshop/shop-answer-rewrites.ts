// The shop's answer as seen on the site's origin: a redirect to the shop's own address leads to the
// same path on the site, and a cookie the shop sets for its own host is set for the site's host.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `location` with the shop's origin (and WEBSHOP_URL's path prefix) taken off: a path on the site; other addresses as they are. */
export function siteLocation(location: string, shopOrigin: string, shopPrefix: string): string {
  let path = location;
  if (/^[a-z][a-z0-9+.-]*:/i.test(location) || location.startsWith("//")) {
    let url: URL;
    try {
      url = new URL(location, shopOrigin);
    } catch {
      return location;
    }
    if (url.origin !== shopOrigin) return location;
    path = url.pathname + url.search + url.hash;
  }
  if (shopPrefix && (path === shopPrefix || path.startsWith(`${shopPrefix}/`) || path.startsWith(`${shopPrefix}?`))) path = path.slice(shopPrefix.length) || "/";
  return path;
}

/**
 * `Set-Cookie` lines with a Domain of the shop's own host dropped: the cookie belongs to the host the
 * visitor sees, the site's (host-only). Other domains (a parent domain site and shop share) and the
 * paths stay as the shop set them.
 */
export function siteCookies(cookies: string[], shopHost: string): string[] {
  const ownDomain = new RegExp(`;\\s*domain=\\.?${escapeRegExp(shopHost)}\\s*(?=;|$)`, "i");
  return cookies.map((cookie) => cookie.replace(ownDomain, ""));
}
