// The image picker: the chosen image (from its looked-up `…_obj` for the preview), and the image
// finder: the media library (searched by alt text, credit or file name, 24 a page) as a grid of
// buttons, with upload in place — file picker or drag and drop, several files at once, a progress bar
// each — and the alt text asked for right there. Only an image with alt text in both languages can
// be chosen (the server refuses to save any other); one without offers to add it.
import { useEffect, useRef, useState, type DragEvent } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import { mediaFileField, type MediaImage } from "../../../shared/api/contract/media.ts";
import { imageObjOf, isPlaceable, renditionUrl } from "../../../shared/api/image-sources.ts";
import type { ImageObj } from "../../../shared/api/types.ts";
import type { Lang, Localized } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import type { ReferenceField } from "../../../shared/fields/field.ts";
import { resolvedKey } from "../../modules/define-module.ts";
import { modalWord } from "../text/modal-text.ts";
import { FieldShell, useFieldEnvironment, type FieldWidgetProps } from "./field-context.tsx";
import { uploadMediaFile } from "../../components/media/media-upload.ts";
import { SubDialog } from "./sub-dialog.tsx";

/** The smallest rendition for a thumbnail (the original may be megabytes), or the file itself. */
function thumbnailOf(image: ImageObj): string {
  const sources = image.sources;
  return sources ? renditionUrl(sources.path, sources.widths[0], sources.formats.includes("webp") ? "webp" : "jpeg") : image.url;
}

const objOf = (image: MediaImage, lang: Lang): ImageObj => imageObjOf({ ...image, focalX: image.focal_x, focalY: image.focal_y }, lang);

/** A file on its way in, or an image whose alt text is being written. */
interface Pending {
  key: string;
  name: string;
  /** 0 to 1 while uploading. */
  progress: number;
  status: "uploading" | "failed" | "describe" | "saving" | "ready";
  message: string;
  image: MediaImage | null;
  alt: Localized;
  credit: string;
}

let pendingKeys = 0;

