// The one rich text editor of the module modal and the admin's forms: tiptap with exactly spec §9's
// toolbar (bold, italic, link, bulleted list, numbered list, undo, redo). Everything else StarterKit
// brings is switched off, so pasted headings or code come in as plain paragraphs; the server
// sanitizes the HTML again on save. tiptap is large: only editor and admin chunks import this file
// (the admin lazily, src/admin/form/admin-rich-text-input.tsx), never a visitor's.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator, type TranslationKey } from "../../i18n/index.tsx";
import { linkHref } from "../link-finder/link-href.ts";
import { linkTarget } from "../../../shared/fields/checks.ts";
import { failureMessage } from "../../lib/failure-message.ts";
import type { WidgetSkin } from "./widget-skin.ts";
import "./rich-text-editor.css";

export const richTextExtensions = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    dropcursor: false,
    gapcursor: false,
    link: { openOnClick: false, autolink: false, linkOnPaste: true, defaultProtocol: "https", protocols: ["mailto", "tel"], HTMLAttributes: { rel: null, target: null } },
  }),
];

/** The link symbol as SVG: text fonts on editors' machines may have no glyph for 🔗. */
function LinkIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.8 2.8 0 014 4L11 8.5M9 11.5l-1.2 1.2a2.8 2.8 0 01-4-4L5 7.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

type ButtonKey = "bold" | "italic" | "link" | "bulletList" | "orderedList" | "undo" | "redo";

/** Each button's name (its label and tooltip). */
const buttonTexts: Record<ButtonKey, TranslationKey> = {
  bold: "richText.bold",
  italic: "richText.italic",
  link: "richText.link",
  bulletList: "richText.bulletList",
  orderedList: "richText.orderedList",
  undo: "common.undo",
  redo: "common.redo",
};

const buttons: { key: ButtonKey; glyph: string; toggle: boolean }[] = [
  { key: "bold", glyph: "B", toggle: true },
  { key: "italic", glyph: "I", toggle: true },
  { key: "link", glyph: "", toggle: true },
  { key: "bulletList", glyph: "•≡", toggle: true },
  { key: "orderedList", glyph: "1.", toggle: true },
  { key: "undo", glyph: "↶", toggle: false },
  { key: "redo", glyph: "↷", toggle: false },
];

