// The admin's link finder: a native modal <dialog> (focus stays inside, Escape closes it, focus goes
// back to the button that opened it) around the finder's search list shared with the page editor.
import { useRef } from "react";
import type { LinkTarget } from "../../../shared/api/editor-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { LinkFinderList, type LinkFinderClasses } from "../../components/link-finder/link-finder-list.tsx";
import { AdminDialog } from "../parts/admin-dialog.tsx";

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
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <AdminDialog title={title} lang={lang} className="admin-link-finder" initialFocus={searchRef} onClose={onClose}>
      {(titleId) => <LinkFinderList lang={lang} inputId={`${titleId}-query`} classes={adminClasses} searchLang={searchLang} searchRef={searchRef} onChoose={onChoose} />}
    </AdminDialog>
  );
}
