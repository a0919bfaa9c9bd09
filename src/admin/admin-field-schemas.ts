// Schemas the admin's definitions share. Failures read as sentences the form shows at the field, in
// the words the server's 400 answer uses (as the modules' field schemas do).
import { array, boolean, define, object, optional, refine, string, type Struct } from "superstruct";
import { MAX_ID } from "../../shared/api/schemas.ts";
import type { Localized } from "../../shared/lib/localized.ts";
import { optionalDate, plainText, requiredText } from "../modules/field-schemas.ts";

/** Text in both languages; a required one needs its German text (English falls back to German on the site). */
export function localizedText(maximum: number, options: { required?: boolean } = {}): Struct<Localized, unknown> {
  return object({ de: options.required ? requiredText(maximum) : plainText(maximum), en: plainText(maximum) }) as unknown as Struct<Localized, unknown>;
}

/** Letters, digits and dashes, as in an address: "grosses-haus". */
export function slug(maximum = 120): Struct<string, null> {
  return refine(string(), "slug", (value) => {
    if (value === "") return "is required";
    if (value.length > maximum) return `must be at most ${maximum} characters`;
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || "must use only lowercase letters, digits and single dashes";
  });
}

export const localizedSlug = (maximum = 120) => object({ de: slug(maximum), en: slug(maximum) }) as unknown as Struct<Localized, unknown>;

export const flag = boolean();

/** A whole number from `minimum` to `maximum` that must be given. */
export const wholeNumber = (minimum: number, maximum: number) =>
  define<number>("whole number", (value) => (value === null || value === undefined || value === "" ? "is required" : (Number.isInteger(value) && (value as number) >= minimum && (value as number) <= maximum) || `must be a whole number from ${minimum} to ${maximum}`));

/** The id of another item, or null when none is chosen. */
export const optionalReference = define<number | null>("reference", (value) => value === null || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID) || "must be chosen from the list");

/** The id of another item that must be chosen. */
export const requiredReference = define<number>("required reference", (value) => (value === null || value === undefined ? "is required" : (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID) || "must be chosen from the list"));

/** A calendar date that must be given. */
export const requiredDate = refine(string(), "required date", (value) => (value === "" ? "is required" : ((optionalDate.validate(value)[0]?.message as string | undefined) ?? true)));

/** A path on this site, starting with a slash: "/de/alte-seite". */
export const sitePath = refine(string(), "site path", (value) => {
  if (value === "") return "is required";
  if (value.length > 500) return "must be at most 500 characters";
  return (/^\/(?!\/)[^\s?#]*$/.test(value) && !value.includes("..")) || "must be a path on this site starting with / (no spaces, ? or #)";
});

/** A path on this site or an absolute web address. */
export const pathOrUrl = (required: boolean) =>
  refine(string(), "path or URL", (value) => {
    if (value === "") return required ? "is required" : true;
    if (value.length > 2000) return "must be at most 2000 characters";
    return /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) || /^(mailto|tel):\S+$/i.test(value) || "must be a path on this site (/de/…) or a web address starting with https://";
  });

export { optional, optionalDate, plainText, requiredText };

/** Money in cents from 0 to 100,000 €, or null when the field may stay empty. */
export const moneyCents = define<number>("money", (value) => (value === null || value === undefined ? "is required" : (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10_000_000) || "must be an amount in euros, e.g. 12,50"));
export const optionalMoneyCents = define<number | null>("optional money", (value) => value === null || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10_000_000) || "must be an amount in euros, e.g. 12,50");

/** A whole number or null. */
export const optionalWholeNumber = (minimum: number, maximum: number) =>
  define<number | null>("optional whole number", (value) => value === null || (Number.isInteger(value) && (value as number) >= minimum && (value as number) <= maximum) || `must be a whole number from ${minimum} to ${maximum}`);

/** A time of day "HH:MM". */
export const timeOfDay = refine(string(), "time of day", (value) => (value === "" ? "is required" : /^([01]\d|2[0-3]):[0-5]\d$/.test(value) || "must be a time of day (HH:MM)"));

/** A time of day "HH:MM", or empty. */
export const optionalTimeOfDay = refine(string(), "optional time of day", (value) => value === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(value) || "must be a time of day (HH:MM)");

export { optionalInstant, requiredInstant, webUrl } from "../modules/field-schemas.ts";

/** Short texts per language, one per line: at most `maxItems` of at most `maximum` characters each. */
export const localizedLines = (maxItems: number, maximum: number) => {
  const lines = refine(array(plainText(maximum)), "lines", (value) => value.length <= maxItems || `must hold at most ${maxItems} items`);
  return object({ de: lines, en: lines });
};

/** Ids of other items, each at most once, at most 500. */
export const references = refine(array(optionalReference), "references", (value) => {
  if (value.length > 500) return "must hold at most 500 items";
  if (value.some((id) => id === null)) return "must be chosen from the list";
  return new Set(value).size === value.length || "must name each item once";
}) as unknown as Struct<number[], null>;
