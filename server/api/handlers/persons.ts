import { notFound } from "../../../shared/api/api-error.ts";
import { getPerson, listPersonCategories, listPersons } from "../../services/persons.ts";
import type { Handlers } from "./types.ts";
import { viewerOf } from "./viewer.ts";

export const personHandlers: Handlers<"persons" | "person" | "personCategories"> = {
  persons: (input, ctx) => listPersons(ctx.db, input),
  async person({ lang, id }, ctx) {
    const person = await getPerson(ctx.db, id, lang, viewerOf(ctx));
    if (!person) throw notFound("person not found");
    return person;
  },
  personCategories: ({ lang }, ctx) => listPersonCategories(ctx.db, lang),
};
