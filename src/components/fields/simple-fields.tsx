// Widgets of the primitive field kinds: text, textarea and url (in both languages where localized),
// money, lines, number, boolean, select, date, time, datetime (Berlin wall clock, stored as ISO with
// offset) and code. Each control carries the admin's post name (the field's path, `.de`/`.en` for a
// language), so the admin's native form posts what src/admin/form/form-values.ts reads.
import type { CodeField, DateField, LinesField, MoneyField, NumberField, SelectField, TextField, UrlField } from "../../../shared/fields/field.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator } from "../../i18n/index.tsx";
import { controlClass, FieldError, FieldHelp, FieldShell, frameClass, helpIdOf, labelOf, LocalizedShell, useFieldEnvironment, useFieldIds, type FieldWidgetProps, type FormValues } from "./field-context.tsx";
import { datetimeText, datetimeValue, linesText, linesValue, moneyText, moneyValue, numberValue, plainText } from "./field-text.ts";
import { TextControl } from "./text-control.tsx";

/** A text stored as typed. */
const asTyped = <T,>(value: T) => value;

/** The value of one language of a localized field (`{ de, en }`). */
const inLanguage = (values: FormValues, name: string, language: Lang): unknown => {
  const both = values[name];
  return both && typeof both === "object" ? (both as Record<string, unknown>)[language] : undefined;
};

/** A patch of one language of a localized field, keeping the other. */
const languagePatch = (values: FormValues, name: string, language: Lang, value: unknown): FormValues => {
  const both = values[name] && typeof values[name] === "object" ? (values[name] as Record<string, unknown>) : {};
  return { [name]: { de: "", en: "", ...both, [language]: value } };
};

export function TextLikeField({ field, values, path, onPatch }: FieldWidgetProps<TextField | UrlField>) {
  const { skin } = useFieldEnvironment();
  const kind = field.kind === "url" ? { type: "url", inputMode: "url" as const } : field.kind === "textarea" ? { rows: 4 } : {};
  if (field.kind !== "url" && field.localized) {
    return (
      <LocalizedShell field={field} path={path} length={field.maxLength === undefined ? undefined : (language) => plainText(inLanguage(values, field.name, language)).length}>
        {(ids) => (
          <TextControl
            ids={ids}
            name={ids.path}
            className={controlClass(skin)}
            {...kind}
            maxLength={field.maxLength}
            required={field.required && ids.language === "de"}
            value={plainText(inLanguage(values, field.name, ids.language))}
            format={asTyped}
            parse={asTyped}
            onValue={(text) => onPatch(languagePatch(values, field.name, ids.language, text))}
          />
        )}
      </LocalizedShell>
    );
  }
  const value = plainText(values[field.name]);
  return (
    <FieldShell field={field} path={path} length={field.maxLength !== undefined ? value.length : undefined}>
      {(ids) => <TextControl ids={ids} name={path} className={controlClass(skin)} {...kind} maxLength={field.maxLength} required={field.required} value={value} format={asTyped} parse={asTyped} onValue={(text) => onPatch({ [field.name]: text })} />}
    </FieldShell>
  );
}

/** Euros as typed ("12,50"), stored as cents. */
export function MoneyInputField({ field, values, path, onPatch }: FieldWidgetProps<MoneyField>) {
  const { skin } = useFieldEnvironment();
  return (
    <FieldShell field={field} path={path}>
      {(ids) => <TextControl ids={ids} name={path} className={controlClass(skin, "field__control--short")} inputMode="decimal" required={field.required} value={values[field.name]} format={moneyText} parse={moneyValue} onValue={(value) => onPatch({ [field.name]: value })} />}
    </FieldShell>
  );
}

/** Short texts in both languages, one a line (its limit is per line, so the text area has none). */
export function LinesInputField({ field, values, path, onPatch }: FieldWidgetProps<LinesField>) {
  const { skin } = useFieldEnvironment();
  return (
    <LocalizedShell field={field} path={path}>
      {(ids) => (
        <TextControl
          ids={ids}
          name={ids.path}
          className={controlClass(skin)}
          rows={4}
          required={field.required && ids.language === "de"}
          value={inLanguage(values, field.name, ids.language) ?? []}
          format={linesText}
          parse={linesValue}
          onValue={(lines) => onPatch(languagePatch(values, field.name, ids.language, lines))}
        />
      )}
    </LocalizedShell>
  );
}

