// The media library screen (/admin/media): the images as a grid (smallest rendition, alt text,
// credit, size, a mark where alt text is missing), a plain GET search, paging links, and — with
// JavaScript — the upload: a drop zone that is also a button, several files at once, each with its
// progress, its refusal in words, or its alt text and credit to fill right there.
import { creditText } from "../../components/media/credit-text.ts";
import { Form, Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type { MediaPage } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { apiFrom, required } from "../../api/loader-api.ts";
import { MediaDropZone, MediaUploadList } from "../../components/media/media-upload-list.tsx";
import { fileSize, mediaThumbnail } from "../../components/media/media-thumbnail.ts";
import { useHydrated } from "../../components/media/use-hydrated.ts";
import { useMediaUploads } from "../../components/media/use-media-uploads.ts";
import { adminHref, adminLang } from "../../lib/admin-urls.ts";
import { translator } from "../../i18n/index.tsx";

interface MediaListData {
  lang: Lang;
  q: string;
  list: MediaPage;
  notice: "deleted" | null;
}

export async function loadAdminMedia({ request, context }: LoaderFunctionArgs): Promise<MediaListData> {
  const url = new URL(request.url);
  const lang = adminLang(url.searchParams);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Number(url.searchParams.get("page") ?? "1");
  const list = await required(apiFrom(context).mediaList({ lang, query: q || undefined, page: Number.isInteger(page) && page > 0 ? page : 1 }));
  return { lang, q, list, notice: url.searchParams.has("deleted") ? "deleted" : null };
}

export function AdminMediaScreen() {
  const { lang, q, list, notice } = useLoaderData() as MediaListData;
  const t = translator(lang);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { pending, upload, change, save } = useMediaUploads(lang, () => void revalidator.revalidate());
  const pages = Math.max(1, Math.ceil(list.count / list.page_size));
  const pageHref = (page: number) => adminHref("/media/", lang, Object.fromEntries(Object.entries({ q, page: page > 1 ? String(page) : "" }).filter(([, value]) => value)));
  return (
    <>
      <title>{`${t("media.title")} | ${t("admin.admin")}`}</title>
      <h1>{t("media.title")}</h1>
      {notice ? (
        <p className="admin-notice" role="status">
          {t("admin.deleted")}
        </p>
      ) : null}
      <section className="media-upload" aria-label={t("media.uploadImages")}>
        <noscript>
          <p className="admin-field__help">{t("media.needsScript")}</p>
        </noscript>
        {hydrated ? (
          <>
            <MediaDropZone lang={lang} inputId="media-files" onFiles={upload} />
            <MediaUploadList lang={lang} pending={pending} onChange={change} onSave={save} />
          </>
        ) : null}
      </section>
      <Form method="get" action={adminHref("/media/", lang)} className="admin-search" role="search">
        {lang === "en" ? <input type="hidden" name="lang" value="en" /> : null}
        <label htmlFor="media-q">{t("media.search")}</label>
        <input id="media-q" type="search" name="q" defaultValue={q} maxLength={100} />
        <button type="submit" className="admin-button">
          {t("admin.search")}
        </button>
      </Form>
      <p className="admin-count" role="status">
        {t("media.count", { count: list.count })}
      </p>
      {list.results.length === 0 ? (
        <p>{t("admin.noResults")}</p>
      ) : (
        <ul className="media-grid">
          {list.results.map((image) => {
            const alt = image.alt[lang] || image.alt[lang === "de" ? "en" : "de"];
            return (
              <li key={image.id} className="media-grid__item" data-media-id={image.id}>
                <Link to={adminHref(`/media/${image.id}`, lang)} className="media-grid__link">
                  <img src={mediaThumbnail(image)} alt="" width={image.width} height={image.height} loading="lazy" />
                  <span className="media-grid__alt">{alt || `${t("media.withoutAlt")} (${image.original_name || `#${image.id}`})`}</span>
                </Link>
                {!image.placeable ? <span className="media-grid__missing">{t("media.missingAlt")}</span> : null}
                <span className="media-grid__meta">
                  {image.credit ? `${creditText(image.credit)} · ` : ""}
                  {image.width} × {image.height} px · {fileSize(image.bytes, lang)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="admin-pager" aria-label={t("admin.pages")}>
          {list.page > 1 ? <Link to={pageHref(list.page - 1)}>{t("admin.previous")}</Link> : null}
          <span>{t("admin.pageOf", { page: list.page, pages })}</span>
          {list.page < pages ? <Link to={pageHref(list.page + 1)}>{t("admin.next")}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
