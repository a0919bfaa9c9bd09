// Reusable input schemas. Query strings arrive as text, so numbers are coerced from digits only:
// "12" becomes 12, while "12abc" or "" stays a string and fails with a clear reason.
import { Struct, defaulted, enums, integer, is, max, min, optional, refine, string, type Context, type Result } from "superstruct";
import { defaultLang, isLang, languages } from "../lib/localized.ts";

export const langSchema = enums(languages);

/** A `?lang=` beside a path without a language: English only when it says exactly "en", German otherwise (absent, "fr"). */
export const queryLang = defaulted(fromText(langSchema, (text) => (isLang(text) ? text : defaultLang)), defaultLang);

const digits = /^\d+$/;

/** The largest value of PostgreSQL's integer type; every whole number an input carries stays within it. */
export const MAX_INTEGER = 2_147_483_647;

/** The largest id PostgreSQL's integer column holds. */
export const MAX_ID = MAX_INTEGER;

/**
 * `struct`, with text converted by `convert` first: superstruct's `coerce(struct, string(), convert)`
 * without its test `is(value, string())`, which builds an error with a stack for every value that is
 * not text — every number a loader passes and every absent optional field, on every call.
 */
export function fromText<T, S>(struct: Struct<T, S>, convert: (text: string) => unknown): Struct<T, S> {
  return new Struct({ ...struct, coercer: (value, context) => struct.coercer(typeof value === "string" ? convert(value) : value, context) });
}

/**
 * A whole number from `low` to `high` (at most MAX_INTEGER), also accepted as a string of digits.
 * Larger numbers fail here with "must be at most …" rather than in the database.
 */
export function wholeNumber(low: number, high = MAX_INTEGER) {
  return fromText(max(min(integer(), low), Math.min(high, MAX_INTEGER)), (value) => (digits.test(value) ? Number(value) : value));
}

/** A positive integer id, also accepted as a string of digits. */
export const id = wholeNumber(1);

export const optionalId = optional(id);

/** A page number ≥ 1, also accepted as a string of digits. */
export const pageNumber = optional(wholeNumber(1));

/** A calendar date written DD-MM-YYYY that exists (no 31-02-2026). */
export const dayMonthYear = refine(string(), "DD-MM-YYYY date", (value) => {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return "must be a date written DD-MM-YYYY";
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real || "is not a real date";
});


/**
 * superstruct's `refine` for a check across fields, run only on input whose fields all passed.
 * superstruct itself runs it whenever the last failing field failed a refinement (a negative id
 * after a missing list), handing it fields that are not there.
 */
export function refineWhole<T, S>(struct: Struct<T, S>, name: string, refiner: (value: T, context: Context) => Result) {
  return refine(struct, name, (value, context) => !is(value, struct) || refiner(value, context));
}
