// The image field of every host: the one image chooser (src/components/media/image-chooser.tsx) in
// the host's look. Choosing stores the image's id and its looked-up `…_obj` (the module modal shows
// it and the page until the server resolves it again); the id travels in a hidden input named as the
// field, so the admin's form posts it. The admin's form renders on the server: until the page runs,
// the stored image's thumbnail and a number input for the image's number in the media library (it
// only posts: once the page runs, the chooser takes its place).
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import { imageObjOf, renditionUrl } from "../../../shared/api/image-sources.ts";
import type { ImageObj } from "../../../shared/api/types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { ReferenceField } from "../../../shared/fields/field.ts";
import { translator } from "../../i18n/index.tsx";
import { adminHref } from "../../lib/admin-urls.ts";
import { resolvedKey } from "../../modules/define-module.ts";
import { ChosenImage, ImageChooser, mediaPreview, type ImagePreview } from "../media/image-chooser.tsx";
import { useHydrated } from "../media/use-hydrated.ts";
import { FieldShell, useFieldEnvironment, type FieldWidgetProps } from "./field-context.tsx";

/** The preview of a stored image: its smallest rendition (the original may be megabytes), or the file itself. */
function previewOf(image: ImageObj): ImagePreview {
  const sources = image.sources;
  const src = sources ? renditionUrl(sources.path, sources.widths[0], sources.formats.includes("webp") ? "webp" : "jpeg") : image.url;
  return { src, alt: image.alt, credit: image.credit, width: image.width, height: image.height };
}

/**
 * What is known of the chosen image: its looked-up object (chosen here, or resolved by the server for a
 * module), else the image the admin's loader looked up for the stored id. The admin (which looks the
 * images up) links the caption to the image's own page in the media library.
 */
function previewOfChoice(id: number | null, obj: ImageObj | null | undefined, stored: MediaImage | null | undefined, lang: Lang, admin: boolean): ImagePreview | null {
  if (id === null) return null;
  const href = admin ? adminHref(`/media/${id}`, lang) : undefined;
  if (obj && obj.id === id) return { ...previewOf(obj), href };
  return stored && stored.id === id ? mediaPreview(stored, lang, href) : null;
}

export function ImagePickerField({ field, values, path, onPatch }: FieldWidgetProps<ReferenceField>) {
  const { lang, skin, images } = useFieldEnvironment();
  const hydrated = useHydrated();
  const t = translator(lang);
  const value = values[field.name];
  const id = typeof value === "number" && value > 0 ? value : null;
  const stored = images?.[field.name];
  const label = field.label[lang] || field.label.de;
  if (!hydrated) {
    const shown = stored ?? null;
    return (
      <FieldShell field={field} path={path}>
        {(ids) => (
          <>
            <div className="image-picker">
              <ChosenImage lang={lang} id={shown ? shown.id : null} preview={shown ? mediaPreview(shown, lang, adminHref(`/media/${shown.id}`, lang)) : null} />
            </div>
            <input
              type="number"
              id={ids.id}
              name={path}
              className={skin.input || undefined}
              defaultValue={value === null || value === undefined ? "" : String(value)}
              step={1}
              min={1}
              aria-required={field.required || undefined}
              aria-invalid={ids.invalid || undefined}
              aria-describedby={[`${ids.id}-number`, ids.describedBy ?? ""].join(" ").trim()}
            />
            <p className="image-picker__number-help" id={`${ids.id}-number`}>
              {t("media.imageId")}
            </p>
          </>
        )}
      </FieldShell>
    );
  }
  return (
    <FieldShell field={field} path={path} labelAs="span">
      {(ids) => (
        <ImageChooser
          lang={lang}
          skin={skin}
          label={label}
          id={id}
          preview={previewOfChoice(id, values[resolvedKey(field)] as ImageObj | null | undefined, stored, lang, images !== undefined)}
          removable
          labelledBy={ids.labelId}
          control={{ id: ids.id, "aria-invalid": ids.invalid || undefined, "aria-describedby": ids.describedBy }}
          onChoose={(chosen) => onPatch({ [field.name]: chosen.id, [resolvedKey(field)]: imageObjOf({ ...chosen, focalX: chosen.focal_x, focalY: chosen.focal_y }, lang) })}
          onRemove={() => onPatch({ [field.name]: field.required ? null : undefined, [resolvedKey(field)]: null })}
        >
          <input type="hidden" name={path} value={id === null ? "" : String(id)} />
        </ImageChooser>
      )}
    </FieldShell>
  );
}
