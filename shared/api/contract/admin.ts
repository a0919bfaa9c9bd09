// The backend admin's calls (DESIGN "Admin"): list, read, create, change and delete the items of one
// content type. One family of endpoints serves every type; the handler checks the values against the
// type's definition (src/admin/resources/) and answers 400 with every failing field.
import { enums, object, optional, pattern, record, size, string, unknown } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Localized } from "../../lib/localized.ts";
import { referenceTargets, type ReferenceTarget } from "../../fields/reference-targets.ts";
import { id, langSchema, optionalId, pageNumber } from "../schemas.ts";

/** Rows that refer to an item, per kind: "Säle: 3". */
export interface AdminUsage {
  where: string;
  count: number;
}

export interface AdminListRow {
  id: number;
  title: string;
  /** The list's columns, as text to show. */
  cells: Record<string, string>;
  site_url: string | null;
}

export interface AdminList {
  count: number;
  page: number;
  pages: number;
  results: AdminListRow[];
}

export interface AdminItem {
  id: number;
  title: string;
  values: Record<string, unknown>;
  usage: AdminUsage[];
  site_url: string | null;
}

export interface AdminOption {
  id: number;
  title: string;
}

/** One hit of the reference picker's search: what the picker shows for an item. */
export interface ReferenceChoice {
  id: number;
  /** The item's name or title in the request's language. */
  label: string;
  /** Words to tell hits apart: a date and place, an address, "offline". */
  detail: string;
}

/** The targets the reference picker searches: the admin's items (not images, and not a visitor's uploads of a form). */
export const itemTargets = referenceTargets.filter((target): target is ItemTarget => target !== "image" && target !== "temp-files");
export type ItemTarget = Exclude<ReferenceTarget, "image" | "temp-files">;

/** A field that failed its check; the first one is also the answer's `field`. */
export interface AdminFailure {
  field: string;
  reason: string;
}

const resource = pattern(string(), /^[a-z][a-z-]{0,39}$/);
const values = record(size(string(), 1, 64), unknown());
const base = { lang: langSchema, resource };

/** The site settings as the admin edits them (checked by src/admin/settings-schema.ts). */
export type AdminSettingsValues = {
  is_site_online: boolean;
  is_shop_online: boolean;
  /** Raw HTML blocks, one per language. */
  html_header: Localized;
  html_footer_top: Localized;
  html_footer_bottom: Localized;
  html_footer_logos: Localized;
  /** HTTP status → a path of an HTML file under public/: {"404": "/html/404.html"}. */
  error_pages: Record<string, string>;
};

/** The site settings with the time of their last change (ISO 8601). */
export interface AdminSettings {
  values: AdminSettingsValues;
  updated_at: string;
}

/** Items per page of an admin list. */
export const ADMIN_PAGE_SIZE = 25;

export const adminContract = {
  /**
   * One page of a type's items: search text `q` (any language), `sort` by a column ("-name"
   * descending), `of` only the items that belong to another ("production:12").
   */
  adminList: endpoint<AdminList>()({
    method: "GET",
    path: "/:lang/admin-api/content/:resource/",
    input: object({ ...base, q: optional(size(string(), 0, 200)), sort: optional(pattern(string(), /^-?[a-z_]{1,40}$/)), page: pageNumber, of: optional(pattern(string(), /^[a-z_]{1,40}:[1-9]\d{0,8}$/)) }),
    access: "editContent",
  }),
  /** Every item of a type as a choice for another type's form (a room's venue), at most 500. */
  adminOptions: endpoint<AdminOption[]>()({
    method: "GET",
    path: "/:lang/admin-api/content/:resource/options/",
    input: object(base),
    access: "editContent",
  }),
  /**
   * The reference picker's search over any target but images: at most 20 items whose title contains
   * `query` (either language; digits also match the id), or with `id` that one item (to show a stored
   * choice). Whoever edits content may search; a target with its own ability (menu items) asks it too.
   */
  referenceChoices: endpoint<ReferenceChoice[]>()({
    method: "GET",
    path: "/:lang/admin-api/content/:resource/choices/",
    input: object({ lang: langSchema, resource: enums(itemTargets), query: optional(size(string(), 0, 100)), id: optionalId }),
    access: "editContent",
  }),
  /** One item with its values and where it is used. */
  adminItem: endpoint<AdminItem>()({
    method: "GET",
    path: "/:lang/admin-api/content/:resource/:id/",
    input: object({ ...base, id }),
    access: "editContent",
  }),
  adminCreate: endpoint<AdminItem>()({
    method: "POST",
    path: "/:lang/admin-api/content/:resource/",
    input: object({ ...base, values }),
    access: "editContent",
  }),
  adminUpdate: endpoint<AdminItem>()({
    method: "PUT",
    path: "/:lang/admin-api/content/:resource/:id/",
    input: object({ ...base, id, values }),
    access: "editContent",
  }),
  /** 409 with `usage` while anything still refers to the item; nothing is deleted then. */
  adminDelete: endpoint<{ deleted: true }>()({
    method: "DELETE",
    path: "/:lang/admin-api/content/:resource/:id/",
    input: object({ ...base, id }),
    access: "editContent",
  }),
  /** The one row of site settings (admins: changeSettings). */
  adminSettings: endpoint<AdminSettings>()({
    method: "GET",
    path: "/:lang/admin-api/settings/",
    input: object({ lang: langSchema }),
    access: "changeSettings",
  }),
  /**
   * Changes the site settings; takes effect on the next request. The HTML blocks are raw HTML, kept as
   * written: changing one needs editRawHtml as well (403 otherwise, nothing written).
   */
  adminSettingsUpdate: endpoint<AdminSettings>()({
    method: "PUT",
    path: "/:lang/admin-api/settings/",
    input: object({ lang: langSchema, values }),
    access: "changeSettings",
  }),
  /**
   * Sets an account's password (at least 12 characters; 400 at `password` otherwise). The password is
   * never sent back or logged; the account's sessions end, unless it is the caller's own.
   */
  adminAccountPassword: endpoint<{ changed: true }>()({
    method: "POST",
    path: "/:lang/admin-api/accounts/:id/password/",
    input: object({ lang: langSchema, id, password: size(string(), 0, 1000) }),
    access: "manageAccounts",
    status: 200,
  }),
};
