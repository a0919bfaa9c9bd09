// The hub's unread form entries: how many per form nobody has opened yet, and the newest of them,
// each linking to the admin's view of the entry (which marks it read).
import { count, desc, eq, isNull } from "drizzle-orm";
import type { UnreadFormEntries } from "../../../shared/api/dashboard-types.ts";
import { berlinIso } from "../../../shared/lib/berlin-time.ts";
import { pick, type Lang } from "../../../shared/lib/localized.ts";
import type { Db } from "../../db/client.ts";
import { formEntries, forms } from "../../db/schema.ts";

/** The admin's page of one entry (built by the admin; opening it sets read_at). */
export const formEntryAdminUrl = (formId: number, entryId: number) => `/admin/forms/${formId}/entries/${entryId}`;

/** Unread entries per form (most first) and the newest `limit` unread entries. */
export async function unreadFormEntries(db: Db, lang: Lang, limit: number): Promise<UnreadFormEntries> {
  const [perForm, newest] = await Promise.all([
    db
      .select({ formId: forms.id, title: forms.title, unread: count() })
      .from(formEntries)
      .innerJoin(forms, eq(forms.id, formEntries.formId))
      .where(isNull(formEntries.readAt))
      .groupBy(forms.id)
      .orderBy(desc(count()), forms.id),
    db
      .select({ id: formEntries.id, formId: formEntries.formId, title: forms.title, createdAt: formEntries.createdAt })
      .from(formEntries)
      .innerJoin(forms, eq(forms.id, formEntries.formId))
      .where(isNull(formEntries.readAt))
      .orderBy(desc(formEntries.createdAt), desc(formEntries.id))
      .limit(limit),
  ]);
  return {
    total: perForm.reduce((sum, row) => sum + row.unread, 0),
    forms: perForm.map((row) => ({ form_id: row.formId, form_title: pick(row.title, lang), unread: row.unread, url: `/admin/forms/${row.formId}/entries/` })),
    newest: newest.map((row) => ({ id: row.id, form_id: row.formId, form_title: pick(row.title, lang), created_at: berlinIso(row.createdAt), url: formEntryAdminUrl(row.formId, row.id) })),
  };
}
