// Forms editors build: the definition a visitor fills in, with the confirm-email field every form gets.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { formFields, forms } from "../db/schema.ts";
import type { FormDefinition, FormField } from "../../shared/api/content-types.ts";
import { pick, type Lang } from "../../shared/lib/localized.ts";
import { formFieldIn } from "./form-field-language.ts";
import { urlFor } from "../../src/route-paths.ts";

/** Spec §3: an extra confirm-email field (slug email2, not required) is appended to every form. */
function confirmEmailField(lang: Lang): FormField {
  return {
    id: null,
    label: lang === "de" ? "E-Mail wiederholen" : "Confirm e-mail",
    slug: "email2",
    field_type: "emailconfirm",
    required: false,
    visible: true,
    choices: [],
    default: "",
    placeholder_text: "",
    help_text: "",
  };
}

/** The form with its fields in order, or null when there is none or it is offline for this viewer. */
export async function getForm(db: Db, id: number, lang: Lang, options: { isEditor: boolean }): Promise<FormDefinition | null> {
  const rows = await db.select().from(forms).where(eq(forms.id, id)).limit(1);
  const form = rows[0];
  if (!form || (!form.isOnline && !options.isEditor)) return null;
  const fieldRows = await db.select().from(formFields).where(eq(formFields.formId, id)).orderBy(asc(formFields.position), asc(formFields.id));
  const fields = fieldRows.map((field) => formFieldIn(field, lang));
  fields.push(confirmEmailField(lang));
  return {
    id: form.id,
    title: pick(form.title, lang),
    intro: pick(form.intro, lang),
    fields,
    url: urlFor("forms-slug-id", { slug: pick(form.slug, lang), id: form.id }, lang),
    slugs: form.slug,
  };
}
