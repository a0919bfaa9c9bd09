// A form editors built (contact, newsletter …) with real, labelled inputs. Sending it is a later
// step; the form already posts to the entries endpoint.
import { useLoaderData } from "react-router";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import type { FormDefinition } from "../../api/content-types.ts";
import { RichText } from "../../components/rich-text.tsx";
import { useLang, useT } from "../../i18n/index.tsx";
import { urlFor } from "../../route-paths.ts";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { fieldKind } from "./field-types.ts";
import { FormFieldInput } from "./form-field-input.tsx";

interface FormData extends WithAlternates, WithMeta {
  form: FormDefinition;
}

/** The API appends the confirm-email field (spec §3); visitors fill it in right after the e-mail field. */
function inFillingOrder(fields: FormData["form"]["fields"]): FormData["form"]["fields"] {
  const confirm = fields.find((field) => field.slug === "email2");
  const email = fields.findIndex((field) => field.field_type === 3);
  if (!confirm || email < 0) return fields;
  const rest = fields.filter((field) => field !== confirm);
  return [...rest.slice(0, email + 1), confirm, ...rest.slice(email + 1)];
}

function FormPage() {
  const { form } = useLoaderData() as FormData;
  const t = useT();
  const lang = useLang();
  const hasFile = form.fields.some((field) => field.visible && fieldKind(field) === "file");
  const hasRequired = form.fields.some((field) => field.visible && field.required);
  return (
    <article className="screen screen-form" aria-labelledby="form-title">
      <header className="page-header">
        <h1 id="form-title" className="page-header__title">
          {form.title}
        </h1>
      </header>
      <RichText html={form.intro} className="screen-form__intro" />
      <form
        className="screen-form__form"
        method="post"
        action={`/${lang}/api/forms-entries/`}
        encType={hasFile ? "multipart/form-data" : undefined}
        aria-labelledby="form-title"
      >
        <input type="hidden" name="form" value={form.id} />
        {hasRequired ? <p className="screen-form__note">{t("screens.form.requiredNote")}</p> : null}
        {inFillingOrder(form.fields).map((field) => (
          <FormFieldInput key={field.slug} field={field} formId={form.id} />
        ))}
        <p className="screen-form__actions">
          <button type="submit" className="button">
            {t("screens.form.submit")}
          </button>
        </p>
      </form>
    </article>
  );
}

export const formScreen: Screen<FormData> = {
  async loader({ context, lang, params }) {
    const form = await required(apiFrom(context).form({ lang, id: routeId(params.id) }));
    return {
      form,
      meta: { title: form.title },
      alternates: {
        de: urlFor("forms-slug-id", { slug: form.slugs.de, id: form.id }, "de"),
        en: urlFor("forms-slug-id", { slug: form.slugs.en || form.slugs.de, id: form.id }, "en"),
      },
    };
  },
  Component: FormPage,
};
