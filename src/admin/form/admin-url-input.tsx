// The input of an admin form's link field: a plain text input (so the form works without JavaScript);
// with JavaScript, leaving it adds https:// to a typed external address without a scheme (site paths,
// anchors, mailto: and tel: stay), and a "find link" button beside it opens the link finder, whose
// chosen hit's path is written into the input.
import { useRef, useState, type ComponentProps } from "react";
import type { Lang } from "../../../shared/lib/localized.ts";
import { linkHref } from "../../components/link-finder/link-href.ts";
import { useHydrated } from "../../components/media/use-hydrated.ts";
import { translator } from "../../i18n/index.tsx";
import { AdminLinkDialog } from "./admin-link-dialog.tsx";

export function AdminUrlInput({ lang, targetLang, label, ...input }: ComponentProps<"input"> & { lang: Lang; targetLang?: Lang; label: string }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLInputElement>(null);
  const [finding, setFinding] = useState(false);
  const field = (
    <input
      {...input}
      ref={ref}
      type="text"
      inputMode="url"
      onBlur={(event) => {
        const value = event.currentTarget.value;
        if (value.trim() !== "") event.currentTarget.value = linkHref(value);
      }}
    />
  );
  // The wrapper is the same before and after hydration, so the input is not replaced then.
  return (
    <div className="admin-url">
      {field}
      {hydrated ? (
        <button type="button" className="admin-button admin-button--quiet" aria-haspopup="dialog" onClick={() => setFinding(true)}>
          {translator(lang)("admin.findLink")}
          <span className="visually-hidden">: {label}</span>
        </button>
      ) : null}
      {finding ? (
        <AdminLinkDialog
          lang={lang}
          searchLang={targetLang}
          title={`${translator(lang)("admin.findLink")}: ${label}`}
          onClose={() => setFinding(false)}
          onChoose={(target) => {
            if (ref.current) ref.current.value = target.url;
            setFinding(false);
          }}
        />
      ) : null}
    </div>
  );
}
