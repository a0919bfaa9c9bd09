// Visitors' form entries: 404 for a form that is not there, 400 naming every failing field, 201 with the thank-you text.
import { ApiError, notFound } from "../../../shared/api/api-error.ts";
import { submitFormEntry } from "../../services/form-entries.ts";
import type { Handlers } from "./types.ts";

export const formEntryHandlers: Handlers<"submitFormEntry"> = {
  async submitFormEntry({ lang, form, field_values }, ctx) {
    const result = await submitFormEntry(ctx.db, { formId: form, lang, values: field_values, now: ctx.now(), visitorKey: ctx.visitorKey });
    if (result.ok) return result.entry;
    if (result.reason === "not_found") throw notFound("form not found");
    throw new ApiError(400, { error: "invalid_input", fields: result.fields });
  },
};
