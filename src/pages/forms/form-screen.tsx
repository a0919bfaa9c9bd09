// The page of a form editors built: its data from the forms API, shown by FormView.
import { useLoaderData } from "react-router";
import type { FormDefinition } from "../../../shared/api/content-types.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { htmlToText } from "../../lib/event-json-ld.ts";
import { urlFor } from "../../route-paths.ts";
import { Breadcrumb } from "../../components/breadcrumb.tsx";
import { trailFromHome } from "../../lib/breadcrumb-trail.ts";
import { useLang } from "../../i18n/index.tsx";
import type { Screen, WithAlternates, WithMeta } from "../screen.ts";
import { FormView } from "./form-view.tsx";
import { StaffEditTarget } from "../../components/staff-bar/staff-target.tsx";

interface FormData extends WithAlternates, WithMeta {
  form: FormDefinition;
}

function FormPage() {
  const { form } = useLoaderData() as FormData;
  const lang = useLang();
  // No list of forms has an address of its own: the trail is Home → form.
  const trail = trailFromHome(lang, { title: form.title, url: form.url });
  return (
    <>
      <FormView form={form} titleLevel={1} breadcrumb={<Breadcrumb items={trail} />} />
      <StaffEditTarget kind="admin" resource="forms" id={form.id} />
    </>
  );
}

export const formScreen: Screen<FormData> = {
  async loader({ context, lang, params }) {
    const form = await required(apiFrom(context).form({ lang, id: routeId(params.id) }));
    return {
      form,
      // Search engines show the intro under the title (and rank a page without a description lower).
      meta: { title: form.title, description: htmlToText(form.intro) || undefined },
      alternates: {
        de: urlFor("forms-slug-id", { slug: form.slugs.de, id: form.id }, "de"),
        en: urlFor("forms-slug-id", { slug: form.slugs.en || form.slugs.de, id: form.id }, "en"),
      },
    };
  },
  Component: FormPage,
};
