// An image field of an admin form. Without JavaScript: the stored image's thumbnail and a number
// input for the image's number in the media library. With JavaScript: the one image chooser
// (src/components/media/image-chooser.tsx) in the admin's look; the chosen id travels in a hidden
// input named as the field, so the form's post is the same either way.
import { useState, type ReactNode } from "react";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { ChosenImage, ImageChooser, mediaPreview } from "../../components/media/image-chooser.tsx";
import { useHydrated } from "../../components/media/use-hydrated.ts";
import { adminHref } from "../../lib/admin-urls.ts";
import { translator } from "../../i18n/index.tsx";
import type { Field } from "../../../shared/fields/field.ts";
import { adminSkin } from "../parts/admin-dialog.tsx";

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

export function AdminImageField({ field, id, value, image, lang, required, aria, label, after }: ImageFieldProps) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<{ id: number | null; image: MediaImage | null }>({ id: typeof value === "number" ? value : null, image: image?.id === value ? image : null });
  const fieldLabel = field.label[lang];
  const preview = (shown: MediaImage | null) => (shown ? mediaPreview(shown, lang, adminHref(`/media/${shown.id}`, lang)) : null);
  if (!hydrated) {
    return (
      <div className="admin-field">
        {label}
        <div className="image-picker">
          <ChosenImage lang={lang} id={image ? image.id : null} preview={preview(image)} />
        </div>
        <input type="number" id={id} name={field.name} defaultValue={value === null || value === undefined ? "" : String(value)} step={1} min={1} required={required} {...aria} />
        <p className="admin-field__help">{translator(lang)("media.imageId")}</p>
        {after}
      </div>
    );
  }
  const labelId = `${id}-label`;
  return (
    <div className="admin-field">
      <span id={labelId} className="admin-field__label">
        {fieldLabel}
        {required ? <span className="admin-field__required"> ({translator(lang)("common.required")})</span> : null}
      </span>
      <ImageChooser
        lang={lang}
        skin={adminSkin}
        label={fieldLabel}
        id={chosen.id}
        preview={preview(chosen.image)}
        removable={!required}
        labelledBy={labelId}
        control={{ id, ...aria }}
        onChoose={(picked) => setChosen({ id: picked.id, image: picked })}
        onRemove={() => setChosen({ id: null, image: null })}
      >
        <input type="hidden" name={field.name} value={chosen.id === null ? "" : String(chosen.id)} />
      </ImageChooser>
      {after}
    </div>
  );
}