function Toolbar({ editor, lang, controls, onLink }: { editor: Editor; lang: Lang; controls: string; onLink: () => void }) {
  const t = translator(lang);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      link: current.isActive("link"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const run = (key: ButtonKey) => {
    const chain = editor.chain().focus();
    if (key === "bold") chain.toggleBold().run();
    else if (key === "italic") chain.toggleItalic().run();
    else if (key === "bulletList") chain.toggleBulletList().run();
    else if (key === "orderedList") chain.toggleOrderedList().run();
    else if (key === "undo") chain.undo().run();
    else if (key === "redo") chain.redo().run();
    else onLink();
  };
  // The ARIA toolbar pattern: one tab stop, arrow keys move between the buttons.
  const move = (event: KeyboardEvent) => {
    const last = buttons.length - 1;
    const next = event.key === "ArrowRight" ? (focusIndex === last ? 0 : focusIndex + 1) : event.key === "ArrowLeft" ? (focusIndex === 0 ? last : focusIndex - 1) : event.key === "Home" ? 0 : event.key === "End" ? last : -1;
    if (next < 0) return;
    event.preventDefault();
    setFocusIndex(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="rich-text-editor__toolbar" role="toolbar" aria-label={t("richText.richTextToolbar")} aria-controls={controls} onKeyDown={move}>
      {buttons.map((button, index) => {
        const disabled = button.key === "undo" ? !state.undo : button.key === "redo" ? !state.redo : false;
        return (
          <button
            key={button.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            className={`rich-text-editor__button rich-text-editor__button--${button.key}`}
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={t(buttonTexts[button.key])}
            title={t(buttonTexts[button.key])}
            aria-pressed={button.toggle ? state[button.key as "bold"] : undefined}
            aria-disabled={disabled || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={() => {
              if (!disabled) run(button.key);
            }}
          >
            {button.key === "link" ? <LinkIcon /> : <span className="rich-text-editor__glyph" aria-hidden="true" data-glyph={button.glyph} />}
          </button>
        );
      })}
    </div>
  );
}

function LinkDialog({ editor, lang, skin, onClose }: { editor: Editor; lang: Lang; skin: WidgetSkin; onClose: () => void }) {
  const t = translator(lang);
  const [href, setHref] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const apply = () => {
    const target = linkHref(href, lang);
    const refused = target === "" ? undefined : (linkTarget.validate(target)[0]?.message as string | undefined);
    if (refused) {
      // The sanitizer would drop such a link on save: say so here, where it can still be fixed.
      setHref(target);
      setFailure(refused);
      inputRef.current?.focus();
      return;
    }
    if (target === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
    } else if (editor.state.selection.empty && !editor.isActive("link")) {
      editor.chain().focus().insertContent({ type: "text", text: target, marks: [{ type: "link", attrs: { href: target } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href: target }).run();
    }
    onClose();
  };
  return (
    <skin.Dialog title={t("richText.linkDialog")} lang={lang} onClose={onClose} onSubmit={apply} initialFocus={inputRef} className="rich-text-link">
      <label className={skin.label} htmlFor="rich-text-link-href">
        {t("richText.linkAddress")}
      </label>
      <input
        ref={inputRef}
        id="rich-text-link-href"
        className={skin.input}
        type="text"
        inputMode="url"
        value={href}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? "rich-text-link-href-error" : undefined}
        onChange={(event) => {
          setFailure(undefined);
          setHref(event.target.value);
        }}
      />
      {failure ? (
        <p className="field__error" id="rich-text-link-href-error">
          {failureMessage(t("richText.linkAddress"), failure, lang)}
        </p>
      ) : null}
      <div className="rich-text-link__actions">
        <button type="submit" className={skin.primaryButton}>
          {t("richText.applyLink")}
        </button>
        {editor.isActive("link") ? (
          <button
            type="button"
            className={skin.button}
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            {t("richText.removeLink")}
          </button>
        ) : null}
        <button type="button" className={skin.quietButton} onClick={onClose}>
          {t("common.cancel")}
        </button>
      </div>
    </skin.Dialog>
  );
}

export interface RichTextEditorProps {
  /** The editable area's id (the field's control: its failure links and focus go there). */
  id: string;
  /** The id of the field's visible label, or the accessible name itself. */
  name: { labelledBy: string } | { label: string };
  /** HTML; "" when empty. */
  value: string;
  lang: Lang;
  skin: WidgetSkin;
  required: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (html: string) => void;
}

export function RichTextEditor({ id, name, value, lang, skin, required, invalid, describedBy, onChange }: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });
  const editorProps = (failed: boolean, description: string | undefined) => ({
    attributes: {
      id,
      class: "rich-text-editor__area",
      role: "textbox",
      "aria-multiline": "true",
      ...("labelledBy" in name ? { "aria-labelledby": name.labelledBy } : { "aria-label": name.label }),
      ...(required ? { "aria-required": "true" } : {}),
      ...(failed ? { "aria-invalid": "true" } : {}),
      ...(description ? { "aria-describedby": description } : {}),
    },
    // ProseMirror swallows Escape (preventDefault); left alone, it closes the modal as everywhere else.
    handleDOMEvents: { keydown: (_view: unknown, event: { key: string }) => event.key === "Escape" },
  });
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editorProps: editorProps(invalid, describedBy),
    onUpdate: ({ editor: current }) => changeRef.current(current.isEmpty ? "" : current.getHTML()),
  });
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: editorProps(invalid, describedBy) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the failure state changes the attributes
  }, [editor, invalid, describedBy]);
  if (!editor) return null;
  return (
    <div className="rich-text-editor">
      <Toolbar editor={editor} lang={lang} controls={id} onLink={() => setLinkOpen(true)} />
      <EditorContent editor={editor} className="rich-text-editor__content" />
      {linkOpen ? <LinkDialog editor={editor} lang={lang} skin={skin} onClose={() => setLinkOpen(false)} /> : null}
    </div>
  );
}

export default RichTextEditor;
