// One form field as a labelled, accessible control: id + <label for>, required marked with
// `required` and aria-required, help text linked through aria-describedby. Choice lists are a
// fieldset with a legend. An error is shown below the control, linked through aria-describedby,
// with the control marked aria-invalid.
import type { FormField } from "../../../shared/api/content-types.ts";
import { formEntryLimits, tempFileField } from "../../../shared/api/contract/form-entries.ts";
import { useT } from "../../i18n/index.tsx";
import { fieldKind } from "../../lib/form-field-types.ts";

const truthy = (value: string) => ["1", "true", "on", "yes", "checked"].includes(value.trim().toLowerCase());

/** The visible "*"; controls carry `required` themselves, only a group's legend needs the word. */
function RequiredMark({ spoken }: { spoken?: boolean }) {
  const t = useT();
  return (
    <span className="form-field__required">
      <span aria-hidden="true"> *</span>
      {spoken ? <span className="visually-hidden"> ({t("screens.form.required")})</span> : null}
    </span>
  );
}

/** The id of a field's control (of a choice list: its first box), for labels, links and focus. */
export function fieldControlId(formId: number, field: FormField): string {
  const id = `form-${formId}-${field.slug}`;
  return fieldKind(field) === "checkboxes" ? `${id}-0` : id;
}

export function FormFieldInput({ field, formId, error }: { field: FormField; formId: number; error?: string }) {
  const t = useT();
  const kind = fieldKind(field);
  const id = `form-${formId}-${field.slug}`;
  const helpId = field.help_text ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(" ") || undefined;
  const errorText = error ? (
    <p id={errorId} className="form-field__error">
      {error}
    </p>
  ) : null;
  const help = field.help_text ? (
    <p id={helpId} className="form-field__help">
      {field.help_text}
    </p>
  ) : null;
  const common = {
    id,
    name: field.slug,
    required: field.required,
    "aria-required": field.required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;

  if (!field.visible) return <input type="hidden" name={field.slug} defaultValue={field.default} />;

  if (kind === "checkboxes") {
    return (
      <fieldset className="form-field form-field--checkboxes" aria-describedby={describedBy}>
        <legend className="form-field__label">
          {field.label}
          {field.required ? <RequiredMark spoken /> : null}
        </legend>
        <ul className="form-field__choices">
          {field.choices.map((choice, index) => (
            <li key={choice}>
              <input
                type="checkbox"
                id={`${id}-${index}`}
                name={field.slug}
                value={choice}
                defaultChecked={choice === field.default}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={`${id}-${index}`}>{choice}</label>
            </li>
          ))}
        </ul>
        {errorText}
        {help}
      </fieldset>
    );
  }

  if (kind === "checkbox") {
    return (
      <div className="form-field form-field--checkbox">
        <input type="checkbox" value="true" defaultChecked={truthy(field.default)} {...common} />
        <label className="form-field__label" htmlFor={id}>
          {field.label}
          {field.required ? <RequiredMark /> : null}
        </label>
        {errorText}
        {help}
      </div>
    );
  }

  const label = (
    <label className="form-field__label" htmlFor={id}>
      {field.label}
      {field.required ? <RequiredMark /> : null}
    </label>
  );
  const placeholder = field.placeholder_text || undefined;
  let control;
  switch (kind) {
    case "textarea":
      control = <textarea rows={6} defaultValue={field.default} placeholder={placeholder} maxLength={formEntryLimits.valueLength} {...common} />;
      break;
    case "select":
      control = (
        <select defaultValue={field.choices.includes(field.default) ? field.default : ""} {...common}>
          <option value="">{placeholder ?? t("screens.form.choose")}</option>
          {field.choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      );
      break;
    case "file":
      control = <input type="file" accept={tempFileField.types.join(",")} {...common} />;
      break;
    case "email":
    case "emailconfirm":
      control = (
        <input type="email" autoComplete="email" defaultValue={field.default} placeholder={placeholder} maxLength={formEntryLimits.valueLength} {...common} />
      );
      break;
    case "number":
      control = <input type="number" inputMode="numeric" defaultValue={field.default} placeholder={placeholder} {...common} />;
      break;
    case "date":
      control = <input type="date" defaultValue={field.default} {...common} />;
      break;
    default:
      control = <input type="text" defaultValue={field.default} placeholder={placeholder} maxLength={formEntryLimits.valueLength} {...common} />;
  }
  return (
    <div className={`form-field form-field--${kind}`}>
      {label}
      {control}
      {errorText}
      {help}
    </div>
  );
}
