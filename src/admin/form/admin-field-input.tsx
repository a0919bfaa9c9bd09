// One field of an admin form as plain HTML inputs (the form works without JavaScript): localized
// text as a German and an English input side by side, each labelled, with the field's failure
// shown at it and tied to it by aria-describedby.
import type { Lang, Localized } from "../../../shared/lib/localized.ts";
import type { AdminOption } from "../../../shared/api/contract/admin.ts";
import type { Field } from "../../../shared/fields/field.ts";
import { isoToBerlinLocal } from "../../lib/berlin-datetime.ts";
import { adminWord } from "../admin-text.ts";
import { failureMessage } from "../../lib/failure-message.ts";
import type { MediaImage } from "../../../shared/api/contract/media.ts";
import { AdminImageField } from "./admin-image-field.tsx";
import { AdminRichTextInput } from "./admin-rich-text-input.tsx";
import { AdminUrlInput } from "./admin-url-input.tsx";
import { useState } from "react";
import type { ReferenceField } from "../../../shared/fields/field.ts";
import { FieldContext } from "../../components/fields/field-context.tsx";
import { ReferencePickerField } from "../../components/fields/reference-field.tsx";
import { adminSkin } from "../parts/admin-dialog.tsx";

/** Until the item form renders the one widget set (widgets helper): the one reference picker, its value held here. */
function AdminReference({ field, value, lang, failures, options }: Omit<InputProps, "field" | "image"> & { field: ReferenceField }) {
  const [values, setValues] = useState<Record<string, unknown>>({ [field.name]: value });
  const environment = { lang, canEditCode: false, failures: new Map(Object.entries(failures)), skin: adminSkin, options: { [field.name]: options ?? [] } };
  return (
    <FieldContext.Provider value={environment}>
      <ReferencePickerField field={field} values={values} path={field.name} onPatch={(patch) => setValues((previous) => ({ ...previous, ...patch }))} />
    </FieldContext.Provider>
  );
}

interface InputProps {
  field: Field;
  value: unknown;
  lang: Lang;
  /** Failure reasons by field path ("name.de", "slug"). */
  failures: Record<string, string>;
  /** Choices of a reference field. */
  options?: AdminOption[];
  /** The stored image of an image field, looked up for its thumbnail. */
  image?: MediaImage | null;
}

/** A link target's limit (linkTarget in shared/fields/checks.ts). */
const LINK_MAX_LENGTH = 2000;

const inputId = (name: string) => `field-${name.replace(/\./g, "-")}`;

function Problem({ path, failures, label, lang }: { path: string; failures: Record<string, string>; label: string; lang: Lang }) {
  const reason = failures[path];
  return reason ? (
    <p className="admin-field__problem" id={`${inputId(path)}-problem`}>
      {failureMessage(label, reason, lang)}
    </p>
  ) : null;
}

