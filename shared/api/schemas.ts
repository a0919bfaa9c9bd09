// Reusable input schemas. Query strings arrive as text, so numbers are coerced from digits only:
// "12" becomes 12, while "12abc" or "" stays a string and fails with a clear reason.
import { coerce, enums, integer, max, min, optional, refine, string } from "superstruct";
import { languages } from "../lib/localized.ts";

export const langSchema = enums(languages);

const digits = /^\d+$/;

/** The largest id PostgreSQL's integer column holds. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id, also accepted as a string of digits. */
export const id = coerce(max(min(integer(), 1), MAX_ID), string(), (value) => (digits.test(value) ? Number(value) : value));

export const optionalId = optional(id);

/** A page number ≥ 1, also accepted as a string of digits. */
export const pageNumber = optional(coerce(min(integer(), 1), string(), (value) => (digits.test(value) ? Number(value) : value)));

/** A calendar date written DD-MM-YYYY that exists (no 31-02-2026). */
export const dayMonthYear = refine(string(), "DD-MM-YYYY date", (value) => {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return "must be a date written DD-MM-YYYY";
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real || "is not a real date";
});

