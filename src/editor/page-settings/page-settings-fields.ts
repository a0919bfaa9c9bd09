// The page settings panel's groups of the admin's page fields (src/admin/resources/pages.ts): the
// same definitions, so the same widgets and checks. The Open Graph texts and the landing page switch
// stay in the admin's full form.
import type { Field } from "../../../shared/fields/field.ts";
import { pagesResource } from "../../admin/resources/pages.ts";

type GroupKey = "address" | "visibility" | "menu" | "seo";

const groups: { key: GroupKey; names: string[] }[] = [
  { key: "address", names: ["title", "path"] },
  { key: "visibility", names: ["is_online", "online_from", "online_to"] },
  { key: "menu", names: ["parent", "in_menu", "in_footer", "position"] },
  { key: "seo", names: ["meta_description", "og_image"] },
];

export const settingsGroups: { key: GroupKey; fields: Field[] }[] = groups.map(({ key, names }) => ({
  key,
  fields: names.map((name) => {
    const field = pagesResource.fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`pages has no field ${name}`);
    return field;
  }),
}));
