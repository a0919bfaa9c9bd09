// What every field widget needs besides its own field, from its host (the module modal, the admin's
// item form, the page settings panel): the language, the host's look, whether raw HTML may be
// edited, and the failures (client and server) to show at each field path. And the one frame of a
// field (FieldShell, LocalizedShell): label, required mark, help, control, counter and failure, with
// the class names of field.css.
import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Field } from "../../../shared/fields/field.ts";
import type { AdminOption } from "../../../shared/api/contract/admin.ts";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import { translator } from "../../i18n/index.tsx";
import { failureMessage } from "../../lib/failure-message.ts";
import type { RichTextEditor } from "./rich-text-editor.tsx";
import type { WidgetSkin } from "./widget-skin.ts";
import { fieldDomId } from "./field-dom-id.ts";

/** The values a widget reads its own from: a module's, an admin item's or a list item's. */
export type FormValues = Record<string, unknown>;

export interface FieldEnvironment {
  lang: Lang;
  canEditCode: boolean;
  /** Reason per dotted field path (`children.0.headline`, `name.de`). */
  failures: ReadonlyMap<string, string>;
  /** The host's modal frame, control and button classes (editorSkin, adminSkin). */
  skin: WidgetSkin;
  /** The admin's form: the choices of reference fields by field name, rendered on the server so the form works without JavaScript. */
  options?: Readonly<Record<string, readonly AdminOption[]>>;
  /** The admin's form: the stored image of each image field by field name, looked up by the loader. */
  images?: Readonly<Record<string, MediaImage | null>>;
  /**
   * The rich text editor, where the host's chunk has it already (the module modal). Without it a rich
   * text field is a text area that the editor replaces once loaded (the admin: tiptap stays out of
   * its first load).
   */
  richTextEditor?: typeof RichTextEditor;
}

export const FieldContext = createContext<FieldEnvironment | null>(null);

export function useFieldEnvironment(): FieldEnvironment {
  const environment = useContext(FieldContext);
  if (!environment) throw new Error("a field widget is rendered inside its host's FieldContext");
  return environment;
}

/** What a widget gets: its field, the object holding its value (the module or a list item), its path. */
export interface FieldWidgetProps<F extends Field = Field> {
  field: F;
  values: FormValues;
  /** Dotted path of this field inside the module or item; also the admin form's post name. */
  path: string;
  /** Merges the patch into `values` (a picker sets its id and its looked-up object at once). */
  onPatch: (patch: FormValues) => void;
}

