// The inline editor's page settings panel (issue 25); the router made sure of `editPages`.
import { readPageSettings, savePageSettings } from "../../admin/page-settings.ts";
import type { Handlers } from "./types.ts";

export const pageSettingsHandlers: Handlers<"pageSettings" | "savePageSettings"> = {
  pageSettings: ({ lang, id }, ctx) => readPageSettings(ctx.db, id, lang),
  savePageSettings: ({ lang, id, values }, ctx) => savePageSettings({ db: ctx.db, user: ctx.user!, now: ctx.now(), log: ctx.log }, id, values, lang),
};
