// Where the elements send their API calls. By default the origin the bundle itself was loaded from,
// so a webshop on another host that loads our kulisse-elements.js still talks to the theatre site.
// A module URL without an origin (file: on the server, in tests) means "this page's origin".

function ownOrigin(): string {
  try {
    const origin = new URL(import.meta.url).origin;
    return origin === "null" || !/^https?:/.test(origin) ? "" : origin;
  } catch {
    return "";
  }
}

export const defaultApiBase = ownOrigin();

/** A URL the API answered with (e.g. the cart's "/webshop/cart"), made absolute against the API's origin. */
export function resolveApiUrl(base: string | null | undefined, url: string): string {
  const origin = base ?? defaultApiBase;
  if (!origin) return url;
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}