export interface FieldIds {
  /** The control's id (the label's `for`); the modal focuses it when the field fails. */
  id: string;
  labelId: string;
  /** The ids of help, counter and message to put in aria-describedby, or undefined. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** The ids and failure state of the control at `path`; `helpId` where the field's help describes it. */
export function useFieldIds(path: string, extra: { helpId?: string; counter?: boolean } = {}): FieldIds & { errorId: string; counterId: string; error: string | undefined } {
  const { failures } = useFieldEnvironment();
  const id = fieldDomId(path);
  const error = failures.get(path);
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const described = [extra.helpId ?? "", extra.counter ? counterId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return { id, labelId: `${id}-label`, describedBy: described || undefined, invalid: Boolean(error), error, errorId, counterId };
}

/** The field's label in the host's language. */
export const labelOf = (field: Field, lang: Lang) => field.label[lang] || field.label.de;

/** The id of a field's help text, when it has one. */
export const helpIdOf = (field: Field, path: string) => (field.help ? `${fieldDomId(path)}-help` : undefined);

/** The classes of a field's frame: its kind, and whether it failed. */
export const frameClass = (field: Field, invalid: boolean, extra = "") => `field field--${field.kind}${invalid ? " field--invalid" : ""}${extra ? ` ${extra}` : ""}`;

/** The class of a widget's control: the host's, and a kind's own (short, code). */
export const controlClass = (skin: WidgetSkin, own?: string) => [skin.input, own].filter(Boolean).join(" ") || undefined;

/** The host's mark of a required field: a star (its word for screen readers) or the word itself. */
export function RequiredMark({ field }: { field: Field }) {
  const { lang, skin } = useFieldEnvironment();
  if (!field.required) return null;
  const word = translator(lang)("common.required");
  return skin.requiredMark !== "word" ? (
    <span className="field__required field__required--star">
      {" "}
      *<span className="visually-hidden"> ({word})</span>
    </span>
  ) : (
    <span className="field__required field__required--word"> ({word})</span>
  );
}

interface ShellProps {
  field: Field;
  path: string;
  /** The text's length, shown against `maxLength` when the field has one. */
  length?: number;
  /** "label" for labelable controls, "span" for widgets named with aria-labelledby (rich text, pickers). */
  labelAs?: "label" | "span";
  /** More classes of the frame. */
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, help, control, counter and failure message of one field. */
export function FieldShell({ field, path, length, labelAs = "label", className, children }: ShellProps) {
  const { lang } = useFieldEnvironment();
  const helpId = helpIdOf(field, path);
  const counted = "maxLength" in field && field.maxLength !== undefined && length !== undefined;
  const ids = useFieldIds(path, { helpId, counter: counted });
  return (
    <div className={frameClass(field, ids.invalid, className)}>
      <FieldLabel as={labelAs} className="field__label" ids={ids}>
        {labelOf(field, lang)}
        <RequiredMark field={field} />
      </FieldLabel>
      <FieldHelp field={field} id={helpId} />
      {children(ids)}
      <FieldCounter field={field} length={length} id={ids.counterId} />
      <FieldError label={labelOf(field, lang)} reason={ids.error} id={ids.errorId} />
    </div>
  );
}

/** A language's part of a localized field: its post name and control id end in `.de` / `.en`. */
export interface LanguageIds extends FieldIds {
  language: Lang;
  path: string;
  /** "Name (Deutsch)": the control's name where its label is only the language (rich text), and its failure's. */
  fullLabel: string;
}

interface LocalizedShellProps extends Omit<ShellProps, "children" | "length" | "className"> {
  /** The text's length per language, shown against `maxLength`. */
  length?: (language: Lang) => number | undefined;
  children: (ids: LanguageIds) => ReactNode;
}

/** A field stored in both languages: its label and help above a German and an English control side by side, each labelled with its language. */
export function LocalizedShell({ field, path, length, labelAs = "label", children }: LocalizedShellProps) {
  const { lang } = useFieldEnvironment();
  const t = translator(lang);
  const helpId = helpIdOf(field, path);
  const own = useFieldIds(path);
  const label = labelOf(field, lang);
  return (
    <fieldset className={frameClass(field, own.invalid, "field--localized")} aria-describedby={own.invalid ? own.errorId : undefined}>
      <legend className="field__label">
        {label}
        <RequiredMark field={field} />
      </legend>
      <FieldHelp field={field} id={helpId} />
      <div className="field__languages">
        {(["de", "en"] as const).map((language) => (
          <LanguagePart key={language} field={field} path={`${path}.${language}`} language={language} helpId={helpId} length={length?.(language)} labelAs={labelAs} fullLabel={`${label} (${t(language === "de" ? "common.german" : "common.english")})`}>
            {children}
          </LanguagePart>
        ))}
      </div>
      <FieldError label={label} reason={own.error} id={own.errorId} />
    </fieldset>
  );
}

function LanguagePart({ field, path, language, helpId, length, labelAs, fullLabel, children }: { field: Field; path: string; language: Lang; helpId: string | undefined; length: number | undefined; labelAs: "label" | "span"; fullLabel: string; children: (ids: LanguageIds) => ReactNode }) {
  const { lang } = useFieldEnvironment();
  const counted = "maxLength" in field && field.maxLength !== undefined && length !== undefined;
  const ids = useFieldIds(path, { helpId, counter: counted });
  return (
    <div className={`field__language${ids.invalid ? " field--invalid" : ""}`}>
      <FieldLabel as={labelAs} className="field__language-label" ids={ids}>
        {translator(lang)(language === "de" ? "common.german" : "common.english")}
      </FieldLabel>
      {children({ ...ids, language, path, fullLabel })}
      <FieldCounter field={field} length={length} id={ids.counterId} />
      <FieldError label={fullLabel} reason={ids.error} id={ids.errorId} />
    </div>
  );
}

/** A `<label for>` the control, or a `<span>` that names it by aria-labelledby. */
function FieldLabel({ as, className, ids, children }: { as: "label" | "span"; className: string; ids: FieldIds; children: ReactNode }) {
  return as === "label" ? (
    <label className={className} id={ids.labelId} htmlFor={ids.id}>
      {children}
    </label>
  ) : (
    <span className={className} id={ids.labelId}>
      {children}
    </span>
  );
}

/** "12 / 200 Zeichen" under a text with a limit; marked once over it. */
function FieldCounter({ field, length, id }: { field: Field; length: number | undefined; id: string }) {
  const { lang } = useFieldEnvironment();
  const maxLength = "maxLength" in field ? field.maxLength : undefined;
  if (maxLength === undefined || length === undefined) return null;
  return (
    <p className={`field__counter${length > maxLength ? " field__counter--over" : ""}`} id={id}>
      {length} / {maxLength} {translator(lang)("fields.characters")}
    </p>
  );
}

/** The field's help text, if it has one (referenced by the control's aria-describedby). */
export function FieldHelp({ field, id }: { field: Field; id: string | undefined }) {
  const { lang } = useFieldEnvironment();
  if (!field.help || !id) return null;
  return (
    <p className="field__help" id={id}>
      {field.help[lang] || field.help.de}
    </p>
  );
}

/** The failure message shown at a field, if it failed. */
export function FieldError({ label, reason, id }: { label: string; reason: string | undefined; id: string }) {
  const { lang } = useFieldEnvironment();
  if (!reason) return null;
  return (
    <p className="field__error" id={id}>
      {failureMessage(label, reason, lang)}
    </p>
  );
}