function PendingImage({ item, lang, onChange, onSave }: { item: Pending; lang: Lang; onChange: (patch: Partial<Pending>) => void; onSave: () => void }) {
  const id = `image-finder-pending-${item.key}`;
  const describing = item.status === "describe" || item.status === "saving";
  return (
    <li className="image-finder__pending" data-pending={item.status}>
      <fieldset>
        <legend>{item.name}</legend>
        {item.status === "uploading" ? (
          <progress value={item.progress} max={1} aria-label={`${modalWord("uploadProgress", lang)}: ${item.name}`} />
        ) : null}
        {item.message ? <p className="image-finder__message">{item.message}</p> : null}
        {describing && item.image ? (
          <div className="image-finder__describe">
            <img src={thumbnailOf(objOf(item.image, lang))} alt="" width={96} height={72} />
            <div className="image-finder__describe-fields">
              {(["de", "en"] as const).map((textLang) => (
                <p key={textLang}>
                  <label className="module-field__label" htmlFor={`${id}-alt-${textLang}`}>
                    {modalWord(textLang === "de" ? "altDe" : "altEn", lang)} <span className="module-field__required">({modalWord("required", lang)})</span>
                  </label>
                  <input
                    id={`${id}-alt-${textLang}`}
                    className="module-field__input"
                    required
                    maxLength={300}
                    value={item.alt[textLang]}
                    onChange={(event) => onChange({ alt: { ...item.alt, [textLang]: event.target.value } })}
                  />
                </p>
              ))}
              <p>
                <label className="module-field__label" htmlFor={`${id}-credit`}>
                  {modalWord("credit", lang)}
                </label>
                <input id={`${id}-credit`} className="module-field__input" maxLength={200} value={item.credit} onChange={(event) => onChange({ credit: event.target.value })} />
              </p>
              <button type="button" className="editor-button" disabled={item.status === "saving"} onClick={onSave}>
                {modalWord("saveImageText", lang)}
              </button>
            </div>
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}

function ImageFinder({ lang, onChoose, onClose }: { lang: Lang; onChoose: (image: ImageObj) => void; onClose: () => void }) {
  const api = useApi();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [state, setState] = useState<{ status: "loading" | "done" | "failed"; images: MediaImage[]; count: number }>({ status: "loading", images: [], count: 0 });
  const [pending, setPending] = useState<Pending[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
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

  const change = (key: string, patch: Partial<Pending>) => setPending((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  const reasonOf = (error: unknown) => (isApiError(error) ? String(error.body.reason ?? error.body.error) : String(error));

  const upload = (files: Iterable<File>) => {
    for (const file of files) {
      const key = String(++pendingKeys);
      setPending((items) => [...items, { key, name: file.name, progress: 0, status: "uploading", message: "", image: null, alt: { de: "", en: "" }, credit: "" }]);
      uploadMediaFile(lang, file, (progress) => change(key, { progress }))
        .then((image) => {
          change(key, { status: "describe", image, progress: 1, message: `${modalWord("uploaded", lang)}. ${modalWord("altRequired", lang)}` });
          setPage(1);
          setReload((count) => count + 1);
        })
        .catch((error: unknown) => change(key, { status: "failed", message: `${modalWord("uploadFailed", lang)}: ${reasonOf(error)}` }));
    }
  };

  const describe = (image: MediaImage) => {
    if (pending.some((item) => item.image?.id === image.id)) return;
    setPending((items) => [...items, { key: String(++pendingKeys), name: image.original_name || `#${image.id}`, progress: 1, status: "describe", message: modalWord("altRequired", lang), image, alt: image.alt, credit: image.credit }]);
  };

  const save = (item: Pending) => {
    if (!item.image) return;
    if (!isPlaceable(item.alt)) return change(item.key, { message: modalWord("altRequired", lang) });
    change(item.key, { status: "saving" });
    api
      .updateMedia({ lang, id: item.image.id, alt: { de: item.alt.de.trim(), en: item.alt.en.trim() }, credit: item.credit.trim() })
      .then((image) => {
        change(item.key, { status: "ready", image, message: `${item.name}: ${modalWord("imageReady", lang)}` });
        setState((previous) => ({ ...previous, images: previous.images.map((shown) => (shown.id === image.id ? image : shown)) }));
      })
      .catch((error: unknown) => change(item.key, { status: "describe", message: reasonOf(error) }));
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    upload([...event.dataTransfer.files]);
  };

  const statusText = state.status === "loading" ? modalWord("loading", lang) : state.status === "failed" ? modalWord("loadFailed", lang) : state.images.length === 0 ? modalWord("noResults", lang) : `${state.count} ${modalWord("results", lang)}`;
  return (
    <SubDialog title={modalWord("imageFinder", lang)} lang={lang} onClose={onClose} className="image-finder">
      <div
        className={`image-finder__drop${dragging ? " image-finder__drop--over" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
      >
        <label className="module-field__label" htmlFor="image-finder-files">
          {modalWord("uploadImages", lang)}
        </label>
        <input
          id="image-finder-files"
          type="file"
          multiple
          accept={mediaFileField.types.join(",")}
          onChange={(event) => {
            upload([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
        <p className="image-finder__hint">{modalWord("dropImages", lang)}</p>
      </div>
      {pending.length > 0 ? (
        <ul className="image-finder__uploads" aria-live="polite">
          {pending.map((item) => (
            <PendingImage key={item.key} item={item} lang={lang} onChange={(patch) => change(item.key, patch)} onSave={() => save(item)} />
          ))}
        </ul>
      ) : null}
      <label className="module-field__label" htmlFor="image-finder-query">
        {modalWord("searchMedia", lang)}
      </label>
      <input
        ref={inputRef}
        id="image-finder-query"
        className="module-field__input"
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
      />
      <p className="finder__status" role="status">
        {statusText}
      </p>
      <ul className="image-finder__grid" aria-label={modalWord("results", lang)}>
        {state.images.map((media) => {
          const image = objOf(media, lang);
          const thumbnail = <img src={thumbnailOf(image)} alt={image.alt || `${modalWord("imageWithoutAlt", lang)} (${media.original_name || media.id})`} width={image.width} height={image.height} loading="lazy" />;
          return (
            <li key={media.id}>
              {media.placeable ? (
                <button type="button" className="image-finder__choice" data-result onClick={() => onChoose(image)}>
                  {thumbnail}
                  {image.credit ? <span className="image-finder__credit">© {image.credit}</span> : null}
                </button>
              ) : (
                <button type="button" className="image-finder__choice image-finder__choice--unplaceable" data-unplaceable onClick={() => describe(media)}>
                  {thumbnail}
                  <span className="image-finder__credit">
                    {modalWord("needsAlt", lang)} · {modalWord("describeImage", lang)}
                  </span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {state.status === "done" && state.images.length < state.count ? (
        <button type="button" className="editor-button" onClick={() => setPage((current) => current + 1)}>
          {modalWord("moreImages", lang)}
        </button>
      ) : null}
    </SubDialog>
  );
}

export function ImagePickerField({ field, values, path, onPatch }: FieldWidgetProps<ReferenceField>) {
  const { lang } = useFieldEnvironment();
  const [finding, setFinding] = useState(false);
  const id = values[field.name];
  const picked = typeof id === "number" && id > 0;
  const image = picked ? (values[resolvedKey(field)] as ImageObj | null | undefined) : null;
  const label = field.label[lang] || field.label.de;
  return (
    <FieldShell field={field} path={path} labelAs="span">
      {(ids) => (
        <div className="image-picker" role="group" aria-labelledby={ids.labelId}>
          <div className="image-picker__preview">
            {picked && image ? (
              <figure>
                <img src={thumbnailOf(image)} alt={image.alt} width={image.width} height={image.height} />
                <figcaption>
                  {image.alt || modalWord("imageWithoutAlt", lang)}
                  {image.credit ? ` · © ${image.credit}` : ""}
                </figcaption>
              </figure>
            ) : picked ? (
              <p>#{String(id)}</p>
            ) : (
              <p className="image-picker__empty">{modalWord("noImage", lang)}</p>
            )}
          </div>
          <div className="image-picker__actions">
            <button
              type="button"
              id={ids.id}
              className="editor-button"
              aria-haspopup="dialog"
              aria-invalid={ids.invalid || undefined}
              aria-describedby={ids.describedBy}
              aria-label={`${modalWord(picked ? "changeImage" : "chooseImage", lang)}: ${label}`}
              onClick={() => setFinding(true)}
            >
              {modalWord(picked ? "changeImage" : "chooseImage", lang)}
            </button>
            {picked ? (
              <button type="button" className="editor-button editor-button--quiet" aria-label={`${modalWord("removeImage", lang)}: ${label}`} onClick={() => onPatch({ [field.name]: field.required ? null : undefined, [resolvedKey(field)]: null })}>
                {modalWord("removeImage", lang)}
              </button>
            ) : null}
          </div>
          {finding ? (
            <ImageFinder
              lang={lang}
              onClose={() => setFinding(false)}
              onChoose={(chosen) => {
                onPatch({ [field.name]: chosen.id, [resolvedKey(field)]: chosen });
                setFinding(false);
              }}
            />
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
