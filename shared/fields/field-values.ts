// The type of the values a field list describes, derived from the fields as declared (fields() keeps
// their literal types), so that a module's renderer or a resource's hooks read typed values without a
// second declaration.
import type { Localized } from "../lib/localized.ts";
import type { Field } from "./field.ts";

type Required<F> = F extends { required: true } ? true : false;

/** The stored value of one field. */
export type FieldValue<F extends Field, Sparse extends boolean = false> = F extends { kind: "text" | "textarea" | "richtext" | "link" }
  ? F extends { localized: true }
    ? Localized
    : string
  : F extends { kind: "code" | "url" | "date" | "datetime" | "time" }
    ? string
    : F extends { kind: "number" | "money" }
      ? Required<F> extends true
        ? number
        : number | null
      : F extends { kind: "boolean" }
        ? boolean
        : F extends { kind: "select"; options: readonly { value: infer V }[] }
          ? F extends { many: true }
            ? V[]
            : V
          : F extends { kind: "lines" }
            ? { de: string[]; en: string[] }
            : F extends { kind: "reference"; many: true }
              ? number[]
              : F extends { kind: "reference" }
                ? Required<F> extends true
                  ? number
                  : number | null
                : F extends { kind: "list"; item: infer I extends readonly Field[] }
                  ? (Sparse extends true ? SparseValuesOf<I> : ValuesOf<I>)[]
                  : never;

/** Values with every field's key (an admin item's values). */
export type ValuesOf<Fs extends readonly Field[]> = { [F in Fs[number] as F["name"]]: FieldValue<F> };

type SparseAll<Fs extends readonly Field[]> = { [F in Fs[number] as F["name"]]: FieldValue<F, true> };

type OptionalNames<Fs extends readonly Field[]> = Extract<Fs[number], { required?: false | undefined; kind: Exclude<Field["kind"], "list"> }>["name"];

/** Values where an empty field that is not required may be left out (a module's stored JSON). */
export type SparseValuesOf<Fs extends readonly Field[]> = Omit<SparseAll<Fs>, OptionalNames<Fs>> & Partial<Pick<SparseAll<Fs>, OptionalNames<Fs>>>;