function describedBy(path: string, failures: Record<string, string>, helpId: string | undefined): string | undefined {
  const ids = [failures[path] ? `${inputId(path)}-problem` : "", helpId ?? ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function TextInput({ field, path, value, failures, label, helpId, lang, problemLabel }: { field: Field; path: string; value: string; failures: Record<string, string>; label: string; helpId?: string; lang: Lang; problemLabel: string }) {
  const common = {
    id: inputId(path),
    name: path,
    defaultValue: value,
    required: field.required && !path.endsWith(".en"),
    "aria-invalid": failures[path] ? true : undefined,
    "aria-describedby": describedBy(path, failures, helpId),
  } as const;
  // A list of lines is limited per line, not as a whole.
  const maxLength = field.kind === "link" ? LINK_MAX_LENGTH : "maxLength" in field && field.kind !== "lines" ? field.maxLength : undefined;
  return (
    <div className="admin-field__input">
      <label htmlFor={common.id}>{label}</label>
      {field.kind === "richtext" ? (
        <AdminRichTextInput {...common} maxLength={maxLength} lang={lang} label={problemLabel} />
      ) : field.kind === "textarea" || field.kind === "lines" ? (
        <textarea {...common} rows={4} maxLength={maxLength} />
      ) : field.kind === "link" || field.kind === "url" ? (
        <AdminUrlInput {...common} maxLength={maxLength} lang={lang} targetLang={path.endsWith(".en") ? "en" : path.endsWith(".de") ? "de" : undefined} label={problemLabel} />
      ) : (
        <input {...common} type={field.kind === "date" ? "date" : "text"} maxLength={maxLength} />
      )}
      <Problem path={path} failures={failures} label={problemLabel} lang={lang} />
    </div>
  );
}

export function AdminFieldInput({ field, value, lang, failures, options, image }: InputProps) {
  const label = field.label[lang];
  const helpId = field.help ? `${inputId(field.name)}-help` : undefined;
  const help = field.help ? (
    <p className="admin-field__help" id={helpId}>
      {field.help[lang]}
    </p>
  ) : null;
  const required = field.required ? <span className="admin-field__required"> ({adminWord("required", lang)})</span> : null;

  if (field.kind === "reference" && field.to !== "image") return <AdminReference field={field} value={value} lang={lang} failures={failures} options={options} />;
  if (((field.kind === "text" || field.kind === "textarea" || field.kind === "richtext" || field.kind === "link") && field.localized) || field.kind === "lines") {
    const stored = (value ?? { de: "", en: "" }) as Localized | { de: string[]; en: string[] };
    const both = field.kind === "lines" ? { de: ((stored.de as string[]) ?? []).join("\n"), en: ((stored.en as string[]) ?? []).join("\n") } : (stored as Localized);
    return (
      <fieldset className="admin-field admin-field--localized">
        <legend>
          {label}
          {required}
        </legend>
        {help}
        <div className="admin-field__languages">
          {(["de", "en"] as const).map((language) => (
            <TextInput key={language} field={field} path={`${field.name}.${language}`} value={both[language] ?? ""} failures={failures} label={adminWord(language === "de" ? "german" : "english", lang)} helpId={helpId} lang={lang} problemLabel={`${label} (${adminWord(language === "de" ? "german" : "english", lang)})`} />
          ))}
        </div>
      </fieldset>
    );
  }

  if (field.kind === "reference" && field.many) {
    const chosen = new Set(Array.isArray(value) ? (value as number[]) : []);
    return (
      <fieldset className="admin-field admin-field--choices" aria-describedby={failures[field.name] ? `${inputId(field.name)}-problem` : helpId}>
        <legend>{label}</legend>
        {help}
        <div className="admin-field__choices">
          {(options ?? []).map((option) => (
            <div key={option.id} className="admin-field--check">
              <input type="checkbox" id={inputId(`${field.name}.${option.id}`)} name={`${field.name}.${option.id}`} defaultChecked={chosen.has(option.id)} />
              <label htmlFor={inputId(`${field.name}.${option.id}`)}>{option.title}</label>
            </div>
          ))}
        </div>
        <Problem path={field.name} failures={failures} label={label} lang={lang} />
      </fieldset>
    );
  }

  const id = inputId(field.name);
  const aria = { "aria-invalid": failures[field.name] ? true : undefined, "aria-describedby": describedBy(field.name, failures, helpId) } as const;
  if (field.kind === "boolean") {
    return (
      <div className="admin-field admin-field--check">
        <input type="checkbox" id={id} name={field.name} defaultChecked={value === true} {...aria} />
        <label htmlFor={id}>{label}</label>
        {help}
        <Problem path={field.name} failures={failures} label={label} lang={lang} />
      </div>
    );
  }
  const labelElement = (
    <label htmlFor={id}>
      {label}
      {required}
    </label>
  );
  if (field.kind === "reference" && field.to === "image") {
    return (
      <AdminImageField
        field={field}
        id={id}
        value={value}
        image={image ?? null}
        lang={lang}
        required={field.required === true}
        aria={aria}
        label={labelElement}
        after={
          <>
            {help}
            <Problem path={field.name} failures={failures} label={label} lang={lang} />
          </>
        }
      />
    );
  }
  let control;
  if (field.kind === "select" || field.kind === "reference") {
    const choices = field.kind === "select" ? field.options.map((option) => ({ value: option.value, label: option.label[lang] })) : (options ?? []).map((option) => ({ value: String(option.id), label: option.title }));
    control = (
      <select id={id} name={field.name} defaultValue={value === null || value === undefined ? "" : String(value)} required={field.required} {...aria}>
        {field.kind === "reference" && !field.required ? <option value="">{adminWord("none", lang)}</option> : null}
        {field.kind === "reference" && field.required && (value === null || value === undefined) ? <option value="">{adminWord("none", lang)}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "datetime" || field.kind === "time") {
    const shown = field.kind === "datetime" ? isoToBerlinLocal(value) : typeof value === "string" ? value : "";
    control = <input type={field.kind === "datetime" ? "datetime-local" : "time"} id={id} name={field.name} defaultValue={shown} required={field.required} {...aria} />;
  } else if (field.kind === "money") {
    const shown = typeof value === "number" ? (value / 100).toFixed(2).replace(".", ",") : typeof value === "string" ? value : "";
    control = <input type="text" inputMode="decimal" id={id} name={field.name} defaultValue={shown} required={field.required} {...aria} />;
  } else if (field.kind === "number") {
    const bounds = { min: field.min, max: field.max };
    control = <input type="number" id={id} name={field.name} defaultValue={value === null || value === undefined ? "" : String(value)} step={1} {...bounds} required={field.required} {...aria} />;
  } else {
    return (
      <div className="admin-field">
        {help}
        <TextInput field={field} path={field.name} value={typeof value === "string" ? value : ""} failures={failures} label={label + (field.required ? ` (${adminWord("required", lang)})` : "")} helpId={helpId} lang={lang} problemLabel={label} />
      </div>
    );
  }
  return (
    <div className="admin-field">
      {labelElement}
      {help}
      {control}
      <Problem path={field.name} failures={failures} label={label} lang={lang} />
    </div>
  );
}
