// The admin's link finder: a native modal <dialog> (focus stays inside, Escape closes it, focus goes
// back to the button that opened it) around the finder's search list shared with the page editor.
import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import type { LinkTarget } from "../../../shared/api/editor-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { LinkFinderList, type LinkFinderClasses } from "../../components/link-finder/link-finder-list.tsx";
import { adminWord } from "../admin-text.ts";

const adminClasses: LinkFinderClasses = {
  label: "admin-link-finder__label",
  input: "admin-link-finder__input",
  status: "admin-count",
  results: "admin-link-finder__results",
  result: "admin-link-finder__result",
  title: "admin-link-finder__title",
  detail: "admin-link-finder__detail",
  url: "admin-link-finder__url",
};

export function AdminLinkDialog({ lang, searchLang, title, onChoose, onClose }: { lang: Lang; searchLang?: Lang; title: string; onChoose: (target: LinkTarget) => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    searchRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return createPortal(
    <dialog
      ref={ref}
      className="admin-dialog admin-link-finder"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current();
      }}
      // Chrome may close a modal dialog on Escape without a cancel event (close watchers): follow it.
      onClose={() => closeRef.current()}
    >
      <div className="admin-dialog__body">
        <div className="admin-dialog__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="admin-button admin-button--quiet" onClick={() => closeRef.current()}>
            {adminWord("close", lang)}
          </button>
        </div>
        <LinkFinderList lang={lang} inputId={`${titleId}-query`} classes={adminClasses} searchLang={searchLang} searchRef={searchRef} onChoose={onChoose} />
      </div>
    </dialog>,
    document.body,
  );
}
