// The rich text field: the one rich text editor (rich-text-editor.tsx), in both languages where
// localized. Its value always travels in a text area named as the field, so the admin's native post
// is the same with or without JavaScript (the server sanitizes the HTML as before). The text area is
// what the server renders; the editor takes its place once loaded. tiptap is large: a host whose
// chunk has it already passes it in the field environment (the module modal, shown at once); the
// admin's form imports it only after hydration, so its first load stays without it.
import { useEffect, useRef, useState } from "react";
import type { RichTextField as RichTextFieldDefinition } from "../../../shared/fields/field.ts";
import type { RichTextEditor } from "./rich-text-editor.tsx";
import { controlClass, FieldShell, LocalizedShell, useFieldEnvironment, type FieldIds, type FieldWidgetProps } from "./field-context.tsx";
import { plainText } from "./field-text.ts";

interface ControlProps {
  ids: FieldIds;
  /** The post name of the text area. */
  name: string;
  /** The editor's accessible name: its visible label's id, or the words themselves ("Beschreibung (Deutsch)"). */
  naming: { labelledBy: string } | { label: string };
  value: string;
  required: boolean;
  maxLength: number | undefined;
  onValue: (html: string) => void;
}

/** The editor once there, with the text it starts from (what the text area held then). */
interface Enhanced {
  Editor: typeof RichTextEditor;
  initial: string;
}

function RichTextControl({ ids, name, naming, value, required, maxLength, onValue }: ControlProps) {
  const { lang, skin, richTextEditor } = useFieldEnvironment();
  const source = useRef<HTMLTextAreaElement>(null);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(() => (richTextEditor ? { Editor: richTextEditor, initial: value } : null));
  const [initial] = useState(value);
  useEffect(() => {
    if (enhanced) return;
    let live = true;
    import("./rich-text-editor.tsx").then(
      (loaded) => live && setEnhanced({ Editor: loaded.RichTextEditor, initial: source.current?.value ?? "" }),
      // Without the editor the text area stays: the form still works.
      (error: unknown) => console.warn("The rich text editor failed to load", error),
    );
    return () => {
      live = false;
    };
  }, [enhanced]);
  return (
    <div className="rich-text-field">
      {/* Once enhanced, the editable area takes the id (the label's and the failure links' target). */}
      <textarea
        ref={source}
        name={name}
        id={enhanced ? undefined : ids.id}
        className={controlClass(skin)}
        rows={8}
        defaultValue={initial}
        maxLength={maxLength}
        required={enhanced ? undefined : required}
        hidden={enhanced !== null}
        aria-labelledby={"labelledBy" in naming ? naming.labelledBy : undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onValue(event.target.value)}
      />
      {enhanced ? (
        <enhanced.Editor
          id={ids.id}
          name={naming}
          value={enhanced.initial}
          lang={lang}
          skin={skin}
          required={required}
          invalid={ids.invalid}
          describedBy={ids.describedBy}
          onChange={(html) => {
            if (source.current) source.current.value = html;
            onValue(html);
          }}
        />
      ) : null}
    </div>
  );
}

export function RichTextInputField({ field, values, path, onPatch }: FieldWidgetProps<RichTextFieldDefinition>) {
  if (field.localized) {
    const both = (values[field.name] ?? {}) as Record<string, unknown>;
    return (
      <LocalizedShell field={field} path={path}>
        {(ids) => (
          <RichTextControl
            ids={ids}
            name={ids.path}
            naming={{ label: ids.fullLabel }}
            value={plainText(both[ids.language])}
            required={Boolean(field.required) && ids.language === "de"}
            maxLength={field.maxLength}
            onValue={(html) => onPatch({ [field.name]: { de: "", en: "", ...both, [ids.language]: html } })}
          />
        )}
      </LocalizedShell>
    );
  }
  return (
    <FieldShell field={field} path={path} labelAs="span">
      {(ids) => <RichTextControl ids={ids} name={path} naming={{ labelledBy: ids.labelId }} value={plainText(values[field.name])} required={Boolean(field.required)} maxLength={field.maxLength} onValue={(html) => onPatch({ [field.name]: html })} />}
    </FieldShell>
  );
}
