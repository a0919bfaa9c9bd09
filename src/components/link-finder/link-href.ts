// What an editor types as a link target (the link field, the rich text link dialog), made into the
// target it means (issue 25, docs/decisions.md "Link targets"): site paths, anchors and the schemes
// http(s), mailto: and tel: stay as typed; an e-mail address becomes mailto:; a host name ("example.org/x")
// gets https://; a bare path word ("spielplan", "ueber-uns/team") becomes a path below the language
// ("/de/spielplan"). Anything else stays as typed, for the check (shared/fields/checks.ts) to refuse.
import type { Lang } from "../../../shared/lib/localized.ts";

const kept = /^(\/|#|https?:\/\/|mailto:|tel:)/i;
const emailAddress = /^[^\s@:/]+@[^\s@:/]+\.[^\s@:/]+$/;
/** A host with a dot (or localhost), an optional port, then a path or nothing: "www.example.org/tickets". */
const hostName = /^(\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?([/?#]\S*)?$|^(\/\/)?localhost(:\d+)?([/?#]\S*)?$/i;
/** Words of a site path: "spielplan", "ueber-uns/team". */
const pathWords = /^[\p{L}\p{N}_-]+(\/[\p{L}\p{N}_-]+)*\/?$/u;

export function linkHref(input: string, lang: Lang = "de"): string {
  const value = input.trim();
  if (value === "" || kept.test(value)) return value;
  if (emailAddress.test(value)) return `mailto:${value}`;
  if (hostName.test(value)) return `https://${value.replace(/^\/\//, "")}`;
  if (pathWords.test(value)) return `/${lang}/${value}`;
  return value;
}
