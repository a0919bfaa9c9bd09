// Forms editors build (contact, newsletter …): the definition a visitor fills in.
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { FormDefinition } from "../content-types.ts";
import { id, langSchema } from "../schemas.ts";

export const formsContract = {
  form: endpoint<FormDefinition>()({
    method: "GET",
    path: "/:lang/api/forms/:id/",
    input: object({ lang: langSchema, id }),
  }),
};
