// What every field widget needs besides its own field, from its host (the module modal, the admin's
// item form, the page settings panel): the language, the host's look, whether raw HTML may be
// edited, and the failures (client and server) to show at each field path.
import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { Field } from "../../../shared/fields/field.ts";
import type { FormValues } from "../../editor/modal/module-form.ts";
import type { AdminOption } from "../../../shared/api/contract/admin.ts";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import type { WidgetSkin } from "./widget-skin.ts";
import { failureMessage } from "../../lib/failure-message.ts";
import { fieldDomId } from "./field-dom-id.ts";

export interface FieldEnvironment {
  lang: Lang;
  canEditCode: boolean;
  /** Reason per dotted field path (`children.0.headline`). */
  failures: ReadonlyMap<string, string>;
  /** The host's modal frame and button classes (editorSkin, adminSkin). */
  skin: WidgetSkin;
  /** The admin's form: the choices of reference fields by field name, rendered on the server so the form works without JavaScript. */
  options?: Readonly<Record<string, readonly AdminOption[]>>;
  /** The admin's form: the stored image of each image field by field name, looked up by the loader. */
  images?: Readonly<Record<string, MediaImage | null>>;
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
  /** Dotted path of this field inside the module. */
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

/** The ids and failure state of the field at `path`. */
export function useFieldIds(path: string, extra: { help?: boolean; counter?: boolean } = {}): FieldIds & { errorId: string; helpId: string; counterId: string; error: string | undefined } {
  const { failures } = useFieldEnvironment();
  const id = fieldDomId(path);
  const error = failures.get(path);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const counterId = `${id}-counter`;
  const described = [extra.help ? helpId : "", extra.counter ? counterId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return { id, labelId: `${id}-label`, describedBy: described || undefined, invalid: Boolean(error), error, errorId, helpId, counterId };
}

interface FieldShellProps {
  field: Field;
  path: string;
  /** The text's length, shown against `maxLength` when the field has one. */
  length?: number;
  /** "label" for labelable controls, "span" for widgets named with aria-labelledby (rich text, pickers). */
  labelAs?: "label" | "span";
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, help, control, counter and failure message of one field. */
export function FieldShell({ field, path, length, labelAs = "label", className, children }: FieldShellProps) {
  const { lang } = useFieldEnvironment();
  const maxLength = "maxLength" in field ? field.maxLength : undefined;
  const ids = useFieldIds(path, { help: Boolean(field.help), counter: maxLength !== undefined && length !== undefined });
  const label = field.label[lang] || field.label.de;
  const labelContent = (
    <>
      {label}
      {field.required ? <span className="module-field__required"> *<span className="visually-hidden"> ({lang === "de" ? "Pflichtfeld" : "required"})</span></span> : null}
    </>
  );
  return (
    <div className={`module-field module-field--${field.kind}${ids.invalid ? " module-field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      {labelAs === "label" ? (
        <label className="module-field__label" id={ids.labelId} htmlFor={ids.id}>
          {labelContent}
        </label>
      ) : (
        <span className="module-field__label" id={ids.labelId}>
          {labelContent}
        </span>
      )}
      <FieldHelp field={field} id={ids.helpId} />
      {children(ids)}
      {maxLength !== undefined && length !== undefined ? (
        <p className={`module-field__counter${length > maxLength ? " module-field__counter--over" : ""}`} id={ids.counterId}>
          {length} / {maxLength} {lang === "de" ? "Zeichen" : "characters"}
        </p>
      ) : null}
      <FieldError label={label} reason={ids.error} id={ids.errorId} />
    </div>
  );
}

/** The field's help text, if it has one (referenced by the control's aria-describedby). */
export function FieldHelp({ field, id }: { field: Field; id: string }) {
  const { lang } = useFieldEnvironment();
  if (!field.help) return null;
  return (
    <p className="module-field__help" id={id}>
      {field.help[lang] || field.help.de}
    </p>
  );
}

/** The failure message shown at a field, if it failed. */
export function FieldError({ label, reason, id }: { label: string; reason: string | undefined; id: string }) {
  const { lang } = useFieldEnvironment();
  if (!reason) return null;
  return (
    <p className="module-field__error" id={id}>
      {failureMessage(label, reason, lang)}
    </p>
  );
}
