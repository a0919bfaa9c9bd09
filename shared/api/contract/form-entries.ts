// What visitors send from a form: the entry itself (JSON, through the contract) and the files its
// file fields carry (multipart, uploaded first; the entry then names each upload by its id).
import { define, object, record, refine, size, string } from "superstruct";
import { endpoint, upload } from "../endpoint.ts";
import { id, langSchema } from "../schemas.ts";

/** Limits of one entry; the server reports a longer value as a field error. */
export const formEntryLimits = {
  /** Characters of one text value (and of each chosen value of a list). */
  valueLength: 10_000,
  /** Values of one list field (types 5 and 7). */
  listLength: 100,
  /** Fields in one entry. */
  fields: 100,
} as const;

/** The slug of the confirm-email field every form gets (spec §3). */
export const CONFIRM_EMAIL_SLUG = "email2";

// An address with a local part, "@" and a domain with at least one dot; no spaces, at most 254
// characters (RFC 5321). Stricter than the browser's type=email, which accepts "name@host".
const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether `value` looks like an e-mail address we can write to; shared by the server and the form screen. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

/** One value as a form posts it: text, number, a check box's boolean, a list of chosen values, or null. */
export type FormFieldValue = string | number | boolean | null | string[];

// The shape only; lengths and the form's own rules are checked by the server per field, so that all
// failing fields are reported together.
const fieldValue = define<FormFieldValue>(
  "form field value",
  (value) =>
    value === null ||
    typeof value === "string" ||
    typeof value === "boolean" ||
    (typeof value === "number" && Number.isFinite(value)) ||
    (Array.isArray(value) && value.every((item) => typeof item === "string")) ||
    "must be text, a number, true or false, a list of texts, or null",
);

const fieldValues = refine(
  record(size(string(), 1, 100), fieldValue),
  "field count",
  (values) => Object.keys(values).length <= formEntryLimits.fields || `must have at most ${formEntryLimits.fields} fields`,
);

/** A stored entry: its id and the form's thank-you text (HTML) in the entry's language. */
export interface FormEntryCreated {
  id: number;
  message: string;
}

/** The one file a file field uploads before its entry is sent; the entry then names it by its id. */
export const tempFileField = {
  name: "file",
  maxBytes: 10 * 1024 * 1024,
  types: ["application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp"],
} as const;

export const formEntriesContract = {
  submitFormEntry: endpoint<FormEntryCreated>()({
    method: "POST",
    path: "/:lang/api/forms-entries/",
    input: object({ lang: langSchema, form: id, field_values: fieldValues }),
  }),
  /** multipart/form-data: the file, checked by its first bytes and streamed to disk up to the limit. */
  uploadTempFile: upload<TempFileInfo>()({
    method: "POST",
    path: "/:lang/api/temp-files/",
    input: object({ lang: langSchema }),
    file: tempFileField,
  }),
};

export type TempFileContentType = (typeof tempFileField.types)[number];

/** The answer to an upload: the id a form entry names, and what was stored. */
export interface TempFileInfo {
  id: number;
  /** The visitor's file name, cleaned. */
  name: string;
  size: number;
  content_type: TempFileContentType;
}
