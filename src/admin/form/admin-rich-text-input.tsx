// A rich text input of an admin form. Without JavaScript (and until tiptap has loaded): a text area
// holding the HTML. Then the one rich text editor of the page editor's module modal takes its place —
// same toolbar, same keys — and writes its HTML into the hidden text area, which stays the form's
// value, so the post is the same either way (the server sanitizes it as before). tiptap is large:
// it is imported only here, once the form is on screen, so admin screens without rich text never
// load it.
import { useEffect, useRef, useState, type ComponentProps } from "react";
import type { Lang } from "../../../shared/lib/localized.ts";
import type { RichTextEditor } from "../../components/fields/rich-text-editor.tsx";
import { adminSkin } from "../parts/admin-dialog.tsx";

type TextareaProps = Pick<ComponentProps<"textarea">, "name" | "defaultValue" | "required" | "maxLength" | "aria-invalid" | "aria-describedby"> & { id: string };

/** The editor once loaded, with what the text area held at that moment. */
interface Enhanced {
  Editor: typeof RichTextEditor;
  initial: string;
}

export function AdminRichTextInput({ lang, label, id, required, ...textarea }: TextareaProps & { lang: Lang; label: string }) {
  const source = useRef<HTMLTextAreaElement>(null);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  useEffect(() => {
    let live = true;
    import("../../components/fields/rich-text-editor.tsx").then(
      (loaded) => live && setEnhanced({ Editor: loaded.RichTextEditor, initial: source.current?.value ?? "" }),
      // Without the editor the text area stays: the form still works.
      (error: unknown) => console.warn("The rich text editor failed to load", error),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="admin-rich-text">
      {/* Once enhanced, the editable area takes the id (the label's and the problem summary's target). */}
      <textarea ref={source} {...textarea} id={enhanced ? undefined : id} required={enhanced ? undefined : required} rows={8} hidden={enhanced !== null} />
      {enhanced ? (
        <enhanced.Editor
          id={id}
          name={{ label }}
          value={enhanced.initial}
          lang={lang}
          skin={adminSkin}
          required={required === true}
          invalid={textarea["aria-invalid"] === true}
          describedBy={textarea["aria-describedby"]}
          onChange={(html) => {
            if (source.current) source.current.value = html;
          }}
        />
      ) : null}
    </div>
  );
}
