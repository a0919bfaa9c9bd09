// The backend admin's content calls. The router made sure of `editContent`; a type that needs more
// (redirects: admins only) is checked here, before anything is read or written.
import { forbidden } from "../../../shared/api/api-error.ts";
import { can } from "../../../shared/policies.ts";
import { boundResource, createItem, deleteItem, itemOptions, listItems, readItem, updateItem, type BoundResource } from "../../admin/admin-items.ts";
import { readSettings, setAccountPassword, writeSettings } from "../../admin/settings.ts";
import { findReferenceChoices } from "../../services/reference-choices.ts";
import type { RequestContext } from "../request-context.ts";
import type { Handlers } from "./types.ts";

function allowed(name: string, ctx: RequestContext): BoundResource {
  const bound = boundResource(name);
  if (!can(ctx.user, bound.resource.ability)) throw forbidden(`${bound.resource.ability} is needed`);
  return bound;
}

const writerOf = (ctx: RequestContext) => ({ db: ctx.db, user: ctx.user!, now: ctx.now(), log: ctx.log });

export const adminHandlers: Handlers<"adminList" | "adminOptions" | "referenceChoices" | "adminItem" | "adminCreate" | "adminUpdate" | "adminDelete" | "adminSettings" | "adminSettingsUpdate" | "adminAccountPassword"> = {
  adminList: ({ lang, resource, q, sort, page, of }, ctx) => listItems(ctx.db, allowed(resource, ctx), lang, { q, sort, page, of }),
  adminOptions: ({ lang, resource }, ctx) => itemOptions(ctx.db, allowed(resource, ctx), lang),
  referenceChoices: ({ lang, resource, query, id }, ctx) => findReferenceChoices(ctx.db, allowed(resource, ctx), lang, { query: query ?? "", id }, ctx.now()),
  adminItem: ({ lang, resource, id }, ctx) => readItem(ctx.db, allowed(resource, ctx), id, lang),
  adminCreate: ({ lang, resource, values }, ctx) => createItem(writerOf(ctx), allowed(resource, ctx), values, lang),
  adminUpdate: ({ lang, resource, id, values }, ctx) => updateItem(writerOf(ctx), allowed(resource, ctx), id, values, lang),
  adminDelete: ({ lang, resource, id }, ctx) => deleteItem(writerOf(ctx), allowed(resource, ctx), id, lang),
  adminSettings: (_input, ctx) => readSettings(ctx.db),
  adminSettingsUpdate: ({ lang, values }, ctx) => writeSettings(writerOf(ctx), values, lang),
  adminAccountPassword: ({ lang, id, password }, ctx) => setAccountPassword(writerOf(ctx), id, password, lang),
};
