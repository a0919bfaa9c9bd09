// A form editors built (contact, newsletter …) with real, labelled inputs, sent with JavaScript:
// files are uploaded first (temp-files), then the entry goes through the contract's client. Errors
// appear under each field and in a summary at the top, focus moves to the first invalid field, and
// the form's thank-you text replaces it on success. Without JavaScript the button stays disabled and
// a note points to other ways of reaching us (see docs/decisions.md, Forms). The form's own page and
// the form content module both show it.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { FormDefinition, FormField } from "../../../shared/api/content-types.ts";
import type { ApiClient } from "../../../shared/api/contract/index.ts";
import { useApi } from "../../api/loader-api.ts";
import { RichText } from "../../components/rich-text.tsx";
import { useLang, useT, type Translate } from "../../i18n/index.tsx";
import type { Lang } from "../../../shared/lib/localized.ts";
import { urlFor } from "../../route-paths.ts";
import { FormFieldInput, fieldControlId } from "./form-field-input.tsx";
import { checkFormValues, readFormValues, type FieldErrors } from "./form-values.ts";

/** The API appends the confirm-email field (spec §3); visitors fill it in right after the e-mail field. */
function inFillingOrder(fields: FormField[]): FormField[] {
  const confirm = fields.find((field) => field.slug === "email2");
  const email = fields.findIndex((field) => field.field_type === 3);
  if (!confirm || email < 0) return fields;
  const rest = fields.filter((field) => field !== confirm);
  return [...rest.slice(0, email + 1), confirm, ...rest.slice(email + 1)];
}

const noop = () => () => {};
/** False on the server and while hydrating, true once the page's script runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

type Status = { kind: "editing" } | { kind: "sending" } | { kind: "sent"; message: string };

/** Tells a chosen file again when the visitor sends once more without choosing anew. */
const fileKey = (file: File) => `${file.name}|${file.size}|${file.lastModified}|${file.type}`;

/** Uploads the chosen files (reusing earlier uploads of the same file) and returns the ids by slug, or the errors of the ones that failed. */
async function uploadFiles(api: ApiClient, lang: Lang, files: Map<string, File>, uploaded: Map<string, number>, t: Translate): Promise<{ ids: Record<string, number>; errors: FieldErrors }> {
  const ids: Record<string, number> = {};
  const errors: FieldErrors = {};
  for (const [slug, file] of files) {
    const known = uploaded.get(fileKey(file));
    if (known !== undefined) {
      ids[slug] = known;
      continue;
    }
    try {
      const info = await api.uploadTempFile({ lang, file });
      uploaded.set(fileKey(file), info.id);
      ids[slug] = info.id;
    } catch (error) {
      // The file's own problems (type, size, too many uploads) belong under its field; others end the attempt.
      const own = isApiError(error) && (error.body.field === "file" || error.status === 413 || error.status === 429);
      if (!own) throw error;
      errors[slug] = typeof error.body.reason === "string" ? error.body.reason : t("forms.errors.fileType");
    }
  }
  return { ids, errors };
}

/** The message for an API failure that is not about single fields. */
function problemOf(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t("forms.failed");
  if (error.status === 404) return t("forms.unavailable");
  if (error.status === 413) return t("forms.tooLarge");
  if (error.status === 429 && typeof error.body.reason === "string") return error.body.reason;
  return t("forms.failed");
}

