// Several files into the media library at once, each with its own progress, and then the alt text
// (both languages) and credit asked for right beside it: the state behind MediaUploadList.
import { useCallback, useState } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import { isPlaceable } from "../../../shared/api/image-sources.ts";
import type { Lang, Localized } from "../../../shared/lib/localized.ts";
import { useApi } from "../../api/loader-api.ts";
import { uploadMediaFile } from "./media-upload.ts";
import { translator } from "../../i18n/index.tsx";

/** A file on its way in, or an uploaded image whose texts are being written. */
export interface PendingUpload {
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

let keys = 0;

/**
 * Why an upload was refused, in words: the server's status tells wrong type (400) from too large (413);
 * an image that does not decode (damaged, cut short, too many pixels) comes with the server's own words.
 */
export function uploadFailure(error: unknown, lang: Lang): string {
  const t = translator(lang);
  if (isApiError(error) && error.status === 413) return t("media.tooLarge");
  if (isApiError(error) && error.body.error === "unreadable_image" && error.body.reason) return error.body.reason;
  if (isApiError(error) && error.status === 400) return t("media.wrongType");
  return `${t("media.uploadFailed")}: ${isApiError(error) ? String(error.body.reason ?? error.body.error) : String(error)}`;
}

/** The uploads of one screen; `onChanged` runs after each upload or text save (to reload a list). */
export function useMediaUploads(lang: Lang, onChanged: (image: MediaImage) => void) {
  const t = translator(lang);
  const api = useApi();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const change = useCallback((key: string, patch: Partial<PendingUpload>) => setPending((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item))), []);

  const upload = (files: Iterable<File>) => {
    for (const file of files) {
      const key = `upload-${++keys}`;
      setPending((items) => [...items, { key, name: file.name, progress: 0, status: "uploading", message: t("media.uploading"), image: null, alt: { de: "", en: "" }, credit: "" }]);
      uploadMediaFile(lang, file, (progress) => change(key, { progress }))
        .then((image) => {
          change(key, { status: "describe", image, progress: 1, message: t("media.uploaded") });
          onChanged(image);
        })
        .catch((error: unknown) => change(key, { status: "failed", message: uploadFailure(error, lang) }));
    }
  };

  const save = (item: PendingUpload) => {
    if (!item.image) return;
    if (!isPlaceable(item.alt)) return change(item.key, { message: t("media.altRequired") });
    change(item.key, { status: "saving" });
    api
      .updateMedia({ lang, id: item.image.id, alt: { de: item.alt.de.trim(), en: item.alt.en.trim() }, credit: item.credit.trim() })
      .then((image) => {
        change(item.key, { status: "ready", image, message: t("media.textsSaved") });
        onChanged(image);
      })
      .catch((error: unknown) => change(item.key, { status: "describe", message: isApiError(error) ? String(error.body.reason ?? error.body.error) : String(error) }));
  };

  /** Asks for the texts of an image already in the library (one without alt text). */
  const describe = (image: MediaImage) => {
    setPending((items) =>
      items.some((item) => item.image?.id === image.id && item.status !== "ready")
        ? items
        : [...items, { key: `upload-${++keys}`, name: image.original_name || `#${image.id}`, progress: 1, status: "describe", message: t("media.altRequired"), image, alt: { ...image.alt }, credit: image.credit }],
    );
  };

  return { pending, upload, change, save, describe };
}
