// A field's value as the text of its form control, and back: what the widgets show and report, and
// what the admin's post parser (src/admin/form/form-values.ts) reads, so both agree. Text that does
// not parse stays as it came, so the schema names it ("must be an amount in euros").
import { berlinLocalToIso, isoToBerlinLocal } from "../../lib/berlin-datetime.ts";

/** A stored text, or "" for none. */
export const plainText = (value: unknown): string => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));

/** 1250 cents as "12,50". */
export const moneyText = (value: unknown): string => (typeof value === "number" ? (value / 100).toFixed(2).replace(".", ",") : plainText(value));

/** "12,50", "12.5 €" or "12" as cents; null when empty. */
export function moneyValue(text: string): number | string | null {
  const raw = text.trim().replace(/\s|€/g, "");
  if (raw === "") return null;
  return /^\d{1,7}([.,]\d{1,2})?$/.test(raw) ? Math.round(Number(raw.replace(",", ".")) * 100) : raw;
}

/** A whole number; null when empty. */
export function numberValue(text: string): number | string | null {
  const raw = text.trim();
  return raw === "" ? null : /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw;
}

/** A stored instant as Berlin wall clock ("2026-11-22T19:30"). */
export const datetimeText = isoToBerlinLocal;

/** Berlin wall clock as the stored instant; "" when empty. */
export function datetimeValue(text: string): string {
  const raw = text.trim();
  return raw === "" ? "" : berlinLocalToIso(raw) || raw;
}

/** A list of short texts, one a line. */
export const linesText = (value: unknown): string => (Array.isArray(value) ? value.join("\n") : plainText(value));

/** The non-empty lines of a text, trimmed. */
export const linesValue = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
