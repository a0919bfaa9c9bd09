// The upload part of the media library: a drop zone that is also a button (Enter or Space opens the
// file picker; files can be dropped on it), several files at once, and per file its progress, its
// refusal in words, or the alt text (German, English) and credit to fill right there. Its look
// (media-upload.css) comes with the hosts' stylesheets (the admin's, the module modal's).
import { useId, useRef, useState } from "react";
import { mediaFileField } from "../../../shared/api/contract/media.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { mediaThumbnail } from "./media-thumbnail.ts";
import type { PendingUpload } from "./use-media-uploads.ts";
import { translator } from "../../i18n/index.tsx";

/** The drop zone button with its (hidden) file input, which `inputId` names for tests and labels. */
export function MediaDropZone({ lang, inputId, onFiles }: { lang: Lang; inputId: string; onFiles: (files: File[]) => void }) {
  const t = translator(lang);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  return (
    <div className="media-drop">
      <button
        type="button"
        className={`media-drop__zone${over ? " media-drop__zone--over" : ""}`}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          onFiles([...event.dataTransfer.files]);
        }}
      >
        <span className="media-drop__title">{t("media.uploadImages")}</span>
        <span className="media-drop__action">{t("media.dropZone")}</span>
      </button>
      <p className="media-drop__hint" id={hintId}>
        {t("media.uploadHint")}
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        hidden
        accept={mediaFileField.types.join(",")}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = "";
        }}
      />
    </div>
  );
}

function PendingItem({ item, lang, buttonClass, onChange, onSave }: { item: PendingUpload; lang: Lang; buttonClass: string; onChange: (patch: Partial<PendingUpload>) => void; onSave: () => void }) {
  const t = translator(lang);
  const id = `media-${item.key}`;
  const describing = item.status === "describe" || item.status === "saving";
  return (
    <li className="media-pending" data-pending={item.status}>
      <fieldset>
        <legend>{item.name}</legend>
        {item.status === "uploading" ? <progress value={item.progress} max={1} aria-label={`${t("media.uploadProgress")}: ${item.name}`} /> : null}
        {item.message ? <p className={`media-pending__message${item.status === "failed" ? " media-pending__message--failed" : ""}`}>{item.message}</p> : null}
        {describing && item.image ? (
          <div className="media-pending__describe">
            <img src={mediaThumbnail(item.image)} alt="" width={96} height={Math.round((96 * item.image.height) / item.image.width) || 72} />
            <div className="media-pending__fields">
              {(["de", "en"] as const).map((textLang) => (
                <p key={textLang}>
                  <label htmlFor={`${id}-alt-${textLang}`}>{t(textLang === "de" ? "media.altDe" : "media.altEn")}</label>
                  <input id={`${id}-alt-${textLang}`} type="text" required maxLength={300} value={item.alt[textLang]} onChange={(event) => onChange({ alt: { ...item.alt, [textLang]: event.target.value } })} />
                </p>
              ))}
              <p>
                <label htmlFor={`${id}-credit`}>{t("media.credit")}</label>
                <input id={`${id}-credit`} type="text" maxLength={200} value={item.credit} onChange={(event) => onChange({ credit: event.target.value })} />
              </p>
              <button type="button" className={buttonClass} disabled={item.status === "saving"} onClick={onSave}>
                {t("media.saveTexts")}
                <span className="visually-hidden">: {item.name}</span>
              </button>
            </div>
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}

/** The files of this screen's uploads, newest last; announced politely as they change. `buttonClass`: the host's look. */
export function MediaUploadList({ lang, pending, buttonClass = "admin-button", onChange, onSave }: { lang: Lang; pending: PendingUpload[]; buttonClass?: string; onChange: (key: string, patch: Partial<PendingUpload>) => void; onSave: (item: PendingUpload) => void }) {
  if (pending.length === 0) return null;
  return (
    <ul className="media-uploads" aria-live="polite">
      {pending.map((item) => (
        <PendingItem key={item.key} item={item} lang={lang} buttonClass={buttonClass} onChange={(patch) => onChange(item.key, patch)} onSave={() => onSave(item)} />
      ))}
    </ul>
  );
}
