import { notFound } from "../../../shared/api/api-error.ts";
import { getForm } from "../../services/forms.ts";
import type { Handlers } from "./types.ts";
import { viewerOf } from "./viewer.ts";

export const formHandlers: Handlers<"form"> = {
  async form({ lang, id }, ctx) {
    const form = await getForm(ctx.db, id, lang, viewerOf(ctx));
    if (!form) throw notFound("form not found");
    return form;
  },
};
