// The one image chooser of the page editor's image fields and the admin's: the chosen image's
// thumbnail and texts, "choose" and "remove", and the finder dialog — the media library searched by
// alt text, credit or file name, a page at a time, with upload in place (several files, a progress
// bar each, the alt text asked for right there). Only an image with alt text in both languages can be
// chosen (the server refuses to save any other); one without asks for its texts first. The host
// gives its look (its WidgetSkin: modal frame and button classes) and keeps the value. The chooser's
// own layout (image-chooser.css) comes with the hosts' stylesheets, so this file imports in unit tests.
import { creditText } from "./credit-text.ts";
import { useRef, useState, type ReactNode } from "react";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { WidgetSkin } from "../fields/widget-skin.ts";
import { MediaDropZone, MediaUploadList } from "./media-upload-list.tsx";
import { mediaThumbnail } from "./media-thumbnail.ts";
import { translator } from "../../i18n/index.tsx";
import { useMediaLibrary } from "./use-media-library.ts";
import { useMediaUploads } from "./use-media-uploads.ts";

/** What the chooser shows of the chosen image. */
export interface ImagePreview {
  src: string;
  alt: string;
  credit: string;
  width: number;
  height: number;
  /** Where the image's own page is (the admin's media screen). */
  href?: string;
}

export const mediaPreview = (image: MediaImage, lang: Lang, href?: string): ImagePreview => ({ src: mediaThumbnail(image), alt: image.alt[lang], credit: image.credit, width: image.width, height: image.height, href });

function ImageFinder({ lang, skin, title, onChoose, onClose }: { lang: Lang; skin: WidgetSkin; title: string; onChoose: (image: MediaImage) => void; onClose: () => void }) {
  const searchRef = useRef<HTMLInputElement>(null);
  const library = useMediaLibrary(lang);
  const { pending, upload, change, save, describe } = useMediaUploads(lang, library.changed);
  const { state } = library;
  const status = state.status === "loading" ? translator(lang)("common.loading") : state.status === "failed" ? translator(lang)("media.loadFailed") : state.images.length === 0 ? translator(lang)("media.noImages") : translator(lang)("media.count", { count: state.count });
  return (
    <skin.Dialog title={title} lang={lang} className="image-finder" initialFocus={searchRef} onClose={onClose}>
      <MediaDropZone lang={lang} inputId="image-finder-files" onFiles={upload} />
      <MediaUploadList lang={lang} pending={pending} buttonClass={skin.button} onChange={change} onSave={save} />
      <label className={skin.label} htmlFor="image-finder-query">
        {translator(lang)("media.search")}
      </label>
      <input ref={searchRef} id="image-finder-query" className={skin.input} type="search" autoComplete="off" value={library.query} onChange={(event) => library.setQuery(event.target.value)} />
      <p className="image-finder__status" role="status">
        {status}
      </p>
      <ul className="image-finder__grid" aria-label={translator(lang)("media.title")}>
        {state.images.map((image) => {
          const alt = image.alt[lang];
          const thumbnail = <img src={mediaThumbnail(image)} alt="" width={image.width} height={image.height} loading="lazy" />;
          return (
            <li key={image.id}>
              {image.placeable ? (
                <button type="button" className="image-finder__choice" data-result data-image-id={image.id} onClick={() => onChoose(image)}>
                  {thumbnail}
                  <span className="image-finder__alt">{alt}</span>
                  {image.credit ? <span className="image-finder__credit">{creditText(image.credit)}</span> : null}
                </button>
              ) : (
                <button type="button" className="image-finder__choice image-finder__choice--unplaceable" data-unplaceable data-image-id={image.id} aria-disabled="true" onClick={() => describe(image)}>
                  {thumbnail}
                  <span className="image-finder__alt">{alt || `${translator(lang)("media.withoutAlt")} (${image.original_name || `#${image.id}`})`}</span>
                  <span className="image-finder__missing">{translator(lang)("media.notPlaceable")}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {library.hasMore ? (
        <button type="button" className={skin.quietButton} onClick={library.more}>
          {translator(lang)("media.moreImages")}
        </button>
      ) : null}
    </skin.Dialog>
  );
}

interface ImageChooserProps {
  lang: Lang;
  skin: WidgetSkin;
  /** The field's label: it names the buttons and the finder. */
  label: string;
  /** The chosen image's id, or null. */
  id: number | null;
  /** What is known of the chosen image; without it only its number is shown. */
  preview: ImagePreview | null;
  /** Whether the choice may be taken back (not for a required field in the admin). */
  removable: boolean;
  /** The id, aria-invalid and aria-describedby of the "choose" button (the field's control). */
  control: { id: string; "aria-invalid"?: true; "aria-describedby"?: string };
  /** The group's name: the id of the field's label. */
  labelledBy: string;
  onChoose: (image: MediaImage) => void;
  onRemove: () => void;
  /** What travels with a form post (the admin's hidden input). */
  children?: ReactNode;
}

/** The chosen image's thumbnail and texts, its number when nothing more is known, or "no image". */
export function ChosenImage({ lang, id, preview }: { lang: Lang; id: number | null; preview: ImagePreview | null }) {
  const caption = preview ? preview.alt || `${translator(lang)("media.withoutAlt")} (#${id})` : "";
  return (
    <div className="image-picker__preview">
      {id !== null && preview ? (
        <figure>
          <img src={preview.src} alt={preview.alt} width={preview.width} height={preview.height} />
          <figcaption>
            {preview.href ? <a href={preview.href}>{caption}</a> : caption}
            {preview.credit ? ` · ${creditText(preview.credit)}` : ""}
          </figcaption>
        </figure>
      ) : id !== null ? (
        <p>#{id}</p>
      ) : (
        <p className="image-picker__empty">{translator(lang)("media.noImage")}</p>
      )}
    </div>
  );
}

export function ImageChooser({ lang, skin, label, id, preview, removable, control, labelledBy, onChoose, onRemove, children }: ImageChooserProps) {
  const [finding, setFinding] = useState(false);
  const chosen = id !== null;
  return (
    <div className="image-picker" role="group" aria-labelledby={labelledBy}>
      <ChosenImage lang={lang} id={id} preview={preview} />
      {children}
      <div className="image-picker__actions">
        <button type="button" className={skin.button} aria-haspopup="dialog" {...control} onClick={() => setFinding(true)}>
          {translator(lang)(chosen ? "media.changeImage" : "media.chooseImage")}
          <span className="visually-hidden">: {label}</span>
        </button>
        {chosen && removable ? (
          <button type="button" className={skin.quietButton} onClick={onRemove}>
            {translator(lang)("media.removeImage")}
            <span className="visually-hidden">: {label}</span>
          </button>
        ) : null}
      </div>
      {finding ? (
        <ImageFinder
          lang={lang}
          skin={skin}
          title={`${translator(lang)("media.chooseImage")}: ${label}`}
          onClose={() => setFinding(false)}
          onChoose={(image) => {
            onChoose(image);
            setFinding(false);
          }}
        />
      ) : null}
    </div>
  );
}
