// An image field of an admin form: the chosen image's thumbnail and alt text, and — with
// JavaScript — a "choose image" button that opens the media library's dialog; the chosen id travels
// in a hidden input named as the field, so the form's post is the same as without JavaScript, where
// the image's number is typed into a number input.
import { useState, type ReactNode } from "react";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { mediaThumbnail } from "../../components/media/media-thumbnail.ts";
import { mediaWord } from "../../components/media/media-text.ts";
import { useHydrated } from "../../components/media/use-hydrated.ts";
import { adminHref } from "../../lib/admin-urls.ts";
import { adminWord } from "../admin-text.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { AdminImageDialog } from "./admin-image-dialog.tsx";

interface ImageFieldProps {
  field: Field;
  id: string;
  value: unknown;
  /** The stored image, looked up by the loader (null when none or not found). */
  image: MediaImage | null;
  lang: Lang;
  required: boolean;
  aria: { "aria-invalid"?: true; "aria-describedby"?: string };
  label: ReactNode;
  after: ReactNode;
}

function Current({ image, id, lang }: { image: MediaImage | null; id?: number | null; lang: Lang }) {
  if (!image && typeof id === "number") return <p>#{id}</p>;
  if (!image) return <p className="admin-field__help">{adminWord("noImage", lang)}</p>;
  const alt = image.alt[lang];
  return (
    <figure>
      <img src={mediaThumbnail(image)} alt={alt} width={image.width} height={image.height} />
      <figcaption>
        <a href={adminHref(`/media/${image.id}`, lang)}>{alt || `${mediaWord("withoutAlt", lang)} (#${image.id})`}</a>
        {image.credit ? ` · © ${image.credit}` : ""}
      </figcaption>
    </figure>
  );
}

export function AdminImageField({ field, id, value, image, lang, required, aria, label, after }: ImageFieldProps) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<{ id: number | null; image: MediaImage | null }>({ id: typeof value === "number" ? value : null, image: image?.id === value ? image : null });
  const [finding, setFinding] = useState(false);
  const fieldLabel = field.label[lang];
  if (!hydrated) {
    return (
      <div className="admin-field">
        {label}
        <div className="admin-image">
          <Current image={image} lang={lang} />
        </div>
        <input type="number" id={id} name={field.name} defaultValue={value === null || value === undefined ? "" : String(value)} step={1} min={1} required={required} {...aria} />
        <p className="admin-field__help">{adminWord("imageId", lang)}</p>
        {after}
      </div>
    );
  }
  const labelId = `${id}-label`;
  return (
    <div className="admin-field" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="admin-field__label">
        {fieldLabel}
        {required ? <span className="admin-field__required"> ({adminWord("required", lang)})</span> : null}
      </span>
      <div className="admin-image">
        <Current image={chosen.id === null ? null : chosen.image} id={chosen.id} lang={lang} />
        <input type="hidden" name={field.name} value={chosen.id === null ? "" : String(chosen.id)} />
        <div className="admin-image__actions">
          <button type="button" id={id} className="admin-button admin-button--quiet" aria-haspopup="dialog" {...aria} onClick={() => setFinding(true)}>
            {adminWord(chosen.id === null ? "chooseImage" : "changeImage", lang)}
            <span className="visually-hidden">: {fieldLabel}</span>
          </button>
          {chosen.id !== null && !required ? (
            <button type="button" className="admin-button admin-button--quiet" onClick={() => setChosen({ id: null, image: null })}>
              {adminWord("removeImage", lang)}
              <span className="visually-hidden">: {fieldLabel}</span>
            </button>
          ) : null}
        </div>
      </div>
      {after}
      {finding ? (
        <AdminImageDialog
          lang={lang}
          title={`${adminWord("chooseImage", lang)}: ${fieldLabel}`}
          onClose={() => setFinding(false)}
          onChoose={(picked) => {
            setChosen({ id: picked.id, image: picked });
            setFinding(false);
          }}
        />
      ) : null}
    </div>
  );
}
