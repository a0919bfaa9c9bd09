// Widgets of the primitive field kinds: text, textarea, url, number, boolean, select, date, time,
// datetime (Berlin wall clock, stored as ISO with offset) and code.
import type { CodeField, DateField, NumberField, SelectField, TextField, UrlField } from "../../../shared/fields/field.ts";
import { modalWord } from "../../editor/text/modal-text.ts";
import { berlinLocalToIso, isoToBerlinLocal } from "../../lib/berlin-datetime.ts";
import { FieldError, FieldHelp, FieldShell, useFieldEnvironment, useFieldIds, type FieldWidgetProps } from "./field-context.tsx";

const text = (value: unknown) => (typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));

export function TextLikeField({ field, values, path, onPatch }: FieldWidgetProps<TextField | UrlField>) {
  const value = text(values[field.name]);
  return (
    <FieldShell field={field} path={path} length={field.maxLength !== undefined ? value.length : undefined}>
      {(ids) =>
        field.kind === "textarea" ? (
          <textarea id={ids.id} className="module-field__input" rows={4} value={value} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy} aria-required={field.required || undefined} onChange={(event) => onPatch({ [field.name]: event.target.value })} />
        ) : (
          <input
            id={ids.id}
            className="module-field__input"
            type={field.kind === "url" ? "url" : "text"}
            inputMode={field.kind === "url" ? "url" : undefined}
            value={value}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            aria-required={field.required || undefined}
            onChange={(event) => onPatch({ [field.name]: event.target.value })}
          />
        )
      }
    </FieldShell>
  );
}

export function NumberInputField({ field, values, path, onPatch }: FieldWidgetProps<NumberField>) {
  const value = values[field.name];
  return (
    <FieldShell field={field} path={path}>
      {(ids) => (
        <input
          id={ids.id}
          className="module-field__input module-field__input--short"
          type="number"
          min={field.min}
          max={field.max}
          step={1}
          value={typeof value === "number" ? value : ""}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          aria-required={field.required || undefined}
          onChange={(event) => onPatch({ [field.name]: event.target.value === "" ? undefined : Number(event.target.value) })}
        />
      )}
    </FieldShell>
  );
}

export function BooleanField({ field, values, path, onPatch }: FieldWidgetProps) {
  const { lang } = useFieldEnvironment();
  const ids = useFieldIds(path, { help: Boolean(field.help) });
  return (
    <div className={`module-field module-field--boolean${ids.invalid ? " module-field--invalid" : ""}`}>
      <input id={ids.id} type="checkbox" className="module-field__checkbox" checked={values[field.name] === true} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy} onChange={(event) => onPatch({ [field.name]: event.target.checked })} />
      <label className="module-field__label module-field__label--inline" id={ids.labelId} htmlFor={ids.id}>
        {field.label[lang] || field.label.de}
      </label>
      <FieldHelp field={field} id={ids.helpId} />
      <FieldError label={field.label[lang] || field.label.de} reason={ids.error} id={ids.errorId} />
    </div>
  );
}

export function SelectInputField({ field, values, path, onPatch }: FieldWidgetProps<SelectField>) {
  const { lang } = useFieldEnvironment();
  const value = values[field.name];
  const known = field.options.some((option) => option.value === value);
  return (
    <FieldShell field={field} path={path}>
      {(ids) => (
        <select
          id={ids.id}
          className="module-field__input module-field__input--short"
          value={value === undefined || value === null ? "" : String(value)}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          aria-required={field.required || undefined}
          onChange={(event) => {
            const option = field.options.find((candidate) => String(candidate.value) === event.target.value);
            onPatch({ [field.name]: option ? option.value : event.target.value });
          }}
        >
          {!known ? <option value={value === undefined || value === null ? "" : String(value)}>—</option> : null}
          {field.options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label[lang] || option.label.de}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function DateInputField({ field, values, path, onPatch }: FieldWidgetProps<DateField>) {
  const value = values[field.name];
  return (
    <FieldShell field={field} path={path}>
      {(ids) =>
        field.kind !== "datetime" ? (
          <input id={ids.id} className="module-field__input module-field__input--short" type={field.kind} value={text(value)} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy} aria-required={field.required || undefined} onChange={(event) => onPatch({ [field.name]: event.target.value })} />
        ) : (
          <input
            id={ids.id}
            className="module-field__input module-field__input--short"
            type="datetime-local"
            value={isoToBerlinLocal(value)}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            aria-required={field.required || undefined}
            onChange={(event) => onPatch({ [field.name]: berlinLocalToIso(event.target.value) })}
          />
        )
      }
    </FieldShell>
  );
}

export function CodeInputField({ field, values, path, onPatch }: FieldWidgetProps<CodeField>) {
  const { lang, canEditCode } = useFieldEnvironment();
  const noteId = `${path.replace(/\W/g, "-")}-code-note`;
  return (
    <FieldShell field={field} path={path}>
      {(ids) => (
        <>
          <textarea
            id={ids.id}
            className="module-field__input module-field__input--code"
            rows={8}
            spellCheck={false}
            readOnly={!canEditCode}
            value={text(values[field.name])}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={[canEditCode ? "" : `module-field-${noteId}`, ids.describedBy ?? ""].filter(Boolean).join(" ") || undefined}
            onChange={(event) => onPatch({ [field.name]: event.target.value })}
          />
          {canEditCode ? null : (
            <p className="module-field__help" id={`module-field-${noteId}`}>
              {modalWord("codeReadOnly", lang)}
            </p>
          )}
        </>
      )}
    </FieldShell>
  );
}
