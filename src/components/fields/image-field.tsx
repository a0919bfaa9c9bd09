// The image picker of the module modal: the one image chooser (src/components/media/image-chooser.tsx)
// in the editor's look. It stores the chosen image's id and its looked-up `…_obj` (for the preview and
// the page shown before the server resolves it again).
import { imageObjOf, renditionUrl } from "../../../shared/api/image-sources.ts";
import type { ImageObj } from "../../../shared/api/types.ts";
import { ImageChooser, type ImagePreview } from "../media/image-chooser.tsx";
import type { ReferenceField } from "../../../shared/fields/field.ts";
import { resolvedKey } from "../../modules/define-module.ts";
import { FieldShell, useFieldEnvironment, type FieldWidgetProps } from "./field-context.tsx";

/** The preview of a stored image: its smallest rendition (the original may be megabytes), or the file itself. */
function previewOf(image: ImageObj): ImagePreview {
  const sources = image.sources;
  const src = sources ? renditionUrl(sources.path, sources.widths[0], sources.formats.includes("webp") ? "webp" : "jpeg") : image.url;
  return { src, alt: image.alt, credit: image.credit, width: image.width, height: image.height };
}

export function ImagePickerField({ field, values, path, onPatch }: FieldWidgetProps<ReferenceField>) {
  const { lang, skin } = useFieldEnvironment();
  const stored = values[field.name];
  const id = typeof stored === "number" && stored > 0 ? stored : null;
  const image = id === null ? null : (values[resolvedKey(field)] as ImageObj | null | undefined);
  return (
    <FieldShell field={field} path={path} labelAs="span">
      {(ids) => (
        <ImageChooser
          lang={lang}
          skin={skin}
          label={field.label[lang] || field.label.de}
          id={id}
          preview={image ? previewOf(image) : null}
          removable
          labelledBy={ids.labelId}
          control={{ id: ids.id, "aria-invalid": ids.invalid || undefined, "aria-describedby": ids.describedBy }}
          onChoose={(chosen) => onPatch({ [field.name]: chosen.id, [resolvedKey(field)]: imageObjOf({ ...chosen, focalX: chosen.focal_x, focalY: chosen.focal_y }, lang) })}
          onRemove={() => onPatch({ [field.name]: field.required ? null : undefined, [resolvedKey(field)]: null })}
        />
      )}
    </FieldShell>
  );
}
