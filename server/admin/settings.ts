// The admin's site settings (the one `site_settings` row) and an account's password. Both are
// admins' work; each write is logged in the same transaction, and a settings change reaches the
// next request (this process's settings cache is cleared after the commit; the others hear of it by
// NOTIFY, see services/cache-notifications.ts).
import { and, eq } from "drizzle-orm";
import { validate } from "superstruct";
import { ApiError, badRequest, forbidden, notFound } from "../../shared/api/api-error.ts";
import type { AdminSettings } from "../../shared/api/contract/admin.ts";
import { berlinIso } from "../../shared/lib/berlin-time.ts";
import type { Lang } from "../../shared/lib/localized.ts";
import { can } from "../../shared/policies.ts";
import { htmlBlockChanged, settingsHtmlFields, settingsSchema, type AdminSettingsValues } from "../../src/admin/settings-schema.ts";
import { failuresOf } from "../../src/modules/validate-sections.ts";
import type { Db } from "../db/client.ts";
import { sessions, siteSettings, users } from "../db/schema.ts";
import { logActivity } from "../services/activity-log.ts";
import type { EditorWriter } from "../services/page-content-save.ts";
import { hashPassword } from "../services/passwords.ts";
import { staffAccount } from "./staff-accounts.ts";
import { clearSiteSettingsCache } from "../services/site-settings.ts";

export const MIN_PASSWORD_LENGTH = 12;

type Row = typeof siteSettings.$inferSelect;

const valuesOf = (row: Row): AdminSettingsValues => ({
  is_site_online: row.isSiteOnline,
  is_shop_online: row.isShopOnline,
  html_header: row.htmlHeader,
  html_footer_top: row.htmlFooterTop,
  html_footer_bottom: row.htmlFooterBottom,
  html_footer_logos: row.htmlFooterLogos,
  error_pages: row.errorPages,
});

export async function readSettings(db: Db): Promise<AdminSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw notFound("site settings are missing");
  return { values: valuesOf(row), updated_at: berlinIso(row.updatedAt) };
}

/** What changed, in words for the activity log: "Website offline, Kopfbereich-HTML". */
function changeSummary(before: AdminSettingsValues, after: AdminSettingsValues): string {
  const parts: string[] = [];
  if (before.is_site_online !== after.is_site_online) parts.push(after.is_site_online ? "site online" : "site offline");
  if (before.is_shop_online !== after.is_shop_online) parts.push(after.is_shop_online ? "shop online" : "shop offline");
  for (const field of settingsHtmlFields) if (htmlBlockChanged(before, after, field)) parts.push(field);
  if (JSON.stringify(before.error_pages) !== JSON.stringify(after.error_pages)) parts.push("error_pages");
  return parts.join(", ") || "no change";
}

/** Checks and stores the settings; changing an HTML block needs editRawHtml too (403, nothing written). */
export async function writeSettings(writer: EditorWriter, raw: unknown, lang: Lang): Promise<AdminSettings> {
  const [error, checked] = validate(raw, settingsSchema);
  if (error) {
    const failures = failuresOf(error);
    throw new ApiError(400, { error: "invalid_input", field: `values.${failures[0].field}`, reason: failures[0].reason, failures });
  }
  const values = checked;
  await writer.db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
    if (!row) throw notFound("site settings are missing");
    const before = valuesOf(row);
    if (!can(writer.user, "editRawHtml") && settingsHtmlFields.some((field) => htmlBlockChanged(before, values, field))) throw forbidden("only administrators may change raw HTML");
    await tx
      .update(siteSettings)
      .set({
        isSiteOnline: values.is_site_online,
        isShopOnline: values.is_shop_online,
        htmlHeader: values.html_header,
        htmlFooterTop: values.html_footer_top,
        htmlFooterBottom: values.html_footer_bottom,
        htmlFooterLogos: values.html_footer_logos,
        errorPages: values.error_pages,
        updatedAt: writer.now,
      })
      .where(eq(siteSettings.id, 1));
    await logActivity(tx, { userId: writer.user.id, action: "settings.update", objectKind: "settings", objectId: 1, lang, summary: changeSummary(before, values), at: writer.now });
  });
  // Forgotten again after the commit: a page read between the announcement and the commit may have cached the old row.
  clearSiteSettingsCache();
  return readSettings(writer.db);
}

/**
 * Sets an account's password, chosen by the admin (the server never makes one up, so no password is
 * ever part of an answer). Other accounts' sessions end, so whoever knew the old password is out.
 */
export async function setAccountPassword(writer: EditorWriter, id: number, password: string, lang: Lang): Promise<{ changed: true }> {
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest("password", `must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.trim() === "") throw badRequest("password", "is required");
  const hash = hashPassword(password);
  await writer.db.transaction(async (tx) => {
    const updated = await tx.update(users).set({ passwordHash: hash }).where(and(eq(users.id, id), staffAccount)).returning({ username: users.username });
    if (updated.length === 0) throw notFound();
    if (id !== writer.user.id) await tx.delete(sessions).where(eq(sessions.userId, id));
    await logActivity(tx, { userId: writer.user.id, action: "accounts.password", objectKind: "accounts", objectId: id, lang, summary: updated[0].username, at: writer.now });
  });
  return { changed: true };
}
