// A posted admin form back to the definition's values: localized fields come as `name.de` and
// `name.en`, check boxes only when ticked, empty choices as null. Wrong types stay as they came, so
// the schema names them. The texts are read as the field widgets write them (field-text.ts).
import type { Field } from "../../../shared/fields/field.ts";
import type { AdminValues } from "../define-resource.ts";
import { datetimeValue, linesValue, moneyValue, numberValue } from "../../components/fields/field-text.ts";

export function valuesFromForm(fields: readonly Field[], form: FormData): AdminValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: AdminValues = {};
  for (const field of fields) {
    switch (field.kind) {
      case "boolean":
        values[field.name] = form.get(field.name) !== null;
        break;
      case "number":
        values[field.name] = numberValue(text(field.name));
        break;
      case "reference": {
        if (field.many) {
          // Each ticked box is posted as `name.<id>` (distinct names survive every form encoding).
          const prefix = `${field.name}.`;
          values[field.name] = [...form.keys()].filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(prefix.length))).filter((id) => Number.isInteger(id) && id > 0);
          break;
        }
        const raw = text(field.name).trim();
        values[field.name] = raw === "" ? null : /^\d+$/.test(raw) ? Number(raw) : raw;
        break;
      }
      case "datetime":
        values[field.name] = datetimeValue(text(field.name));
        break;
      case "money":
        values[field.name] = moneyValue(text(field.name));
        break;
      case "select": {
        const raw = text(field.name);
        values[field.name] = field.options.find((option) => String(option.value) === raw)?.value ?? raw;
        break;
      }
      case "lines":
        values[field.name] = { de: linesValue(text(`${field.name}.de`)), en: linesValue(text(`${field.name}.en`)) };
        break;
      default:
        values[field.name] = "localized" in field && field.localized ? { de: text(`${field.name}.de`), en: text(`${field.name}.en`) } : text(field.name);
    }
  }
  return values;
}