/** The form with its title as the page's h1 (its own page) or an h2 (placed on a content page). */
/** `breadcrumb`: the form page's trail, above the title (a form module on a page has none). */
export function FormView({ form, titleLevel, breadcrumb }: { form: FormDefinition; titleLevel: 1 | 2; breadcrumb?: ReactNode }) {
  const titleId = useId();
  const Title = titleLevel === 1 ? "h1" : "h2";
  const t = useT();
  const lang = useLang();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // Bumped whenever errors are shown, so focus moves even when the same errors come again.
  const [shown, setShown] = useState(0);
  const uploaded = useRef(new Map<string, number>());
  const thanks = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const fields = inFillingOrder(form.fields);
  const hasRequired = form.fields.some((field) => field.visible && field.required);
  const sending = status.kind === "sending";
  const api = useApi();

  // A new round of errors (not every render) moves focus: to the first invalid field, else the summary.
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    if (shown === 0) return;
    const target = focusTarget.current ? document.getElementById(focusTarget.current) : summary.current;
    target?.focus();
  }, [shown]);

  useEffect(() => {
    if (status.kind === "sent") thanks.current?.focus();
  }, [status.kind]);

  const showErrors = (fieldErrors: FieldErrors, message: string | null = null) => {
    const first = fields.find((field) => field.visible && fieldErrors[field.slug]);
    focusTarget.current = first ? fieldControlId(form.id, first) : null;
    setErrors(fieldErrors);
    setProblem(message);
    setShown((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const read = readFormValues(event.currentTarget, form.fields);
    const found = checkFormValues(form.fields, read, t);
    if (Object.keys(found).length) return showErrors(found);
    setStatus({ kind: "sending" });
    try {
      const { ids, errors: uploadErrors } = await uploadFiles(api, lang, read.files, uploaded.current, t);
      if (Object.keys(uploadErrors).length) {
        setStatus({ kind: "editing" });
        return showErrors(uploadErrors);
      }
      const entry = await api.submitFormEntry({ lang, form: form.id, field_values: { ...read.values, ...ids } });
      setErrors({});
      setProblem(null);
      setStatus({ kind: "sent", message: entry.message });
    } catch (error) {
      setStatus({ kind: "editing" });
      const body = isApiError(error) && error.status === 400 ? error.body : null;
      const fieldErrors = body?.fields && typeof body.fields === "object" ? (body.fields as FieldErrors) : null;
      if (fieldErrors) {
        // An upload the server no longer accepts is uploaded again next time.
        for (const [slug, file] of read.files) if (fieldErrors[slug]) uploaded.current.delete(fileKey(file));
        return showErrors(fieldErrors);
      }
      const slug = typeof body?.field === "string" && body.field.startsWith("field_values.") ? body.field.slice("field_values.".length) : null;
      if (slug) return showErrors({ [slug]: t("forms.errors.invalid") });
      showErrors({}, problemOf(error, t));
    }
  };

  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, field: FormField) => {
    event.preventDefault();
    document.getElementById(fieldControlId(form.id, field))?.focus();
  };

  const listed = fields.filter((field) => field.visible && errors[field.slug]);
  const unlisted = Object.entries(errors).filter(([slug]) => !fields.some((field) => field.visible && field.slug === slug));

  return (
    <article className={titleLevel === 1 ? "screen screen-form" : "module-form screen-form"} aria-labelledby={titleId}>
      <header className={titleLevel === 1 ? "page-header" : "module-form__header"}>
        {breadcrumb}
        <Title id={titleId} className={titleLevel === 1 ? "page-header__title" : "module-form__title"}>
          {form.title}
        </Title>
      </header>
      <RichText html={form.intro} className="screen-form__intro" />
      {status.kind === "sent" ? (
        <div ref={thanks} className="screen-form__thanks" role="status" tabIndex={-1}>
          <RichText html={status.message} />
        </div>
      ) : (
        <form
          className="screen-form__form"
          method="post"
          aria-labelledby={titleId}
          aria-busy={sending || undefined}
          noValidate
          onSubmit={submit}
        >
          {listed.length || unlisted.length || problem ? (
            <div ref={summary} className="screen-form__summary" role="alert" tabIndex={-1}>
              {problem ? <p>{problem}</p> : null}
              {listed.length || unlisted.length ? (
                <>
                  <p className="screen-form__summary-title">{t("forms.summary")}</p>
                  <ul>
                    {listed.map((field) => (
                      <li key={field.slug}>
                        <a href={`#${fieldControlId(form.id, field)}`} onClick={(event) => jumpTo(event, field)}>
                          {field.label}: {errors[field.slug]}
                        </a>
                      </li>
                    ))}
                    {unlisted.map(([slug, message]) => (
                      <li key={slug}>{message}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}
          <noscript>
            <p className="screen-form__note">
              {t("forms.noscript")} <a href={urlFor("legals-imprint", {}, lang)}>{t("forms.noscriptLink")}</a>.
            </p>
          </noscript>
          {hasRequired ? <p className="screen-form__note">{t("screens.form.requiredNote")}</p> : null}
          {fields.map((field) => (
            <FormFieldInput key={field.slug} field={field} formId={form.id} error={errors[field.slug]} />
          ))}
          <p className="screen-form__actions">
            <button type="submit" className="button" disabled={!hydrated} aria-disabled={sending || undefined}>
              {sending ? t("forms.sending") : t("screens.form.submit")}
            </button>
          </p>
        </form>
      )}
    </article>
  );
}
