// The link widget of every host (the module modal, the admin's forms): a site path or an address
// typed in, or found with the link finder (pages, productions, events, articles, persons of this
// site by title) in the host's dialog; choosing a hit fills in its path. A localized link is a German
// and an English input side by side, each finding targets in its own language. Leaving an input makes
// what was typed the target it means (linkHref: "spielplan" → "/de/spielplan", an e-mail address →
// mailto:, "example.org" → https://…) and says at once when it is none (javascript:, spaces). The
// admin's form renders on the server: until the page runs, only the inputs (they post as they are).
// Its look (link-field.css) comes with the hosts' stylesheets, so this file imports in unit tests.
import { useRef, useState } from "react";
import type { LinkTarget } from "../../../shared/api/editor-types.ts";
import type { Lang, Localized } from "../../../shared/lib/localized.ts";
import type { LinkField } from "../../../shared/fields/field.ts";
import { linkMaxLength, linkTarget } from "../../../shared/fields/checks.ts";
import { translator } from "../../i18n/index.tsx";
import { LinkFinderList, type LinkFinderClasses } from "../link-finder/link-finder-list.tsx";
import { linkHref } from "../link-finder/link-href.ts";
import { useHydrated } from "../media/use-hydrated.ts";
import type { WidgetSkin } from "./widget-skin.ts";
import { FieldError, FieldShell, useFieldEnvironment, useFieldIds, type FieldIds, type FieldWidgetProps } from "./field-context.tsx";

/** The finder's classes: its search box in the host's look, its hits in the one look of link-field.css. */
const finderClasses = (skin: WidgetSkin): LinkFinderClasses => ({
  label: skin.label ?? "",
  input: skin.input ?? "",
  status: "link-finder__status",
  results: "link-finder__results",
  result: "link-finder__result",
  title: "link-finder__title",
  detail: "link-finder__detail",
  url: "link-finder__url",
});

function LinkFinder({ title, searchLang, onChoose, onClose }: { title: string; searchLang?: Lang; onChoose: (target: LinkTarget) => void; onClose: () => void }) {
  const { lang, skin } = useFieldEnvironment();
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <skin.Dialog title={title} lang={lang} className="link-finder" initialFocus={searchRef} onClose={onClose}>
      <LinkFinderList lang={lang} inputId="link-finder-query" classes={finderClasses(skin)} searchLang={searchLang} searchRef={searchRef} onChoose={onChoose} />
    </skin.Dialog>
  );
}

interface LinkInputProps {
  /** The post name (the field's path, `….de` / `….en` for a language). */
  name: string;
  ids: Pick<FieldIds, "id" | "invalid" | "describedBy">;
  value: string;
  required: boolean;
  /** Names the finder's button and dialog: the field's label, with the language for a localized field. */
  label: string;
  /** A field with help of its own says what it takes; the others get an example as placeholder. */
  placeholder: boolean;
  /** The language of the targets found (a localized field's language); the finder's own by default. */
  searchLang?: Lang;
  onChange: (value: string) => void;
}

/** Why a typed target is no link, or undefined (an empty one is the host's check: required or not). */
const typedLinkFailure = (target: string) => (target === "" ? undefined : (linkTarget.validate(target)[0]?.message as string | undefined));

