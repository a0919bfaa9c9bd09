// The checks fields are derived into (schema-of.ts), one per rule. Each failure reads as a sentence
// the editor's modal and the admin's forms show at the field, in the same words the server's 400
// answer uses (src/lib/failure-message.ts translates them for German editors).
import { array, boolean, define, enums, object, refine, string, type Struct } from "superstruct";
import { MAX_ID } from "../api/schemas.ts";
import type { Localized } from "../lib/localized.ts";

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

/** Text in both languages; a required one needs its German text (English falls back to German on the site). */
export function localizedText(maximum: number, options: { required?: boolean } = {}): Struct<Localized, unknown> {
  return object({ de: options.required ? requiredText(maximum) : plainText(maximum), en: plainText(maximum) }) as unknown as Struct<Localized, unknown>;
}

/** `base`, and when filled also `check`'s rule (an embed host, a slug's letters); one failure at a time, `base`'s first. */
export function filledAlso(base: Struct<string, null>, check: Struct<string, null>): Struct<string, null> {
  // superstruct runs a refinement even when the refined struct's own failed: a value too long or blank is not checked again.
  return refine(base, "filled value", (value) => value === "" || base.validate(value)[0] !== undefined || ((check.validate(value)[0]?.message as string | undefined) ?? true));
}

export const flag = boolean();

/** A box that must be ticked (a visitor form's consent). */
export const tickedFlag = refine(boolean(), "ticked", (value) => value || "is required");

const httpUrl = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** An absolute http(s) URL. */
export const webUrl = refine(string(), "URL", (value) => httpUrl.test(value) || "must be a web address starting with https://");

/** The longest link target a link field takes (its input's maxlength too). */
export const linkMaxLength = 2000;

/** The schemes a link may use besides site paths (the rich text sanitizer allows the same). */
export const linkSchemes = ["http", "https", "mailto", "tel"] as const;

const sitePathLink = /^\/(?!\/)\S*$/;
const mailtoLink = /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/]+$/i;
const telLink = /^tel:\+?[0-9][0-9\-()./]*$/i;

/** Whether an http(s) address names a host: "example.org" or localhost, not a bare word ("https://spielplan"). */
function hasHostName(value: string): boolean {
  try {
    const { hostname } = new URL(value);
    return hostname === "localhost" || /\.[a-z0-9-]*[a-z][a-z0-9-]*$/i.test(hostname) || /^[\d.]+$|^\[/.test(hostname);
  } catch {
    return false;
  }
}

/** Why `value` is no link target, or true: a path on this site ("/de/spielplan"), an http(s) address with a host, mailto: or tel:. */
function linkTargetCheck(value: string): string | true {
  if (value.trim() === "") return "is required";
  if (value.length > linkMaxLength) return `must be at most ${linkMaxLength} characters`;
  if (sitePathLink.test(value)) return true;
  if (httpUrl.test(value)) return hasHostName(value) || "must be a web address with a host name, e.g. https://example.org";
  if (/^mailto:/i.test(value)) return mailtoLink.test(value) || "must be an e-mail address after mailto:";
  if (/^tel:/i.test(value)) return telLink.test(value) || "must be a phone number after tel:";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme && !/^\d+$/.test(value.slice(scheme.length + 1, scheme.length + 2))) return `must be a path on this site, a web address, mailto: or tel:, not ${scheme}:`;
  return "must be a path on this site (/de/…), a web address starting with https://, mailto: or tel:";
}

/** A link target: a path on this site ("/de/spielplan"), an absolute http(s) URL, mailto: or tel:. */
export const linkTarget = refine(string(), "link target", linkTargetCheck);

/** A link target that may stay empty. */
export const optionalLinkTarget = refine(string(), "optional link target", (value) => {
  if (value === "") return true;
  return (linkTarget.validate(value)[0]?.message as string | undefined) ?? true;
});

/** A path on this site or an absolute web address (the admin's name for a link target). */
export const pathOrUrl = (required: boolean) => (required ? linkTarget : optionalLinkTarget);

/** An element id others can link to with #anchor: letters, digits, - and _. */
export const anchorName = refine(string(), "anchor", (value) => value === "" || /^[A-Za-z][\w-]{0,63}$/.test(value) || "must start with a letter and use only letters, digits, - and _");

/** Letters, digits and dashes, as in an address: "grosses-haus". */
export function slug(maximum = 120): Struct<string, null> {
  return refine(string(), "slug", (value) => {
    if (value === "") return "is required";
    if (value.length > maximum) return `must be at most ${maximum} characters`;
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || "must use only lowercase letters, digits and single dashes";
  });
}

export const localizedSlug = (maximum = 120) => object({ de: slug(maximum), en: slug(maximum) }) as unknown as Struct<Localized, unknown>;

