// The image picker: the chosen image (from its looked-up `…_obj` for the preview), a finder over the
// site's images (searched by alt text or credit, 24 a page) as a grid of buttons, and "remove".
import { useEffect, useRef, useState } from "react";
import type { ImageObj } from "../../../shared/api/types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import { resolvedKey, type PickerField } from "../../modules/define-module.ts";
import { modalWord } from "../text/modal-text.ts";
import { FieldShell, useFieldEnvironment, type FieldWidgetProps } from "./field-context.tsx";
import { SubDialog } from "./sub-dialog.tsx";

function ImageFinder({ lang, onChoose, onClose }: { lang: Lang; onChoose: (image: ImageObj) => void; onClose: () => void }) {
  const api = useApi();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ status: "loading" | "done" | "failed"; images: ImageObj[]; count: number }>({ status: "loading", images: [], count: 0 });
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        setState((previous) => ({ ...previous, status: "loading" }));
        api
          .imageFinder({ lang, query: query.trim().slice(0, 100) || undefined, page })
          .then((answer) => current && setState((previous) => ({ status: "done", images: page === 1 ? answer.results : [...previous.images, ...answer.results], count: answer.count })))
          .catch(() => current && setState({ status: "failed", images: [], count: 0 }));
      },
      page === 1 && query !== "" ? 200 : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, lang, query, page]);
  const statusText = state.status === "loading" ? modalWord("loading", lang) : state.status === "failed" ? modalWord("loadFailed", lang) : state.images.length === 0 ? modalWord("noResults", lang) : `${state.count} ${modalWord("results", lang)}`;
  return (
    <SubDialog title={modalWord("imageFinder", lang)} lang={lang} onClose={onClose} className="image-finder">
      <label className="module-field__label" htmlFor="image-finder-query">
        {modalWord("searchImages", lang)}
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
        {state.images.map((image) => (
          <li key={image.id}>
            <button type="button" className="image-finder__choice" data-result onClick={() => onChoose(image)}>
              <img src={image.url} alt={image.alt || `${modalWord("imageWithoutAlt", lang)} (${image.id})`} width={image.width} height={image.height} loading="lazy" />
              {image.credit ? <span className="image-finder__credit">© {image.credit}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {state.status === "done" && state.images.length < state.count ? (
        <button type="button" className="editor-button" onClick={() => setPage((current) => current + 1)}>
          {modalWord("moreImages", lang)}
        </button>
      ) : null}
    </SubDialog>
  );
}

export function ImagePickerField({ field, values, path, onPatch }: FieldWidgetProps<PickerField>) {
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
                <img src={image.url} alt={image.alt} width={image.width} height={image.height} />
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
              <button type="button" className="editor-button editor-button--quiet" aria-label={`${modalWord("removeImage", lang)}: ${label}`} onClick={() => onPatch({ [field.name]: field.required ? 0 : undefined, [resolvedKey(field)]: null })}>
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
