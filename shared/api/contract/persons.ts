// The ensemble and artistic teams: people, their categories, one person.
import { object } from "superstruct";
import { endpoint } from "../endpoint.ts";
import type { Paged } from "../types.ts";
import type { PersonCategory, PersonDetail, PersonSummary } from "../content-types.ts";
import { id, langSchema, optionalId, pageNumber } from "../schemas.ts";

export const personsContract = {
  persons: endpoint<Paged<PersonSummary>>()({
    method: "GET",
    path: "/:lang/api/persons/",
    input: object({ lang: langSchema, category: optionalId, page: pageNumber, page_size: pageNumber }),
  }),
  person: endpoint<PersonDetail>()({
    method: "GET",
    path: "/:lang/api/persons/:id/",
    input: object({ lang: langSchema, id }),
  }),
  personCategories: endpoint<PersonCategory[]>()({
    method: "GET",
    path: "/:lang/api/person-categories/",
    input: object({ lang: langSchema }),
  }),
};