/** A path on this site, starting with a slash: "/de/alte-seite". */
export const sitePath = refine(string(), "site path", (value) => {
  if (value === "") return "is required";
  if (value.length > 500) return "must be at most 500 characters";
  return (/^\/(?!\/)[^\s?#]*$/.test(value) && !value.includes("..")) || "must be a path on this site starting with / (no spaces, ? or #)";
});

/** An instant (ISO 8601) or empty: the bounds of spec §4's visibility window. */
export const optionalInstant = refine(string(), "instant", (value) => value === "" || !Number.isNaN(Date.parse(value)) || "must be a date and time");

/** A required instant (hero media's online_from, spec §5). */
export const requiredInstant = refine(string(), "required instant", (value) => {
  if (value === "") return "is required";
  return !Number.isNaN(Date.parse(value)) || "must be a date and time";
});

/** Whether "YYYY-MM-DD" names a day of the calendar (Date.parse takes February 30 for March 2). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date YYYY-MM-DD or empty. */
export const optionalDate = refine(string(), "date", (value) => value === "" || isCalendarDate(value) || "must be a date (YYYY-MM-DD)");

/** A calendar date that must be given. */
export const requiredDate = refine(string(), "required date", (value) => (value === "" ? "is required" : ((optionalDate.validate(value)[0]?.message as string | undefined) ?? true)));

/** A time of day "HH:MM". */
export const timeOfDay = refine(string(), "time of day", (value) => (value === "" ? "is required" : /^([01]\d|2[0-3]):[0-5]\d$/.test(value) || "must be a time of day (HH:MM)"));

/** A time of day "HH:MM", or empty. */
export const optionalTimeOfDay = refine(string(), "optional time of day", (value) => value === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value) || "must be a time of day (HH:MM)");

const isWhole = (value: unknown, minimum: number, maximum: number) => Number.isInteger(value) && (value as number) >= minimum && (value as number) <= maximum;

/** A whole number from `minimum` to `maximum` that must be given. */
export const wholeNumber = (minimum: number, maximum: number) =>
  define<number>("whole number", (value) => (value === null || value === undefined || value === "" ? "is required" : isWhole(value, minimum, maximum) || `must be a whole number from ${minimum} to ${maximum}`));

/** A whole number or null. */
export const optionalWholeNumber = (minimum: number, maximum: number) =>
  define<number | null>("optional whole number", (value) => value === null || isWhole(value, minimum, maximum) || `must be a whole number from ${minimum} to ${maximum}`);

/** Whether `value` has at most `decimals` digits after the point (0.1 + 0.2 has 17). */
const hasDecimals = (value: number, decimals: number) => Number(value.toFixed(decimals)) === value;

/** A number from `minimum` to `maximum` with at most `decimals` digits after the point; null when it may stay empty. */
export const decimalNumber = (minimum: number, maximum: number, decimals: number, options: { required?: boolean } = {}) =>
  define<number | null>("decimal number", (value) => {
    if (value === null || value === undefined) return !options.required || "is required";
    const fits = typeof value === "number" && value >= minimum && value <= maximum && hasDecimals(value, decimals);
    return fits || `must be a number from ${minimum} to ${maximum} with at most ${decimals} decimal places`;
  });

const MAX_CENTS = 10_000_000;

/** Money in cents from 0 to 100,000 €. */
export const moneyCents = define<number>("money", (value) => (value === null || value === undefined ? "is required" : isWhole(value, 0, MAX_CENTS) || "must be an amount in euros, e.g. 12,50"));

/** Money in cents, or null when the field may stay empty. */
export const optionalMoneyCents = define<number | null>("optional money", (value) => value === null || isWhole(value, 0, MAX_CENTS) || "must be an amount in euros, e.g. 12,50");

/** The id of another object, or null when none is chosen. */
export const optionalReference = define<number | null>("reference", (value) => value === null || isWhole(value, 1, MAX_ID) || "must be chosen from the list");

/** The id of another object that must be chosen; 0 is a new module's "not chosen yet". */
export const requiredReference = define<number>("required reference", (value) => (value === null || value === undefined || value === 0 ? "is required" : isWhole(value, 1, MAX_ID) || "must be chosen from the list"));

/** Ids of other objects, each at most once, at most 500. */
export const references = refine(array(optionalReference), "references", (value) => {
  if (value.length > 500) return "must hold at most 500 items";
  if (value.some((id) => id === null)) return "must be chosen from the list";
  return new Set(value).size === value.length || "must name each item once";
}) as unknown as Struct<number[], null>;

/** Choices out of `values`, each at most once: at least one when required, at most `maxItems`. */
export function choices(values: readonly (string | number)[], options: { required?: boolean; maxItems: number }): Struct<(string | number)[], null> {
  const { maxItems } = options;
  return refine(array(enums(values as string[])), "choices", (value) => {
    if (options.required && value.length === 0) return "is required";
    if (new Set(value).size !== value.length) return "must name each item once";
    return value.length <= maxItems || `must hold at most ${maxItems} item${maxItems === 1 ? "" : "s"}`;
  }) as unknown as Struct<(string | number)[], null>;
}

/** Short texts per language, one per line: at most `maxItems` of at most `maximum` characters each. */
export const localizedLines = (maxItems: number, maximum: number) => {
  const lines = refine(array(plainText(maximum)), "lines", (value) => value.length <= maxItems || `must hold at most ${maxItems} items`);
  return object({ de: lines, en: lines });
};

/**
 * A list of `minimum`–`maximum` items (spec §5 counts, e.g. blog items 1–8); the failure sits at the
 * list itself ("must hold at least 1 item").
 */
export function itemList<T, S>(item: Struct<T, S>, minimum: number, maximum: number): Struct<T[], Struct<T, S>> {
  return refine(array(item), "item count", (value) => {
    if (value.length < minimum) return `must hold at least ${minimum} item${minimum === 1 ? "" : "s"}`;
    return value.length <= maximum || `must hold at most ${maximum} item${maximum === 1 ? "" : "s"}`;
  });
}

/** A media file the theatre hosts itself: a path on this site or an https address, of one of `extensions`. */
export function mediaFile(extensions: readonly string[]): Struct<string, null> {
  const list = extensions.map((extension) => `.${extension}`).join(", ");
  return refine(string(), "media file", (value) => {
    if (value.length > 2000) return "must be at most 2000 characters";
    const path = /^\/(?!\/)\S*$/.test(value) ? value : /^https:\/\/[^\s/]+\/\S*$/i.test(value) ? new URL(value).pathname : null;
    if (path === null) return "must be a path on this site (/media/…) or a web address starting with https://";
    return extensions.some((extension) => path.toLowerCase().endsWith(`.${extension}`)) || `must be a file of type ${list}`;
  });
}