function LinkInput({ name, ids, value, required, label, placeholder, searchLang, onChange }: LinkInputProps) {
  const { lang, skin } = useFieldEnvironment();
  const hydrated = useHydrated();
  const [finding, setFinding] = useState(false);
  // Shown from leaving the input until the next change, unless the host shows a failure here already.
  const [typedFailure, setTypedFailure] = useState<string | undefined>(undefined);
  const t = translator(lang);
  const typedFailureId = `${ids.id}-typed-error`;
  const showTyped = typedFailure !== undefined && !ids.invalid;
  const describedBy = [ids.describedBy ?? "", showTyped ? typedFailureId : ""].filter(Boolean).join(" ") || undefined;
  // The wrapper is the same before and after hydration, so the input is not replaced then.
  return (
    <div className="link-field">
      <input
        id={ids.id}
        name={name}
        className={skin.input || undefined}
        type="text"
        inputMode="url"
        placeholder={placeholder ? "/de/… https://…" : undefined}
        maxLength={linkMaxLength}
        value={value}
        aria-required={required || undefined}
        aria-invalid={ids.invalid || showTyped || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setTypedFailure(undefined);
          onChange(event.target.value);
        }}
        onBlur={(event) => {
          const typed = event.target.value;
          const target = linkHref(typed, searchLang ?? lang);
          if (typed.trim() !== "" && target !== typed) onChange(target);
          setTypedFailure(typedLinkFailure(target));
        }}
      />
      {hydrated ? (
        <button type="button" className={skin.button} aria-haspopup="dialog" onClick={() => setFinding(true)}>
          {t("linkFinder.find")}
          <span className="visually-hidden">: {label}</span>
        </button>
      ) : null}
      {finding ? (
        <LinkFinder
          title={`${t("linkFinder.find")}: ${label}`}
          searchLang={searchLang}
          onClose={() => setFinding(false)}
          onChoose={(target) => {
            setTypedFailure(undefined);
            onChange(target.url);
            setFinding(false);
          }}
        />
      ) : null}
      {showTyped ? <FieldError label={label} reason={typedFailure} id={typedFailureId} /> : null}
    </div>
  );
}

/** One language's input of a localized link: labelled with the language, its own failure beside it. */
function LanguageInput({ field, path, language, value, fieldIds, onChange }: { field: LinkField; path: string; language: Lang; value: string; fieldIds: FieldIds; onChange: (value: string) => void }) {
  const { lang } = useFieldEnvironment();
  const ids = useFieldIds(`${path}.${language}`);
  const languageName = translator(lang)(language === "de" ? "common.german" : "common.english");
  const label = `${field.label[lang] || field.label.de} (${languageName})`;
  const describedBy = [fieldIds.describedBy ?? "", ids.error ? ids.errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="link-field__language">
      <label className="link-field__language-label" htmlFor={ids.id}>
        {languageName}
      </label>
      <LinkInput name={`${path}.${language}`} ids={{ id: ids.id, invalid: ids.invalid, describedBy }} value={value} required={field.required === true && language === "de"} label={label} placeholder={!field.help} searchLang={language} onChange={onChange} />
      <FieldError label={label} reason={ids.error} id={ids.errorId} />
    </div>
  );
}

const localizedText = (value: unknown): Localized => {
  const stored = (value ?? {}) as Partial<Localized>;
  return { de: typeof stored.de === "string" ? stored.de : "", en: typeof stored.en === "string" ? stored.en : "" };
};

export function LinkInputField({ field, values, path, onPatch }: FieldWidgetProps<LinkField>) {
  const { lang } = useFieldEnvironment();
  const stored = values[field.name];
  if (field.localized) {
    const both = localizedText(stored);
    return (
      <FieldShell field={field} path={path} labelAs="span">
        {(ids) => (
          <div className="link-field__languages" role="group" aria-labelledby={ids.labelId}>
            {(["de", "en"] as const).map((language) => (
              <LanguageInput key={language} field={field} path={path} language={language} value={both[language]} fieldIds={ids} onChange={(text) => onPatch({ [field.name]: { ...both, [language]: text } })} />
            ))}
          </div>
        )}
      </FieldShell>
    );
  }
  return (
    <FieldShell field={field} path={path}>
      {(ids) => <LinkInput name={path} ids={ids} value={typeof stored === "string" ? stored : ""} required={field.required === true} label={field.label[lang] || field.label.de} placeholder={!field.help} onChange={(text) => onPatch({ [field.name]: text })} />}
    </FieldShell>
  );
}
