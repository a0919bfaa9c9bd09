// A small modal dialog over the module modal (link address, link finder, image finder): the shared
// modal frame (src/components/modal-dialog.tsx) in the editor's look; Escape closes only this one.
import type { ReactNode, RefObject } from "react";
import { ModalDialog } from "../../components/modal-dialog.tsx";
import type { WidgetSkin } from "../../components/fields/widget-skin.ts";
import type { Lang } from "../../../shared/lib/localized.ts";
import { translator } from "../../i18n/index.tsx";

interface SubDialogProps {
  title: string;
  lang: Lang;
  onClose: () => void;
  /** Called when the dialog's form is submitted (Enter in its input). */
  onSubmit?: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

export function SubDialog({ lang, ...props }: SubDialogProps) {
  return <ModalDialog {...props} block="editor-sub-dialog" headingLevel={3} closeLabel={translator(lang)("common.close")} closeClassName="editor-button editor-button--quiet" />;
}

/** The editor's look of the shared widgets (image chooser, rich text). */
export const editorSkin: WidgetSkin = { Dialog: SubDialog, button: "editor-button", quietButton: "editor-button editor-button--quiet", primaryButton: "editor-button editor-button--primary", label: "field__label", input: "editor-input", requiredMark: "star" };
