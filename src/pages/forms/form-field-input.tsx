// One form field as a labelled, accessible control: id + <label for>, required marked with
// `required` and aria-required, help text linked through aria-describedby. Choice lists are a
// fieldset with a legend. An error is shown below the control, linked through aria-describedby,
// with the control marked aria-invalid. The control, its required-ness, limit and choices follow
// from the field as the vocabulary declares it (form-fields-as-fields.ts), which the server's
// check derives from too; the row gives the texts, the default and the styling hook.
import type { FormField } from "../../../shared/api/content-types.ts";
import { tempFileField } from "../../../shared/api/contract/form-entries.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { useT } from "../../i18n/index.tsx";
import { fieldKind } from "../../lib/form-field-types.ts";
import { formFieldAsField } from "../../lib/form-fields-as-fields.ts";

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

/** Check boxes: a list of choices without a limit of one (that is a drop-down list). */
const isBoxGroup = (field: Field) => field.kind === "select" && field.many === true && field.maxItems !== 1;

/** The id of a field's control (of a choice list: its first box), for labels, links and focus. */
export function fieldControlId(formId: number, field: FormField): string {
  const id = `form-${formId}-${field.slug}`;
  return isBoxGroup(formFieldAsField(field)) ? `${id}-0` : id;
}

export function FormFieldInput({ field, formId, error }: { field: FormField; formId: number; error?: string }) {
  const t = useT();
  const shown = formFieldAsField(field);
  const required = shown.required === true;
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
    required,
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;

  if (!field.visible) return <input type="hidden" name={field.slug} defaultValue={field.default} />;

  if (shown.kind === "select" && isBoxGroup(shown)) {
    return (
      <fieldset className="form-field form-field--checkboxes" aria-describedby={describedBy}>
        <legend className="form-field__label">
          {field.label}
          {required ? <RequiredMark spoken /> : null}
        </legend>
        <ul className="form-field__choices">
          {shown.options.map(({ value: choice }, index) => (
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

  if (shown.kind === "boolean") {
    return (
      <div className="form-field form-field--checkbox">
        <input type="checkbox" value="true" defaultChecked={truthy(field.default)} {...common} />
        <label className="form-field__label" htmlFor={id}>
          {field.label}
          {required ? <RequiredMark /> : null}
        </label>
        {errorText}
        {help}
      </div>
    );
  }

  const label = (
    <label className="form-field__label" htmlFor={id}>
      {field.label}
      {required ? <RequiredMark /> : null}
    </label>
  );
  const placeholder = field.placeholder_text || undefined;
  const maxLength = "maxLength" in shown ? shown.maxLength : undefined;
  let control;
  switch (shown.kind) {
    case "textarea":
      control = <textarea rows={6} defaultValue={field.default} placeholder={placeholder} maxLength={maxLength} {...common} />;
      break;
    case "select":
      control = (
        <select defaultValue={shown.options.some((option) => option.value === field.default) ? field.default : ""} {...common}>
          <option value="">{placeholder ?? t("screens.form.choose")}</option>
          {shown.options.map(({ value: choice }) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      );
      break;
    case "reference":
      control = <input type="file" accept={tempFileField.types.join(",")} {...common} />;
      break;
    case "number":
      control = <input type="number" inputMode="numeric" defaultValue={field.default} placeholder={placeholder} {...common} />;
      break;
    case "date":
      control = <input type="date" defaultValue={field.default} {...common} />;
      break;
    default: {
      // An e-mail field is text with the address check.
      const email = shown.kind === "text" && shown.check !== undefined;
      control = (
        <input
          type={email ? "email" : "text"}
          autoComplete={email ? "email" : undefined}
          defaultValue={field.default}
          placeholder={placeholder}
          maxLength={maxLength}
          {...common}
        />
      );
    }
  }
  return (
    <div className={`form-field form-field--${fieldKind(field)}`}>
      {label}
      {control}
      {errorText}
      {help}
    </div>
  );
}
