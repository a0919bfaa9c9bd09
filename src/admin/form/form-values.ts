// A posted admin form back to the definition's values: localized fields come as `name.de` and
// `name.en`, check boxes only when ticked, empty choices as null. Wrong types stay as they came, so
// the schema names them.
import type { Field } from "../../../shared/fields/field.ts";
import type { AdminValues } from "../define-resource.ts";
import { berlinLocalToIso } from "../../lib/berlin-datetime.ts";

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
      case "number": {
        const raw = text(field.name).trim();
        values[field.name] = raw === "" ? null : /^-?\d{1,15}$/.test(raw) ? Number(raw) : raw;
        break;
      }
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
      case "datetime": {
        const raw = text(field.name).trim();
        values[field.name] = raw === "" ? "" : berlinLocalToIso(raw) || raw;
        break;
      }
      case "money": {
        const raw = text(field.name).trim().replace(/\s|€/g, "");
        const euros = /^\d{1,7}([.,]\d{1,2})?$/.test(raw) ? Number(raw.replace(",", ".")) : NaN;
        values[field.name] = raw === "" ? null : Number.isNaN(euros) ? raw : Math.round(euros * 100);
        break;
      }
      case "select": {
        const raw = text(field.name);
        values[field.name] = field.options.find((option) => String(option.value) === raw)?.value ?? raw;
        break;
      }
      case "lines": {
        const lines = (name: string) => text(name).split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
        values[field.name] = { de: lines(`${field.name}.de`), en: lines(`${field.name}.en`) };
        break;
      }
      default:
        values[field.name] = "localized" in field && field.localized ? { de: text(`${field.name}.de`), en: text(`${field.name}.en`) } : text(field.name);
    }
  }
  return values;
}
