// The fuzz requests of the site's pages (issue 14): hostile path parameters and query strings on every
// route in both languages, the webshop's and the admin's pages, raw paths, request lines in absolute
// form and plain HTML form posts.
import { routePaths } from "../../src/route-paths.ts";
import type { FuzzRequest, Who } from "./fuzz-requests.ts";

/** Values for a page's path parameters and query fields that no visitor should be able to turn into a 500. */
const hostileUrlTexts = ["%00", "2147483648", "%E0%A4%A", "9223372036854775808", "-1", "1e23", "%ED%A0%80", "%", "..%2F..%2Fx", "x".repeat(3000)];

/** For a slug in a page path, which only makes the address readable (the id decides). */
const slugTexts = ["%00", "%E0%A4%A", "%ED%A0%80", "x".repeat(3000)];

/** The query fields pages and the API read (`v`, a version, only editors may ask for: see edit mode). */
const pageQueryFields = ["q", "query", "page", "page_size", "date", "room", "type", "tag", "series", "genre", "category", "season", "sort", "of", "lang", "notice", "edit", "saved", "deleted", "version_id"];

/** Path parameters of the page routes that find something; any other is "x" (a slug: the id decides). */
const validParams: Record<string, string> = { ":id": "1", "*": "abonnements", ":category?": "events", ":page?": "1" };

export function pageRequests(): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const page = (group: string, label: string, path: string, who: Who = "visitor"): void => void requests.push({ label, group, method: "GET", path, who });
  for (const lang of ["de", "en"] as const)
    for (const [name, paths] of Object.entries(routePaths)) {
      const template = `/${lang}/${paths[lang]}`;
      const params = [...template.matchAll(/:(\w+)\??|\*/g)].map((match) => match[0]);
      const fill = (hostile?: { param: string; text: string }) =>
        params.reduce((path, param) => path.replace(param, hostile?.param === param ? hostile.text : (validParams[param] ?? "x")), template);
      const valid = fill();
      page(`page ${name}`, "valid", valid);
      // The English routes share the German ones' loaders: a few cases there, all of them in German.
      const texts = lang === "de" ? hostileUrlTexts : hostileUrlTexts.slice(0, 2);
      for (const param of params) for (const text of lang === "de" && /^:(slug|tag|category)$/.test(param) ? slugTexts : texts) page(`page ${name}`, `${param} = ${text.slice(0, 20)}`, fill({ param, text }));
      for (const text of texts.slice(0, lang === "de" ? 4 : 1)) page(`page ${name}`, `every query field = ${text}`, `${valid}?${pageQueryFields.map((field) => `${field}=${text}`).join("&")}`);
    }
  for (const text of hostileUrlTexts) {
    page("webshop", `event ${text.slice(0, 20)}`, `/webshop/event/${text}`);
    page("webshop", `cart ?lang=${text.slice(0, 20)}`, `/webshop/cart?lang=${text}&notice=${text}`);
    page("webshop", `old shop path ${text.slice(0, 20)}`, `/eventim.webshop/${text}?lang=${text}`);
    page("edit mode", `?v=${text.slice(0, 20)}`, `/de/abonnements?edit&v=${text}`, "editor");
  }
  for (const text of hostileUrlTexts.slice(0, 6))
    for (const path of ["/admin/productions/ID", "/admin/productions/ID/delete", "/admin/media/ID", "/admin/forms/ID/entries", "/admin/forms/1/entries/ID", "/admin/accounts/ID/password", "/admin/ID", "/admin/productions/new?season=ID"])
      page("admin pages", `${path} ${text.slice(0, 20)}`, `${path.replace("ID", text)}${path.includes("?") ? "&" : "?"}lang=${text}&q=${text}&page=${text}&sort=${text}&of=${text}`, path.includes("accounts") ? "admin" : "editor");
  const raw = ["/%00", "/de/%00", "/de/%00/x", "/de/%E0%A4%A", "/%E0%A4%A", "/de/%FF", "/de/%C0%AF", `/de/${"a".repeat(8000)}`, `/de/${"a/".repeat(2000)}`, "/de/..%2F..%2Fetc%2Fpasswd", "//de", "/de//spielplan", "/de/spielplan/%00/1", "/x%00y", "/de?%00", "/?lang=%00", "/de/spielplan?%E0%A4%A=1", "/de/api/%00/", "/de/api/events/%00/", "/media/%00", "/assets/%00", "/elements/%E0%A4%A", "/sw.js?%00"];
  for (const path of raw) page("raw paths", path.slice(0, 40), path);
  return requests;
}

/**
 * Request lines in absolute form (RFC 9112 §3.2.2: a server must accept it): every page's address as
 * a full URL of the site's own host and of a foreign one, and URLs no page can have.
 */
export function absoluteFormRequests(origin: string): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const page = (label: string, path: string, method = "GET", body?: string): void =>
    void requests.push({ label, group: "absolute form", method, path, who: "visitor", body, headers: body === undefined ? undefined : { "Content-Type": "application/x-www-form-urlencoded", Origin: origin } });
  for (const lang of ["de", "en"] as const)
    for (const paths of Object.values(routePaths)) {
      const path = `/${lang}/${paths[lang]}`.replace(/:(\w+)\??|\*/g, (param) => validParams[param] ?? "x");
      page(`own host ${path}`, origin + path);
      if (lang === "de") page(`foreign host ${path}`, `http://evil.example${path}`);
    }
  for (const [label, target] of [
    ["https, own host", origin.replace(/^http:/, "https:") + "/de"],
    ["upper-case scheme", origin.replace(/^http:/, "HTTP:") + "/de/spielplan"],
    ["no path", origin],
    ["query without a path", `${origin}?lang=en`],
    ["other scheme", `ftp://${new URL(origin).host}/de`],
    ["user info", `http://user:secret@${new URL(origin).host}/de`],
    ["empty host", "http:///de"],
    ["IPv6 host", `http://[::1]:${new URL(origin).port}/de`],
    ["broken percent-encoding", `${origin}/de/%E0%A4%A`],
    ["admin", `${origin}/admin/productions/`],
    ["webshop", `${origin}/webshop/cart?lang=en`],
    ["API", `${origin}/de/api/events/`],
    ["health", "http://evil.example/healthz"],
  ])
    page(label, target);
  page("login form", `${origin}/de/login`, "POST", "email=a%40b.example&password=x");
  page("login form, foreign host", "http://evil.example/de/login", "POST", "email=a%40b.example&password=x");
  return requests;
}

/** Plain HTML form posts (login, form pages, the cart's remove button) with hostile fields. */
export function formPostRequests(origin: string): FuzzRequest[] {
  const bodies = ["email=a%00b&password=x", "email=%E0%A4%A&password=%00", `email=${"x".repeat(9000)}`, "hold_id=2147483648", "hold_id=%00", "hold_id=9223372036854775808&hold_id=1", "%00=1", "a=%", "email=editor%40example.org&password=1&password=2"];
  const paths = ["/de/login", "/en/login", "/de/logout", "/de/forms/x/1", "/webshop/cart/remove", "/webshop/cart/remove?lang=en"];
  return paths.flatMap((path) =>
    bodies.map((body): FuzzRequest => ({ label: `form post ${body.slice(0, 30)}`, group: "form posts", method: "POST", path, who: "visitor", body, headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin } })),
  );
}
