// Input schemas the newer endpoints share (beside ../schemas.ts): the language of un-prefixed calls,
// bounded result counts and slugs.
import { defaulted, integer, optional, refine, string } from "superstruct";
import { defaultLang } from "../../lib/localized.ts";
import { fromText, langSchema, wholeNumber } from "../schemas.ts";

/**
 * The language of a call without a locale prefix (`/api/rooms/?lang=en`): optional, German when
 * absent; any other value is a 400 on `lang`.
 */
export const queryLang = defaulted(langSchema, defaultLang);

const digits = /^\d+$/;

/** An optional count between 1 and `max`, also accepted as a string of digits. */
export function optionalCount(max: number) {
  const bounded = refine(integer(), "range", (value) => (value >= 1 && value <= max) || `must be between 1 and ${max}`);
  return optional(fromText(bounded, (value) => (digits.test(value) ? Number(value) : value)));
}

/** A container's slug: letters, digits, "-" and "_", at most 100 characters. */
export const containerSlug = refine(string(), "slug", (value) =>
  /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(value) || "must be a slug of letters, digits, - and _ (at most 100)",
);

/**
 * A filter key of the calendar (spec §3: "one selected option id or an empty string"): an id, or
 * empty for "no selection"; anything else is a 400.
 */
export const filterKey = optional(fromText(wholeNumber(1), (value) => (value === "" ? undefined : value)));
