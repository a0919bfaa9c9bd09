// The text input or text area of a field widget: it shows a field's value as text (`format`) and
// reports each edit as a value (`parse`): money "12,50" ↔ 1250 cents, lines ↔ string[], Berlin wall
// clock ↔ ISO. The text is the editor's: it stays as typed while it says the same value ("12,5", a
// trailing new line, a text that does not parse yet), and the value is written into it only when it
// changes to one the text does not say (a finder's choice). So what was typed before the page's
// script ran, or filled in by the browser, is what the admin's native form posts.
import { useEffect, useRef, useState, type ComponentProps } from "react";
import type { FieldIds } from "./field-context.tsx";

/** Two values are the same when they are written the same (numbers, texts, lists of texts). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type Shared = Pick<ComponentProps<"input">, "type" | "inputMode" | "maxLength" | "required" | "readOnly" | "min" | "max" | "step" | "placeholder" | "lang" | "spellCheck">;

export interface TextControlProps<T> extends Shared {
  ids: FieldIds;
  /** The post name of the admin's native form. */
  name: string;
  className?: string;
  value: T;
  format: (value: T) => string;
  parse: (text: string) => T;
  onValue: (value: T) => void;
  /** A text area of so many rows instead of a one-line input. */
  rows?: number;
  /** More ids for aria-describedby (a note beside the control). */
  describedBy?: string;
}

export function TextControl<T>({ ids, name, className, value, format, parse, onValue, rows, describedBy, ...attributes }: TextControlProps<T>) {
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [initial] = useState(() => format(value));
  const latest = useRef({ value, format, parse });
  latest.current = { value, format, parse };
  const key = JSON.stringify(value ?? null);
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    const element = ref.current;
    const { value: next, format: write, parse: read } = latest.current;
    if (element && !same(read(element.value), next)) element.value = write(next);
  }, [key]);
  const common = {
    ref,
    id: ids.id,
    name,
    className,
    defaultValue: initial,
    "aria-invalid": ids.invalid || undefined,
    "aria-describedby": [describedBy ?? "", ids.describedBy ?? ""].filter(Boolean).join(" ") || undefined,
    onChange: (event: { currentTarget: { value: string } }) => onValue(parse(event.currentTarget.value)),
  };
  if (rows !== undefined) {
    const { type: _type, inputMode: _inputMode, min: _min, max: _max, step: _step, ...area } = attributes;
    return <textarea {...common} {...area} rows={rows} />;
  }
  return <input {...common} type="text" {...attributes} />;
}
