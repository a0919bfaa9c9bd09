// One image of the media library (/admin/media/:id): the picture with its focal point (set by a
// click on the picture or by two number inputs, 0–100 %), alt text in both languages, credit, where
// it is used, and the delete — refused, with the usage, while it is used. A plain POST form: without
// JavaScript the server runs the action; with it the browser does.
import { useState, type MouseEvent } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { validate } from "superstruct";
import { isApiError } from "../../../shared/api/api-error.ts";
import { mediaContract, type MediaImageDetail, type MediaUsage } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required, routeId } from "../../api/loader-api.ts";
import { fileSize } from "../../components/media/media-thumbnail.ts";
import { failureMessage } from "../../lib/failure-message.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { failuresOf } from "../../modules/validate-sections.ts";
import { translator } from "../../i18n/index.tsx";

interface ImageData {
  lang: Lang;
  image: MediaImageDetail;
  saved: boolean;
}

interface Values {
  alt: { de: string; en: string };
  credit: string;
  focal_x: string;
  focal_y: string;
}

type ActionResult = { kind: "refused"; failures: { field: string; reason: string }[]; values: Values } | { kind: "in-use"; usage: MediaUsage[] } | { kind: "confirm" };

export async function loadAdminMediaImage({ request, context, params }: LoaderFunctionArgs): Promise<ImageData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const image = await required(apiFrom(context).mediaImage({ lang, id: routeId(params.id) }));
  return { lang, image, saved: url.searchParams.has("saved") };
}

const percentOf = (raw: string): number | string => (/^\s*\d{1,3}\s*$/.test(raw) ? Number(raw) : raw);

export async function saveAdminMediaImage({ request, context, params }: ActionFunctionArgs): Promise<Response | ReturnType<typeof data<ActionResult>>> {
  const lang = adminLang(new URL(request.url).searchParams);
  const id = routeId(params.id);
  const form = await request.formData();
  const api = apiFrom(context);
  if (form.get("intent") === "delete") {
    // First the question (or, while used, the refusal straight away); the delete itself comes with "confirmed".
    if (form.get("confirmed") !== "1") {
      const { usage } = await required(api.mediaImage({ lang, id }));
      return usage.length > 0 ? data({ kind: "in-use" as const, usage }, { status: 409 }) : data({ kind: "confirm" as const });
    }
    try {
      await api.deleteMedia({ lang, id });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) return data({ kind: "in-use" as const, usage: (failure.body.usage as MediaUsage[] | undefined) ?? [] }, { status: 409 });
      throw failure;
    }
    return redirect(adminHref("/media/", lang, { deleted: "1" }), 303);
  }
  const text = (name: string) => String(form.get(name) ?? "");
  const values: Values = { alt: { de: text("alt.de").trim(), en: text("alt.en").trim() }, credit: text("credit").trim(), focal_x: text("focal_x"), focal_y: text("focal_y") };
  const input = { lang, id, alt: values.alt, credit: values.credit, focal_x: percentOf(values.focal_x), focal_y: percentOf(values.focal_y) };
  const [error] = validate(input, mediaContract.updateMedia.input);
  if (error) return data({ kind: "refused" as const, failures: failuresOf(error), values }, { status: 400 });
  try {
    await api.updateMedia(input as typeof input & { focal_x: number; focal_y: number });
  } catch (failure) {
    if (isApiError(failure) && failure.status === 400) return data({ kind: "refused" as const, failures: [{ field: String(failure.body.field ?? ""), reason: String(failure.body.reason ?? "") }], values }, { status: 400 });
    throw failure;
  }
  return redirect(adminHref(`/media/${id}`, lang, { saved: "1" }), 303);
}

/** Admin screens for the kinds of record an image can be used by. */
const adminOfKind: Record<string, string> = { production: "productions", person: "persons", article: "articles", venue: "venues", series: "series", partner: "partners" };

/** The kinds of record the where-used list names (an unknown one shows as it is stored). */
const usedByKinds = ["page", "container", "production", "person", "article", "venue", "series", "partner", "event_teaser"] as const;
const isNamedKind = (kind: string): kind is (typeof usedByKinds)[number] => (usedByKinds as readonly string[]).includes(kind);

