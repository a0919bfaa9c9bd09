// Schemas module definitions share for their fields (spec §5). Each failure reads as a sentence the
// editor's modal shows at the field, in the same words the server's 400 answer uses.
import { array, integer, max, min, optional, refine, string, type Struct } from "superstruct";
import { MAX_ID } from "../../shared/api/schemas.ts";
import type { Localized } from "../../shared/lib/localized.ts";
import { embedHostsOf, embedProviderOf, resolveEmbed, type EmbedKind } from "../components/consent-gate/embed-providers.ts";

/** Text of at most `maximum` characters. */
export function plainText(maximum: number): Struct<string, null> {
  return refine(string(), "text length", (value) => value.length <= maximum || `must be at most ${maximum} characters`);
}

/** Text that must not be empty (spec §5 required fields), of at most `maximum` characters. */
export function requiredText(maximum: number): Struct<string, null> {
  return refine(string(), "required text", (value) => {
    if (value.trim() === "") return "is required";
    return value.length <= maximum || `must be at most ${maximum} characters`;
  });
}

/** The id of a picked object (image, venue …): required pickers reject 0. */
export const pickedId = max(min(integer(), 1), MAX_ID);

/** A picker that may stay empty. */
export const optionalPickedId = optional(pickedId);

const httpUrl = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** An absolute http(s) URL. */
export const webUrl = refine(string(), "URL", (value) => httpUrl.test(value) || "must be a web address starting with https://");

/** A link target: a path on this site ("/de/spielplan"), an absolute http(s) URL, mailto: or tel:. */
export const linkTarget = refine(string(), "link target", (value) => {
  if (value.trim() === "") return "is required";
  if (value.length > 2000) return "must be at most 2000 characters";
  if (/^\/(?!\/)\S*$/.test(value) || httpUrl.test(value) || /^(mailto|tel):\S+$/i.test(value)) return true;
  return "must be a path on this site (/de/…) or a web address starting with https://";
});

/** A link target that may stay empty. */
export const optionalLinkTarget = refine(string(), "optional link target", (value) => {
  if (value === "") return true;
  return (linkTarget.validate(value)[0]?.message as string | undefined) ?? true;
});

/** An element id others can link to with #anchor: letters, digits, - and _. */
export const anchorName = refine(string(), "anchor", (value) => value === "" || /^[A-Za-z][\w-]{0,63}$/.test(value) || "must start with a letter and use only letters, digits, - and _");

/** An instant (ISO 8601) or empty: the bounds of spec §4's visibility window. */
export const optionalInstant = refine(string(), "instant", (value) => value === "" || !Number.isNaN(Date.parse(value)) || "must be a date and time");

/** A required instant (hero media's online_from, spec §5). */
export const requiredInstant = refine(string(), "required instant", (value) => {
  if (value === "") return "is required";
  return !Number.isNaN(Date.parse(value)) || "must be a date and time";
});

/** A calendar date YYYY-MM-DD or empty. */
export const optionalDate = refine(string(), "date", (value) => value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) || "must be a date (YYYY-MM-DD)");

/** A page address of a provider of `kind` that the site can embed (spec §5 embed hosts). */
export function embedUrl(kind: EmbedKind): Struct<string, null> {
  const hosts = embedHostsOf(kind).join(", ");
  return refine(string(), "embed URL", (value) => {
    if (value.trim() === "") return "is required";
    if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return "must be a web address starting with https://";
    if (!embedProviderOf(kind, value)) return `must be on ${hosts}`;
    return resolveEmbed(kind, value) !== null || `must be the address of a single item on ${hosts} that can be embedded`;
  });
}

/** A field's help naming the hosts of `kind`: "<de> youtube.com, vimeo.com." and the same in English. */
export function embedHostsHelp(kind: EmbedKind, de: string, en: string): Localized {
  const hosts = embedHostsOf(kind).join(", ");
  return { de: `${de} ${hosts}.`, en: `${en} ${hosts}.` };
}

/** An embed address of `kind`, or empty. */
export function optionalEmbedUrl(kind: EmbedKind): Struct<string, null> {
  const required = embedUrl(kind);
  return refine(string(), "optional embed URL", (value) => value === "" || ((required.validate(value)[0]?.message as string | undefined) ?? true));
}

/**
 * A list field of `minimum`–`maximum` items (spec §5 counts, e.g. blog items 1–8); the failure sits
 * at the list itself, in the words the editor's modal translates ("must hold at least 1 item").
 */
export function itemList<T, S>(item: Struct<T, S>, minimum: number, maximum: number): Struct<T[], Struct<T, S>> {
  return refine(array(item), "item count", (value) => {
    if (value.length < minimum) return `must hold at least ${minimum} item${minimum === 1 ? "" : "s"}`;
    return value.length <= maximum || `must hold at most ${maximum} item${maximum === 1 ? "" : "s"}`;
  });
}

/** A media file the theatre hosts itself: a path on this site or an https address, of one of `extensions`. */
export function mediaFile(extensions: readonly string[], options: { required: boolean }): Struct<string, null> {
  const list = extensions.map((extension) => `.${extension}`).join(", ");
  return refine(string(), "media file", (value) => {
    if (value.trim() === "") return options.required ? "is required" : true;
    if (value.length > 2000) return "must be at most 2000 characters";
    const path = /^\/(?!\/)\S*$/.test(value) ? value : /^https:\/\/[^\s/]+\/\S*$/i.test(value) ? new URL(value).pathname : null;
    if (path === null) return "must be a path on this site (/media/…) or a web address starting with https://";
    return extensions.some((extension) => path.toLowerCase().endsWith(`.${extension}`)) || `must be a file of type ${list}`;
  });
}
