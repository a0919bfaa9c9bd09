// Form entries in the backend admin; the router made sure of `editContent`.
import { formEntriesCsv, formEntryFile, listFormEntries, readFormEntry } from "../../admin/form-entries-admin.ts";
import type { Handlers } from "./types.ts";

export const adminFormHandlers: Handlers<"adminFormEntries" | "adminFormEntry" | "adminFormEntriesCsv" | "adminFormEntryFile"> = {
  adminFormEntries: ({ lang, form, page }, ctx) => listFormEntries(ctx.db, form, lang, page ?? 1),
  adminFormEntry: ({ lang, form, entry }, ctx) => readFormEntry(ctx.db, form, entry, lang, ctx.now()),
  adminFormEntriesCsv: ({ lang, form }, ctx) => formEntriesCsv(ctx.db, form, lang, ctx.origin),
  adminFormEntryFile: ({ file }, ctx) => formEntryFile(ctx.db, ctx.config.dataDir, file),
};
