// INTERIM, until the reference picker, the image chooser and the link widgets (reference-field.tsx,
// image-field.tsx, link-field.tsx, changed in parallel by their own helpers) serve the admin's form
// too: the admin's reference, image and link fields as its form rendered them before the one widget
// set, inside the shared field frame. A reference is a <select> of the loader's options (check boxes
// for `many`), an image the admin's image field, a link the admin's url input with its finder.
// Delete this file, and its lines in field-widget.tsx, at that merge.
import type { ReferenceField } from "../../../shared/fields/field.ts";
import { translator } from "../../i18n/index.tsx";
import { controlClass, FieldError, FieldHelp, FieldShell, frameClass, helpIdOf, labelOf, useFieldEnvironment, useFieldIds, type FieldWidgetProps } from "./field-context.tsx";

export function AdminReferenceInterim({ field, values, path, onPatch }: FieldWidgetProps<ReferenceField>) {
  const { lang, skin, options = {} } = useFieldEnvironment();
  const helpId = helpIdOf(field, path);
  const ids = useFieldIds(path, { helpId });
  const value = values[field.name];
  const choices = options[field.name] ?? [];
  if (field.many) {
    const chosen = new Set(Array.isArray(value) ? (value as number[]) : []);
    return (
      <fieldset className={frameClass(field, ids.invalid)} id={ids.id} tabIndex={-1} aria-describedby={ids.describedBy}>
        <legend className="field__label">{labelOf(field, lang)}</legend>
        <FieldHelp field={field} id={helpId} />
        <div className="field__choices">
          {choices.map((option) => (
            <div key={option.id} className="field__choice">
              <input
                type="checkbox"
                id={`${ids.id}-${option.id}`}
                name={`${path}.${option.id}`}
                className="field__checkbox"
                checked={chosen.has(option.id)}
                onChange={(event) => onPatch({ [field.name]: event.target.checked ? [...chosen, option.id] : [...chosen].filter((id) => id !== option.id) })}
              />
              <label className="field__label--inline" htmlFor={`${ids.id}-${option.id}`}>
                {option.title}
              </label>
            </div>
          ))}
        </div>
        <FieldError label={labelOf(field, lang)} reason={ids.error} id={ids.errorId} />
      </fieldset>
    );
  }
  const empty = value === null || value === undefined || value === "";
  return (
    <FieldShell field={field} path={path}>
      {() => (
        <select
          id={ids.id}
          name={path}
          className={controlClass(skin)}
          value={empty ? "" : String(value)}
          required={field.required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onPatch({ [field.name]: event.target.value === "" ? null : Number(event.target.value) })}
        >
          {!field.required || empty ? <option value="">{translator(lang)("admin.none")}</option> : null}
          {choices.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.title}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
