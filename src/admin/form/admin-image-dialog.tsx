// The admin's image finder: a native modal <dialog> (focus stays inside, Escape closes it, focus
// goes back to the button that opened it) that searches the media library and uploads in place.
// Only an image with alt text in both languages can be chosen; one without asks for its texts first.
import { useEffect, useRef, useState } from "react";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import { MediaDropZone, MediaUploadList } from "../../components/media/media-upload-list.tsx";
import { mediaThumbnail } from "../../components/media/media-thumbnail.ts";
import { mediaWord } from "../../components/media/media-text.ts";
import { useMediaUploads } from "../../components/media/use-media-uploads.ts";
import { adminText, adminWord } from "../admin-text.ts";
import { AdminDialog } from "../parts/admin-dialog.tsx";

export function AdminImageDialog({ lang, title, onChoose, onClose }: { lang: Lang; title: string; onChoose: (image: MediaImage) => void; onClose: () => void }) {
  const api = useApi();
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [state, setState] = useState<{ status: "loading" | "done" | "failed"; images: MediaImage[]; count: number }>({ status: "loading", images: [], count: 0 });
  const { pending, upload, change, save, describe } = useMediaUploads(lang, (image) => {
    setState((previous) => ({ ...previous, images: previous.images.map((shown) => (shown.id === image.id ? image : shown)) }));
    setPage(1);
    setReload((count) => count + 1);
  });

  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        setState((previous) => ({ ...previous, status: "loading" }));
        api
          .mediaList({ lang, query: query.trim().slice(0, 100) || undefined, page })
          .then((answer) => current && setState((previous) => ({ status: "done", images: page === 1 ? answer.results : [...previous.images, ...answer.results], count: answer.count })))
          .catch(() => current && setState({ status: "failed", images: [], count: 0 }));
      },
      page === 1 && query !== "" ? 200 : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, lang, query, page, reload]);

  const status = state.status === "loading" ? adminWord("loading", lang) : state.status === "failed" ? adminWord("loadFailed", lang) : state.images.length === 0 ? adminWord("noResults", lang) : adminText.images[lang](state.count);
  return (
    <AdminDialog title={title} lang={lang} initialFocus={searchRef} onClose={onClose}>
      {() => (
        <>
        <MediaDropZone lang={lang} inputId="image-dialog-files" onFiles={upload} />
        <MediaUploadList lang={lang} pending={pending} onChange={change} onSave={save} />
        <label htmlFor="image-dialog-query">{adminWord("mediaSearch", lang)}</label>
        <input
          ref={searchRef}
          id="image-dialog-query"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <p className="admin-count" role="status">
          {status}
        </p>
        <ul className="media-grid" aria-label={adminWord("media", lang)}>
          {state.images.map((image) => {
            const alt = image.alt[lang];
            return (
              <li key={image.id}>
                {image.placeable ? (
                  <button type="button" data-image-id={image.id} onClick={() => onChoose(image)}>
                    <img src={mediaThumbnail(image)} alt="" width={image.width} height={image.height} />
                    <span className="media-grid__alt">{alt}</span>
                    {image.credit ? <span className="media-grid__meta">© {image.credit}</span> : null}
                  </button>
                ) : (
                  <button type="button" data-image-id={image.id} data-unplaceable aria-disabled="true" onClick={() => describe(image)}>
                    <img src={mediaThumbnail(image)} alt="" width={image.width} height={image.height} />
                    <span className="media-grid__alt">{alt || `${mediaWord("withoutAlt", lang)} (${image.original_name || `#${image.id}`})`}</span>
                    <span className="media-grid__missing">{adminWord("notPlaceable", lang)}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {state.status === "done" && state.images.length < state.count ? (
          <button type="button" className="admin-button admin-button--quiet" onClick={() => setPage((current) => current + 1)}>
            {adminWord("moreImages", lang)}
          </button>
        ) : null}
        </>
      )}
    </AdminDialog>
  );
}
