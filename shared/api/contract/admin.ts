// The backend admin's calls (DESIGN "Admin"): list, read, create, change and delete the items of one
// content type. One family of endpoints serves every type; the handler checks the values against the
// type's definition (src/admin/resources/) and answers 400 with every failing field.
import { object, optional, pattern, record, size, string, unknown } from "superstruct";
import { endpoint } from "../endpoint.ts";
import { id, langSchema, pageNumber } from "../schemas.ts";

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

/** A field that failed its check; the first one is also the answer's `field`. */
export interface AdminFailure {
  field: string;
  reason: string;
}

const resource = pattern(string(), /^[a-z][a-z-]{0,39}$/);
const values = record(size(string(), 1, 64), unknown());
const base = { lang: langSchema, resource };

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
};
