// The slug (a page's path) proposed from the title as the editor types it, in the admin's item form
// and the editor's page settings panel: it follows the title while the editor has not typed a slug of
// their own — it was empty, or still the proposal of an item that is not online (a published address
// never moves by itself). Typing in the slug field stops it. A page's proposal is its parent's path
// and the slug; the server makes the same proposal when the form posts the slug empty.
import { useEffect, useRef, useState } from "react";
import { languages, type Lang, type Localized } from "../../../shared/lib/localized.ts";
import { pagePathFromTitle, slugFromTitle } from "../../../shared/lib/slug-from-title.ts";
import type { TextField } from "../../../shared/fields/field.ts";
import { useApi } from "../../api/loader-api.ts";
import type { FormValues } from "../../components/fields/field-context.tsx";
import type { AdminResource } from "../define-resource.ts";

/** The field an address is proposed into: a page's path, else the slug. */
export function slugFieldOf(resource: AdminResource): TextField | undefined {
  const field = resource.fields.find((candidate) => candidate.name === (resource.name === "pages" ? "path" : "slug"));
  return field?.kind === "text" ? field : undefined;
}

const titleIn = (resource: AdminResource, values: FormValues, lang: Lang) => {
  try {
    return resource.title(values, lang);
  } catch {
    return "";
  }
};

/** The slug value the title proposes (both languages for a localized field). */
function proposal(resource: AdminResource, field: TextField, values: FormValues, parentPath: Localized | null): unknown {
  if (resource.name === "pages") return Object.fromEntries(languages.map((lang) => [lang, pagePathFromTitle(parentPath?.[lang] ?? "", titleIn(resource, values, lang))]));
  const maximum = field.maxLength ?? 120;
  if (!field.localized) return slugFromTitle(titleIn(resource, values, "de"), maximum);
  return Object.fromEntries(languages.map((lang) => [lang, slugFromTitle(titleIn(resource, values, lang), maximum)]));
}

const isEmptySlug = (value: unknown) => value === "" || value === null || value === undefined || (typeof value === "object" && Object.values(value).every((text) => text === ""));

/** A page path's own segment (the parent's part is the parent's): "ueber-uns/team" → "team". */
const lastSegments = (value: unknown) => (typeof value === "object" && value !== null ? Object.fromEntries(Object.entries(value).map(([lang, text]) => [lang, String(text).split("/").pop()])) : value);

/** A page's parent's path, looked up when the parent changes. */
function useParentPath(resource: AdminResource, lang: Lang, parent: unknown): Localized | null {
  const api = useApi();
  const [path, setPath] = useState<Localized | null>(null);
  useEffect(() => {
    if (resource.name !== "pages" || typeof parent !== "number") {
      setPath(null);
      return;
    }
    let current = true;
    api
      .adminItem({ lang, resource: "pages", id: parent })
      .then((item) => current && setPath(item.values.path as Localized))
      .catch(() => current && setPath(null));
    return () => {
      current = false;
    };
  }, [api, lang, parent, resource.name]);
  return path;
}

/**
 * Keeps `values`' slug on the title's proposal while it follows; returns the `onPatch` to hand the
 * widgets (a patch of the slug itself ends the following).
 */
export function useSlugProposal(resource: AdminResource, lang: Lang, values: FormValues, setValues: (update: (previous: FormValues) => FormValues) => void): (patch: FormValues) => void {
  const field = slugFieldOf(resource);
  const parentPath = useParentPath(resource, lang, values.parent);
  const [following, setFollowing] = useState(() => {
    if (!field) return false;
    const stored = values[field.name];
    return isEmptySlug(stored) || (values.is_online !== true && JSON.stringify(lastSegments(stored)) === JSON.stringify(lastSegments(proposal(resource, field, values, null))));
  });
  const proposed = field && following ? proposal(resource, field, values, parentPath) : undefined;
  const proposedKey = JSON.stringify(proposed ?? null);
  const latest = useRef(proposed);
  latest.current = proposed;
  useEffect(() => {
    if (!field || !following) return;
    // A page without a known parent path yet keeps what it has (the parent is still being looked up).
    if (resource.name === "pages" && typeof values.parent === "number" && parentPath === null) return;
    setValues((previous) => (JSON.stringify(previous[field.name]) === proposedKey ? previous : { ...previous, [field.name]: latest.current }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the proposal, not every value
  }, [proposedKey, following, parentPath]);
  return (patch) => {
    if (field && field.name in patch) setFollowing(false);
    setValues((previous) => ({ ...previous, ...patch }));
  };
}