function UsageList({ usage, lang }: { usage: MediaUsage[]; lang: Lang }) {
  const t = translator(lang);
  return (
    <ul className="media-usage">
      {usage.map((entry) => {
        const label = `${isNamedKind(entry.kind) ? t(`media.usedBy.${entry.kind}`) : entry.kind}: ${entry.title || `#${entry.id}`}`;
        const admin = adminOfKind[entry.kind];
        return (
          <li key={`${entry.kind}-${entry.id}-${entry.field}`}>
            {admin ? <Link to={adminHref(`/${admin}/${entry.id}`, lang)}>{label}</Link> : entry.url ? <a href={entry.url}>{label}</a> : label}
            <span className="media-usage__field"> ({entry.field})</span>
            {admin && entry.url ? (
              <>
                {" · "}
                <a href={entry.url}>{t("admin.viewOnSite")}</a>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The middle-sized rendition for the working picture (about 640 px), or the original. */
function workingPicture(image: MediaImageDetail): string {
  const jpegs = image.renditions.filter((rendition) => rendition.format === "jpeg").sort((a, b) => a.width - b.width);
  return (jpegs.find((rendition) => rendition.width >= 640) ?? jpegs.at(-1))?.url ?? image.url;
}

export function AdminMediaImageScreen() {
  const { lang, image, saved } = useLoaderData() as ImageData;
  const t = translator(lang);
  const result = useActionData() as ActionResult | undefined;
  const refused = result?.kind === "refused" ? result : undefined;
  const values: Values = refused?.values ?? { alt: { de: image.alt.de, en: image.alt.en }, credit: image.credit, focal_x: String(image.focal_x), focal_y: String(image.focal_y) };
  const [focal, setFocal] = useState({ x: values.focal_x, y: values.focal_y });
  const failures = Object.fromEntries((refused?.failures ?? []).map((failure) => [failure.field, failure.reason]));
  const usage = result?.kind === "in-use" ? result.usage : image.usage;
  const heading = image.alt[lang] || image.original_name || `${t("media.image")} #${image.id}`;
  const labels: Record<string, string> = {
    "alt.de": `${t("media.altText")} (${t("common.german")})`,
    "alt.en": `${t("media.altText")} (${t("common.english")})`,
    credit: t("media.credit"),
    focal_x: `${t("media.focalPoint")}: ${t("media.focalX")}`,
    focal_y: `${t("media.focalPoint")}: ${t("media.focalY")}`,
  };
  const fieldId = (name: string) => `field-${name.replace(/\./g, "-")}`;
  const aria = (name: string) => ({ "aria-invalid": failures[name] ? true : undefined, "aria-describedby": failures[name] ? `${fieldId(name)}-problem` : undefined });
  const problem = (name: string) =>
    failures[name] ? (
      <p className="admin-field__problem" id={`${fieldId(name)}-problem`}>
        {failureMessage(labels[name], failures[name], lang)}
      </p>
    ) : null;
  const shownX = Math.min(100, Math.max(0, Number(focal.x) || 0));
  const shownY = Math.min(100, Math.max(0, Number(focal.y) || 0));
  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({ x: String(Math.round(((event.clientX - box.left) / box.width) * 100)), y: String(Math.round(((event.clientY - box.top) / box.height) * 100)) });
  };
  return (
    <>
      <title>{`${heading} | ${t("media.title")} | ${t("admin.admin")}`}</title>
      <p className="admin-breadcrumb">
        <Link to={adminHref("/media/", lang)}>{t("media.title")}</Link>
      </p>
      <h1>{heading}</h1>
      {!image.placeable ? <p className="media-grid__missing">{t("media.altMissingHere")}</p> : null}
      {saved && !result ? (
        <p className="admin-notice" role="status">
          {t("common.saved")}
        </p>
      ) : null}
      {refused ? (
        <div className="admin-problems" role="alert">
          <p>{t("admin.problems")}</p>
          <ul>
            {refused.failures.map((failure) => (
              <li key={failure.field}>
                <a href={`#${fieldId(failure.field)}`}>{failureMessage(labels[failure.field] ?? failure.field, failure.reason, lang)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="media-detail">
        <figure className="media-focal">
          <div className="media-focal__frame">
            {/* A click is a shortcut for pointer users; the number inputs below do the same by keyboard. */}
            <img src={workingPicture(image)} alt={image.alt[lang] || t("media.focalPicture")} width={image.width} height={image.height} onClick={pick} />
            <span className="media-focal__point" style={{ left: `${shownX}%`, top: `${shownY}%` }} aria-hidden="true" />
          </div>
          <figcaption>
            {image.original_name} · {image.width} × {image.height} px · {fileSize(image.bytes, lang)} ·{" "}
            <a href={image.url}>{t("media.openFile")}</a>
          </figcaption>
        </figure>
        <Form method="post" className="admin-form" key={refused ? JSON.stringify(refused.failures) : "form"} noValidate>
          <fieldset className="admin-field admin-field--localized">
            <legend>{t("media.altText")}</legend>
            <div className="admin-field__languages">
              {(["de", "en"] as const).map((language) => (
                <div key={language} className="admin-field__input">
                  <label htmlFor={fieldId(`alt.${language}`)}>{t(language === "de" ? "common.german" : "common.english")}</label>
                  <input id={fieldId(`alt.${language}`)} type="text" name={`alt.${language}`} defaultValue={values.alt[language]} maxLength={300} {...aria(`alt.${language}`)} />
                  {problem(`alt.${language}`)}
                </div>
              ))}
            </div>
          </fieldset>
          <div className="admin-field">
            <label htmlFor="field-credit">{t("media.credit")}</label>
            <input id="field-credit" type="text" name="credit" defaultValue={values.credit} maxLength={200} {...aria("credit")} />
            {problem("credit")}
          </div>
          <fieldset className="admin-field" aria-describedby="focal-help">
            <legend>{t("media.focalPoint")}</legend>
            <p className="admin-field__help" id="focal-help">
              {t("media.focalHelp")}
            </p>
            <div className="media-focal__inputs">
              {(["x", "y"] as const).map((axis) => (
                <div key={axis} className="admin-field__input">
                  <label htmlFor={fieldId(`focal_${axis}`)}>{t(axis === "x" ? "media.focalX" : "media.focalY")}</label>
                  <input id={fieldId(`focal_${axis}`)} type="number" name={`focal_${axis}`} min={0} max={100} step={1} value={focal[axis]} onChange={(event) => setFocal((current) => ({ ...current, [axis]: event.target.value }))} {...aria(`focal_${axis}`)} />
                  {problem(`focal_${axis}`)}
                </div>
              ))}
            </div>
          </fieldset>
          <div className="admin-form__actions">
            <button type="submit" className="admin-button" name="intent" value="save">
              {t("common.save")}
            </button>
          </div>
        </Form>
      </div>
      <section className="admin-usage" aria-labelledby="usage-heading">
        <h2 id="usage-heading">{t("admin.usedIn")}</h2>
        {result?.kind === "in-use" ? (
          <p className="admin-problems" role="alert">
            {t("media.imageInUse")}
          </p>
        ) : null}
        {usage.length === 0 ? <p>{t("admin.notUsed")}</p> : <UsageList usage={usage} lang={lang} />}
        {result?.kind === "confirm" ? (
          <Form method="post" className="admin-form__actions" key="confirm">
            <p role="alert">{t("media.deleteImageQuestion")}</p>
            <input type="hidden" name="confirmed" value="1" />
            <button type="submit" className="admin-button admin-button--danger" name="intent" value="delete">
              {t("media.deleteImage")}
            </button>
            <Link className="admin-button admin-button--quiet" to={adminHref(`/media/${image.id}`, lang)}>
              {t("common.cancel")}
            </Link>
          </Form>
        ) : (
          <Form method="post" key="ask">
            <button type="submit" className="admin-button admin-button--danger" name="intent" value="delete">
              {t("media.deleteImage")}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
