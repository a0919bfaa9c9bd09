// What values refer to, derived from their fields: the ids their reference fields hold and the link
// targets their link fields hold, each with the path of the field ("children.2.image"). The where-used
// index reads content and items through these, so a new reference field is covered without a list.
import type { Field } from "./field.ts";
import type { ReferenceTarget } from "./reference-targets.ts";

type Values = Record<string, unknown>;

export interface HeldReference {
  to: ReferenceTarget;
  id: number;
  /** Where the id sits: "image", "children.2.image". */
  path: string;
}

export interface HeldLink {
  /** A path on this site or an absolute address, as stored. */
  target: string;
  /** Where it sits: "link_url", "children.0.link", "url.en". */
  path: string;
}

const isId = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0;

function walk(fields: readonly Field[], values: Values, prefix: string, found: { references: HeldReference[]; links: HeldLink[] }): void {
  for (const field of fields) {
    const value = values[field.name];
    const path = `${prefix}${field.name}`;
    if (field.kind === "reference") {
      const ids = field.many ? (Array.isArray(value) ? value : []) : [value];
      for (const id of ids) if (isId(id)) found.references.push({ to: field.to, id, path });
    } else if (field.kind === "link") {
      if (typeof value === "string" && value !== "") found.links.push({ target: value, path });
      else if (value && typeof value === "object") {
        for (const [lang, target] of Object.entries(value as Record<string, unknown>)) if (typeof target === "string" && target !== "") found.links.push({ target, path: `${path}.${lang}` });
      }
    } else if (field.kind === "list" && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item && typeof item === "object") walk(field.item, item as Values, `${path}.${index}.`, found);
      });
    }
  }
}

/** The ids and link targets `values` hold. */
export function referencesOf(fields: readonly Field[], values: Values): { references: HeldReference[]; links: HeldLink[] } {
  const found = { references: [] as HeldReference[], links: [] as HeldLink[] };
  walk(fields, values, "", found);
  return found;
}
