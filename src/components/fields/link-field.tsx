// The link widget: a path or URL typed in, or found with the link finder (pages, productions,
// events, articles, persons of this site by title; the search list is shared with the admin's url
// fields, in src/components/link-finder/); choosing a hit fills in its path.
import { useEffect, useRef, useState } from "react";
import type { LinkTarget } from "../../../shared/api/editor-types.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { LinkFinderList, type LinkFinderClasses } from "../link-finder/link-finder-list.tsx";
import type { LinkField } from "../../../shared/fields/field.ts";
import type { WidgetSkin } from "./widget-skin.ts";
import { translator } from "../../i18n/index.tsx";
import { FieldShell, useFieldEnvironment, type FieldWidgetProps } from "./field-context.tsx";

const editorClasses: LinkFinderClasses = {
  label: "field__label",
  input: "editor-input",
  status: "finder__status",
  results: "link-finder__results",
  result: "link-finder__result",
  title: "link-finder__title",
  detail: "link-finder__detail",
  url: "link-finder__url",
};

function LinkFinder({ lang, skin, onChoose, onClose }: { lang: Lang; skin: WidgetSkin; onChoose: (target: LinkTarget) => void; onClose: () => void }) {
  const searchRef = useRef<HTMLInputElement>(null);
  // After the sub-dialog's own effect (showModal), as the finder did before it was shared.
  useEffect(() => searchRef.current?.focus(), []);
  return (
    <skin.Dialog title={translator(lang)("modal.linkFinder")} lang={lang} onClose={onClose} className="link-finder">
      <LinkFinderList lang={lang} inputId="link-finder-query" classes={editorClasses} searchRef={searchRef} onChoose={onChoose} />
    </skin.Dialog>
  );
}

export function LinkInputField({ field, values, path, onPatch }: FieldWidgetProps<LinkField>) {
  const { lang, skin } = useFieldEnvironment();
  const [finding, setFinding] = useState(false);
  const value = typeof values[field.name] === "string" ? (values[field.name] as string) : "";
  return (
    <FieldShell field={field} path={path}>
      {(ids) => (
        <div className="link-field">
          <input
            id={ids.id}
            className="editor-input"
            type="text"
            inputMode="url"
            placeholder="/de/… https://…"
            value={value}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            aria-required={field.required || undefined}
            onChange={(event) => onPatch({ [field.name]: event.target.value })}
          />
          <button type="button" className="editor-button" aria-haspopup="dialog" aria-label={`${translator(lang)("modal.find")}: ${field.label[lang] || field.label.de}`} onClick={() => setFinding(true)}>
            {translator(lang)("modal.find")}
          </button>
          {finding ? (
            <LinkFinder
              lang={lang}
              skin={skin}
              onClose={() => setFinding(false)}
              onChoose={(target) => {
                onPatch({ [field.name]: target.url });
                setFinding(false);
              }}
            />
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