export function NumberInputField({ field, values, path, onPatch }: FieldWidgetProps<NumberField>) {
  const { skin } = useFieldEnvironment();
  return (
    <FieldShell field={field} path={path}>
      {(ids) => (
        <TextControl
          ids={ids}
          name={path}
          className={controlClass(skin, "field__control--short")}
          type="number"
          min={field.min}
          max={field.max}
          step={1}
          required={field.required}
          value={values[field.name]}
          format={plainText}
          parse={numberValue}
          // An emptied number is unset, so a module stores it absent.
          onValue={(value) => onPatch({ [field.name]: value ?? undefined })}
        />
      )}
    </FieldShell>
  );
}

export function BooleanField({ field, values, path, onPatch }: FieldWidgetProps) {
  const { lang } = useFieldEnvironment();
  const helpId = helpIdOf(field, path);
  const ids = useFieldIds(path, { helpId });
  return (
    <div className={frameClass(field, ids.invalid)}>
      <input id={ids.id} name={path} type="checkbox" className="field__checkbox" checked={values[field.name] === true} aria-invalid={ids.invalid || undefined} aria-describedby={ids.describedBy} onChange={(event) => onPatch({ [field.name]: event.target.checked })} />
      <label className="field__label field__label--inline" id={ids.labelId} htmlFor={ids.id}>
        {labelOf(field, lang)}
      </label>
      <FieldHelp field={field} id={helpId} />
      <FieldError label={labelOf(field, lang)} reason={ids.error} id={ids.errorId} />
    </div>
  );
}

/** One of the field's options; "—" while none is chosen (a required select the editor must choose, a stored value no longer offered). */
export function SelectInputField({ field, values, path, onPatch }: FieldWidgetProps<SelectField>) {
  const { lang, skin } = useFieldEnvironment();
  const value = values[field.name];
  const known = field.options.some((option) => option.value === value);
  return (
    <FieldShell field={field} path={path}>
      {(ids) => (
        <select
          id={ids.id}
          name={path}
          className={controlClass(skin, "field__control--short")}
          value={plainText(value)}
          required={field.required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            const option = field.options.find((candidate) => String(candidate.value) === event.target.value);
            onPatch({ [field.name]: option ? option.value : event.target.value });
          }}
        >
          {!known ? <option value={plainText(value)}>—</option> : null}
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
  const { skin } = useFieldEnvironment();
  const datetime = field.kind === "datetime";
  return (
    <FieldShell field={field} path={path}>
      {(ids) => (
        <TextControl
          ids={ids}
          name={path}
          className={controlClass(skin, "field__control--short")}
          type={datetime ? "datetime-local" : field.kind}
          required={field.required}
          value={values[field.name]}
          format={datetime ? datetimeText : plainText}
          parse={datetime ? datetimeValue : asTyped}
          onValue={(value) => onPatch({ [field.name]: value })}
        />
      )}
    </FieldShell>
  );
}

/** Raw HTML: read-only, with a note why, unless the editor may edit it. */
export function CodeInputField({ field, values, path, onPatch }: FieldWidgetProps<CodeField>) {
  const { lang, skin, canEditCode } = useFieldEnvironment();
  const value = plainText(values[field.name]);
  return (
    <FieldShell field={field} path={path}>
      {(ids) => (
        <>
          <TextControl
            ids={ids}
            name={path}
            className={controlClass(skin, "field__control--code")}
            rows={8}
            spellCheck={false}
            readOnly={!canEditCode}
            describedBy={canEditCode ? undefined : `${ids.id}-note`}
            value={value}
            format={asTyped}
            parse={asTyped}
            onValue={(text) => onPatch({ [field.name]: text })}
          />
          {canEditCode ? null : (
            <p className="field__help" id={`${ids.id}-note`}>
              {translator(lang)("fields.codeReadOnly")}
            </p>
          )}
        </>
      )}
    </FieldShell>
  );
}
